/**
 * Builds what the benchmark measures (the app in both modes, and the floor: a bare React page
 * built by the same Vite and plugin-react for the same target) and weighs what a browser loads.
 */

import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export type Weight = { raw: number; gzip: number; brotli: number };
export type Chunk = Weight & { name: string; file: string };
export type BuildWeights = {
  /** The JavaScript index.html loads before anything runs: module scripts and modulepreloads. */
  initial: Weight & { files: string[] };
  /** The stylesheets index.html links, and what it carries inline (the first screen's, since issue 13). */
  css: Weight & { files: string[] };
  html: Weight;
  /** Every other chunk: loaded on demand. */
  lazy: Chunk[];
};

/** What the production build is measured against; the same target as vite.config.ts. */
const FLOOR_SOURCE = `import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(<p>Hello</p>);
`;
const FLOOR_PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Floor</title></head>
  <body><div id="root"></div><script type="module" src="/main.jsx"></script></body>
</html>
`;

/** The floor: `createRoot(...).render(<p>Hello</p>)`, React 19 in production mode, target es2022. */
export async function buildFloor(dir: string): Promise<string> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), FLOOR_PAGE);
  writeFileSync(join(dir, 'main.jsx'), FLOOR_SOURCE);
  const outDir = join(dir, 'dist');
  await build({
    root: resolve(dir),
    configFile: false,
    envDir: false,
    publicDir: false,
    cacheDir: resolve(dir, '.vite'),
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: { target: 'es2022', outDir: resolve(outDir), emptyOutDir: true },
  });
  return outDir;
}

export function weigh(content: Buffer): Weight {
  return {
    raw: content.length,
    // The same settings as the precompressed files the server sends (vite.config.ts).
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const add = (a: Weight, b: Weight): Weight => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const NOTHING: Weight = { raw: 0, gzip: 0, brotli: 0 };

/**
 * Reads index.html the way a browser does to find the JavaScript it runs first: the scripts written
 * into the page (the boot script, src/boot.ts), the module scripts and modulepreloads it names (by
 * their address, as /assets/…), and what any of those imports as soon as the first screen has
 * painted (the app). The one reader of it for the bench and the end-to-end budgets.
 */
export function initialScripts(outDir: string): { inline: string[]; files: string[]; styles: string[]; html: string } {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files: string[] = [];
  const styles: string[] = [];
  for (const [, tag, attributes] of html.matchAll(/<(script|link)\b([^>]*)>/g)) {
    const attrs = Object.fromEntries([...(attributes ?? '').matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, k, v]) => [k, v ?? '']));
    if (tag === 'script' && attrs.src && attrs.type === 'module') files.push(attrs.src);
    if (tag === 'link' && attrs.rel === 'modulepreload' && attrs.href) files.push(attrs.href);
    if (tag === 'link' && attrs.rel === 'stylesheet' && attrs.href) styles.push(attrs.href);
  }
  const inline = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map(([, code]) => code!);
  const sources = [
    ...inline.map((code) => ({ from: '/', code })),
    ...files.map((from) => ({ from, code: readFileSync(builtFile(outDir, from), 'utf8') })),
  ];
  for (const { from, code } of sources) {
    for (const [, , app] of code.matchAll(/\bimport\((["'`])((?:\.\/|\/)[^"'`]+\.js)\1\)/g)) {
      files.push(app!.startsWith('/') ? app! : posix.join(posix.dirname(from), app!));
    }
  }
  return { inline, files, styles, html };
}

/** The built file at a page's address for it ("/assets/x.js"). */
export const builtFile = (outDir: string, url: string) => join(outDir, posix.normalize(url).replace(/^\/+/, ''));

/** What the page loads first, weighed; everything else is lazy. */
export function weighBuild(outDir: string): BuildWeights {
  const { inline: inlineScripts, files: scripts, styles, html } = initialScripts(outDir);
  const local = (url: string) => builtFile(outDir, url);
  const sum = (files: string[]) => files.reduce((total, file) => add(total, weigh(readFileSync(local(file)))), NOTHING);
  const inlineJs = inlineScripts.map((code) => weigh(Buffer.from(code))).reduce(add, NOTHING);
  const initialFiles = new Set(scripts.map((url) => posix.basename(url)));
  const lazy = readdirSync(join(outDir, 'assets'))
    .filter((file) => file.endsWith('.js') && !initialFiles.has(file))
    .map((file) => ({ name: /^(.*)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file, file, ...weigh(readFileSync(join(outDir, 'assets', file))) }))
    .sort((a, b) => b.gzip - a.gzip);
  const inline = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map(([, css]) => weigh(Buffer.from(css ?? '')));
  return {
    initial: { files: [...inlineScripts.map(() => 'index.html <script>'), ...scripts], ...add(inlineJs, sum(scripts)) },
    css: { files: [...styles, ...inline.map(() => 'index.html <style>')], ...inline.reduce(add, sum(styles)) },
    html: weigh(Buffer.from(html)),
    lazy,
  };
}

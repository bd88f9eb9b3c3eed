/**
 * Builds what the benchmark measures (the app in both modes, and the floor: a bare React page
 * built by the same Vite and plugin-react for the same target) and weighs what a browser loads.
 */

import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { LANGUAGES, type Language } from '../core/kitchen-words.ts';

export type Weight = { raw: number; gzip: number; brotli: number };
export type Chunk = Weight & { name: string; file: string };
export type BuildWeights = {
  /** The JavaScript the largest language's page loads before the app runs (see initialScripts). */
  initial: Weight & { files: string[]; language: string };
  /** The same, gzip bytes, for each language the build has a page for. */
  initialByLanguage: Record<string, number>;
  /** The stylesheets index.html links, and what it carries inline (the first screen's, since issue 13). */
  css: Weight & { files: string[] };
  html: Weight;
  /** Every other chunk, the other languages' page catalogs among them: loaded on demand. */
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

/** The page of each language the build serves: index.html is English, <code>/index.html the others (issue 29). */
function pageLanguages(outDir: string): Language[] {
  return (Object.keys(LANGUAGES) as Language[]).filter((language) => existsSync(join(outDir, pagePath(language))));
}
const pagePath = (language: Language) => (language === 'en' ? 'index.html' : join(language, 'index.html'));

/**
 * Reads a language's page the way a browser does to find the JavaScript it runs first: the scripts
 * written into the page (the boot script, src/boot.ts), the module scripts and modulepreloads it
 * names (by their address, as /assets/…), what the boot script imports (the app), everything those
 * import statically, and the first screen's words in its language, which the page carries for the
 * app to read before it takes the page over (src/lib/i18n.ts). The one reader of it for the bench
 * and the end-to-end budgets.
 */
export function initialScripts(
  outDir: string,
  language: Language = 'en',
): { inline: string[]; files: string[]; styles: string[]; html: string } {
  const html = readFileSync(join(outDir, pagePath(language)), 'utf8');
  const files: string[] = [];
  const styles: string[] = [];
  for (const [, tag, attributes] of html.matchAll(/<(script|link)\b([^>]*)>/g)) {
    const attrs = Object.fromEntries([...(attributes ?? '').matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, k, v]) => [k, v ?? '']));
    if (tag === 'script' && attrs.src && attrs.type === 'module') files.push(attrs.src);
    if (tag === 'link' && attrs.rel === 'modulepreload' && attrs.href) files.push(attrs.href);
    if (tag === 'link' && attrs.rel === 'stylesheet' && attrs.href) styles.push(attrs.href);
  }
  // The scripts written into the page: the boot script, and in direct mode the page chooser (src/choose-page.ts).
  const inline = [...html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)].map(([, code]) => code!);
  const address = (from: string, to: string) => (to.startsWith('/') ? to : posix.join(posix.dirname(from), to));
  // The boot script imports the app dynamically, once the first screen has painted: that is initial too.
  for (const code of inline) {
    for (const [, , app] of code.matchAll(/\bimport\((["'`])((?:\.\/|\/)[^"'`]+\.js)\1\)/g)) files.push(address('/', app!));
  }
  // What those import statically (React's chunk, shared helpers) runs before them: follow it all the way.
  for (let i = 0; i < files.length; i++) {
    const code = readFileSync(builtFile(outDir, files[i]!), 'utf8');
    for (const [, imported] of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\.?\/[^"']+\.js)["']/g)) {
      const url = address(files[i]!, imported!);
      if (!files.includes(url)) files.push(url);
    }
  }
  // The first screen's words, which the app reads before it takes over: written into the page (build/first-screen.ts).
  const words = /<script type="application\/json" id="page-words" lang="([a-z]+)">([^<]*)<\/script>/.exec(html);
  if (words && words[1] !== language) throw new Error(`${pagePath(language)} carries the words of ${words[1]}`);
  if (words) inline.push(words[2]!);
  return { inline, files, styles, html };
}

/** The built file at a page's address for it ("/assets/x.js"). */
export const builtFile = (outDir: string, url: string) => join(outDir, posix.normalize(url).replace(/^\/+/, ''));

/** What each language's page loads first, weighed (the largest shown); everything else is lazy. */
export function weighBuild(outDir: string): BuildWeights {
  const sum = (files: string[]) => files.reduce((total, file) => add(total, weigh(readFileSync(builtFile(outDir, file)))), NOTHING);
  const initialJs = (language: Language) => {
    const { inline, files } = initialScripts(outDir, language);
    const weight = inline.map((code) => weigh(Buffer.from(code))).reduce(add, sum(files));
    return { ...weight, files: [...inline.map(() => 'index.html <script>'), ...files], language };
  };
  const byLanguage = pageLanguages(outDir).map(initialJs);
  const initial = byLanguage.reduce((largest, page) => (page.gzip > largest.gzip ? page : largest));
  const { styles, html } = initialScripts(outDir);
  // Lazy: what the English page does not load first (the other languages' page catalogs included).
  const english = new Set(byLanguage[0]!.files.map((url) => posix.basename(url)));
  const lazy = readdirSync(join(outDir, 'assets'))
    .filter((file) => file.endsWith('.js') && !english.has(file))
    .map((file) => ({ name: /^(.*)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file, file, ...weigh(readFileSync(join(outDir, 'assets', file))) }))
    .sort((a, b) => b.gzip - a.gzip);
  const inline = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map(([, css]) => weigh(Buffer.from(css ?? '')));
  return {
    initial,
    initialByLanguage: Object.fromEntries(byLanguage.map((page) => [page.language, page.gzip])),
    css: { files: [...styles, ...inline.map(() => 'index.html <style>')], ...inline.reduce(add, sum(styles)) },
    html: weigh(Buffer.from(html)),
    lazy,
  };
}

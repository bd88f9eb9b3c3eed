/**
 * What a browser loads, weighed: each language's page, the lazy chunks, the floor (a bare React page
 * built by the same Vite for the same target), a Markdown renderer's lazy JavaScript. The one reader
 * of a page's initial JavaScript for the bench and the end-to-end budgets.
 */

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { LANGUAGES, type Language } from '../core/kitchen-words.ts';

export type Weight = { raw: number; gzip: number; brotli: number };
export type Chunk = Weight & { name: string; file: string };
export type BuildWeights = ReturnType<typeof weighBuild>;

/** The floor: `createRoot(...).render(<p>Hello</p>)`, React 19 in production mode, target es2022 as vite.config.ts. */
export async function buildFloor(dir: string): Promise<string> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const main = "import { createRoot } from 'react-dom/client';\n\ncreateRoot(document.getElementById('root')).render(<p>Hello</p>);\n";
  const body = '<div id="root"></div><script type="module" src="/main.jsx"></script>';
  writeFileSync(join(dir, 'main.jsx'), main);
  writeFileSync(join(dir, 'index.html'), `<!doctype html>\n<html lang="en"><head><title>Floor</title></head><body>${body}</body></html>\n`);
  const outDir = resolve(dir, 'dist');
  const options = { root: resolve(dir), configFile: false, envDir: false, publicDir: false, cacheDir: resolve(dir, '.vite') } as const;
  const output = { target: 'es2022', outDir, emptyOutDir: true };
  await build({ ...options, mode: 'production', logLevel: 'warn', plugins: [react()], build: output });
  return outDir;
}

const weights = new Map<string, Weight>();
/** Raw, and compressed as the server's precompressed files (vite.config.ts); each content once, as ten pages load one `index`. */
function weigh(content: Buffer): Weight {
  const key = createHash('sha256').update(content).digest('base64');
  let weight = weights.get(key);
  if (!weight) {
    const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    weights.set(key, (weight = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length, brotli }));
  }
  return weight;
}
const add = (a: Weight, b: Weight): Weight => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const NOTHING: Weight = { raw: 0, gzip: 0, brotli: 0 };

/** index.html is English, <code>/index.html the others (issue 29). */
const pagePath = (language: Language) => (language === 'en' ? 'index.html' : join(language, 'index.html'));
/** The built file at a page's address for it ("/assets/x.js"). */
export const builtFile = (outDir: string, url: string) => join(outDir, posix.normalize(url).replace(/^\/+/, ''));
const importsIn = (code: string) => [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\.?\/[^"']+\.js)["']/g)].map(([, file]) => file!);

/**
 * A language's page read as a browser reads it to find the JavaScript it runs first: the scripts written into the page, the module
 * scripts and modulepreloads it names, what the boot script imports, everything those import statically, and the first screen's words.
 */
export function initialScripts(outDir: string, language: Language = 'en') {
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
    for (const imported of importsIn(readFileSync(builtFile(outDir, files[i]!), 'utf8'))) {
      const url = address(files[i]!, imported);
      if (!files.includes(url)) files.push(url);
    }
  }
  // The first screen's words, which the app reads before it takes over: written into the page (build/first-screen.ts).
  const words = /<script type="application\/json" id="page-words" lang="([a-z]+)">([^<]*)<\/script>/.exec(html);
  if (words && words[1] !== language) throw new Error(`${pagePath(language)} carries the words of ${words[1]}`);
  if (words) inline.push(words[2]!);
  return { inline, files, styles, html };
}

/** What each language's page loads first, weighed (the largest shown as `initial`); every other chunk is lazy. */
export function weighBuild(outDir: string) {
  const sum = (files: string[]) => files.reduce((total, file) => add(total, weigh(readFileSync(builtFile(outDir, file)))), NOTHING);
  const pages = (Object.keys(LANGUAGES) as Language[])
    .filter((language) => existsSync(join(outDir, pagePath(language))))
    .map((language) => {
      const { inline, files } = initialScripts(outDir, language);
      const weight = inline.map((code) => weigh(Buffer.from(code))).reduce(add, sum(files));
      return { ...weight, files: [...inline.map(() => 'index.html <script>'), ...files], language };
    });
  const initial = pages.reduce((largest, page) => (page.gzip > largest.gzip ? page : largest));
  const { styles, html } = initialScripts(outDir);
  // Lazy: what the English page does not load first (the other languages' page catalogs included).
  const english = new Set(pages[0]!.files.map((url) => posix.basename(url)));
  const lazy: Chunk[] = readdirSync(join(outDir, 'assets'))
    .filter((file) => file.endsWith('.js') && !english.has(file))
    .map((file) => ({ name: /^(.*)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file, file, ...weigh(readFileSync(join(outDir, 'assets', file))) }))
    .sort((a, b) => b.gzip - a.gzip);
  const inline = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map(([, css]) => weigh(Buffer.from(css ?? '')));
  return {
    initial,
    initialByLanguage: Object.fromEntries(pages.map((page) => [page.language, page.gzip])),
    /** The stylesheets index.html links, and what it carries inline (the first screen's). */
    css: { files: [...styles, ...inline.map(() => 'index.html <style>')], ...inline.reduce(add, sum(styles)) },
    lazy,
  };
}

/** The Markdown renderer's lazy chunk and, following static imports, every chunk it needs that the page has not loaded. */
export function weighRenderer(outDir: string, build: BuildWeights): Weight & { files: string[] } {
  const initial = new Set(build.initial.files.map((file) => posix.basename(file)));
  // Ours is called "markdown" (its parser, "markdown-text", is one of its imports); a peer's adapter "markdown-<peer>".
  const entry = build.lazy.find((chunk) => /^markdown(-|$)/.test(chunk.name) && chunk.name !== 'markdown-text');
  if (!entry) throw new Error(`${outDir} has no assets/markdown-*.js chunk: the renderer was not split off`);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || initial.has(file)) return;
    files.add(file);
    importsIn(readFileSync(join(outDir, 'assets', file), 'utf8')).forEach((imported) => visit(posix.basename(imported)));
  };
  visit(entry.file);
  return { ...[...files].map((file) => weigh(readFileSync(join(outDir, 'assets', file)))).reduce(add, NOTHING), files: [...files] };
}

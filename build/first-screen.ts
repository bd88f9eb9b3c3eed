/**
 * The first screen paints from index.html alone, before any JavaScript has run: the build renders
 * it into the page, inlines the stylesheet, and replaces the app's script tag by the boot script.
 */

import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { createServer, minify, transformWithOxc, type Plugin, type Rolldown } from 'vite';
import { LANGUAGES, type Language } from '../core/kitchen-words.ts';
import { pageFile } from '../core/page-language.ts';
import { compileCatalog, compiledMessages } from './messages.ts';

type FirstScreen = { html: string; title: string; description: string; words: string };
type RenderedScreen = Omit<FirstScreen, 'words'>;

/** The first screen in each language, as rendered for this build: English goes into index.html, the rest into their own pages (pagesInEveryLanguage). */
const firstScreens = new Map<Language, FirstScreen>();

/** Renders the first screen into index.html at build time (src/first-screen.tsx), in every language, so it paints before the JavaScript runs. */
export function prerenderFirstScreen(directMode: boolean): Plugin {
  return {
    name: 'pantry-chef-prerender',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        // A throwaway server only to load the app's modules in Node, with this build's mode.
        const loader = await createServer({
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          define: { __DIRECT_MODE__: JSON.stringify(directMode) },
          plugins: [react(), compiledMessages()],
        });
        try {
          const { renderFirstScreen } = (await loader.ssrLoadModule('/src/first-screen.tsx')) as {
            renderFirstScreen: (language: Language) => Promise<RenderedScreen>;
          };
          for (const language of Object.keys(LANGUAGES) as Language[]) {
            firstScreens.set(language, { ...(await renderFirstScreen(language)), words: firstScreenWords(language) });
          }
          if (!html.includes(EMPTY_ROOT)) throw new Error('index.html has no empty <div id="root"></div> to render into');
          // Direct mode has no server to choose: its chooser runs first, from <head>, before anything is painted.
          const page = directMode
            ? html.replace('</title>', `</title>\n    <script>${await inlineScript('choose-page.ts')}</script>`)
            : html;
          return inLanguage(page.replace(EMPTY_ROOT, `${EMPTY_ROOT}\n    ${PAGE_WORDS}`), 'en', firstScreens.get('en')!);
        } finally {
          await loader.close();
        }
      },
    },
  };
}

const EMPTY_ROOT = '<div id="root"></div>';
/** Where the first screen's words go, after the root: a data block, which never runs (src/lib/i18n.ts reads it). */
const PAGE_WORDS = '<script type="application/json" id="page-words"></script>';

/**
 * The words the app takes the first screen over with, in `language`, compiled as its catalog is
 * (build/messages.ts), as JSON the page carries: the app reads them with no request. The page's title
 * and description are already in its <head>: a change of language fetches the whole catalog.
 */
function firstScreenWords(language: Language): string {
  const texts = JSON.parse(readFileSync(new URL(`../src/lib/messages/page.${language}.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;
  const shown = Object.fromEntries(Object.entries(texts).filter(([key]) => key !== 'page.title' && key !== 'page.description'));
  // In a <script> element only "</script" and "<!--" could end it early: no "<" is written as such.
  return JSON.stringify(compileCatalog(shown)).replaceAll('<', '\\u003c');
}

/** A page written for English (index.html as built), in `language`: its lang, title, description and first screen. */
function inLanguage(page: string, language: Language, screen: FirstScreen) {
  const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return page
    .replace(/<html lang="[a-z]+">/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${attribute(screen.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${attribute(screen.description)}" />`)
    .replace(/<div id="root">[\s\S]*<\/div>(?=\s*<\/body>|\s*<script)/, `<div id="root">${screen.html}</div>`)
    .replace(/<script type="application\/json" id="page-words"[^>]*>[^<]*<\/script>/, () => {
      return `<script type="application/json" id="page-words" lang="${language}">${screen.words}</script>`;
    });
}

/**
 * The page in the nine other languages, each a copy of index.html as finally built (its inlined
 * style, boot script and policy, which the language does not change) with its own words, in the
 * folder of its code: the server sends the one the cook's browser asks for, and a static host
 * serves each, which direct mode's chooser opens.
 */
export function pagesInEveryLanguage(): Plugin {
  return {
    name: 'pantry-chef-pages-in-every-language',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const english = String(htmlAsset(bundle).source);
      for (const [language, screen] of firstScreens) {
        if (language === 'en') continue;
        const page = inLanguage(english, language, screen);
        if (!page.includes(screen.html)) throw new Error(`The ${language} page did not take its first screen`);
        this.emitFile({ type: 'asset', fileName: pageFile(language), source: page });
      }
    },
  };
}

/**
 * The first screen's stylesheet goes into index.html as a <style> element (a <link> cost about
 * 150 ms of render-blocking on Lighthouse's mobile network), the lazy parts' rules with it
 * (cssCodeSplit: false). The app only takes over what is already shown, so the page's one script is
 * the boot script (src/boot.ts, a few hundred bytes), which asks for the app once the first screen
 * has painted and until then keeps what the cook adds: Lighthouse's simulation counts any script on
 * its way before the largest paint as one that paint waited for.
 */
export function firstScreenFromTheHtml(): Plugin {
  return {
    name: 'pantry-chef-first-screen-from-the-html',
    apply: 'build',
    // After Vite has written index.html, with its links and script, into the bundle, and before it
    // lists each lazy chunk's dependencies: the inlined stylesheet must not come back as one of them.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const page = htmlAsset(bundle);
      page.source = String(page.source).replace(/<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)">/g, (_link, fileName: string) => {
        const stylesheet = bundle[fileName];
        if (stylesheet?.type !== 'asset') throw new Error(`index.html links ${fileName}, which is not in the bundle`);
        const css = String(stylesheet.source).trim();
        if (/<\/style/i.test(css)) throw new Error(`${fileName} cannot be inlined: it holds "</style"`);
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          if (file.code.includes(fileName)) throw new Error(`${file.fileName} names ${fileName}, which is being inlined`);
          file.viteMetadata?.importedCss.delete(fileName);
        }
        delete bundle[fileName];
        return `<style>${css}</style>`;
      });
      const app = /<script type="module" crossorigin src="\/assets\/([^"]+\.js)"><\/script>/.exec(String(page.source));
      if (!app) throw new Error('index.html has no app script for the boot script to ask for');
      const source = await inlineScript('boot.ts', ["const app = './app.js';", `const app = ${JSON.stringify(`/assets/${app[1]!}`)};`]);
      page.source = String(page.source).replace(app[0], `<script type="module">${source}</script>`);
    },
  };
}

/** A file of src/ as the page carries it inline: types gone, minified, with `replace`'s text (said once in the file) written in. */
async function inlineScript(file: string, replace?: [from: string, to: string]): Promise<string> {
  let typed = readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8');
  if (replace) {
    if (typed.split(replace[0]).length !== 2) throw new Error(`src/${file} should say ${replace[0]} once, for the build to replace it`);
    typed = typed.replace(replace[0], replace[1]);
  }
  const { code } = await transformWithOxc(typed.replaceAll(/^export /gm, ''), file);
  const module = replace !== undefined;
  // A classic script's top-level names would be the page's globals: in a function of its own, they are its own, and minified.
  const minified = await minify(file.replace(/\.ts$/, '.js'), module ? code : `(() => {\n${code}\n})();`, { module });
  if (minified.errors.length > 0) throw new Error(`src/${file} did not minify: ${minified.errors[0]!.message}`);
  const script = minified.code.trim();
  if (/<\/script/i.test(script)) throw new Error(`src/${file} cannot be inlined: it holds "</script"`);
  return script;
}

export function htmlAsset(bundle: Rolldown.OutputBundle): Rolldown.OutputAsset {
  const page = bundle['index.html'];
  if (page?.type !== 'asset') throw new Error('The bundle has no index.html');
  return page;
}

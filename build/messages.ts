/**
 * The page's messages (src/lib/messages/<area>.<language>.json) are ICU MessageFormat texts, which
 * Lingui's own compiler turns at build time into the form its runtime reads: the browser ships no
 * message parser, only `@lingui/core`.
 */

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../core/kitchen-words.ts';

const CATALOG_FILE = /\/src\/lib\/messages\/[a-z]+\.[a-z]{2}\.json$/;
const MESSAGES = join(import.meta.dirname, '../src/lib/messages');
/** `virtual:page-words`: a loader per language of every area's words at once, for a change of language (src/lib/choose-language.ts). */
const PAGE_WORDS = 'virtual:page-words';
// Each language's module is named like an area's catalog (`words.de`), so its chunk is too, and the bench budgets it as one.
const LANGUAGE_WORDS = /^\0\/words\.([a-z]{2})\.js$/;

/** One catalog's ICU texts, compiled for `@lingui/core` (a text with nothing to fill in is a list of one piece: the runtime takes a plain string for one left uncompiled). */
export function compileCatalog(texts: Record<string, string>) {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, compileMessage(text)]));
}

export function compiledMessages(): Plugin {
  return {
    name: 'pantry-chef-messages',
    // Before Vite reads the file as JSON: the module it becomes is the compiled catalog.
    enforce: 'pre',
    resolveId(id) {
      if (id === PAGE_WORDS) return `\0${PAGE_WORDS}`;
      if (id.startsWith(`${PAGE_WORDS}/`)) return `\0/words.${id.slice(PAGE_WORDS.length + 1)}.js`;
    },
    // A change of language fetches every area's words in one chunk: one request, not one per area loaded.
    load(id) {
      if (id === `\0${PAGE_WORDS}`) {
        const loaders = Object.keys(LANGUAGES).map((language) => `${language}: () => import('${PAGE_WORDS}/${language}')`);
        return `const LOADERS = { ${loaders.join(', ')} };\nexport const pageWords = (language) => LOADERS[language]().then((words) => words.default);`;
      }
      const language = LANGUAGE_WORDS.exec(id)?.[1];
      if (!language) return;
      // Every area's catalog in the language, compiled, as one (keys start with their area's name, so none collide).
      const files = readdirSync(MESSAGES).filter((file) => file.endsWith(`.${language}.json`));
      const catalogs = files.map((file) => {
        this.addWatchFile(join(MESSAGES, file));
        return compileCatalog(JSON.parse(readFileSync(join(MESSAGES, file), 'utf8')) as Record<string, string>);
      });
      return `export default ${JSON.stringify(Object.assign({}, ...catalogs))};`;
    },
    transform(code, id) {
      if (!CATALOG_FILE.test(id)) return;
      return {
        code: `export default ${JSON.stringify(compileCatalog(JSON.parse(code) as Record<string, string>))};`,
        moduleType: 'js',
        map: null,
      };
    },
  };
}

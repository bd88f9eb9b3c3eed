/**
 * The page's messages (src/lib/messages/<area>.<language>.json) are ICU MessageFormat texts, which
 * Lingui's own compiler turns at build time into the form its runtime reads: the browser ships no
 * message parser, only `@lingui/core`.
 */

import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG_FILE = /\/src\/lib\/messages\/[a-z]+\.[a-z]{2}\.json$/;

/** One catalog's ICU texts, compiled for `@lingui/core` (a text with nothing to fill in is a list of one piece: the runtime takes a plain string for one left uncompiled). */
export function compileCatalog(texts: Record<string, string>) {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, compileMessage(text)]));
}

export function compiledMessages(): Plugin {
  return {
    name: 'pantry-chef-messages',
    // Before Vite reads the file as JSON: the module it becomes is the compiled catalog.
    enforce: 'pre',
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

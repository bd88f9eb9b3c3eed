import type { Plugin } from 'vite';

/**
 * Vite wraps every dynamic import in its preload helper, which fetches the chunk's imports and CSS
 * alongside it and reports a failure as a `vite:preloadError` event. With no modulepreload lists and
 * no CSS per chunk (modulePreload and cssCodeSplit off, in vite.config.ts), every list it is given
 * is empty and nothing listens for the event: the helper (about 1.3 KB in the initial script) only
 * calls the import, so it is replaced by a function that does just that.
 */
export function noPreloadHelper(): Plugin {
  const helper = '\0vite/preload-helper.js';
  return {
    name: 'pantry-chef-no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === helper ? id : null),
    load: (id) => (id === helper ? 'export const __vitePreload = (load) => load();' : null),
  };
}

import type { Plugin } from 'vite';

/** Lets `npm start` tell a server-mode build from a direct-mode one (which holds a token): a meta tag in index.html. */
export function markBuildMode(directMode: boolean): Plugin {
  return {
    name: 'pantry-chef-build-mode',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'pantry-chef-mode', content: directMode ? 'direct' : 'server' }, injectTo: 'head' },
    ],
  };
}

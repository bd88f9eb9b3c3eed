/**
 * The recipe card's Markdown renderer on Vercel's streamdown, made for streamed model output: it
 * splits the text into blocks, memoizes them and closes unterminated Markdown as it streams. Its own
 * hardening is kept (rehype-sanitize and rehype-harden, with streamdown's defaults) and tightened to
 * what ours allows: no raw HTML (its default rehype-raw left out, and `skipHtml`) and no images.
 * Code highlighting, math and Mermaid are separate plugins (@streamdown/code…) and are not
 * installed: the recipe has none, and streamdown's core then loads none of them.
 *
 * Swapped in for src/recipe/markdown.tsx by bench/peers/vite-renderer.config.ts.
 */

import { createElement } from 'react';
import { defaultRehypePlugins, Streamdown } from 'streamdown';
import { HEADINGS } from './renderer-peers.ts';

const REHYPE_PLUGINS = [defaultRehypePlugins.sanitize!, defaultRehypePlugins.harden!];
const NO_IMAGES = ['img'];

export function Markdown({ source }: { source: string }) {
  return createElement(
    Streamdown,
    {
      className: 'markdown',
      mode: 'streaming',
      rehypePlugins: REHYPE_PLUGINS,
      skipHtml: true,
      disallowedElements: NO_IMAGES,
      components: HEADINGS,
    },
    source,
  );
}

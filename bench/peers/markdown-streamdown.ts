/**
 * The recipe card's Markdown renderer on Vercel's streamdown (made for streamed model output), swapped
 * in for src/recipe/markdown.tsx by bench/peers/vite-renderer.config.ts. Its own hardening is kept
 * (rehype-sanitize, rehype-harden) and tightened to what ours allows: no raw HTML (no rehype-raw,
 * `skipHtml`), no images. Its code, math and Mermaid plugins are not installed: the recipe has none.
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

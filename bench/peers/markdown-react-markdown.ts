/**
 * The recipe card's Markdown renderer the usual way, with react-markdown and remark-gfm, as their docs
 * advise for untrusted input: no raw HTML (`skipHtml`, no rehype-raw), the default `urlTransform`, no
 * images. Swapped in for src/recipe/markdown.tsx (bench/peers/vite-renderer.config.ts): the same props,
 * wrapper class and lazy chunk. Plain `createElement`, so the Node project's TypeScript reads it as it is.
 */

import { createElement } from 'react';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { HEADINGS } from './renderer-peers.ts';

const REMARK_PLUGINS = [remarkGfm];
const NO_IMAGES = ['img'];

export function Markdown({ source }: { source: string }) {
  const markdown = createElement(
    ReactMarkdown,
    { remarkPlugins: REMARK_PLUGINS, skipHtml: true, disallowedElements: NO_IMAGES, components: HEADINGS },
    source,
  );
  return createElement('div', { className: 'markdown' }, markdown);
}

/**
 * The recipe card's Markdown renderer written the usual way, with react-markdown and remark-gfm,
 * configured as react-markdown's docs recommend for untrusted input: no raw HTML (`skipHtml`; no
 * rehype-raw), its default `urlTransform` (no `javascript:` or other unsafe links), and no images
 * (`disallowedElements`), as ours never lets the model make the browser fetch anything.
 *
 * The benchmark builds the app a second time with this module in place of src/recipe/markdown.tsx
 * (bench/peers/vite-renderer.config.ts): the same props, the same wrapper class, the same lazy chunk.
 * Plain `createElement`, so that the Node project's TypeScript settings read it as they are.
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

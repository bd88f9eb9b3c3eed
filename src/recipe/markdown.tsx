import { useState } from 'react';
import { MarkdownBlock } from './markdown-block.tsx';
import { splitBlocks } from './markdown-blocks.ts';

export type MarkdownProps = { source: string };

/**
 * Renders untrusted, still-streaming model Markdown as React elements.
 * Only marked's lexer is used: no HTML string is ever built, so nothing the model writes can become markup.
 */
export function Markdown({ source }: MarkdownProps) {
  // The previous render's blocks, so that as the source grows its finished blocks are not lexed again.
  const [split, setSplit] = useState(() => ({ source, blocks: splitBlocks(source) }));
  let { blocks } = split;
  if (split.source !== source) {
    blocks = splitBlocks(source, blocks);
    setSplit({ source, blocks });
  }
  return (
    <div className="markdown">
      {blocks.blocks.map((text, index) => (
        <MarkdownBlock key={index} text={text} />
      ))}
    </div>
  );
}

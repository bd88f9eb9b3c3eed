import { Lexer, type MarkedOptions, type Token } from 'marked';

/** Markdown cut into top-level blocks; the leading `finished` ones read the same whatever text is appended. */
export type Blocks = {
  /** The source with line endings normalised to `\n`: the blocks joined. */
  readonly source: string;
  readonly blocks: readonly string[];
  readonly finished: number;
};

/** The options every lexer here uses: splitting must read the source exactly as rendering does. */
export function markdownOptions(): MarkedOptions {
  // A fresh object per lexer: the lexer writes into it, and global `marked.use()` settings must not reach us.
  return { gfm: true, breaks: false, pedantic: false, silent: false };
}

/**
 * Cuts Markdown into top-level blocks where marked's own lexer ends a block and a blank line follows.
 * Each block reads alone as it reads in the whole document (a link reference definition, though,
 * serves only its own block), so each can be lexed and rendered alone.
 * Given the blocks of a source that this one extends, the finished blocks are kept and only the
 * rest is lexed again: while the model streams, that is the last block or two.
 */
export function splitBlocks(source: string, previous?: Blocks): Blocks {
  const text = source.replace(/\r\n?/g, '\n');
  const kept = previous && text.startsWith(previous.source) ? previous.blocks.slice(0, previous.finished) : [];
  const offset = kept.reduce((length, block) => length + block.length, 0);
  const tail = splitTail(text.slice(offset));
  return { source: text, blocks: [...kept, ...tail.blocks], finished: kept.length + tail.finished };
}

// After a blank line, only a list or indented code can go on, with an indented line or a list item.
const BLANK_LINE_AT_END = /\n[ \t]*\n$/;
const MAY_CONTINUE = /^[ \t*+\-\d]/;
// marked lets a definition's title run across blank lines, so `[x]: /url "...` can swallow later blocks.
const MAY_BE_DEFINITION = /^ {0,3}\[(?:\\[\s\S]|[^\\\]])*\]:/;

function splitTail(text: string): { blocks: string[]; finished: number } {
  const blocks: string[] = [];
  let finished = 0;
  let settled = true; // whether every cut so far stays a cut whatever is appended
  let start = 0;
  let end = 0;
  let hasContent = false;
  for (const token of lexBlocks(text)) {
    // Blank lines belong to the block before; leading ones to the first block.
    if (token.type !== 'space' && hasContent && BLANK_LINE_AT_END.test(text.slice(start, end))) {
      blocks.push(text.slice(start, end));
      // The line after the blank decides whether the block goes on; until it is whole it might.
      settled &&= text.includes('\n', end) || !MAY_CONTINUE.test(text.charAt(end));
      if (settled) finished = blocks.length;
      start = end;
    }
    // marked writes a lone trailing space or tab as a line break: that token and the rest stay one block.
    if (!text.startsWith(token.raw, end)) break;
    if (token.type !== 'space') {
      hasContent = true;
      if (token.type !== 'def' && MAY_BE_DEFINITION.test(token.raw)) settled = false;
    }
    end += token.raw.length;
  }
  if (start < text.length) blocks.push(text.slice(start));
  return { blocks, finished };
}

function lexBlocks(text: string): Token[] {
  try {
    return new Lexer(markdownOptions()).blockTokens(text);
  } catch {
    // Pathological input (deep nesting, lexer bugs) stays one block; rendering it degrades to text.
    return [];
  }
}

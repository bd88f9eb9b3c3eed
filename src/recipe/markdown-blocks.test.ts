import fc from 'fast-check';
import { Lexer, marked } from 'marked';
import { afterEach, expect, test, vi } from 'vitest';
import { markdownish, recipe } from '../../test-support/markdown-samples.ts';
import { splitBlocks, type Blocks } from './markdown-blocks.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const blocksOf = (source: string) => splitBlocks(source).blocks;

// Lines that open, close or continue every kind of block, including the ones appended text can change.
// prettier-ignore
const lines = [
  '# Title', '## Steps', 'Some *text*', 'Title', '===', '- item', '* star item', '1. first', '2. second', '10) tenth',
  '- ```', '1. ~~~', '-    ```', '  continued', '   three', '    indented', '  ```', '    ```', '> quote', '> ```',
  '```', '~~~', '```js', '````', '---', '***', '| a | b |', '|---|---|', '<div>', '</div>', '<span>', '<b class="x">',
  '<!--', '-->', '<script>', '</script>', '<pre>', '</pre>', '<textarea>', '</textarea>', '<?', '?>', '<!DOCTYPE',
  '<![CDATA[', ']]>', '>', '', '', '',
];
// Link reference definitions, whose titles marked lets run across blank lines.
const definitions = ['[x]: /url', '[x]: /url "title', '[x]:', '"title"', '"', '(title', ')', "'title'", '[x]'];
const document = (extra: string[] = []) =>
  fc.array(fc.constantFrom(...lines, ...extra), { maxLength: 30 }).map((parts) => parts.join('\n'));

/** Splits a source as it streams in: each chunk appended, each split starting from the one before. */
function splitStreaming(chunks: string[]): Blocks[] {
  const splits: Blocks[] = [];
  let source = '';
  for (const chunk of chunks) {
    source += chunk;
    splits.push(splitBlocks(source, splits.at(-1)));
  }
  return splits;
}

test('splitting is lossless', () => {
  fc.assert(
    fc.property(fc.oneof(fc.string({ maxLength: 200 }), markdownish), (source) => {
      expect(blocksOf(source).join('')).toBe(source.replace(/\r\n?/g, '\n'));
    }),
  );
});

test('splitting into blocks does not change how marked reads the document', () => {
  // Link reference definitions are left out: a definition only serves links in its own block.
  const parse = (markdown: string) => marked.parse(markdown, { async: false });
  fc.assert(
    fc.property(document(), (source) => {
      expect(blocksOf(source).map(parse).join('')).toBe(parse(source));
    }),
    { numRuns: 2000 },
  );
  expect(blocksOf(recipe).map(parse).join('')).toBe(parse(recipe));
});

test('finished blocks stay the first blocks whatever is appended', () => {
  fc.assert(
    fc.property(fc.oneof(document(definitions), markdownish), fc.nat(), (source, at) => {
      const prefix = splitBlocks(source.slice(0, at % (source.length + 1)));
      expect(blocksOf(source).slice(0, prefix.finished)).toEqual(prefix.blocks.slice(0, prefix.finished));
    }),
    { numRuns: 3000 },
  );
});

test('a source split as it streams in is split as it would be afresh', () => {
  const chunked = (source: fc.Arbitrary<string>) =>
    fc.tuple(source, fc.array(fc.nat(), { maxLength: 10 })).map(([text, cuts]) => {
      const ends = [...new Set(cuts.map((cut) => cut % (text.length + 1))), text.length].sort((a, b) => a - b);
      return ends.map((end, index) => text.slice(ends[index - 1] ?? 0, end));
    });
  fc.assert(
    fc.property(chunked(fc.oneof(document(definitions), markdownish)), (chunks) => {
      let source = '';
      for (const [index, split] of splitStreaming(chunks).entries()) {
        source += chunks[index];
        expect(split).toEqual(splitBlocks(source));
      }
    }),
    { numRuns: 1000 },
  );
  const characters = [...recipe];
  splitStreaming(characters).forEach((split, index) => {
    expect(split).toEqual(splitBlocks(characters.slice(0, index + 1).join('')));
  });
});

test('splitting a grown source lexes only its unfinished blocks', () => {
  const blockTokens = vi.spyOn(Lexer.prototype, 'blockTokens');
  const before = splitBlocks('# Title\n\nIntro.\n\nStep one');
  expect(before.finished).toBe(2);

  blockTokens.mockClear();
  const after = splitBlocks('# Title\n\nIntro.\n\nStep one, then two.\n\nDone', before);
  expect(blockTokens.mock.calls.map(([text]) => text)).toEqual(['Step one, then two.\n\nDone']);
  expect(after).toEqual({
    source: '# Title\n\nIntro.\n\nStep one, then two.\n\nDone',
    blocks: ['# Title\n\n', 'Intro.\n\n', 'Step one, then two.\n\n', 'Done'],
    finished: 3,
  });

  blockTokens.mockClear();
  splitBlocks('# Other', after);
  expect(blockTokens.mock.calls.map(([text]) => text)).toEqual(['# Other']);
});

test('splitting cuts at blank lines after a block', () => {
  expect(blocksOf('# Title\n\nA paragraph\nstill it.\n\n\nNext')).toEqual(['# Title\n\n', 'A paragraph\nstill it.\n\n\n', 'Next']);
  expect(blocksOf('# Title\nNo blank line\n\nNext')).toEqual(['# Title\nNo blank line\n\n', 'Next']);
  expect(blocksOf('')).toEqual([]);
  expect(blocksOf('\n\nLeading')).toEqual(['\n\nLeading']);
  expect(blocksOf('a\r\n\r\nb')).toEqual(['a\n\n', 'b']);
  expect(blocksOf('- a\n\n ')).toEqual(['- a\n\n ']);
});

test('splitting keeps blank lines inside code fences', () => {
  expect(blocksOf('```\na\n\nb\n```\n\nafter')).toEqual(['```\na\n\nb\n```\n\n', 'after']);
  expect(blocksOf('~~~~\na\n\n~~~\n\nb\n~~~~\n\nafter')).toEqual(['~~~~\na\n\n~~~\n\nb\n~~~~\n\n', 'after']);
  expect(blocksOf('- step:\n  ```\n  a\n\n  b\n  ```\n\nafter')).toEqual(['- step:\n  ```\n  a\n\n  b\n  ```\n\n', 'after']);
  expect(blocksOf('```\nstill open\n\nnot a block')).toEqual(['```\nstill open\n\nnot a block']);
  expect(blocksOf('``` not`a fence\n\nb')).toEqual(['``` not`a fence\n\n', 'b']);
});

test('splitting keeps blank lines inside HTML comments and raw blocks', () => {
  expect(blocksOf('<!-- a\n\nb -->\n\nafter')).toEqual(['<!-- a\n\nb -->\n\n', 'after']);
  expect(blocksOf('<pre>\na\n\nb\n</pre>\n\nafter')).toEqual(['<pre>\na\n\nb\n</pre>\n\n', 'after']);
  expect(blocksOf('<div>\n```\n\nafter')).toEqual(['<div>\n```\n\n', 'after']);
});

test('splitting keeps list items and their indented continuations together', () => {
  expect(blocksOf('1. a\n\n2. b\n\n   more b\n\n3. c\n\nAfter')).toEqual(['1. a\n\n2. b\n\n   more b\n\n3. c\n\n', 'After']);
  expect(blocksOf('Ingredients:\n- a\n\n- b')).toEqual(['Ingredients:\n- a\n\n- b']);
  expect(blocksOf('Para\n\n- a')).toEqual(['Para\n\n', '- a']);
});

test('a block stays unfinished while the line after its blank line could still continue it', () => {
  expect(splitBlocks('- a\n\n1')).toMatchObject({ blocks: ['- a\n\n', '1'], finished: 0 });
  expect(splitBlocks('1. a\n\n2')).toMatchObject({ blocks: ['1. a\n\n', '2'], finished: 0 });
  expect(splitBlocks('    code\n\n  x')).toMatchObject({ blocks: ['    code\n\n', '  x'], finished: 0 });
  expect(splitBlocks('- a\n\n1\n')).toMatchObject({ finished: 1 });
  expect(splitBlocks('- a\n\nThen')).toMatchObject({ finished: 1 });
  // A growing last line can still turn the paragraph above into a heading or a table's header.
  expect(splitBlocks('Title\n==')).toMatchObject({ blocks: ['Title\n=='], finished: 0 });
  expect(splitBlocks('| a |\n|--')).toMatchObject({ blocks: ['| a |\n|--'], finished: 0 });
});

test('a possible link reference definition keeps everything after it unfinished', () => {
  const split = splitBlocks('Intro\n\n[x]: /url "a long\n\ntitle\n\nstill');
  expect(split).toMatchObject({ blocks: ['Intro\n\n', '[x]: /url "a long\n\n', 'title\n\n', 'still'], finished: 1 });
  expect(blocksOf(split.source + ' going"\n\nAfter')).toEqual(['Intro\n\n', '[x]: /url "a long\n\ntitle\n\nstill going"\n\n', 'After']);
  expect(splitBlocks('[x]: /url "title"\n\nAfter')).toMatchObject({ finished: 1 });
});

import fc from 'fast-check';
import { expect, test } from 'vitest';
import { ReasoningFilter } from './reasoning.ts';

function filtered(pieces: string[]): string {
  const filter = new ReasoningFilter();
  return pieces.map((piece) => filter.push(piece)).join('') + filter.end();
}

test('a think block before the recipe is dropped, whole', () => {
  expect(filtered(['<think>The cook has eggs. Omelette?</think>\n\n# Omelette\n'])).toBe('\n\n# Omelette\n');
});

test('tags split anywhere across pieces are still found', () => {
  expect(filtered(['<th', 'ink>hmm', 'm</thi', 'nk># Soup'])).toBe('# Soup');
  expect(filtered(['<', 't', 'h', 'i', 'n', 'k', '>', 'x', '<', '/', 'think', '>', 'ok'])).toBe('ok');
});

test('an unclosed think block hides everything after it', () => {
  expect(filtered(['# Title\n', '<think>still thinking about the ', 'sauce'])).toBe('# Title\n');
});

test('several blocks are all dropped, and text between them kept', () => {
  expect(filtered(['a<think>1</think>b<think>2</think>c'])).toBe('abc');
});

test('text that only looks like the start of a tag is shown once it is clear it is not one', () => {
  expect(filtered(['Use <thin', 'ly sliced onions>'])).toBe('Use <thinly sliced onions>');
  expect(filtered(['Serve warm <th'])).toBe('Serve warm <th');
});

test('however a reasoning answer is cut into pieces, the cook sees the same text', () => {
  const answer = '<think>Plan: eggs, spinach.\nMaybe <b>frittata</b>.</think># Frittata\n\n- 6 eggs <3\n<think>check</think>\n1. Whisk.';
  const whole = filtered([answer]);
  expect(whole).toBe('# Frittata\n\n- 6 eggs <3\n\n1. Whisk.');
  fc.assert(
    fc.property(fc.array(fc.nat(answer.length)), (cuts) => {
      const points = [...new Set(cuts)].sort((a, b) => a - b);
      const pieces = [...points, answer.length].map((point, index, all) => answer.slice(index === 0 ? 0 : all[index - 1], point));
      expect(filtered(pieces)).toBe(whole);
    }),
  );
});

import fc from 'fast-check';
import { expect, test } from 'vitest';
import { FenceUnwrapper, unwrapFence } from './fence.ts';

const recipe = '# Tomato Soup\n\n## Ingredients\n- 4 tomatoes\n\n## Instructions\n1. Simmer.\n';

test('a recipe wrapped in a markdown fence is unwrapped', () => {
  expect(unwrapFence('```markdown\n' + recipe + '```')).toBe(recipe);
  expect(unwrapFence('```md\n' + recipe + '```\n')).toBe(recipe);
  expect(unwrapFence('  ```\n' + recipe + '```')).toBe(recipe);
  expect(unwrapFence('~~~\n' + recipe + '~~~')).toBe(recipe);
});

test('a fence that is never closed is still unwrapped', () => {
  expect(unwrapFence('```markdown\n' + recipe)).toBe(recipe);
});

test('text after the closing fence is dropped as commentary', () => {
  expect(unwrapFence('```markdown\n' + recipe + '```\nEnjoy your meal!')).toBe(recipe);
});

test('plain recipes pass through untouched', () => {
  expect(unwrapFence(recipe)).toBe(recipe);
  expect(unwrapFence('`Butter` makes it better\nreally')).toBe('`Butter` makes it better\nreally');
  expect(unwrapFence('')).toBe('');
});

test('a code block in another language is not mistaken for a wrapper', () => {
  const text = '```python\nprint(1)\n```\n';
  expect(unwrapFence(text)).toBe(text);
});

test('inline backticks inside a fenced recipe are kept', () => {
  expect(unwrapFence('```\nUse `ghee` or butter.\n```')).toBe('Use `ghee` or butter.\n');
});

test('a plain recipe streams on without waiting for a whole line', () => {
  const unwrapper = new FenceUnwrapper();
  expect(unwrapper.push('# Tom')).toBe('# Tom');
  expect(unwrapper.push('ato')).toBe('ato');
});

test('a fenced recipe streams line by line, holding back only a possible closing fence', () => {
  const unwrapper = new FenceUnwrapper();
  expect(unwrapper.push('```mark')).toBe('');
  expect(unwrapper.push('down\n# Soup')).toBe('# Soup');
  expect(unwrapper.push('\n``')).toBe('\n');
  expect(unwrapper.push('`')).toBe('');
  expect(unwrapper.end()).toBe('');
});

test('however the text is cut into pieces, the streamed result equals the whole-text result', () => {
  const texts = fc.oneof(
    fc.string(),
    fc.constantFrom(recipe, '```markdown\n' + recipe + '```', '```\n' + recipe + '```\nBye', '``` md\n# A\n``', '`x`\n'),
  );
  fc.assert(
    fc.property(texts, fc.array(fc.nat(), { maxLength: 8 }), (text, cuts) => {
      const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
      const unwrapper = new FenceUnwrapper();
      let out = '';
      let from = 0;
      for (const point of [...points, text.length]) {
        out += unwrapper.push(text.slice(from, point));
        from = point;
      }
      out += unwrapper.end();
      expect(out).toBe(unwrapFence(text));
    }),
  );
});

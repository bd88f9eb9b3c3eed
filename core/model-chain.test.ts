import { expect, test } from 'vitest';
import { createModelChain, REMEMBER_ANSWERING_MODEL_MS } from './model-chain.ts';

test('models the last check found unserved are tried after the others, in their configured order', () => {
  const chain = createModelChain(['a', 'b', 'c', 'd']);
  chain.unserved(['a', 'c']);
  expect(chain.order()).toEqual(['b', 'd', 'a', 'c']);
  // A later check replaces what the earlier one found.
  chain.unserved(['d']);
  expect(chain.order()).toEqual(['a', 'b', 'c', 'd']);
});

test('the model that answered goes first, unless it has since been found unserved', () => {
  let now = 0;
  const chain = createModelChain(['a', 'b', 'c'], () => now);
  chain.answered('c');
  expect(chain.order()).toEqual(['c', 'a', 'b']);
  chain.unserved(['c', 'a']);
  expect(chain.order()).toEqual(['b', 'a', 'c']);
  chain.unserved([]);
  now += REMEMBER_ANSWERING_MODEL_MS + 1;
  expect(chain.order()).toEqual(['a', 'b', 'c']);
});

test('a refused model goes last at once, and whoever listens hears of it', () => {
  const chain = createModelChain(['a', 'b']);
  const heard: string[] = [];
  chain.onRefused = (model) => heard.push(model);
  chain.refused('a');
  expect(chain.order()).toEqual(['b', 'a']);
  expect(heard).toEqual(['a']);
  // Once it answers again, it is served after all.
  chain.answered('a');
  expect(chain.order()).toEqual(['a', 'b']);
});

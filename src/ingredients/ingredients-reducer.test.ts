import { expect, test } from 'vitest';
import { ingredientsReducer } from './ingredients-reducer.ts';

test('an added ingredient goes at the end of the list', () => {
  const list = ingredientsReducer(['egg'], { type: 'added', ingredient: 'flour' });
  expect(list).toEqual(['egg', 'flour']);
});

test('an added ingredient is trimmed, and an empty one changes nothing', () => {
  const start = ['egg'];
  expect(ingredientsReducer(start, { type: 'added', ingredient: '  milk  ' })).toEqual(['egg', 'milk']);
  expect(ingredientsReducer(start, { type: 'added', ingredient: '' })).toBe(start);
  expect(ingredientsReducer(start, { type: 'added', ingredient: '   ' })).toBe(start);
});

test('an ingredient already listed in another letter case is not added again', () => {
  const start = ['Egg'];
  expect(ingredientsReducer(start, { type: 'added', ingredient: 'egg' })).toBe(start);
});

test('a removed ingredient leaves the others in order', () => {
  expect(ingredientsReducer(['egg', 'flour', 'milk'], { type: 'removed', ingredient: 'flour' })).toEqual(['egg', 'milk']);
});

test('a cleared list is empty and a restored one comes back whole', () => {
  expect(ingredientsReducer(['egg', 'flour'], { type: 'cleared' })).toEqual([]);
  expect(ingredientsReducer([], { type: 'restored', ingredients: ['egg', 'flour'] })).toEqual(['egg', 'flour']);
});

test('the last visit’s list comes back checked as if typed again, unless a new one is started; with nothing kept, the list stays as it is', () => {
  const empty: readonly string[] = [];
  expect(ingredientsReducer(empty, { type: 'recalled', ingredients: ['egg', ' flour ', 'EGG', ''] })).toEqual(['egg', 'flour']);
  const started = ['milk'];
  expect(ingredientsReducer(started, { type: 'recalled', ingredients: ['egg'] })).toBe(started);
  // The same state, not an equal one: React then renders nothing again.
  expect(ingredientsReducer(empty, { type: 'recalled', ingredients: [] })).toBe(empty);
});

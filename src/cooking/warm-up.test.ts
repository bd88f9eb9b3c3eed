import { afterEach, expect, test, vi } from 'vitest';
import { findConflicts } from '../../core/safety-check.ts';
import table from './nutrition/foods.json';
import { loadedFoodIndex } from './nutrition/facts.ts';
import { readFoods, type FoodFile } from './nutrition/foods.ts';
import { indexFoods } from './nutrition/match.ts';
import { warmUpCooking } from './warm-up.ts';
import { WARMED_UP } from './warmed-up.ts';
import { yieldToPage } from './yield-to-page.ts';

const foods = readFoods(table as FoodFile);

afterEach(() => vi.unstubAllGlobals());

test('the food index built in slices is the index built at once, names in the same order', async () => {
  let pauses = 0;
  const sliced = await indexFoods(
    foods,
    async () => {
      pauses++;
    },
    0,
  );
  const whole = await indexFoods(foods);
  expect(sliced.names).toEqual(whole.names);
  expect([...sliced.byName]).toEqual([...whole.byName]);
  // With no time allowed per slice, it pauses after every food.
  expect(pauses).toBe(foods.length);
});

test('a generous slice builds the index without pausing', async () => {
  const pause = vi.fn(() => Promise.resolve());
  const index = await indexFoods(foods.slice(0, 3), pause, 60_000);
  expect(index.names.length).toBeGreaterThanOrEqual(3);
  expect(pause).not.toHaveBeenCalled();
});

test('yielding uses scheduler.yield where the browser has it', async () => {
  const yieldNow = vi.fn(() => Promise.resolve());
  vi.stubGlobal('scheduler', { yield: yieldNow });
  await yieldToPage();
  expect(yieldNow).toHaveBeenCalledOnce();
});

test('without scheduler.yield, yielding lets a task queued before it run first', async () => {
  vi.stubGlobal('scheduler', undefined);
  const order: string[] = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    order.push('queued before');
    channel.port1.close();
  };
  channel.port2.postMessage(null);
  await yieldToPage();
  order.push('after the yield');
  expect(order).toEqual(['queued before', 'after the yield']);
});

test('the warm-up leaves the food index loaded and the diet checks ready, then sets its mark; once', async () => {
  expect(loadedFoodIndex()).toBeNull();
  const warming = warmUpCooking();
  expect(warmUpCooking()).toBe(warming);
  await warming;
  expect(loadedFoodIndex()?.names).toEqual((await indexFoods(foods)).names);
  expect(performance.getEntriesByName(WARMED_UP)).toHaveLength(1);
  // What the change suggestions ask of a finished recipe is answered as before.
  const words = (diet: 'vegetarian' | 'vegan') => findConflicts('- 2 chicken thighs\n- 1 cup milk\n', { diet }).map((found) => found.word);
  expect(words('vegetarian')).toEqual(['chicken']);
  expect(words('vegan')).toEqual(['chicken', 'milk']);
});

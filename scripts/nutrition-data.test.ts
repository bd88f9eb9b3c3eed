import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { FoodFile } from '../src/cooking/nutrition/foods.ts';
import { FOOD_TABLE, readSources } from './nutrition-data.ts';
import { buildFoodTable, portionKey } from './nutrition-table.ts';

const committed = readFileSync(new URL(`../${FOOD_TABLE}`, import.meta.url), 'utf8');

test('the committed food table is what npm run nutrition-data makes of the USDA data and the curation', () => {
  expect(buildFoodTable(readSources())).toBe(committed);
});

test('the table holds at least 500 curated ingredients, each with names, values and USDA description', () => {
  const { foods } = JSON.parse(committed) as FoodFile;
  expect(foods.length).toBeGreaterThanOrEqual(500);
  for (const [ndb, description, names, [kcal, protein, carbs, fat]] of foods) {
    expect(ndb).toMatch(/^\d{5}$/);
    expect(description).not.toBe('');
    expect(names.length).toBeGreaterThan(0);
    expect([kcal, protein, carbs, fat].every((value) => value >= 0)).toBe(true);
  }
});

test('household measures are read from USDA words; weights and servings are not measures', () => {
  expect(portionKey('medium (2-1/2" dia)')).toBe('medium');
  expect(portionKey('cup, chopped')).toBe('cup');
  expect(portionKey('tablespoon')).toBe('tbsp');
  expect(portionKey('fl oz')).toBe('fl oz');
  expect(portionKey('cloves')).toBe('clove');
  expect(portionKey('oz')).toBeNull();
  expect(portionKey('NLEA serving')).toBeNull();
  expect(portionKey('extra large')).toBeNull();
});

test('a curation line that names a food USDA does not have, or a name twice, is refused', () => {
  const sources = readSources();
  expect(() => buildFoodTable({ ...sources, curation: '99999 | moon cheese' })).toThrow(/no USDA food 99999/);
  expect(() => buildFoodTable({ ...sources, curation: '11282 | onion\n11282 | onion' })).toThrow(/named twice/);
  expect(() => buildFoodTable({ ...sources, curation: '11282 | onion  # Garlic, raw' })).toThrow(/is "Onions, raw"/);
});

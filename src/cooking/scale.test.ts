import fc from 'fast-check';
import { formatQuantity } from 'format-quantity';
import { expect, test } from 'vitest';
import { readIngredientLine } from '../../core/reading/ingredient-line.ts';
import { scaleIngredient, scaleIngredients, scaleLabel, scaleYield, SCALES } from './scale.ts';

const scaled = (text: string, factor: number) => scaleIngredient(readIngredientLine(text), factor);

test.each([
  ['1 1/2 cups rice', 2, '3 cups rice'],
  ['1 1/2 cups rice', 0.5, '3/4 cup rice'],
  ['1 egg', 0.5, '1/2 egg'],
  ['1 egg', 2, '2 eggs'],
  ['2 eggs', 0.5, '1 egg'],
  ['3 large eggs, beaten', 0.5, '1 1/2 large eggs, beaten'],
  ['2-3 cloves garlic', 2, '4-6 cloves garlic'],
  ['2-3 cloves garlic', 0.5, '1 to 1 1/2 cloves garlic'],
  ['2 to 3 tablespoons butter', 3, '6 to 9 tablespoons butter'],
  ['200 g spaghetti', 0.5, '100 g spaghetti'],
  ['75 g butter', 0.5, '37.5 g butter'],
  ['1,5 l Milch', 3, '4,5 l Milch'],
  ['0.5 cup sugar', 3, '1.5 cups sugar'],
  ['½ cup milk', 3, '1½ cups milk'],
  ['1 cup flour', 2, '2 cups flour'],
  ['2/3 cup milk', 3, '2 cups milk'],
  ['1 (14 oz) can tomatoes', 2, '2 (14 oz) cans tomatoes'],
  ['1 can (400g) chickpeas', 3, '3 cans (400g) chickpeas'],
  ['1 onion, finely chopped', 2, '2 onions, finely chopped'],
  ['1 bay leaf', 2, '2 bay leaves'],
  ['Juice of 1 lemon', 2, 'Juice of 2 lemons'],
  ['1 litre water', 2, '2 litres water'],
  ['1 Tbsp oil', 2, '2 Tbsp oil'],
  ['3 Eier', 2, '6 Eier'],
  ['about 2 cups flour', 0.5, 'about 1 cup flour'],
])('"%s" × %s reads "%s"', (text, factor, expected) => {
  expect(scaled(text, factor)).toBe(expected);
});

test('lines without a quantity are left as written', () => {
  for (const text of ['salt to taste', 'A pinch of salt', 'Fresh parsley, for garnish', 'Salt and pepper']) {
    for (const factor of SCALES) expect(scaled(text, factor)).toBe(text);
  }
});

test('scaling by 1 leaves every line exactly as written', () => {
  fc.assert(
    fc.property(fc.string(), (text) => {
      expect(scaled(text, 1)).toBe(readIngredientLine(text).text);
    }),
  );
});

test('a whole list is scaled line by line', () => {
  const lines = ['2 eggs', 'salt'].map((line) => readIngredientLine(line));
  expect(scaleIngredients(lines, 3)).toEqual(['6 eggs', 'salt']);
});

test('the scale choices read ½×, 1×, 2× and 3×', () => {
  expect(SCALES.map(scaleLabel)).toEqual(['½×', '1×', '2×', '3×']);
});

test('a yield is scaled with its noun in the right number', () => {
  expect(scaleYield('4 servings', 0.5)).toBe('2 servings');
  expect(scaleYield('4-6 servings', 2)).toBe('8-12 servings');
  expect(scaleYield('12 cookies', 3)).toBe('36 cookies');
  expect(scaleYield('2 servings', 0.5)).toBe('1 serving');
  expect(scaleYield('1 loaf', 2)).toBe('2 loaves');
  expect(scaleYield('1 serving', 2)).toBe('2 servings');
});

// Amounts a recipe writes: whole numbers and halves, thirds, quarters and eighths.
const amount = fc
  .tuple(fc.integer({ min: 0, max: 12 }), fc.constantFrom(0, 1 / 2, 1 / 3, 2 / 3, 1 / 4, 3 / 4, 1 / 8, 3 / 8, 5 / 8, 7 / 8))
  .map(([whole, part]) => whole + part)
  .filter((value) => value > 0);
const rest = fc.constantFrom(
  'cup rice',
  'cups rice',
  'tbsp olive oil',
  'tablespoons butter',
  'cloves garlic, minced',
  'eggs',
  'egg',
  'large onions, sliced',
);

test('scaling by 2 and then by ½ gives the original quantity back', () => {
  fc.assert(
    fc.property(amount, rest, (value, words) => {
      const line = readIngredientLine(`${formatQuantity(value)} ${words}`);
      const back = readIngredientLine(scaleIngredient(readIngredientLine(scaleIngredient(line, 2)), 0.5));
      expect(back.quantity).toBeCloseTo(value, 9);
      expect(back.unitId).toBe(line.unitId);
    }),
  );
});

test('a scaled line reads back as the quantity times the factor, with the same unit', () => {
  fc.assert(
    fc.property(amount, rest, fc.constantFrom(...SCALES), (value, words, factor) => {
      const line = readIngredientLine(`${formatQuantity(value)} ${words}`);
      const result = readIngredientLine(scaleIngredient(line, factor));
      expect(result.quantity).toBeCloseTo(value * factor, 2);
      expect(result.unitId).toBe(line.unitId);
    }),
  );
});

test('both ends of a range are scaled', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 10 }), fc.constantFrom(...SCALES), (low, extra, factor) => {
      const result = readIngredientLine(scaled(`${low}-${low + extra} tbsp sugar`, factor));
      expect(result.quantity).toBeCloseTo(low * factor, 9);
      expect(result.quantity2).toBeCloseTo((low + extra) * factor, 9);
    }),
  );
});

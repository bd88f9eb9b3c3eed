import { expect, test } from 'vitest';
import { readIngredientLine } from './ingredient-line.ts';

test.each([
  ['1 1/2 cups rice', { quantity: 1.5, quantity2: null, unit: 'cups', unitId: 'cup', name: 'rice' }],
  ['200 g spaghetti', { quantity: 200, quantity2: null, unit: 'g', unitId: 'gram', name: 'spaghetti' }],
  ['200g spaghetti', { quantity: 200, quantity2: null, unit: 'g', unitId: 'gram', name: 'spaghetti' }],
  ['2-3 cloves garlic', { quantity: 2, quantity2: 3, unit: 'cloves', unitId: 'clove', name: 'garlic' }],
  ['salt to taste', { quantity: null, quantity2: null, unit: null, unitId: null, name: 'salt' }],
  ['½ cup milk', { quantity: 0.5, quantity2: null, unit: 'cup', unitId: 'cup', name: 'milk' }],
  ['1 (14 oz) can tomatoes', { quantity: 1, quantity2: null, unit: 'can', unitId: 'can', name: 'tomatoes' }],
  ['3 large eggs, beaten', { quantity: 3, quantity2: null, unit: null, unitId: null, name: 'eggs' }],
  ['1½ cups flour', { quantity: 1.5, quantity2: null, unit: 'cups', unitId: 'cup', name: 'flour' }],
  ['2 to 3 tablespoons butter', { quantity: 2, quantity2: 3, unit: 'tablespoons', unitId: 'tablespoon', name: 'butter' }],
  ['about 2 cups chopped onion', { quantity: 2, quantity2: null, unit: 'cups', unitId: 'cup', name: 'onion' }],
  ['A pinch of salt', { quantity: null, quantity2: null, unit: null, unitId: null, name: 'salt' }],
  ['1 pinch of salt', { quantity: 1, quantity2: null, unit: 'pinch', unitId: 'pinch', name: 'salt' }],
  ['Salt and freshly ground black pepper, to taste', { quantity: null, unit: null, name: 'Salt and freshly ground black pepper' }],
  ['2 slices bread', { quantity: 2, unit: 'slices', unitId: 'slice', name: 'bread' }],
  ['1 litre water', { quantity: 1, unit: 'litre', unitId: 'liter', name: 'water' }],
  ['1,5 l Milch', { quantity: 1.5, unit: 'l', unitId: 'liter', name: 'Milch' }],
  ['2/3 cup milk', { quantity: 2 / 3, unit: 'cup', name: 'milk' }],
  ['Fresh parsley, for garnish', { quantity: null, name: 'parsley' }],
  ['1 tbsp butter (or oil)', { quantity: 1, unit: 'tbsp', name: 'butter' }],
  ['Optional: chili flakes', { quantity: null, name: 'chili flakes' }],
  ['3 Eier', { quantity: 3, unit: null, name: 'Eier' }],
])('reads "%s"', (text, expected) => {
  expect(readIngredientLine(text)).toMatchObject({ text, ...expected });
});

test('a line keeps its words but loses list markers, checkboxes and extra spaces', () => {
  expect(readIngredientLine('  - [ ] 2   eggs ').text).toBe('2 eggs');
  expect(readIngredientLine('• 1 cup rice').text).toBe('1 cup rice');
});

test('a line that is only words has no quantity and is its own name', () => {
  expect(readIngredientLine('Crusty bread')).toEqual({
    text: 'Crusty bread',
    quantity: null,
    quantity2: null,
    unit: null,
    unitId: null,
    name: 'Crusty bread',
  });
});

test('a line read again is read as before, and each reading is its own: changing one changes no other', () => {
  const first = readIngredientLine('2-3 cloves garlic, minced');
  first.name = 'changed';
  first.quantity = 99;
  expect(readIngredientLine('2-3 cloves garlic, minced')).toMatchObject({ quantity: 2, quantity2: 3, unit: 'cloves', name: 'garlic' });
});

test('far more lines than are kept are all read right, the first ones again too', () => {
  const texts = Array.from({ length: 600 }, (_, at) => `${at + 1} g rice`);
  for (const text of [...texts, ...texts.slice(0, 10)]) {
    expect(readIngredientLine(text)).toMatchObject({ text, quantity: Number.parseInt(text, 10), unitId: 'gram', name: 'rice' });
  }
});

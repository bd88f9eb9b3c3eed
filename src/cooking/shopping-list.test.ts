import { expect, test } from 'vitest';
import { recipeCorpus } from '../../test-support/recipe-corpus.ts';
import { readIngredientLine } from '../../core/reading/ingredient-line.ts';
import { readRecipe } from '../../core/reading/recipe.ts';
import { isStaple, shoppingList, shoppingListPieces, shoppingListText } from './shopping-list.ts';
import { inSlices } from './slices.ts';

const needed = (recipe: string[], pantry: string[]) => {
  const list = shoppingList(
    recipe.map((line) => readIngredientLine(line)),
    pantry,
  );
  return { needed: list.needed.map((line) => line.text), staples: list.staples.map((line) => line.text) };
};

test.each([
  ['2 large eggs', 'egg'],
  ['3 eggs, beaten', 'Eggs'],
  ['200 g cherry tomatoes, halved', 'tomato'],
  ['4 garlic cloves', 'garlic'],
  ['2-3 cloves garlic, minced', 'garlic'],
  ['1 cup grated parmesan', 'parmesan cheese'],
  ['2 chicken breasts', 'chicken'],
  ['300 g chicken', 'chicken thighs'],
  ['1 cup frozen berries', 'berry'],
  ['2 potatoes', 'potato'],
  ['1 tbsp butter or margarine', 'margarine'],
  ['1 bay leaf', 'bay leaves'],
  ['1 (14 oz) can tomatoes', 'tomatoes'],
  ['1 cup shredded cheddar', '200 g cheddar'],
])('"%s" is covered by "%s"', (line, pantry) => {
  expect(needed([line], [pantry])).toEqual({ needed: [], staples: [] });
});

test.each([
  ['1/4 tsp nutmeg', 'nut'],
  ['1 eggplant', 'egg'],
  ['1 cup peanuts', 'pea'],
  ['2 tbsp butter', 'buttermilk'],
  ['1 tsp garlic powder', 'onion'],
  ['2 cups rice', 'licorice'],
])('"%s" is not covered by "%s"', (line, pantry) => {
  expect(needed([line], [pantry]).needed).toEqual([line]);
});

test('salt, pepper, any oil and water are listed apart as staples', () => {
  const recipe = [
    '200 g pasta',
    'Salt and freshly ground black pepper, to taste',
    '2 tbsp extra-virgin olive oil',
    '1 tsp sesame oil',
    '4 cups water',
    '1 pinch of kosher salt',
    '1 red bell pepper',
    '1 tsp garlic salt',
  ];
  expect(needed(recipe, [])).toEqual({
    needed: ['200 g pasta', '1 red bell pepper', '1 tsp garlic salt'],
    staples: [
      'Salt and freshly ground black pepper, to taste',
      '2 tbsp extra-virgin olive oil',
      '1 tsp sesame oil',
      '4 cups water',
      '1 pinch of kosher salt',
    ],
  });
});

test('a staple the cook listed is neither needed nor listed apart', () => {
  expect(needed(['2 tbsp olive oil', '1 tsp salt'], ['olive oil', 'salt'])).toEqual({ needed: [], staples: [] });
});

test('"salt and pepper" needs both, "butter or oil" either', () => {
  expect(needed(['Salt and pepper'], ['salt']).staples).toEqual(['Salt and pepper']);
  expect(needed(['Salt and pepper'], ['salt & pepper']).staples).toEqual([]);
  expect(needed(['2 tbsp butter or oil'], ['butter']).needed).toEqual([]);
});

test('staples are told by their words', () => {
  expect(
    ['salt', 'sea salt', 'black pepper', 'olive oil', 'Vegetable Oil', 'warm water', 'peppercorns'].every((name) => isStaple(name)),
  ).toBe(true);
  expect(['bell pepper', 'garlic salt', 'cayenne pepper', 'coconut milk', 'oil-packed tuna', ''].some((name) => isStaple(name))).toBe(
    false,
  );
});

test('every corpus recipe needs nothing when the cook has each of its ingredients', () => {
  for (const { markdown } of recipeCorpus) {
    const recipe = readRecipe(markdown);
    if (!recipe) continue;
    const list = shoppingList(
      recipe.ingredients,
      recipe.ingredients.map((line) => line.name),
    );
    expect(list, recipe.title ?? '').toEqual({ needed: [], staples: [] });
  }
});

test('the copied list has one ingredient a line, scaled, with staples after their own line', () => {
  const list = shoppingList(
    ['200 g spaghetti', '2 eggs', 'Salt, to taste', '2 tbsp olive oil'].map((line) => readIngredientLine(line)),
    ['cheese'],
  );
  expect(shoppingListText(list, 2)).toBe('400 g spaghetti\n4 eggs\n\nPantry staples:\nSalt, to taste\n4 tbsp olive oil');
  expect(shoppingListText(shoppingList([readIngredientLine('salt')], []))).toBe('Pantry staples:\nsalt');
  expect(shoppingListText(shoppingList([readIngredientLine('2 eggs')], ['egg']))).toBe('');
});

test('the list made in slices, the page going on between them, is the list made at once, for every corpus recipe', async () => {
  let pauses = 0;
  const pause = async () => {
    pauses++;
  };
  for (const { markdown } of recipeCorpus) {
    const recipe = readRecipe(markdown);
    if (!recipe) continue;
    const pantry = ['chicken', 'rice', 'eggs', 'olive oil', 'garlic cloves', 'tomatoes'];
    // No time allowed per slice: a pause after every item of the list and every line of the recipe.
    const sliced = await inSlices(shoppingListPieces(recipe.ingredients, pantry), pause, 0);
    expect(sliced, recipe.title ?? '').toEqual(shoppingList(recipe.ingredients, pantry));
  }
  expect(pauses).toBeGreaterThan(recipeCorpus.length);
});

import { expect, test } from 'vitest';
import { ENGLISH } from '../../core/reading/languages.ts';
import { readRecipe } from '../../core/reading/recipe.ts';
import { TRAYBAKE, TRAYBAKE_PANTRY } from '../../test-support/cooking-recipe.ts';
import { estimateRecipe } from './nutrition/estimate.ts';
import { loadFoodIndex } from './nutrition/facts.ts';
import { estimateOf, prepareReadings, recipeOf, shoppingListOf } from './readings.ts';
import { shoppingList } from './shopping-list.ts';

test('the readings made ahead, a slice at a time, are what the panel reads, and as the same functions make them at once', async () => {
  const index = await loadFoodIndex();
  const preparing = prepareReadings(TRAYBAKE, 'en', TRAYBAKE_PANTRY, 2);
  // Asked again for the same recipe (a render after a suspended one), the same work.
  expect(prepareReadings(TRAYBAKE, 'en', TRAYBAKE_PANTRY, 2)).toBe(preparing);
  await preparing;

  const recipe = recipeOf(TRAYBAKE, ENGLISH)!;
  expect(recipeOf(TRAYBAKE, ENGLISH)).toBe(recipe);
  expect(recipe).toEqual(readRecipe(TRAYBAKE));
  // The cook's list as the page holds it: another array with the same items is the same list.
  const list = shoppingListOf(recipe.ingredients, [...TRAYBAKE_PANTRY], ENGLISH);
  expect(shoppingListOf(recipe.ingredients, TRAYBAKE_PANTRY, ENGLISH)).toBe(list);
  expect(list).toEqual(shoppingList(recipe.ingredients, TRAYBAKE_PANTRY));
  const estimate = estimateOf(recipe, index, 2, ENGLISH);
  expect(estimateOf(recipe, index, 2, ENGLISH)).toBe(estimate);
  expect(estimate).toEqual(estimateRecipe(recipe, index, 2));
});

test('what changes after the panel shows, the cook’s list or the servings, is read anew', async () => {
  const index = await loadFoodIndex();
  await prepareReadings(TRAYBAKE, 'en', TRAYBAKE_PANTRY, 2);
  const recipe = recipeOf(TRAYBAKE, ENGLISH)!;
  const before = shoppingListOf(recipe.ingredients, TRAYBAKE_PANTRY, ENGLISH);
  const pantry = [...TRAYBAKE_PANTRY, 'garlic'];
  const after = shoppingListOf(recipe.ingredients, pantry, ENGLISH);
  expect(after).not.toEqual(before);
  expect(after).toEqual(shoppingList(recipe.ingredients, pantry));
  expect(estimateOf(recipe, index, 6, ENGLISH)).toEqual(estimateRecipe(recipe, index, 6));
});

test('a text that is no recipe is prepared for without fail: the panel steps aside as before', async () => {
  await expect(prepareReadings('Sorry, I can only suggest: toast.\n', 'en', ['bread'])).resolves.toBeUndefined();
  expect(recipeOf('Sorry, I can only suggest: toast.\n', ENGLISH)).toBeNull();
});

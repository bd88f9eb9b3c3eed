/**
 * The cooking panel's readings of a finished recipe: the recipe read into its parts, the shopping
 * list and the nutrition estimate. Each is kept for the inputs it was made from (the last of each),
 * so that the panel's render finds it made; `prepareReadings` makes them before the panel shows, in
 * slices between which the page paints and answers. Made in one go as the panel rendered, on a slow
 * phone, they were long tasks (> 50 ms) the moment a recipe ended. Whatever was not made ahead (a
 * panel rendered on its own, a change of list or servings) is made at once, by the same functions.
 */

import type { Language } from '../../core/kitchen-words.ts';
import { readIngredientLine, type IngredientLine } from '../../core/reading/ingredient-line.ts';
import type { LanguagePack } from '../../core/reading/language-pack.ts';
import { ENGLISH, languageOf, loadedPack, loadPack } from '../../core/reading/languages.ts';
import { ingredientTexts, readRecipe, type StructuredRecipe } from '../../core/reading/recipe.ts';
import { estimatePieces, type RecipeEstimate } from './nutrition/estimate.ts';
import { loadedFoodIndex } from './nutrition/facts.ts';
import type { FoodIndex } from './nutrition/match.ts';
import { shoppingListPieces, type ShoppingList } from './shopping-list.ts';
import { atOnce, inSlices, type Pieces } from './slices.ts';
import { yieldToPage } from './yield-to-page.ts';

let lastRecipe: { markdown: string; pack: LanguagePack; recipe: StructuredRecipe | null } | undefined;

/** readRecipe, kept for the last recipe read. */
export function recipeOf(markdown: string, pack: LanguagePack): StructuredRecipe | null {
  if (lastRecipe?.markdown !== markdown || lastRecipe.pack !== pack) lastRecipe = { markdown, pack, recipe: readRecipe(markdown, pack) };
  return lastRecipe.recipe;
}

type ListInputs = { ingredients: readonly IngredientLine[]; pantry: readonly string[]; pack: LanguagePack };
let lastList: (ListInputs & { list: ShoppingList }) | undefined;

const sameList = (a: ListInputs, b: ListInputs) =>
  a.ingredients === b.ingredients &&
  a.pack === b.pack &&
  a.pantry.length === b.pantry.length &&
  a.pantry.every((item, at) => item === b.pantry[at]);

/** The shopping list (shopping-list.ts), kept for the last recipe's lines and cook's list. */
export function shoppingListOf(ingredients: readonly IngredientLine[], pantry: readonly string[], pack: LanguagePack): ShoppingList {
  const inputs = { ingredients, pantry, pack };
  if (!lastList || !sameList(lastList, inputs)) lastList = { ...inputs, list: atOnce(shoppingListPieces(ingredients, pantry, pack)) };
  return lastList.list;
}

async function listInSlices(inputs: ListInputs) {
  if (lastList && sameList(lastList, inputs)) return;
  const list = await inSlices(shoppingListPieces(inputs.ingredients, inputs.pantry, inputs.pack));
  lastList = { ...inputs, list };
}

type EstimateInputs = { recipe: StructuredRecipe; index: FoodIndex; kitchenServings: number | undefined; pack: LanguagePack };
let lastEstimate: (EstimateInputs & { estimate: RecipeEstimate }) | undefined;

const sameEstimate = (a: EstimateInputs, b: EstimateInputs) =>
  a.recipe === b.recipe && a.index === b.index && a.kitchenServings === b.kitchenServings && a.pack === b.pack;

/** The nutrition estimate (nutrition/estimate.ts), kept for the last recipe, food table and servings. */
export function estimateOf(
  recipe: StructuredRecipe,
  index: FoodIndex,
  kitchenServings: number | undefined,
  pack: LanguagePack,
): RecipeEstimate {
  const inputs = { recipe, index, kitchenServings, pack };
  if (!lastEstimate || !sameEstimate(lastEstimate, inputs)) {
    lastEstimate = { ...inputs, estimate: atOnce(estimatePieces(recipe, index, kitchenServings, pack)) };
  }
  return lastEstimate.estimate;
}

async function estimateInSlices(inputs: EstimateInputs) {
  if (lastEstimate && sameEstimate(lastEstimate, inputs)) return;
  const estimate = await inSlices(estimatePieces(inputs.recipe, inputs.index, inputs.kitchenServings, inputs.pack));
  lastEstimate = { ...inputs, estimate };
}

let preparing: { markdown: string; language: Language; done: Promise<void> } | undefined;

/**
 * Makes the panel's readings of a finished recipe ahead of its render, a slice at a time, with the
 * cook's list and servings as they are now; resolves once they are made (never fails: what could not
 * be made ahead, the panel makes itself). Asked again for the same recipe, the same promise.
 */
export function prepareReadings(markdown: string, language: Language, pantry: readonly string[], kitchenServings?: number): Promise<void> {
  if (preparing?.markdown !== markdown || preparing.language !== language) {
    preparing = { markdown, language, done: prepare(markdown, language, pantry, kitchenServings).catch(() => {}) };
  }
  return preparing.done;
}

async function prepare(markdown: string, language: Language, pantry: readonly string[], kitchenServings: number | undefined) {
  // The pack the panel reads the recipe with (src/lib/use-recipe-language.ts): English when its chunk cannot load.
  const code = languageOf(markdown, language);
  const pack = loadedPack(code) ?? (await loadPack(code).catch(() => ENGLISH));
  await yieldToPage();
  const lines = ingredientTexts(markdown, pack);
  await yieldToPage();
  await inSlices(readEach(lines, pack));
  const recipe = recipeOf(markdown, pack);
  await yieldToPage();
  if (!recipe || recipe.ingredients.length === 0) return;
  await listInSlices({ ingredients: recipe.ingredients, pantry, pack });
  // The food table has come with the warm-up by now; if not, the panel shows without waiting for it,
  // and its nutrition section estimates once it comes.
  const index = loadedFoodIndex();
  if (index) await estimateInSlices({ recipe, index, kitchenServings, pack });
}

function* readEach(lines: readonly string[], pack: LanguagePack): Pieces<void> {
  for (const line of lines) {
    readIngredientLine(line, pack);
    yield;
  }
}

/**
 * From recipe to cooking: the pure logic behind cook mode, timers, scaling, the shopping list and
 * the JSON-LD download. One entry, so that the app loads it as one chunk after the first paint.
 */
export { findDurations, timerLabel, type Duration } from './durations.ts';
export { readIngredientLine, type IngredientLine } from './ingredient-line.ts';
export {
  fromJsonLd,
  isoDuration,
  JSON_LD_TYPE,
  jsonLdFileName,
  minutesOf,
  toJsonLd,
  type HowToStep,
  type RecipeJsonLd,
} from './json-ld.ts';
export { readRecipe, type StructuredRecipe } from './recipe-structure.ts';
export { scaleIngredient, scaleIngredients, scaleLabel, scaleYield, SCALES, type Scale } from './scale.ts';
export { isStaple, shoppingList, shoppingListText, type ShoppingList } from './shopping-list.ts';

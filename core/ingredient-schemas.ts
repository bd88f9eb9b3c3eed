/**
 * The rules of an ingredient list (ingredients.ts) as valibot schemas, for the API, direct mode and
 * what the browser reads back from storage. Apart from ingredients.ts, so that the first paint,
 * which needs the rules, never loads the validation library.
 */

import * as v from 'valibot';
import { MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS } from './ingredients.ts';

const NOT_AN_INGREDIENT = 'Every ingredient must be a non-empty string.';
const NOT_A_LIST = '"ingredients" must be a non-empty array of strings.';

/** One ingredient as the cook typed it: trimmed, not empty, not too long. */
export const IngredientSchema = v.pipe(
  v.string(NOT_AN_INGREDIENT),
  v.trim(),
  v.nonEmpty(NOT_AN_INGREDIENT),
  v.maxLength(MAX_INGREDIENT_LENGTH, `Every ingredient must be at most ${MAX_INGREDIENT_LENGTH} characters.`),
);

/** The ingredient list of a recipe request, and of the list the browser remembers. */
export const IngredientListSchema = v.pipe(
  v.array(IngredientSchema, NOT_A_LIST),
  v.nonEmpty(NOT_A_LIST),
  v.maxLength(MAX_INGREDIENTS, `"ingredients" can hold at most ${MAX_INGREDIENTS} items.`),
);

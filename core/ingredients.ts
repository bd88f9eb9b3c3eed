/** The one definition of a valid ingredient list, used by the form, the API and direct mode. */

import * as v from 'valibot';

export const MAX_INGREDIENTS = 50;
export const MAX_INGREDIENT_LENGTH = 100;
/** More than this many ingredients invites the cook to ask for a recipe (SPEC section 9). */
export const RECIPE_PROMPT_THRESHOLD = 3;

const NOT_AN_INGREDIENT = 'Every ingredient must be a non-empty string.';
const NOT_A_LIST = '"ingredients" must be a non-empty array of strings.';

/** One ingredient as the cook typed it: trimmed, not empty, not too long. */
export const IngredientSchema = v.pipe(
  v.string(NOT_AN_INGREDIENT),
  v.trim(),
  v.nonEmpty(NOT_AN_INGREDIENT),
  v.maxLength(MAX_INGREDIENT_LENGTH, `Every ingredient must be at most ${MAX_INGREDIENT_LENGTH} characters.`),
);

const IngredientListSchema = v.pipe(
  v.array(IngredientSchema, NOT_A_LIST),
  v.nonEmpty(NOT_A_LIST),
  v.maxLength(MAX_INGREDIENTS, `"ingredients" can hold at most ${MAX_INGREDIENTS} items.`),
);

/** The body of POST /api/recipe. Other top-level fields are dropped, never forwarded. */
export const RecipeBodySchema = v.object(
  { ingredients: IngredientListSchema },
  'The body must be a JSON object like {"ingredients": ["egg", "flour"]}.',
);

export type RecipeBody = v.InferOutput<typeof RecipeBodySchema>;

export type IngredientCheck =
  { ok: true; value: string } | { ok: false; reason: 'empty' | 'duplicate' | 'too_long' | 'list_full'; message: string };

/** Checks one new ingredient against the list it would join, in words for the form. */
export function checkNewIngredient(input: string, list: readonly string[]): IngredientCheck {
  const parsed = v.safeParse(IngredientSchema, input);
  if (!parsed.success) {
    const tooLong = parsed.issues.some((issue) => issue.type === 'max_length');
    if (!tooLong) return { ok: false, reason: 'empty', message: '' };
    const length = input.trim().length;
    return {
      ok: false,
      reason: 'too_long',
      message: `Please keep each ingredient to ${MAX_INGREDIENT_LENGTH} characters or fewer (this one has ${length}).`,
    };
  }
  const value = parsed.output;
  const lower = value.toLocaleLowerCase();
  const existing = list.find((item) => item.toLocaleLowerCase() === lower);
  if (existing !== undefined) return { ok: false, reason: 'duplicate', message: `${existing} is already on your list.` };
  if (list.length >= MAX_INGREDIENTS) {
    return {
      ok: false,
      reason: 'list_full',
      message: `Your list is full: ${MAX_INGREDIENTS} ingredients is the most one recipe can take.`,
    };
  }
  return { ok: true, value };
}

/** The first problem of a failed parse, in the plain words the schema gives it. */
export function firstProblem(issues: readonly { message: string }[]): string {
  return issues[0]?.message ?? 'The request is not valid.';
}

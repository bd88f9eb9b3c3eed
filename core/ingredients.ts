/**
 * The rules of an ingredient list and the form's check of a new ingredient. Plain code, no
 * validation library: the first paint needs this much and no more. The schemas that apply the
 * same rules to the API, direct mode and storage are in ingredient-schemas.ts.
 */

export const MAX_INGREDIENTS = 50;
export const MAX_INGREDIENT_LENGTH = 100;
/** More than this many ingredients invites the cook to ask for a recipe (docs/screen.md, "Ingredients section"). */
export const RECIPE_PROMPT_THRESHOLD = 3;

/** A new ingredient's check: the value to add, or what is wrong, with what the page's words for it fill in. */
export type IngredientCheck =
  | { ok: true; value: string }
  | { ok: false; reason: 'empty' | 'list_full' }
  | { ok: false; reason: 'too_long'; length: number }
  | { ok: false; reason: 'duplicate'; existing: string };

/**
 * Checks one new ingredient against the list it would join; the page says what is wrong in its own words (src/lib/ingredient-problem.ts). It applies
 * IngredientSchema's rules in plain code, so that the first paint carries no validation library
 * (docs/decisions/0008-the-cooks-kitchen.md); a property test in ingredients.test.ts proves that both always agree.
 */
export function checkNewIngredient(input: string, list: readonly string[]): IngredientCheck {
  const value = input.trim();
  if (value === '') return { ok: false, reason: 'empty' };
  if (value.length > MAX_INGREDIENT_LENGTH) return { ok: false, reason: 'too_long', length: value.length };
  const lower = value.toLocaleLowerCase();
  const existing = list.find((item) => item.toLocaleLowerCase() === lower);
  if (existing !== undefined) return { ok: false, reason: 'duplicate', existing };
  if (list.length >= MAX_INGREDIENTS) return { ok: false, reason: 'list_full' };
  return { ok: true, value };
}

/** The first problem of a failed parse, in the plain words the schema gives it. */
export function firstProblem(issues: readonly { message: string }[]): string {
  return issues[0]?.message ?? 'The request is not valid.';
}

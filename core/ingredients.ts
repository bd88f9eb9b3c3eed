/** The one definition of a valid ingredient list, used by the form, the API and direct mode. */

export const MAX_INGREDIENTS = 50;
export const MAX_INGREDIENT_LENGTH = 100;
/** More than this many ingredients invites the cook to ask for a recipe (SPEC section 9). */
export const RECIPE_PROMPT_THRESHOLD = 3;

export type IngredientCheck =
  { ok: true; value: string } | { ok: false; reason: 'empty' | 'duplicate' | 'too_long' | 'list_full'; message: string };

/** Checks one new ingredient against the list it would join. */
export function checkNewIngredient(input: string, list: readonly string[]): IngredientCheck {
  const value = input.trim();
  if (value === '') return { ok: false, reason: 'empty', message: '' };
  if (value.length > MAX_INGREDIENT_LENGTH) {
    return {
      ok: false,
      reason: 'too_long',
      message: `Please keep each ingredient to ${MAX_INGREDIENT_LENGTH} characters or fewer (this one has ${value.length}).`,
    };
  }
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

export type RecipeBody = { ingredients: string[] };

/** Validates the JSON body of a recipe request; returns the problem in plain words when invalid. */
export function parseRecipeBody(body: unknown): { ok: true; value: RecipeBody } | { ok: false; message: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: 'The body must be a JSON object like {"ingredients": ["egg", "flour"]}.' };
  }
  const ingredients: unknown = (body as Record<string, unknown>).ingredients;
  if (!Array.isArray(ingredients) || ingredients.length === 0) {
    return { ok: false, message: '"ingredients" must be a non-empty array of strings.' };
  }
  if (ingredients.length > MAX_INGREDIENTS) {
    return { ok: false, message: `"ingredients" can hold at most ${MAX_INGREDIENTS} items.` };
  }
  const trimmed: string[] = [];
  for (const item of ingredients) {
    const value = typeof item === 'string' ? item.trim() : '';
    if (value === '') return { ok: false, message: 'Every ingredient must be a non-empty string.' };
    if (value.length > MAX_INGREDIENT_LENGTH) {
      return { ok: false, message: `Every ingredient must be at most ${MAX_INGREDIENT_LENGTH} characters.` };
    }
    trimmed.push(value);
  }
  return { ok: true, value: { ingredients: trimmed } };
}

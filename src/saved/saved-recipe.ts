/** A recipe the cook saved: the schema it is read back with, and how a new one is made. */

import * as v from 'valibot';
import { IngredientListSchema } from '../../core/ingredient-schemas.ts';
import { plainTitle, recipeTitle } from '../../core/recipe-title.ts';

const MAX_TITLE_LENGTH = 120;

export const SavedRecipeSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  title: v.pipe(v.string(), v.nonEmpty(), v.maxLength(MAX_TITLE_LENGTH)),
  text: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100_000)),
  model: v.optional(v.string()),
  /** What the recipe was written for, so that "Another idea" works on it too. */
  ingredients: IngredientListSchema,
  savedAt: v.number(),
});

export type SavedRecipe = v.InferOutput<typeof SavedRecipeSchema>;

export type RecipeToSave = { text: string; model?: string; ingredients: readonly string[] };

export function newSavedRecipe({ text, model, ingredients }: RecipeToSave): SavedRecipe {
  // Not crypto.randomUUID: it exists only in secure contexts, and a home server may be plain http.
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  return { id, title: titleOf(text), text, ...(model ? { model } : {}), ingredients: [...ingredients], savedAt: Date.now() };
}

/** The recipe's title as plain words; without a heading, its first line. */
function titleOf(text: string): string {
  const title = recipeTitle(text) ?? plainTitle(text.split('\n').find((line) => line.trim() !== '') ?? '');
  return (title || 'Saved recipe').slice(0, MAX_TITLE_LENGTH);
}

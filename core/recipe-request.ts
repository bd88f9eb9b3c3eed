/**
 * What a cook asks for: the ingredients, the kitchen, and after a safety-check hit, the words that
 * the last recipe should not have used. One schema for the body of POST /api/recipe; the same
 * shape goes to the prompt in direct mode.
 */

import * as v from 'valibot';
import { IngredientListSchema } from './ingredient-schemas.ts';
import { ReviseSchema, type Revise } from './recipe-change-schema.ts';
import { kitchenSentences, KitchenSchema, type Kitchen } from './kitchen.ts';
import { loadedLanguages } from './reading/languages.ts';
import { conflictSentence, findConflicts, phraseKey } from './safety-check.ts';

export const MAX_CONFLICTS = 20;
/** A word found is an avoid entry (40 characters at most) or a listed food, give or take a plural. */
export const MAX_CONFLICT_LENGTH = 60;

const NOT_A_CONFLICT = `Every "conflicts" entry must be a non-empty string of at most ${MAX_CONFLICT_LENGTH} characters.`;

const ConflictsSchema = v.pipe(
  v.array(
    v.pipe(v.string(NOT_A_CONFLICT), v.trim(), v.nonEmpty(NOT_A_CONFLICT), v.maxLength(MAX_CONFLICT_LENGTH, NOT_A_CONFLICT)),
    '"conflicts" must be a list of strings.',
  ),
  v.maxLength(MAX_CONFLICTS, `"conflicts" can hold at most ${MAX_CONFLICTS} items.`),
);

/**
 * The body of POST /api/recipe. Other top-level fields are dropped, never forwarded. `conflicts`
 * must be words the safety check itself finds under the request's own kitchen, so the field can
 * only repeat what the check said, never carry anything else to the model.
 */
export const RecipeBodySchema = v.pipe(
  v.object(
    {
      ingredients: IngredientListSchema,
      kitchen: v.optional(KitchenSchema),
      conflicts: v.optional(ConflictsSchema),
      revise: v.optional(ReviseSchema),
    },
    'The body must be a JSON object like {"ingredients": ["egg", "flour"]}.',
  ),
  v.check(
    ({ kitchen = {}, conflicts = [] }) => conflicts.every((word) => isConflict(word, kitchen)),
    '"conflicts" may only name foods that the kitchen\'s diet or avoid list rules out.',
  ),
);

/** A recipe request as the browser sends it and the prompt takes it, in either mode. */
export type RecipeRequest = {
  ingredients: readonly string[];
  kitchen?: Kitchen;
  /** Words the safety check found in the last recipe: the model is told to leave them out. */
  conflicts?: readonly string[];
  /** A change to a recipe already written: the recipe as shown and the cook's words (recipe-change.ts). */
  revise?: Revise;
};

/** What the cook asks for besides the ingredients. */
export type RecipeWishes = Omit<RecipeRequest, 'ingredients' | 'revise'>;

/** The sentences a request adds to the user message: the kitchen's, then the re-ask's; none by default. */
export function wishSentences({ kitchen = {}, conflicts = [] }: RecipeWishes): string[] {
  return [...kitchenSentences(kitchen), conflictSentence(conflicts)].filter((sentence) => sentence !== '');
}

/** A word the safety check finds, in any language whose pack is loaded (the server loads all ten). */
function isConflict(word: string, kitchen: Kitchen): boolean {
  const key = phraseKey(word);
  return loadedLanguages().some((language) =>
    findConflicts(word, kitchen, { language }).some((conflict) => phraseKey(conflict.word) === key),
  );
}

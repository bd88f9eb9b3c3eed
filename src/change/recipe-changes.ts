import type { RecipeRequest } from '../../core/recipe-request.ts';
import type { RecipeRuns } from '../recipe/use-recipe.ts';
import { shownVersion } from '../recipe/versions.ts';
import { addVersion } from './new-version.ts';

/**
 * Asks for the recipe shown, changed as the cook says; nothing while a recipe is being written.
 * The first two messages are the first version's request; a saved or shared recipe, which has
 * none, takes `fallback` and keeps it. The changed recipe is a new version; a change that fails or
 * is stopped leaves the versions as they were and says so in the history's note.
 */
export function changeRecipe(recipe: RecipeRuns, words: string, fallback: () => RecipeRequest): void {
  const history = recipe.history();
  if (!history || recipe.busy()) return;
  const ask = { ...recipe.origin(fallback), revise: { recipe: shownVersion(history).text, change: words } };
  void recipe.stream(ask, {
    done: (version) => recipe.keep(addVersion(history, version)),
    failed: (message) => recipe.keep({ ...history, note: { kind: 'failed', message } }),
    stopped: () => recipe.keep({ ...history, note: { kind: 'stopped' } }),
  });
}

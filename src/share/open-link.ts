import { listedIngredients } from '../change/listed-ingredients.ts';
import type { ShownRecipe } from '../recipe/use-recipe.ts';
import { readRecipeLink } from './recipe-link.ts';

/**
 * Reads the recipe in the page's fragment. Once read, the fragment is taken off the address, so a
 * new recipe never sits under an old link; the recipe goes to `show`, marked as shared, with the
 * lines of its ingredient list, or the reason it cannot be opened to `say`.
 */
export async function openLink(say: (problem: string) => void, show: (recipe: ShownRecipe) => void) {
  const hash = location.hash;
  const reading = await readRecipeLink(hash);
  if (location.hash === hash) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  say(reading.ok ? '' : reading.message);
  if (reading.ok) show({ text: reading.text, ingredients: listedIngredients(reading.text), shared: true });
}

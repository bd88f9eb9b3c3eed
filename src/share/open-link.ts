import { ENGLISH, languageOf, loadPack } from '../../core/reading/languages.ts';
import { readRecipe } from '../../core/reading/recipe.ts';
import { loadMessages, t } from '../lib/i18n.ts';
import { linkProblemWords, readRecipeLink } from './recipe-link.ts';

/** A recipe opened from a link, and the lines of its ingredient list: what it was written for, as far as anyone can tell. */
export type SharedRecipe = { text: string; ingredients: readonly string[] };

/** A problem with the link, put in words each time it is shown (so in the page's language of the moment). */
export type LinkProblemWords = () => string;

/**
 * Reads the recipe in the page's fragment. Once read, the fragment is taken off the address, so a
 * new recipe never sits under an old link; the recipe goes to `open`, or the reason it cannot be
 * opened to `say` (null when there is none). Loaded only when the page has a link
 * (use-shared-link.ts), before the card may have brought its words: they are fetched here too.
 */
export async function openLink(say: (problem: LinkProblemWords | null) => void, open: (recipe: SharedRecipe) => void) {
  const hash = location.hash;
  const [reading] = await Promise.all([readRecipeLink(hash), loadMessages('card')]);
  if (location.hash === hash) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  if (!reading.ok) return say(() => linkProblemWords(reading.problem));
  say(null);
  open({ text: reading.text, ingredients: await listedIngredients(reading.text) });
}

/**
 * The lines of a recipe's ingredient list, read in the recipe's language: the list a recipe opened
 * from a link was written for, as far as anyone can tell.
 */
async function listedIngredients(markdown: string): Promise<string[]> {
  const pack = await loadPack(languageOf(markdown)).catch(() => ENGLISH);
  const lines = (readRecipe(markdown, pack)?.ingredients ?? []).map((line) => line.text.slice(0, 100)).slice(0, 50);
  return lines.length > 0 ? lines : [t('card.link.listedIngredients')];
}

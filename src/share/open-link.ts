import { readRecipeLink } from './recipe-link.ts';

/** A recipe opened from a link, and the lines of its ingredient list: what it was written for, as far as anyone can tell. */
export type SharedRecipe = { text: string; ingredients: readonly string[] };

/**
 * Reads the recipe in the page's fragment. Once read, the fragment is taken off the address, so a
 * new recipe never sits under an old link; the recipe goes to `open`, or the reason it cannot be
 * opened to `say`. Loaded only when the page has a link (use-shared-link.ts).
 */
export async function openLink(say: (problem: string) => void, open: (recipe: SharedRecipe) => void) {
  const hash = location.hash;
  const reading = await readRecipeLink(hash);
  if (location.hash === hash) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  say(reading.ok ? '' : reading.message);
  if (reading.ok) open({ text: reading.text, ingredients: listedIngredients(reading.text) });
}

/** The lines of a recipe's ingredient list: the list a recipe opened from a link was written for, as far as anyone can tell. */
function listedIngredients(markdown: string): string[] {
  const lines = linesOfIngredients(markdown);
  return lines.length > 0 ? lines : ['what the recipe lists'];
}

function linesOfIngredients(markdown: string): string[] {
  const section = /^#{1,6}[^\n]*ingredient[^\n]*\n([\s\S]*?)(?=^#{1,6}\s|(?![\s\S]))/im.exec(markdown)?.[1] ?? '';
  return [...section.matchAll(/^\s*[-*+]\s+(.+)$/gm)]
    .map((match) => match[1]!.replace(/[*_`]/g, '').trim().slice(0, 100))
    .filter((line) => line !== '')
    .slice(0, 50);
}

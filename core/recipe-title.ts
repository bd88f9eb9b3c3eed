/**
 * A recipe's title as plain words, however the model wrote it: "# **Recipe:** [Lemon](x) Chicken:"
 * reads "Lemon Chicken". The shared mark and the link shared (src/card/), and a saved recipe's
 * name (src/saved/saved-recipe.ts) take the title here; the structure the cooking panel reads
 * (core/reading/recipe.ts) picks its heading as it reads the recipe, in these words.
 */

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/gm;

/** The recipe's title: its first level-one heading, else its first heading, in plain words; null when it has none. */
export function recipeTitle(markdown: string): string | null {
  let first: string | null = null;
  for (const [, marks, text] of markdown.matchAll(HEADING)) {
    const title = plainTitle(text!);
    if (title === '') continue;
    if (marks === '#') return title;
    first ??= title;
  }
  return first;
}

/** One line of a title as plain words: links, emphasis and a "Recipe:" label taken off. */
export function plainTitle(line: string): string {
  return line
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~#>]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:recipe|title)\s*:\s*/i, '')
    .replace(/\s*:$/, '')
    .trim();
}

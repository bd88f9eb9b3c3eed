/**
 * A recipe's title as plain words, however the model wrote it: "**Recipe:** [Lemon](x) Chicken:"
 * reads "Lemon Chicken". The recipe card's structure (src/cooking/recipe-structure.ts) and a saved
 * recipe's name (src/saved/saved-recipe.ts) both read it here.
 */
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

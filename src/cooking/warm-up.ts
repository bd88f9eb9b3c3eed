/**
 * The cooking panel's first use, done ahead of time in small pieces once its chunk has loaded:
 * the first run of the recipe reader, the ingredient-line parser and the shopping list (their
 * regular expressions compiled, their code optimised), the food table's index, and the diet
 * checks the change suggestions run (each food family's pattern compiled on its own). Done cold
 * when a recipe ends, on a slow phone, these were long tasks (> 50 ms) just as the panel appeared.
 */

import { findConflicts, type SafetySettings } from '../../core/safety-check.ts';
import { indexFamilies } from '../../core/reading/foods.ts';
import { readIngredientLine } from '../../core/reading/ingredient-line.ts';
import { estimateRecipe } from './nutrition/estimate.ts';
import { loadFoodIndex } from './nutrition/facts.ts';
import { nutritionFormats } from './nutrition/formats.ts';
import { readRecipe } from '../../core/reading/recipe.ts';
import { shoppingList } from './shopping-list.ts';
import { WARMED_UP } from './warmed-up.ts';
import { yieldToPage } from './yield-to-page.ts';
import { yieldWords } from './yield-words.ts';
import { pageLanguage } from '../lib/i18n.ts';

// A small recipe with what the readers meet: title, servings, times, units, a can, a count, "to taste", steps, a tip.
const LINES = ['2 cups cooked rice', '1 (400 g) can chopped tomatoes, drained', '3 cloves garlic, minced', '2 large eggs', 'Salt to taste'];
const SAMPLE = `# Tomato Rice\n\nServes 2. Prep time: 5 minutes. Cook time: 15 minutes.\n\n## Ingredients\n\n${LINES.map(
  (line) => `- ${line}`,
).join(
  '\n',
)}\n\n## Instructions\n\n1. Cook the garlic for **1 minute**.\n2. Stir in the rice and tomatoes; simmer 10 minutes.\n\n## Extra Tip\n\nServe warm.\n`;

// One food family each (their patterns are kept once compiled), then the two diets the change suggestions check.
const CHECKS: SafetySettings[] = [
  { diet: 'pescatarian' },
  { avoid: ['fish'] },
  { avoid: ['shellfish'] },
  { diet: 'dairy-free' },
  { avoid: ['eggs'] },
  { avoid: ['honey'] },
  { diet: 'vegetarian' },
  { diet: 'vegan' },
];

let started: Promise<void> | undefined;

/** Starts the warm-up once; it never fails (a food table that cannot load now is tried again by the panel). */
export function warmUpCooking(): Promise<void> {
  started ??= (async () => {
    for (const line of LINES) {
      readIngredientLine(line);
      await yieldToPage();
    }
    const recipe = readRecipe(SAMPLE);
    await yieldToPage();
    // Each food family's lists, one at a time: the first food a diet check or the shopping list reads is read against them all.
    await indexFamilies(yieldToPage);
    // The shopping list reads the cook's own list with the same parser, and matches words.
    if (recipe) shoppingList(recipe.ingredients, ['rice', 'garlic cloves']);
    await yieldToPage();
    for (const settings of CHECKS) {
      // Twice: a regular expression is compiled to machine code on its second run.
      findConflicts(SAMPLE, settings);
      await yieldToPage();
      findConflicts(SAMPLE, settings);
      await yieldToPage();
    }
    // The page's first plural and number formats: the panel's yield ("4 servings") and nutrition's figures.
    yieldWords('4 servings', 1);
    await yieldToPage();
    nutritionFormats(pageLanguage());
    await yieldToPage();
    const index = await loadFoodIndex();
    await yieldToPage();
    if (recipe) estimateRecipe(recipe, index);
  })()
    .catch(() => {})
    // Seen in the performance timeline (the benchmark waits for it as a cook's first read would).
    .finally(() => performance.mark(WARMED_UP));
  return started;
}

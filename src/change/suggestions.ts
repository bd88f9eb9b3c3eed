/**
 * Changes worth offering for a recipe in one tap, judged from the recipe and the kitchen: never
 * "Make it vegetarian" for a vegetarian cook or a recipe without meat, never "Make it milder" for
 * a recipe with no heat in it. Their names are the words sent.
 */

import type { Kitchen } from '../../core/kitchen.ts';
import { findConflicts } from '../../core/safety-check.ts';

const HOT =
  /\b(?:chil(?:i|li|e)s?|cayenne|jalape[nñ]os?|habaneros?|sriracha|harissa|gochujang|hot sauce|spicy|chipotle|(?:red )?pepper flakes|curry paste|wasabi)\b/i;

export function suggestionsFor(recipe: string, kitchen: Kitchen): string[] {
  const found: string[] = [];
  const diet = kitchen.diet ?? 'none';
  if (
    diet !== 'vegetarian' &&
    diet !== 'vegan' &&
    findConflicts(recipe, { diet: 'vegetarian' }, { language: kitchen.language }).length > 0
  ) {
    found.push('Make it vegetarian');
  } else if (diet !== 'vegan' && findConflicts(recipe, { diet: 'vegan' }, { language: kitchen.language }).length > 0) {
    found.push('Make it vegan');
  }
  if (kitchen.maxMinutes !== 15) found.push('Make it quicker');
  if (HOT.test(recipe)) found.push('Make it milder');
  else found.push('Make it spicier');
  found.push('Use fewer ingredients');
  return found;
}

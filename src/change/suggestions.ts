/**
 * Changes worth offering for a recipe in one tap, judged from the recipe and the kitchen: never
 * "Make it vegetarian" for a vegetarian cook or a recipe without meat, never "Make it milder" for
 * a recipe with no heat in it. Their names, in the page's language, are the words sent (the model
 * reads any of the ten).
 */

import type { Kitchen } from '../../core/kitchen.ts';
import { findConflicts } from '../../core/safety-check.ts';
import { t } from '../lib/i18n.ts';

/** A change offered, as its message's key: judged once, put in words in whatever language the page is in. */
export type Suggestion =
  | 'card.suggest.vegetarian'
  | 'card.suggest.vegan'
  | 'card.suggest.quicker'
  | 'card.suggest.milder'
  | 'card.suggest.spicier'
  | 'card.suggest.fewer';

const HOT =
  /\b(?:chil(?:i|li|e)s?|cayenne|jalape[nñ]os?|habaneros?|sriracha|harissa|gochujang|hot sauce|spicy|chipotle|(?:red )?pepper flakes|curry paste|wasabi)\b/i;

/** The changes that fit this recipe and kitchen, in the order offered. */
export function changesFor(recipe: string, kitchen: Kitchen): Suggestion[] {
  const found: Suggestion[] = [];
  const diet = kitchen.diet ?? 'none';
  if (
    diet !== 'vegetarian' &&
    diet !== 'vegan' &&
    findConflicts(recipe, { diet: 'vegetarian' }, { language: kitchen.language }).length > 0
  ) {
    found.push('card.suggest.vegetarian');
  } else if (diet !== 'vegan' && findConflicts(recipe, { diet: 'vegan' }, { language: kitchen.language }).length > 0) {
    found.push('card.suggest.vegan');
  }
  if (kitchen.maxMinutes !== 15) found.push('card.suggest.quicker');
  if (HOT.test(recipe)) found.push('card.suggest.milder');
  else found.push('card.suggest.spicier');
  found.push('card.suggest.fewer');
  return found;
}

/** The changes that fit, in the page's language: the words each one sends. */
export function suggestionsFor(recipe: string, kitchen: Kitchen): string[] {
  return changesFor(recipe, kitchen).map((change) => t(change));
}

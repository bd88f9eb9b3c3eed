/**
 * A cook's kitchen as the page keeps it and shows it: a new cook's, the fields that ask for
 * something, and the one-line summary. Plain code over the schema's type (kitchen.ts), so that the
 * first paint carries no validation library.
 */

import type { Kitchen } from './kitchen.ts';
import { browserLanguage, DIET_LABELS, LANGUAGES, type Language } from './kitchen-words.ts';

/** A new cook's kitchen: nothing set but the browser's language. */
export function startingKitchen(language: Language = browserLanguage()): Kitchen {
  return language === 'en' ? {} : { language };
}

/**
 * The fields that ask for something, without those at their defaults (docs/model-call.md):
 * what the request carries and what is worth remembering.
 */
export function kitchenWishes(kitchen: Kitchen): Kitchen {
  const wishes: Kitchen = {};
  if (kitchen.diet && kitchen.diet !== 'none') wishes.diet = kitchen.diet;
  if (kitchen.avoid?.length) wishes.avoid = kitchen.avoid;
  if (kitchen.servings !== undefined) wishes.servings = kitchen.servings;
  if (kitchen.maxMinutes !== undefined) wishes.maxMinutes = kitchen.maxMinutes;
  if (kitchen.units) wishes.units = kitchen.units;
  if (kitchen.language && kitchen.language !== 'en') wishes.language = kitchen.language;
  if (kitchen.onlyMine) wishes.onlyMine = true;
  return wishes;
}

/** "Vegetarian · no peanuts, shellfish · 2 servings", for the closed kitchen. */
export function kitchenSummary(kitchen: Kitchen): string {
  const { diet, avoid, servings, maxMinutes, units, language, onlyMine } = kitchenWishes(kitchen);
  const parts = [
    diet && DIET_LABELS[diet],
    avoid && `no ${avoid.join(', ')}`,
    servings && `${servings} ${servings === 1 ? 'serving' : 'servings'}`,
    maxMinutes && `${maxMinutes} min or less`,
    units && (units === 'us' ? 'US units' : 'metric'),
    language && `in ${LANGUAGES[language]}`,
    onlyMine && 'only my ingredients',
  ];
  const set = parts.filter((part) => typeof part === 'string');
  return set.length > 0 ? set.join(' · ') : 'Nothing set';
}

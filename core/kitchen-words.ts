/**
 * The cook's kitchen in plain words: the choices it offers and the one-line summary.
 * Kept apart from the schema (kitchen.ts) and the word lists, so that the first paint can show
 * the summary without loading either.
 */

import type { Diet } from './food-words.ts';
import type { Kitchen } from './kitchen.ts';

export const DIET_LABELS: Record<Diet, string> = {
  none: 'Any diet',
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  pescatarian: 'Pescatarian',
  'gluten-free': 'Gluten-free',
  'dairy-free': 'Dairy-free',
};

/** The recipe languages (docs/api.md) by their English names, for the summary and the prompt. */
export const LANGUAGES = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  nl: 'Dutch',
  pl: 'Polish',
  ja: 'Japanese',
  zh: 'Chinese',
} as const;

export type Language = keyof typeof LANGUAGES;

export const TIME_LIMITS = [15, 30, 45, 60, 90] as const;
export type TimeLimit = (typeof TIME_LIMITS)[number];

export const UNITS = ['metric', 'us'] as const;
export type Units = (typeof UNITS)[number];

export const MAX_SERVINGS = 12;

export function isLanguage(code: string): code is Language {
  return Object.hasOwn(LANGUAGES, code);
}

/** The browser's language when it is one of ours ("es-MX" → "es"), else English. */
export function browserLanguage(languages: readonly string[] = preferredLanguages()): Language {
  const code = languages[0]?.toLowerCase().split('-')[0] ?? 'en';
  return isLanguage(code) ? code : 'en';
}

// Read through globalThis so the same code type-checks for the browser, Node (no navigator in 20) and Workers.
function preferredLanguages(): readonly string[] {
  return (globalThis as { navigator?: { languages?: readonly string[] } }).navigator?.languages ?? [];
}

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

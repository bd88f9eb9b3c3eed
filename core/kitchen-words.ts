/**
 * The choices the cook's kitchen offers; the page says them in its own words (src/lib/messages).
 * The schema (kitchen.ts) is made of them; kept apart from it and from the word lists, so that the
 * first paint needs neither.
 */

import type { Diet } from './food-words.ts';

// A record rather than a list, so that the type checker holds it to every diet of food-words.ts;
// the page says each in its own words (page.diet.<id>).
const DIET_CHOICES: Record<Diet, true> = {
  none: true,
  vegetarian: true,
  vegan: true,
  pescatarian: true,
  'gluten-free': true,
  'dairy-free': true,
};

/** The diets the kitchen offers, in the order the form lists them. */
export const DIET_IDS = Object.keys(DIET_CHOICES) as Diet[];

/** The recipe languages (docs/api.md) by their English names, for the prompt. */
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

/** The first of the browser's languages that is one of ours ("sv, es-MX" → "es"), else English. */
export function browserLanguage(languages: readonly string[] = preferredLanguages()): Language {
  return languages.map((tag) => tag.toLowerCase().split('-')[0]!).find(isLanguage) ?? 'en';
}

// Read through globalThis so the same code type-checks for the browser, Node (no navigator in 20) and Workers.
function preferredLanguages(): readonly string[] {
  return (globalThis as { navigator?: { languages?: readonly string[] } }).navigator?.languages ?? [];
}

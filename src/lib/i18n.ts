/**
 * The page's words, in the page's language, through Lingui (docs/decisions/0012-the-page-in-ten-languages.md).
 * Each area of the page has a catalog per language (src/lib/messages/<area>.<language>.json), in a
 * chunk of its own: the first screen's comes before the app takes over (main.tsx), each lazy part's
 * with its code (lazy-component.ts). A change of language brings every area's words at once
 * (choose-language.ts).
 */

import { i18n, type Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import type { Language } from '../../core/kitchen-words.ts';
import type card from './messages/card.en.json';
import type cooking from './messages/cooking.en.json';
import type errors from './messages/errors.en.json';
import type kitchen from './messages/kitchen.en.json';
import type list from './messages/list.en.json';
import type page from './messages/page.en.json';
import type photo from './messages/photo.en.json';
import type saved from './messages/saved.en.json';

/** The parts of the page that load their words together: the first screen, what comes under its form (the workbench), a failure's words (with the code that reads an answer), and each lazy part. */
const AREAS = ['page', 'list', 'errors', 'kitchen', 'card', 'cooking', 'photo', 'saved'] as const;
export type Area = (typeof AREAS)[number];

/** Every message's key; the English catalogs are the list, and every other language must have the same (messages.test.ts). */
export type MessageKey =
  | keyof typeof page
  | keyof typeof list
  | keyof typeof errors
  | keyof typeof kitchen
  | keyof typeof card
  | keyof typeof cooking
  | keyof typeof photo
  | keyof typeof saved;

/** What fills a message's `{placeholders}`: a plural's or a number's count, or a text. */
export type MessageValues = Record<string, string | number>;

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The language each area's words are loaded in. */
const loaded = new Map<Area, Language>();

// Every catalog's address in every language (eighty) is in a chunk of its own, fetched with the first catalog the page does not carry.
async function catalog(area: Area, language: Language) {
  const load = (await import('./lazy-catalogs.ts')).LAZY_CATALOGS[`./messages/${area}.${language}.json`];
  if (!load) throw new Error(`No ${language} catalog for the ${area} part of the page`);
  return load();
}

/** Fetches an area's words in the page's language (or `language`), unless they are here. */
export async function loadMessages(area: Area, language = pageLanguage()) {
  if (loaded.get(area) === language) return;
  i18n.load(language, await catalog(area, language));
  loaded.set(area, language);
}

/**
 * The first screen's words in its language, before the app takes it over: read from the page, which
 * carries them (build/first-screen.ts), with no request; fetched where it does not (the dev server).
 */
export async function loadFirstScreenWords(language: Language) {
  const words = document.getElementById('page-words');
  if (words?.lang !== language || !words.textContent) return loadMessages('page', language);
  i18n.load(language, JSON.parse(words.textContent) as Messages);
  loaded.set('page', language);
}

/** Makes `language` the page's, with every area's `words` in it: the page then renders once, in it (`useT`). */
export function showEveryArea(language: Language, words: Messages) {
  i18n.load(language, words);
  for (const area of AREAS) loaded.set(area, language);
  i18n.activate(language);
}

/** The page's language, once the first screen's words are loaded (main.tsx); English before. */
export function pageLanguage(): Language {
  return (i18n.locale || 'en') as Language;
}

/** A message in the page's language, outside React (what a hook or a handler says). */
export const t: Translate = (key, values) => i18n._(key, values);

const subscribe = (changed: () => void) => i18n.on('change', changed);
// The page's words change with its language only: a catalog loaded in the same language changes no
// word on show, since each part waits for its own words before it renders, and rendering the whole
// page again, synchronously, as each lazy part arrived was the load's longest task.
const shownLanguage = () => i18n.locale;

/** `t`, for a component: it renders again when the page's language changes. */
export function useT(): Translate {
  useSyncExternalStore(subscribe, shownLanguage, shownLanguage);
  return t;
}

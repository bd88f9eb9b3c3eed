/**
 * Which language the page speaks, and the cook's choice of it (docs/decisions/0012-the-page-in-ten-languages.md).
 * The first screen arrives in it, rendered by the server or chosen from the build's ten before the
 * first paint (build/first-screen.ts), so the app starts in the language of the page it takes over.
 */

import { browserLanguage, isLanguage, type Language } from '../../core/kitchen-words.ts';
import { LANGUAGE_COOKIE } from '../../core/page-language.ts';
import { loadFirstScreenWords } from './i18n.ts';
import { i18n } from '@lingui/core';

/** The cook's kept choice, when the cookie holds one of the ten codes (anything else is no choice). */
export function keptLanguage(cookies = document.cookie): Language | undefined {
  const kept = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookies)?.[1];
  return kept !== undefined && isLanguage(kept) ? kept : undefined;
}

/** The language the first screen is in (`<html lang>`); the dev server renders none, so there the cook's. */
function firstLanguage(): Language {
  const shown = document.documentElement.lang;
  if (!import.meta.env.DEV && isLanguage(shown)) return shown;
  return keptLanguage() ?? browserLanguage();
}

/** Loads the first screen's words in its language and makes it the page's, before the app renders; resolves to it. */
export async function startInFirstLanguage(): Promise<Language> {
  const language = firstLanguage();
  await loadFirstScreenWords(language);
  i18n.activate(language);
  return language;
}

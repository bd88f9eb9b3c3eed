/**
 * Which language the page speaks, and the cook's choice of it (docs/decisions/0012-the-page-in-ten-languages.md).
 * The first screen arrives in it, rendered by the server or chosen from the build's ten before the
 * first paint (build/first-screen.ts), so the app starts in the language of the page it takes over.
 */

import { browserLanguage, isLanguage, type Language } from '../../core/kitchen-words.ts';
import { LANGUAGE_COOKIE, languageCookie, OFFLINE_PAGES } from '../../core/page-language.ts';
import { loadMessages, switchMessages, t } from './i18n.ts';
import { i18n } from '@lingui/core';

/** The cook's kept choice, when the cookie holds one of the ten codes (anything else is no choice). */
function keptLanguage(cookies = document.cookie): Language | undefined {
  const kept = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookies)?.[1];
  return kept !== undefined && isLanguage(kept) ? kept : undefined;
}

/** The language the first screen is in (`<html lang>`); the dev server renders none, so there the cook's. */
function firstLanguage(): Language {
  const shown = document.documentElement.lang;
  if (!import.meta.env.DEV && isLanguage(shown)) return shown;
  return keptLanguage() ?? browserLanguage();
}

/** Loads the first screen's words in its language and makes it the page's: before the app renders. */
export async function startInFirstLanguage() {
  const language = firstLanguage();
  await loadMessages('page', language);
  i18n.activate(language);
  showLanguage(language);
}

/** The cook chose `language`: kept in this browser, and the page repainted in it. */
export async function chooseLanguage(language: Language) {
  document.cookie = languageCookie(language, location.protocol === 'https:');
  await switchMessages(language);
  showLanguage(language);
  void keepPageForOffline();
}

/**
 * Puts the page, in the cook's language, where the service worker opens it from offline: the
 * server's answer for the cookie now set, or in direct mode the built pages the chooser goes between.
 */
export async function keepPageForOffline() {
  if (!('caches' in window)) return;
  const language = keptLanguage() ?? document.documentElement.lang;
  const pages = __DIRECT_MODE__ && language !== 'en' ? ['/', `/${language}/`] : ['/'];
  await caches
    .open(OFFLINE_PAGES)
    .then((cache) => cache.addAll(pages))
    .catch((error: unknown) => console.warn('The page could not be kept for offline use:', error));
}

function showLanguage(language: Language) {
  document.documentElement.lang = language;
  document.title = t('page.title');
  document.querySelector('meta[name="description"]')?.setAttribute('content', t('page.description'));
}

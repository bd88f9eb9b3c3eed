/**
 * The cook's choice of the page's language, and the page kept for offline use in it: needed only
 * once the cook changes the language or the page is idle, so it is not in the first load (main.tsx
 * fetches it when idle; a change before then fetches it at once).
 */

import type { Language } from '../../core/kitchen-words.ts';
import { pageWords } from 'virtual:page-words';
import { languageCookie, OFFLINE_PAGES } from '../../core/page-language.ts';
import { showEveryArea, t } from './i18n.ts';
import { keptLanguage } from './page-language.ts';

/**
 * The cook chose `language`: kept in this browser, and the page repainted in it. Every area's words
 * come in one chunk (build/messages.ts), one request whatever the page has loaded, and a part that
 * loads later finds its words here.
 */
export async function chooseLanguage(language: Language) {
  document.cookie = languageCookie(language, location.protocol === 'https:');
  showEveryArea(language, await pageWords(language));
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

/** The page's language, title and description, in `language`. */
export function showLanguage(language: Language) {
  document.documentElement.lang = language;
  document.title = t('page.title');
  document.querySelector('meta[name="description"]')?.setAttribute('content', t('page.description'));
}

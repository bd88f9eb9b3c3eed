/**
 * The language of the page (docs/api.md, "Languages"): one of the ten recipe languages, kept in a
 * first-party cookie that holds only its code, so that the server sends the first screen in it.
 */

import type { Language } from './kitchen-words.ts';

export const LANGUAGE_COOKIE = 'language';

/** The service worker's cache of the page as last sent, for opening offline (build/installable.ts). */
export const OFFLINE_PAGES = 'pantry-chef-pages';

/** Each language by its own name, as the `Language` select lists them. */
export const OWN_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  pl: 'Polski',
  ja: '日本語',
  zh: '中文',
};

/** The cookie that keeps the cook's choice for a year, on this site only. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Where the build writes the first screen in `language`: English at the root, the others each in its folder. */
export function pageFile(language: Language): string {
  return language === 'en' ? 'index.html' : `${language}/index.html`;
}

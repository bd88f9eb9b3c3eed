/**
 * The language of the page (docs/api.md, "Languages"): one of the ten recipe languages, kept in a
 * first-party cookie that holds only its code, so that the server sends the first screen in it.
 */

import type { Language } from './kitchen-words.ts';

export const LANGUAGE_COOKIE = 'language';

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

/**
 * Direct mode's first script, inlined in each language's page: before anything is painted, a page
 * in another language than the cook's kept choice (else the browser's first of the ten, else
 * English) is replaced by the cook's. Self-contained, since the build writes its source into the page.
 */
export function openPageInChosenLanguage(languages: readonly string[], cookie: string) {
  const kept = new RegExp(`(?:^|;\\s*)${cookie}=([^;]*)`).exec(document.cookie)?.[1];
  const asked = navigator.languages.map((tag) => tag.toLowerCase().split('-')[0]);
  const chosen = [kept, ...asked].find((code) => code !== undefined && languages.includes(code)) ?? 'en';
  if (chosen !== document.documentElement.lang) location.replace(`/${chosen === 'en' ? '' : `${chosen}/`}${location.search}${location.hash}`);
}

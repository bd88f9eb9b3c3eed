/**
 * Which language's first screen the server sends (docs/decisions/0012-the-page-in-ten-languages.md):
 * the cook's kept choice (a cookie holding only its code), else the first of the browser's
 * languages (`Accept-Language`) that the page speaks, else English; told by Hono's own detector.
 */

import { languageDetector } from 'hono/language';
import { isLanguage, LANGUAGES, type Language } from '../core/kitchen-words.ts';
import { LANGUAGE_COOKIE } from '../core/page-language.ts';

export const pageLanguageDetector = () =>
  languageDetector({
    supportedLanguages: Object.keys(LANGUAGES),
    fallbackLanguage: 'en',
    order: ['cookie', 'header'],
    lookupCookie: LANGUAGE_COOKIE,
    // The page sets the cookie when the cook chooses; the server never writes one.
    caches: false,
    ignoreCase: true,
  });

/** The language the detector chose for this request. */
export function pageLanguageOf(c: { get(key: 'language'): string }): Language {
  const language = c.get('language');
  return isLanguage(language) ? language : 'en';
}

/** The page's answers vary with these request headers, besides the encoding. */
export const PAGE_VARIES = 'Accept-Encoding, Accept-Language, Cookie';

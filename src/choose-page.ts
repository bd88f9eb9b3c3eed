/**
 * Direct mode's first script: the build writes it, minified, into the <head> of each language's
 * page (build/first-screen.ts), before anything is painted. A page in another language than the
 * cook's kept choice (the cookie of core/page-language.ts), else the browser's first of the ten,
 * else English, is replaced at once by the page in that language, each in the folder of its code.
 * It imports nothing, so it costs no request; choose-page.test.ts holds its lists to the app's.
 */

export const CODES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl', 'ja', 'zh'];
export const COOKIE = 'language';

export function chosenLanguage(cookie: string, languages: readonly string[]): string {
  const kept = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]*)`).exec(cookie)?.[1];
  const asked = languages.map((tag) => tag.toLowerCase().split('-')[0]);
  return [kept, ...asked].find((code) => code !== undefined && CODES.includes(code)) ?? 'en';
}

const chosen = chosenLanguage(document.cookie, navigator.languages);
if (chosen !== document.documentElement.lang) location.replace(`/${chosen === 'en' ? '' : `${chosen}/`}${location.search}${location.hash}`);

/**
 * The language the recognizer listens in (src/photo/speech.ts): needed only once the cook presses
 * `Say ingredients`, so it comes with the voice's chunk, not with the first screen's button.
 */

import type { Language } from '../../core/kitchen-words.ts';

/** A region for each recipe language where the cook's browser names none of its own: the variant most cooks speak. */
const COMMON_VARIANTS: Record<Language, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  pt: 'pt-BR',
  nl: 'nl-NL',
  pl: 'pl-PL',
  ja: 'ja-JP',
  zh: 'zh-CN',
};

/** Chinese recipes are written in simplified characters: only a variant that writes them will do. */
const SIMPLIFIED_CHINESE = /^zh-(?:hans(?:-|$)|cn$|sg$|my$)/i;

/**
 * The full language tag the recognizer listens in: always the recipe language, in the cook's own
 * variant when the browser's preferred languages name one with a region (es-MX, pt-PT, en-GB),
 * else the common one. A bare `es` is not enough: some recognizers then fall back to another language.
 */
export function speechLanguage(language: Language, preferred: readonly string[] = browserLanguages()): string {
  const own = preferred.find((tag) => {
    const [primary, ...rest] = tag.toLowerCase().split('-');
    if (primary !== language || rest.length === 0) return false;
    return language !== 'zh' || SIMPLIFIED_CHINESE.test(tag);
  });
  return own ?? COMMON_VARIANTS[language];
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

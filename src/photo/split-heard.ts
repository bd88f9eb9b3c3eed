/**
 * What the cook said, as ingredient names: split on commas and on the recipe language's word for
 * "and" ("eggs, milk and two tomatoes" → eggs, milk, two tomatoes), each name once, at most 30.
 */

import type { Language } from '../../core/kitchen-words.ts';
import { MAX_INGREDIENT_LENGTH } from '../../core/ingredients.ts';
import { MAX_PHOTO_INGREDIENTS } from '../../core/photo-schemas.ts';

const AND: Record<Language, string[]> = {
  en: ['and', 'plus'],
  es: ['y', 'e'],
  fr: ['et'],
  de: ['und'],
  it: ['e', 'ed'],
  pt: ['e'],
  nl: ['en'],
  pl: ['i', 'oraz'],
  ja: ['と', 'そして'],
  zh: ['和', '还有', '跟'],
};

/** Japanese and Chinese write no spaces: their "and" splits wherever it stands. */
const UNSPACED: ReadonlySet<Language> = new Set(['ja', 'zh']);

export function splitHeard(heard: string, language: Language): string[] {
  const words = AND[language].join('|');
  const and = UNSPACED.has(language) ? new RegExp(`(?:${words})`, 'u') : new RegExp(`\\s(?:${words})\\s`, 'iu');
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of heard.split(/[,，、;]/u).flatMap((piece) => ` ${piece} `.split(and))) {
    const name = part
      .trim()
      .replace(/[.!?。！？]+$/u, '')
      .replace(/\s+/g, ' ')
      .trim();
    const key = name.toLocaleLowerCase();
    if (name === '' || name.length > MAX_INGREDIENT_LENGTH || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
    if (names.length === MAX_PHOTO_INGREDIENTS) break;
  }
  return names;
}

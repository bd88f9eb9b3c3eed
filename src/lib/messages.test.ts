import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, test } from 'vitest';
import { LANGUAGES, type Language } from '../../core/kitchen-words.ts';

// The catalogs as written (ICU texts), not as the build compiles them.
const FILES = import.meta.glob<string>('./messages/*.*.json', { query: '?raw', import: 'default', eager: true });
const catalogs = new Map<string, Record<string, string>>(
  Object.entries(FILES).map(([path, text]) => [
    path.slice('./messages/'.length, -'.json'.length),
    JSON.parse(text) as Record<string, string>,
  ]),
);
const AREAS = [...new Set([...catalogs.keys()].map((name) => name.split('.')[0]!))];
const OTHERS = (Object.keys(LANGUAGES) as Language[]).filter((language) => language !== 'en');

/**
 * Texts that are rightly the same as the English in a language: names, and words that language
 * borrows. Each entry is `key` → the languages that keep it.
 */
const SAME_AS_ENGLISH: Record<string, readonly Language[]> = {
  // German names the diet with the same word.
  'kitchen.diet.vegan': ['de'],
  // Italian says "in francese" with the same preposition.
  'kitchen.summary.language': ['it'],
  // Kilocalories keep their SI symbol (Chinese writes 千卡).
  'cooking.nutrition.kcal': ['es', 'fr', 'de', 'it', 'pt', 'nl', 'pl', 'ja'],
  // Only placeholders and punctuation, which these languages write as English does (French, Japanese and Chinese do not).
  'cooking.nutrition.counted': ['es', 'de', 'it', 'pt', 'nl', 'pl'],
};

type Token = string | [name: string, type?: string, format?: Record<string, Token[]>];

/** The names a compiled message fills in, and each plural's cases, read from Lingui's own compiled form. */
function partsOf(text: string) {
  const names = new Set<string>();
  const plurals: string[][] = [];
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens as Token[]) {
      if (typeof token === 'string') continue;
      const [name, type, format] = token;
      names.add(name);
      if (type === 'plural' && format) plurals.push(Object.keys(format).filter((key) => !key.startsWith('=') && key !== 'offset'));
      if (format && typeof format === 'object') for (const value of Object.values(format)) walk(value);
    }
  };
  walk(compileMessage(text));
  return { names: [...names].sort(), plurals };
}

const ENGLISH_WORDS = /\b(the|your|please|and|with|recipe|ingredients?|kitchen|try again)\b/i;

describe.each(AREAS)('the %s catalog', (area) => {
  const english = catalogs.get(`${area}.en`)!;

  test.each(OTHERS)('in %s has every English key and no other', (language) => {
    const catalog = catalogs.get(`${area}.${language}`);
    expect(catalog, `src/lib/messages/${area}.${language}.json is missing`).toBeDefined();
    expect(Object.keys(catalog!).sort()).toEqual(Object.keys(english).sort());
  });

  test.each(OTHERS)('in %s is translated: no English text where a translation belongs', (language) => {
    const catalog = catalogs.get(`${area}.${language}`) ?? {};
    const untranslated = Object.entries(catalog).filter(
      ([key, text]) =>
        !SAME_AS_ENGLISH[key]?.includes(language) &&
        (text === english[key] || ENGLISH_WORDS.test(text.replaceAll('Pantry Chef', '').replaceAll(/\{\w+/g, '{'))),
    );
    expect(untranslated).toEqual([]);
  });

  test.each(OTHERS)('in %s fills in what the English does, with every plural form of the language', (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const [key, text] of Object.entries(catalogs.get(`${area}.${language}`) ?? {})) {
      const parts = partsOf(text);
      expect(parts.names, `${key} in ${language}`).toEqual(partsOf(english[key] ?? '').names);
      for (const cases of parts.plurals)
        expect([...cases].sort(), `${key} in ${language}`).toEqual(expect.arrayContaining([...categories].sort()));
    }
  });
});

test('every key is one area’s, and names its area', () => {
  const seen = new Map<string, string>();
  for (const area of AREAS) {
    for (const key of Object.keys(catalogs.get(`${area}.en`)!)) {
      expect(seen.get(key), key).toBeUndefined();
      seen.set(key, area);
      expect(key.startsWith(`${area}.`), key).toBe(true);
    }
  }
});

/**
 * The language packs: English always here, each other language loaded (in its own chunk) the
 * first time a recipe in it is read, and which language a recipe is written in.
 */

import { LANGUAGES, type Language } from '../kitchen-words.ts';
import type { LanguagePack } from './language-pack.ts';
import { pack as en } from './languages/en.ts';

const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ pack: LanguagePack }>> = {
  es: () => import('./languages/es.ts'),
  fr: () => import('./languages/fr.ts'),
  de: () => import('./languages/de.ts'),
  it: () => import('./languages/it.ts'),
  pt: () => import('./languages/pt.ts'),
  nl: () => import('./languages/nl.ts'),
  pl: () => import('./languages/pl.ts'),
  ja: () => import('./languages/ja.ts'),
  zh: () => import('./languages/zh.ts'),
};

export const ENGLISH: LanguagePack = en;

const loaded = new Map<Language, LanguagePack>([['en', en]]);
const loading = new Map<Language, Promise<LanguagePack>>();

/** The pack of a language, once loaded; undefined until then. */
export function loadedPack(code: Language): LanguagePack | undefined {
  return loaded.get(code);
}

/** Loads a language's pack once; the same promise for every caller. */
export function loadPack(code: Language): Promise<LanguagePack> {
  const ready = loaded.get(code);
  if (ready) return Promise.resolve(ready);
  let promise = loading.get(code);
  if (!promise) {
    promise = LOADERS[code as Exclude<Language, 'en'>]().then(({ pack }) => {
      loaded.set(code, pack);
      return pack;
    });
    // A chunk that failed to load (offline) is tried again next time.
    promise.catch(() => loading.delete(code));
    loading.set(code, promise);
  }
  return promise;
}

/** Every pack, loaded. */
export function loadAllPacks(): Promise<LanguagePack[]> {
  return Promise.all((Object.keys(LANGUAGES) as Language[]).map(loadPack));
}

/** Packs imported by other means (the server bundles all ten, all-languages.ts), counted as loaded. */
export function registerPacks(packs: readonly LanguagePack[]): void {
  for (const pack of packs) loaded.set(pack.code, pack);
}

/** The languages whose packs are loaded. */
export function loadedLanguages(): Language[] {
  return [...loaded.keys()];
}

// Words that nearly every recipe in the language writes, and few in the others: enough to tell ten
// languages apart from a recipe's first lines. A word two languages share ("la", "con", "minutos")
// tells neither, so only those listed for one language count. Japanese and Chinese are told by their scripts.
const COMMON: Record<Exclude<Language, 'ja' | 'zh'>, readonly string[]> = {
  en: ['the', 'and', 'with', 'until', 'minutes', 'ingredients', 'instructions', 'add', 'cup', 'cups', 'into', 'serves'],
  es: ['el', 'los', 'las', 'y', 'con', 'hasta', 'minutos', 'ingredientes', 'añade', 'añadir', 'del', 'cucharada', 'cucharadas', 'raciones'],
  fr: ['le', 'les', 'et', 'avec', 'des', 'du', 'jusqu', 'pendant', 'ingrédients', 'ajoutez', 'cuillère', 'une', 'dans'],
  de: ['der', 'das', 'und', 'mit', 'bis', 'minuten', 'zutaten', 'zubereitung', 'den', 'eine', 'einen', 'geben', 'ca'],
  it: ['il', 'gli', 'con', 'per', 'fino', 'minuti', 'ingredienti', 'aggiungere', 'aggiungi', 'di', 'cucchiaio', 'della', 'nel'],
  pt: ['os', 'com', 'até', 'minutos', 'ingredientes', 'adicione', 'colher', 'uma', 'em', 'modo', 'preparo'],
  nl: ['het', 'een', 'met', 'tot', 'minuten', 'ingrediënten', 'bereiding', 'voeg', 'van', 'eetlepel', 'toe'],
  pl: ['się', 'minut', 'składniki', 'przygotowanie', 'łyżki', 'łyżka', 'dodaj', 'aż', 'oraz'],
};
const listedBy = new Map<string, number>();
for (const word of Object.values(COMMON).flat()) listedBy.set(word, (listedBy.get(word) ?? 0) + 1);
const COMMON_SETS = Object.entries(COMMON).map(
  ([code, words]) => [code as Language, new Set(words.filter((word) => listedBy.get(word) === 1))] as const,
);
// Kana letters only: the long-vowel mark and the middle dot are written in Chinese too.
const KANA = /[\u3041-\u3096\u30a1-\u30fa]/gu;
const HAN = /\p{scx=Han}/gu;
const LATIN_WORD = /[\p{L}']+/gu;

/**
 * The language a recipe is written in, from its words (a saved or shared recipe keeps the language
 * it was written in, whatever the kitchen says now). `hint`, the language asked for, wins a tie
 * and a text too short to tell.
 */
export function languageOf(text: string, hint: Language = 'en'): Language {
  const sample = text.slice(0, 2000);
  const kana = sample.match(KANA)?.length ?? 0;
  const han = sample.match(HAN)?.length ?? 0;
  if (kana >= 3) return 'ja';
  if (han >= 3) return hint === 'ja' ? 'ja' : 'zh';
  const scores = new Map<Language, number>();
  for (const word of sample.toLowerCase().match(LATIN_WORD) ?? []) {
    for (const [code, words] of COMMON_SETS) if (words.has(word)) scores.set(code, (scores.get(code) ?? 0) + 1);
  }
  let best: Language = hint;
  let bestScore = (scores.get(hint) ?? 0) + 0.5;
  for (const [code, score] of scores) {
    if (score > bestScore) [best, bestScore] = [code, score];
  }
  return best;
}

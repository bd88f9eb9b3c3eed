import { use } from 'react';
import type { Language } from '../../core/kitchen-words.ts';
import type { LanguagePack } from '../../core/reading/language-pack.ts';
import { ENGLISH, languageOf, loadedPack, loadPack } from '../../core/reading/languages.ts';

const pending = new Map<Language, Promise<LanguagePack>>();

/**
 * The pack a language is read with: at once when it is loaded, else the component waits (in its
 * Suspense) for the language's chunk; English when the chunk cannot load (offline, never cached).
 */
function useLanguagePack(code: Language): LanguagePack {
  const ready = loadedPack(code);
  if (ready) return ready;
  let promise = pending.get(code);
  if (!promise) {
    promise = loadPack(code).catch(() => {
      pending.delete(code);
      return ENGLISH;
    });
    pending.set(code, promise);
  }
  return use(promise);
}

/** The pack of the language a recipe is written in; the language it was asked in breaks a tie. */
export function useRecipeLanguage(text: string, asked: Language): LanguagePack {
  return useLanguagePack(languageOf(text, asked));
}

/** The reader as the page uses it, for tests: every language's pack loaded, a recipe read in the language it is written in. */
import type { Language } from '../core/kitchen-words.ts';
import type { LanguagePack } from '../core/reading/language-pack.ts';
import { languageOf, loadAllPacks, loadedPack } from '../core/reading/languages.ts';
import { readRecipe } from '../core/reading/recipe.ts';

await loadAllPacks();

export function packOf(code: Language): LanguagePack {
  return loadedPack(code)!;
}

/** A recipe read in its own language (the one asked for, `asked`, breaks a tie), as the cooking panel reads it. */
export function readRecipeAsWritten(markdown: string, asked: Language = 'en') {
  return readRecipe(markdown, packOf(languageOf(markdown, asked)));
}

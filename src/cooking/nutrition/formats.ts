import type { Language } from '../../../core/kitchen-words.ts';

/** How the nutrition panel writes its numbers in a language: plain, and as grams. */
type NutritionFormats = { number: Intl.NumberFormat; grams: Intl.NumberFormat };

const made = new Map<Language, NutritionFormats>();

/**
 * The panel's number formats in `language`, made once: the first of them costs the page the
 * loading of the language's number data, which the warm-up does ahead of the panel (warm-up.ts).
 */
export function nutritionFormats(language: Language): NutritionFormats {
  let formats = made.get(language);
  if (!formats) {
    formats = { number: new Intl.NumberFormat(language), grams: new Intl.NumberFormat(language, { style: 'unit', unit: 'gram' }) };
    made.set(language, formats);
  }
  return formats;
}

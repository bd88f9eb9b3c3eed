/**
 * What the recipe reader knows of one language: one data module per language
 * (core/reading/languages/<code>.ts), loaded only when a recipe in that language is read.
 *
 * Every word is written lowercase, as a recipe writes it (accents kept: the reader folds them
 * itself). Food names map to the one shared food id of their food (foods.ts): the English name
 * the safety check's families and the nutrition table use, so "cacahuete", "Erdnuss" and "花生"
 * are all the food `peanut`.
 */

import type { UnitOfMeasureDefinitions } from 'parse-ingredient';
import type { FamilyId } from '../food-words.ts';
import type { Language } from '../kitchen-words.ts';

export type LanguagePack = {
  code: Language;
  /**
   * How words are found beside Intl.Segmenter's word boundaries:
   * - `spaced`: a food name is whole words ("leche de coco");
   * - `compounds`: as spaced, and a word may also be read as known parts joined (German, Dutch:
   *   "Erdnussbutter" = "erdnuss" + "butter"), see `compoundParts` and `compoundLinks`;
   * - `unspaced`: Japanese and Chinese, written without spaces: a food name is found anywhere in a
   *   run of text, the longest name first, so every look-alike that contains a food's name
   *   ("ナツメグ", "肉桂") must itself be listed, as a food or in `neutral`.
   */
  script: 'spaced' | 'compounds' | 'unspaced';

  /** Headings (or label lines) that open a section: "ingredientes", "zutaten", "材料". */
  sections: { ingredients: readonly string[]; steps: readonly string[]; tip: readonly string[] };
  /** The word of a numbered step heading: "paso" in "Paso 2:", "schritt", "étape"; "手順" for "手順1". */
  step: readonly string[];
  /** How sign-off lines begin: "¡buen provecho", "guten appetit". */
  chatter: readonly string[];

  /**
   * Units in parse-ingredient's format (its `additionalUOMs`), each with its size as
   * `conversionFactor`: millilitres for `type: 'volume'`, grams for `type: 'mass'`.
   * The key is the unit's id; use parse-ingredient's own ids where the unit is the same
   * ("tablespoon", "teaspoon", "cup", "gram", "kilogram", "milliliter", "liter", "pinch", "clove",
   * "can", "piece") so that nutrition and scaling know it; new ids for others ("szklanka" 250 ml).
   * `short`, `plural` and `alternates` are the spellings: "cucharada", "cucharadas", "cda".
   */
  units: UnitOfMeasureDefinitions;
  /**
   * A unit's forms by plural category (Intl.PluralRules' `one`, `few`, `many`, `other`) where the
   * language has more than singular and plural, by unit id: Polish tablespoon
   * `{ one: 'łyżka', few: 'łyżki', many: 'łyżek', other: 'łyżki' }`. Scaling picks the form the new
   * amount takes ("3 łyżki" × 2 is "6 łyżek").
   */
  unitForms?: Readonly<Record<string, Readonly<Partial<Record<Intl.LDMLPluralRule, string>>>>>;
  /** Words a count of things is written with that are not units: "grande", "mittelgroß" (sizes). */
  sizes: readonly string[];
  /** Number words and their values: "un" 1, "una" 1, "dos" 2, "medio" 0.5, "一" 1. */
  numbers: Readonly<Record<string, number>>;
  /** The decimal separator recipes in this language use: "1,5 l" is "," . */
  decimal: '.' | ',';
  /** Words between the two ends of a range: "a" in "2 a 3", "bis", "à", "o". */
  ranges: readonly string[];
  /** Words of approximation before an amount: "unos", "etwa", "ca.", "environ", "約". */
  about: readonly string[];
  /**
   * The little words between quantity (or unit) and food: "de", "del", "d'", "di", "du", "van",
   * "の". Stripped before the food's name, never part of it.
   */
  links: readonly string[];
  /** Words that describe how a food is prepared or chosen, never which food: "picado", "gehackt", "みじん切り". */
  preparation: readonly string[];
  /** Notes after the food: "al gusto", "nach Belieben", "適量", "opcional". Stripped from the name. */
  notes: readonly string[];
  /** Among the notes, those that leave the amount to the cook: "al gusto", "nach Belieben", "適量", "q.b.". */
  toTaste: readonly string[];
  /** "and" and "or" between two foods: "sal y pimienta", "Butter oder Öl". */
  and: readonly string[];
  or: readonly string[];

  /** Servings: labels before a count ("raciones", "porciones") and after one ("personas", "人分"). */
  servings: {
    /** "Raciones: 2", "Porciones 4". */
    before: readonly string[];
    /** "4 personas", "für 4 Personen", "4人分", "2 porcje". */
    after: readonly string[];
    /** The word before "4 personas": "para", "für", "pour", "per", "voor", "dla". */
    for: readonly string[];
  };
  /** Labels of stated times: "tiempo de preparación", "Kochzeit", "調理時間". */
  times: { total: readonly string[]; prep: readonly string[]; cook: readonly string[] };
  /**
   * Words of a duration: "minutos", "Minuten", "分", "分钟"; hours and seconds too. `half`: what
   * follows a duration to add half its unit, "y media" in "1 hora y media", "et demie", "半".
   */
  durations: { hour: readonly string[]; minute: readonly string[]; second: readonly string[]; half?: readonly string[] };

  /**
   * The form of a word all its forms share, for matching food names whatever their number (and,
   * in Polish, case): "cacahuetes" → "cacahuete", "nueces" → "nuez", "orzechów" → "orzech".
   * Called on lowercase words with their Latin accents folded ("maïs" comes as "mais"); return the
   * word itself when unsure. Forms
   * it cannot derive are listed beside the food's name instead.
   */
  stem: (word: string) => string;

  /** Food names, by shared food id (foods.ts): `peanut: ['cacahuete', 'maní', 'cacahuate']`. */
  foods: Readonly<Record<string, readonly string[]>>;
  /**
   * Names that contain a food's name but are no food of the families (the trap list's words):
   * "nuez moscada" (nutmeg), "leche de coco", "Muskatnuss", "ナツメグ". Each maps to the shared id of
   * what it is ("nutmeg", "coconut milk"), listed like `foods`; kept apart to say why it is here.
   */
  neutral: Readonly<Record<string, readonly string[]>>;
  /** The names a cook types for a whole family in the avoid box: nuts "frutos secos", dairy "lácteos". */
  families: Readonly<Partial<Record<FamilyId, readonly string[]>>>;
  /** Words around a food in the avoid box that are not the food: "alergia", "sin", "intolerancia". */
  fillers: readonly string[];
  /** Non-food words that appear as parts of compounds (`compounds` only): "creme", "kuchen", "brei", "soße". */
  compoundParts?: readonly string[];
  /** The joints between compound parts (`compounds` only): German "s", "n", "en", "er", "e", "es". */
  compoundLinks?: readonly string[];
};

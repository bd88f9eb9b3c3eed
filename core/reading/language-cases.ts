/**
 * What the reader must do with each language, written by someone who cooks in it: one
 * `<code>.cases.ts` beside each language pack, run for every language by languages.test.ts.
 */

import type { FamilyId } from '../food-words.ts';

export type LanguageCases = {
  /** Recipe text (a line, a step, a compound) → the shared food ids found in it, in order. */
  foods: readonly (readonly [text: string, ids: readonly string[]])[];
  /**
   * At least 15 look-alikes that must never raise an alert for these families (nor be read as
   * their food): nutmeg is no nut, coconut milk no dairy, peanut butter no dairy, eggplant no egg.
   */
  traps: readonly (readonly [text: string, notFamilies: readonly FamilyId[]])[];
  /** Real members found inside compounds and phrases: "huevo de codorniz" is egg, "Haselnusscreme" nuts. */
  members: readonly (readonly [text: string, family: FamilyId])[];
  /**
   * The cook's avoid entry typed in this language, a recipe line in this language, and the word
   * the alert must name as the recipe wrote it ("cacahuetes", "3 cucharadas de mantequilla de
   * cacahuete", "mantequilla de cacahuete").
   */
  avoid: readonly (readonly [entry: string, text: string, word: string])[];
  /** Ingredient lines as read: quantity, range end, parse-ingredient's unit id (or null), the food's name as written. */
  lines: readonly (readonly [
    text: string,
    read: { quantity: number | null; quantity2?: number | null; unitId: string | null; name: string },
  ])[];
  /** A line scaled by a factor, as the cook then reads it: ["2 cucharadas de aceite", 2, "4 cucharadas de aceite"]. */
  scaled: readonly (readonly [text: string, factor: number, expected: string])[];
  /** A step and the durations (in minutes) its timers offer: ["Hornea 10 minutos", [10]]. */
  durations: readonly (readonly [step: string, minutes: readonly number[]])[];
  /** A line that states servings and the count: ["Raciones: 2", 2]. */
  servings: readonly (readonly [line: string, count: number])[];
  /** A line that states times and the minutes of each kind: ["Tiempo de preparación: 15 minutos", { prep: 15 }]. */
  times: readonly (readonly [line: string, minutes: { prep?: number; cook?: number; total?: number }])[];
  /** An ingredient the cook listed (in this language), a recipe line, and whether the list covers it. */
  shopping: readonly (readonly [pantry: string, line: string, covered: boolean])[];
  /** A whole recipe as a model writes it in this language, and what the reader finds in it. */
  recipe: {
    markdown: string;
    title: string;
    servings: number | null;
    ingredients: number;
    steps: number;
    prep?: number;
    cook?: number;
    /** The food ids nutrition must count (at least three quarters of the lines). */
    counted: readonly string[];
  };
};

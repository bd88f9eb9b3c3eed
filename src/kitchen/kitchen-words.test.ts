/**
 * The glossary: the kitchen's words that the recipe reader also knows (the example food, food
 * families, units, servings, minutes) are, in every language, words that language's pack reads as the English does.
 * The lists are the catalogs (src/lib/messages/kitchen.<code>.json) and the packs
 * (core/reading/languages/<code>.ts); this test only holds one to the other.
 */
import { unitsOfMeasure } from 'parse-ingredient';
import { expect, test } from 'vitest';
import type { FamilyId } from '../../core/food-words.ts';
import { LANGUAGES, TIME_LIMITS, type Language } from '../../core/kitchen-words.ts';
import { findDurations } from '../../core/reading/durations.ts';
import { findFoods, foodsIn } from '../../core/reading/foods.ts';
import { readIngredientLine, unitsFor } from '../../core/reading/ingredient-line.ts';
import type { LanguagePack } from '../../core/reading/language-pack.ts';
import { fold, phraseKeyIn } from '../../core/reading/words.ts';
import { findConflicts } from '../../core/safety-check.ts';
import { packOf } from '../../test-support/reading.ts';
import { speak } from '../../test-support/app/page-language.ts';
import { t } from '../lib/i18n.ts';

// The catalogs as written (ICU texts), not as the build compiles them.
const CATALOGS = import.meta.glob<string>('../lib/messages/kitchen.*.json', { query: '?raw', import: 'default', eager: true });
const catalog = (code: Language) => JSON.parse(CATALOGS[`../lib/messages/kitchen.${code}.json`]!) as Record<string, string>;
const CODES = Object.keys(LANGUAGES) as Language[];
const english = catalog('en');
const ENGLISH = packOf('en');

/** Whether a text names a phrase as whole words (spaced languages) or anywhere (Japanese, Chinese). */
function names(text: string, phrase: string, pack: LanguagePack): boolean {
  if (pack.script === 'unspaced') return fold(text).includes(fold(phrase));
  return ` ${phraseKeyIn(text, pack)} `.includes(` ${phraseKeyIn(phrase, pack)} `);
}

/** The families a text names, by the pack's names for them (those a cook types in the avoid box). */
function familiesNamed(text: string, pack: LanguagePack): FamilyId[] {
  return (Object.entries(pack.families) as [FamilyId, readonly string[]][])
    .filter(([, familyNames]) => familyNames.some((name) => names(text, name, pack)))
    .map(([id]) => id);
}

/** The words between the brackets of "Metric (g, ml, °C)", "米国式（カップ、oz、°F）", temperatures left out. */
function unitWords(option: string): string[] {
  const inside = /[(（](.*)[)）]/.exec(option)?.[1] ?? '';
  return inside
    .split(/[,、]/)
    .map((word) => word.trim())
    .filter((word) => word !== '' && !word.includes('°'));
}

/** Each unit word's kind (mass, volume…) as the language's reader reads it; null for a word it does not read as a unit. */
function unitKinds(option: string, pack: LanguagePack): (string | null)[] {
  // parse-ingredient's own units first, as the reader reads them: English adds none for grams.
  const units = { ...unitsOfMeasure, ...unitsFor(pack) };
  return unitWords(option).map((word) => {
    const id = readIngredientLine(`2 ${word} x`, pack).unitId;
    return id ? (units[id]?.type ?? null) : null;
  });
}

test('the English texts name what the other languages are held to', () => {
  expect(foodsIn(english['kitchen.avoidExample']!, ENGLISH)).toEqual(['peanut']);
  expect(familiesNamed(english['kitchen.avoidHint']!, ENGLISH).sort()).toEqual(['dairy', 'nuts', 'shellfish']);
  expect(unitKinds(english['kitchen.units.metric']!, ENGLISH)).toEqual(['mass', 'volume']);
  expect(unitKinds(english['kitchen.units.us']!, ENGLISH)).toEqual(['volume', 'mass']);
});

test.each(CODES)('%s: the avoid box’s example is the English example’s food, and typed as it is written it is found', (code) => {
  const pack = packOf(code);
  const example = catalog(code)['kitchen.avoidExample']!;
  expect(foodsIn(example, pack), example).toEqual(foodsIn(english['kitchen.avoidExample']!, ENGLISH));
  // The food as the example writes it, typed on a page in this language, in a recipe asked in English.
  const [found] = findFoods(example, pack);
  const typed = example.slice(found!.start, found!.end);
  expect(findConflicts('- 2 tbsp peanut butter\n', { avoid: [typed] }, { language: 'en', pageLanguage: code }), typed).toHaveLength(1);
});

test.each(CODES)('%s: the avoid hint names the English hint’s families by names the avoid box takes', (code) => {
  const hint = catalog(code)['kitchen.avoidHint']!;
  expect(familiesNamed(hint, packOf(code)).sort(), hint).toEqual(
    expect.arrayContaining(familiesNamed(english['kitchen.avoidHint']!, ENGLISH)),
  );
});

test.each(CODES)('%s: each unit choice names units the reader reads, of the kinds the English names', (code) => {
  const pack = packOf(code);
  for (const key of ['kitchen.units.metric', 'kitchen.units.us'] as const) {
    expect(unitKinds(catalog(code)[key]!, pack), catalog(code)[key]).toEqual(unitKinds(english[key]!, ENGLISH));
  }
});

test.each(CODES)('%s: "servings" is a word the reader reads as servings, and each time limit reads as its minutes', async (code) => {
  const pack = packOf(code);
  const servings = catalog(code)['kitchen.servings']!;
  expect(
    pack.servings.before.map((label) => phraseKeyIn(label, pack)),
    servings,
  ).toContain(phraseKeyIn(servings, pack));
  await speak(code);
  for (const minutes of TIME_LIMITS) {
    const option = t('kitchen.maxMinutes', { minutes });
    expect(
      findDurations(option, pack).map((duration) => duration.minutes),
      option,
    ).toEqual([minutes]);
  }
});

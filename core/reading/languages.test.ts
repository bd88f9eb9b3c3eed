/**
 * Every language read as well as English: each pack's cases (languages/<code>.cases.ts, written by
 * someone who cooks in that language) run against the reader, for all ten languages.
 */
import { expect, test } from 'vitest';
import { scaleIngredient } from '../../src/cooking/scale.ts';
import { shoppingList } from '../../src/cooking/shopping-list.ts';
import { LANGUAGES, type Language } from '../kitchen-words.ts';
import { findConflicts } from '../safety-check.ts';
import { findDurations } from './durations.ts';
import { familiesOf, findFoods } from './foods.ts';
import { readIngredientLine } from './ingredient-line.ts';
import type { LanguageCases } from './language-cases.ts';
import { languageOf, loadAllPacks, loadedPack } from './languages.ts';
import { metadataIn } from './recipe-metadata.ts';
import { readRecipe } from './recipe.ts';

await loadAllPacks();
const codes = (Object.keys(LANGUAGES) as Language[]).filter((code) => code !== 'en');
const CASES = new Map<Language, LanguageCases>();
for (const code of codes) {
  const module = (await import(`./languages/${code}.cases.ts`)) as { cases: LanguageCases | undefined };
  if (!module.cases) continue;
  CASES.set(code, module.cases);
}
const casesOf = (code: Language): LanguageCases => {
  const cases = CASES.get(code);
  if (!cases) throw new Error(`No cases for ${code} yet: core/reading/languages/${code}.cases.ts`);
  return cases;
};
const packOf = (code: Language) => loadedPack(code)!;

test.each(codes)('%s: foods are found by their shared ids', (code) => {
  for (const [text, ids] of casesOf(code).foods) {
    expect(
      findFoods(text, packOf(code)).flatMap((found) => found.values),
      text,
    ).toEqual(ids);
  }
});

test.each(codes)('%s: at least 15 look-alikes raise no alert for the families they resemble', (code) => {
  const { traps } = casesOf(code);
  expect(traps.length).toBeGreaterThanOrEqual(15);
  for (const [text, families] of traps) {
    for (const family of families) {
      expect(findConflicts(text, { avoid: [family] }, { language: code }), `${text} (${family})`).toEqual([]);
      const ids = findFoods(text, packOf(code)).flatMap((found) => found.values);
      for (const id of ids) expect(familiesOf(id).has(family), `${text}: ${id} is ${family}`).toBe(false);
    }
  }
});

test.each(codes)('%s: real members inside compounds and phrases are found', (code) => {
  for (const [text, family] of casesOf(code).members) {
    expect(findConflicts(text, { avoid: [family] }, { language: code }).length, `${text} (${family})`).toBeGreaterThan(0);
  }
});

test.each(codes)('%s: an avoid entry typed in the language is found, named as the recipe wrote it', (code) => {
  for (const [entry, text, word] of casesOf(code).avoid) {
    expect(
      findConflicts(text, { avoid: [entry] }, { language: code }).map((conflict) => conflict.word),
      `${entry}: ${text}`,
    ).toContain(word);
  }
});

test.each(codes)('%s: ingredient lines are read', (code) => {
  for (const [text, read] of casesOf(code).lines) {
    expect(readIngredientLine(text, packOf(code)), text).toMatchObject({ quantity2: null, ...read });
  }
});

test.each(codes)('%s: lines are scaled', (code) => {
  for (const [text, factor, expected] of casesOf(code).scaled) {
    expect(scaleIngredient(readIngredientLine(text, packOf(code)), factor, packOf(code)), `${text} ×${factor}`).toBe(expected);
  }
});

test.each(codes)('%s: durations in steps offer timers', (code) => {
  for (const [step, minutes] of casesOf(code).durations) {
    expect(
      findDurations(step, packOf(code)).map((duration) => duration.minutes),
      step,
    ).toEqual(minutes);
  }
});

test.each(codes)('%s: servings and times are read from the lines that state them', (code) => {
  const { servings, times } = casesOf(code);
  for (const [line, count] of servings) expect(metadataIn(line, packOf(code)).servings?.count, line).toBe(count);
  for (const [line, minutes] of times) expect(metadataIn(line, packOf(code)).times, line).toMatchObject(minutes);
});

test.each(codes)("%s: the shopping list matches the cook's list in the recipe's language", (code) => {
  for (const [pantry, line, covered] of casesOf(code).shopping) {
    const { needed } = shoppingList([readIngredientLine(line, packOf(code))], [pantry], packOf(code));
    expect(needed.length === 0, `${pantry} covers ${line}`).toBe(covered);
  }
});

test.each(codes)('%s: a whole recipe is read, in its language', (code) => {
  const { recipe: expected } = casesOf(code);
  expect(languageOf(expected.markdown)).toBe(code);
  const recipe = readRecipe(expected.markdown, packOf(code));
  expect(recipe).toMatchObject({
    language: code,
    title: expected.title,
    servings: expected.servings,
    ...(expected.prep !== undefined && { prepTime: expected.prep }),
    ...(expected.cook !== undefined && { cookTime: expected.cook }),
  });
  expect(recipe?.ingredients).toHaveLength(expected.ingredients);
  expect(recipe?.steps).toHaveLength(expected.steps);
});

/**
 * Every language read as well as English: each pack's cases (languages/<code>.cases.ts, written by
 * someone who cooks in that language) run against the reader, for all ten languages.
 */
import { expect, test } from 'vitest';
import { estimateRecipe } from '../../src/cooking/nutrition/estimate.ts';
import table from '../../src/cooking/nutrition/foods.json';
import { readFoods, type FoodFile } from '../../src/cooking/nutrition/foods.ts';
import { indexFoods } from '../../src/cooking/nutrition/match.ts';
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
import { cases as es } from './languages/es.cases.ts';
import { cases as fr } from './languages/fr.cases.ts';
import { cases as de } from './languages/de.cases.ts';
import { cases as it } from './languages/it.cases.ts';
import { cases as pt } from './languages/pt.cases.ts';
import { cases as nl } from './languages/nl.cases.ts';
import { cases as pl } from './languages/pl.cases.ts';
import { cases as ja } from './languages/ja.cases.ts';
import { cases as zh } from './languages/zh.cases.ts';

await loadAllPacks();
const foodIndex = await indexFoods(readFoods(table as FoodFile));
const codes = (Object.keys(LANGUAGES) as Language[]).filter((code) => code !== 'en');
const CASES: Partial<Record<Language, LanguageCases | undefined>> = { es, fr, de, it, pt, nl, pl, ja, zh };
const casesOf = (code: Language): LanguageCases => {
  const cases = CASES[code];
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

test.each(codes)('%s: a recipe asked in its language is told as written in it from its first line on, as it streams', (code) => {
  const lines = casesOf(code).recipe.markdown.split('\n');
  for (let end = 1; end <= lines.length; end++) {
    const written = lines.slice(0, end).join('\n');
    expect(languageOf(written, code), written).toBe(code);
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

test.each(codes)("%s: nutrition counts a whole recipe's lines, the foods the cook who wrote the cases names among them", (code) => {
  const { markdown, counted: foods } = casesOf(code).recipe;
  const recipe = readRecipe(markdown, packOf(code))!;
  const { lines } = estimateRecipe(recipe, foodIndex, null, packOf(code));
  const counted = lines.flatMap((line) => (line.counted ? [line.food] : []));
  const why = JSON.stringify(lines.filter((line) => !line.counted));
  expect(counted.length, why).toBeGreaterThanOrEqual(Math.ceil(lines.length / 2));
  for (const food of foods)
    expect(
      counted.some((found) => found.names.includes(food)),
      `${food}: ${why}`,
    ).toBe(true);
});

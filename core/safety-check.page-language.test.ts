/**
 * Avoided foods typed in the page's language (docs/kitchen.md: "in English or in your language"),
 * whatever language the recipe is in: a German page, "Erdnüsse", and a recipe asked in English.
 */
import * as v from 'valibot';
import { expect, test } from 'vitest';
import type { FamilyId } from './food-words.ts';
import { LANGUAGES, type Language } from './kitchen-words.ts';
import { familiesOf, foodsIn } from './reading/foods.ts';
import { ENGLISH, loadAllPacks, loadedPack } from './reading/languages.ts';
import { RecipeBodySchema } from './recipe-request.ts';
import { findConflicts } from './safety-check.ts';

await loadAllPacks();

const ENGLISH_RECIPE = '# Snack plate\n\n## Ingredients\n\n- 2 tbsp peanut butter\n- 1 tbsp unsalted butter\n- a little lemon rind\n';

test('an entry typed in the page’s language is found in a recipe in English', () => {
  const found = findConflicts(ENGLISH_RECIPE, { avoid: ['Erdnüsse'] }, { language: 'en', pageLanguage: 'de' });
  expect(found).toEqual([{ word: 'peanut butter', because: 'Erdnüsse', kind: 'avoid' }]);
  expect(findConflicts(ENGLISH_RECIPE, { avoid: ['Milchprodukte'] }, { language: 'en', pageLanguage: 'de' })).toEqual([
    { word: 'butter', because: 'Milchprodukte', kind: 'avoid' },
  ]);
  expect(findConflicts(ENGLISH_RECIPE, { avoid: ['ピーナッツ'] }, { language: 'en', pageLanguage: 'ja' }).map((c) => c.word)).toEqual([
    'peanut butter',
  ]);
  // Read in the recipe's languages only, the German entry is a word no recipe writes: the page's language is what finds it.
  expect(findConflicts(ENGLISH_RECIPE, { avoid: ['Erdnüsse'] }, { language: 'en' })).toEqual([]);
});

test('an entry typed in the page’s language is found in a recipe in a third language', () => {
  const spanish = '# Tostadas\n\n## Ingredientes\n\n- 2 cucharadas de mantequilla de cacahuete\n- 1 pizca de sal\n';
  expect(findConflicts(spanish, { avoid: ['Erdnüsse'] }, { language: 'es', pageLanguage: 'de' }).map((c) => c.word)).toEqual([
    'mantequilla de cacahuete',
  ]);
  const german = '# Brot\n\n## Zutaten\n\n- 2 EL Erdnussbutter\n';
  expect(findConflicts(german, { avoid: ['orzeszki ziemne'] }, { language: 'de', pageLanguage: 'pl' }).map((c) => c.word)).toEqual([
    'Erdnussbutter',
  ]);
});

test('"Ask again" with the words such an entry found is a request the server takes', () => {
  // The server has every pack loaded, and takes only words the check finds in some language.
  const body = { ingredients: ['noodles'], kitchen: { avoid: ['Erdnüsse'] }, conflicts: ['peanut butter'] };
  expect(v.safeParse(RecipeBodySchema, body).success).toBe(true);
  expect(v.safeParse(RecipeBodySchema, { ...body, conflicts: ['noodles'] }).success).toBe(false);
});

test('the recipe is not read in the page’s language: an English word is not taken for a German food', () => {
  // German "Rind" is beef; the English recipe's "lemon rind" is no beef.
  expect(findConflicts(ENGLISH_RECIPE, { avoid: ['beef'] }, { language: 'en', pageLanguage: 'de' })).toEqual([]);
  expect(findConflicts(ENGLISH_RECIPE, { avoid: ['Rindfleisch'] }, { language: 'en', pageLanguage: 'de' })).toEqual([]);
});

test('a page language whose pack is not loaded changes nothing', () => {
  expect(findConflicts(ENGLISH_RECIPE, { avoid: ['peanuts'] }, { language: 'en', pageLanguage: 'xx' as Language })).toHaveLength(1);
});

// One member of every family, as an English recipe names it.
const EVERY_FAMILY =
  '- 2 tbsp peanut butter\n- 50 g almonds\n- 30 g butter\n- 200 g wheat flour\n- 100 g shrimp\n- 1 salmon fillet\n- 2 eggs\n' +
  '- 1 tbsp soy sauce\n- 1 tsp sesame seeds\n- 1 chicken breast\n- 2 slices bacon\n- 200 g beef mince\n- 1 tbsp honey\n';

test.each((Object.keys(LANGUAGES) as Language[]).filter((code) => code !== 'en'))(
  '%s: every family name of the language, typed on a page in it, finds the family in an English recipe',
  (code) => {
    const pack = loadedPack(code)!;
    for (const [id, names] of Object.entries(pack.families) as [FamilyId, readonly string[]][]) {
      for (const name of names) {
        const words = findConflicts(EVERY_FAMILY, { avoid: [name] }, { language: 'en', pageLanguage: code }).map((c) => c.word);
        expect(
          words.some((word) => foodsIn(word, ENGLISH).some((food) => familiesOf(food).has(id))),
          `${name} (${id}): ${words.join(', ')}`,
        ).toBe(true);
      }
    }
  },
);

test('a family name that ends in a word the language drops around a food is still the family’s', () => {
  // "えび・かに" (shrimp and crab, as allergen labels write it) ends in "に", a particle elsewhere ("卵に注意").
  expect(findConflicts('## 材料\n\n- えび 100g\n', { avoid: ['えび・かに'] }, { language: 'ja' }).map((c) => c.word)).toEqual(['えび']);
  expect(findConflicts('- 100 g shrimp\n', { avoid: ['えび・かに'] }, { language: 'en', pageLanguage: 'ja' }).map((c) => c.word)).toEqual([
    'shrimp',
  ]);
});

import { Ajv } from 'ajv';
import { expect, test } from 'vitest';
import { speak } from '../../test-support/app/page-language.ts';
import { recipeCorpus } from '../../test-support/recipe-corpus.ts';
import { isoDuration, jsonLdFileName, toJsonLd } from './json-ld.ts';
import { estimateRecipe } from './nutrition/estimate.ts';
import { nutritionFacts } from './nutrition/facts.ts';
import foodTable from './nutrition/foods.json';
import { readFoods, type FoodFile } from './nutrition/foods.ts';
import { indexFoods } from './nutrition/match.ts';
import { readRecipe } from '../../core/reading/recipe.ts';
import { SCALES } from './scale.ts';

// The fields Mealie and Tandoor read from a schema.org Recipe, and nothing else.
const recipeSchema = {
  type: 'object',
  required: ['@context', '@type', 'name', 'recipeIngredient', 'recipeInstructions', 'inLanguage'],
  additionalProperties: false,
  properties: {
    '@context': { const: 'https://schema.org' },
    '@type': { const: 'Recipe' },
    name: { type: 'string', minLength: 1 },
    description: { type: 'string', minLength: 1 },
    recipeYield: { type: 'string', pattern: '^\\d' },
    prepTime: { type: 'string', pattern: '^PT(?=\\d)(?:\\d+H)?(?:\\d+M)?(?:\\d+S)?$' },
    cookTime: { type: 'string', pattern: '^PT(?=\\d)(?:\\d+H)?(?:\\d+M)?(?:\\d+S)?$' },
    totalTime: { type: 'string', pattern: '^PT(?=\\d)(?:\\d+H)?(?:\\d+M)?(?:\\d+S)?$' },
    inLanguage: { enum: ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl', 'ja', 'zh'] },
    recipeIngredient: { type: 'array', items: { type: 'string', minLength: 1 } },
    recipeInstructions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['@type', 'text'],
        additionalProperties: false,
        properties: { '@type': { const: 'HowToStep' }, text: { type: 'string', minLength: 1 } },
      },
    },
    nutrition: {
      type: 'object',
      required: ['@type', 'calories', 'proteinContent', 'carbohydrateContent', 'fatContent', 'fiberContent', 'sodiumContent'],
      additionalProperties: false,
      properties: {
        '@type': { const: 'NutritionInformation' },
        calories: { type: 'string', pattern: '^\\d+ kcal$' },
        proteinContent: { type: 'string', pattern: '^\\d+(?:\\.\\d)? g$' },
        carbohydrateContent: { type: 'string', pattern: '^\\d+(?:\\.\\d)? g$' },
        fatContent: { type: 'string', pattern: '^\\d+(?:\\.\\d)? g$' },
        fiberContent: { type: 'string', pattern: '^\\d+(?:\\.\\d)? g$' },
        sodiumContent: { type: 'string', pattern: '^\\d+ mg$' },
      },
    },
  },
};
const foodIndex = await indexFoods(readFoods(foodTable as FoodFile));
const validate = new Ajv({ allErrors: true }).compile(recipeSchema);

const corpusRecipes = recipeCorpus.flatMap(({ name, markdown }) => {
  const recipe = readRecipe(markdown);
  return recipe ? [{ name, recipe }] : [];
});

test('a recipe becomes a schema.org Recipe with HowToSteps, yield, total time and the tip as description', () => {
  const recipe = readRecipe(`# Vegetable Soup

Serves 4 · Total time: 1 hour 15 minutes

## Ingredients
- 2 potatoes
- 1 1/2 cups stock

## Instructions
1. Chop.
2. Simmer for 1 hour.

## Extra Tip
Blend half.`)!;
  expect(toJsonLd(recipe)).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Vegetable Soup',
    description: 'Blend half.',
    recipeYield: '4 servings',
    totalTime: 'PT1H15M',
    recipeIngredient: ['2 potatoes', '1 1/2 cups stock'],
    recipeInstructions: [
      { '@type': 'HowToStep', text: 'Chop.' },
      { '@type': 'HowToStep', text: 'Simmer for 1 hour.' },
    ],
    inLanguage: 'en',
  });
  expect(toJsonLd(recipe, 2)).toMatchObject({ recipeYield: '8 servings', recipeIngredient: ['4 potatoes', '3 cups stock'] });
});

test('fields the recipe does not state are left out, and a missing title becomes "Recipe"', () => {
  const json = toJsonLd({
    language: 'en',
    title: null,
    servings: null,
    yield: null,
    totalTime: null,
    prepTime: null,
    cookTime: null,
    ingredients: [],
    steps: ['Mix.'],
    tip: null,
  });
  expect(json).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Recipe',
    recipeIngredient: [],
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Mix.' }],
    inLanguage: 'en',
  });
});

test('a recipe in another language carries its language and the times it states', async () => {
  const { loadPack } = await import('../../core/reading/languages.ts');
  const spanish = await loadPack('es');
  const recipe = readRecipe(
    '# Sopa\n\nRaciones: 4 | Tiempo de preparación: 15 minutos | Tiempo de cocción: 1 hora\n\n## Ingredientes\n- 2 patatas\n\n## Preparación\n1. Cuece.\n',
    spanish,
  )!;
  expect(toJsonLd(recipe, 1, undefined, spanish)).toMatchObject({
    inLanguage: 'es',
    recipeYield: '4 servings',
    prepTime: 'PT15M',
    cookTime: 'PT1H',
    totalTime: 'PT1H15M',
  });
});

test('every corpus recipe, at every scale, is valid against the schema of the importers’ fields', () => {
  expect(corpusRecipes.length).toBeGreaterThanOrEqual(25);
  for (const { name, recipe } of corpusRecipes) {
    for (const factor of SCALES) {
      const json: unknown = JSON.parse(JSON.stringify(toJsonLd(recipe, factor)));
      expect(validate(json), `${name} ×${factor}: ${JSON.stringify(validate.errors)}`).toBe(true);
      // With the nutrition the panel shows, and servings from the recipe or else the kitchen's 2.
      const facts = nutritionFacts(estimateRecipe(recipe, foodIndex, 2), factor);
      const withNutrition = JSON.parse(JSON.stringify(toJsonLd(recipe, factor, facts))) as Record<string, unknown>;
      expect(validate(withNutrition), `${name} ×${factor}: ${JSON.stringify(validate.errors)}`).toBe(true);
      if (facts.counted > 0) expect(withNutrition.nutrition, name).toBeDefined();
      expect(withNutrition.recipeYield, name).toBeDefined();
    }
  }
});

test('the download carries nutrition per serving and the yield at the scale shown', () => {
  const recipe = readRecipe(
    '# Omelette\n\nServes 1\n\n## Ingredients\n- 3 large eggs\n- 1 tbsp butter\n- Salt to taste\n\n## Steps\n1. Cook.\n',
  )!;
  const estimate = estimateRecipe(recipe, foodIndex);
  // Eggs 3 × 50 g at 143 kcal, 12.56 g protein, 0.72 g carbs, 9.51 g fat, 142 mg sodium per 100 g;
  // butter 14.2 g at 717 kcal, 0.85 g protein, 0.06 g carbs, 81.11 g fat, 643 mg sodium.
  const expected = {
    '@type': 'NutritionInformation',
    calories: '316 kcal',
    proteinContent: '19 g',
    carbohydrateContent: '1.1 g',
    fatContent: '26 g',
    fiberContent: '0 g',
    sodiumContent: '304 mg',
  };
  expect(toJsonLd(recipe, 1, nutritionFacts(estimate, 1))).toMatchObject({ recipeYield: '1 serving', nutrition: expected });
  expect(toJsonLd(recipe, 2, nutritionFacts(estimate, 2))).toMatchObject({ recipeYield: '2 servings', nutrition: expected });
  const unstated = readRecipe('# Omelette\n\n## Ingredients\n- 3 large eggs\n\n## Steps\n1. Cook.\n')!;
  const whole = toJsonLd(unstated, 2, nutritionFacts(estimateRecipe(unstated, foodIndex), 2));
  expect(whole.recipeYield).toBeUndefined();
  expect(whole.nutrition?.calories).toBe(`${Math.round(2 * 150 * 1.43)} kcal`);
});

test('durations are written in ISO 8601', () => {
  expect([45, 75, 60, 0.5, 90.5, 0].map(isoDuration)).toEqual(['PT45M', 'PT1H15M', 'PT1H', 'PT30S', 'PT1H30M30S', 'PT0S']);
});

test('the download is named after the recipe', () => {
  const named = (title: string | null) => jsonLdFileName({ ...corpusRecipes[0]!.recipe, title });
  expect(named('Crème Brûlée & Friends!')).toBe('creme-brulee-friends.json');
  expect(named(null)).toBe('recipe.json');
  expect(named('🍲')).toBe('recipe.json');
});

test('what the download adds to the recipe is in the page’s language: the name of an untitled recipe and its servings', async () => {
  await speak('pl');
  const untitled = readRecipe('## Ingredients\n- 3 large eggs\n\n## Steps\n1. Cook.\n')!;
  const facts = nutritionFacts(estimateRecipe(untitled, foodIndex, 3), 1);
  expect(toJsonLd(untitled, 1, facts)).toMatchObject({ name: 'Przepis', recipeYield: '3 porcje', recipeIngredient: ['3 large eggs'] });
  const stated = readRecipe('# Soup\n\nServes 4-6\n\n## Ingredients\n- 2 potatoes\n\n## Steps\n1. Cook.\n')!;
  expect(toJsonLd(stated, 2)).toMatchObject({ name: 'Soup', recipeYield: '8–12 porcji', inLanguage: 'en' });
  expect(toJsonLd(stated, 0.5).recipeYield).toBe('2–3 porcje');
});

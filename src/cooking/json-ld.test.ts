import { Ajv } from 'ajv';
import { expect, test } from 'vitest';
import { recipeCorpus } from '../../test-support/recipe-corpus.ts';
import { isoDuration, jsonLdFileName, toJsonLd } from './json-ld.ts';
import { readRecipe } from './recipe-structure.ts';
import { SCALES } from './scale.ts';

// The fields Mealie and Tandoor read from a schema.org Recipe, and nothing else.
const recipeSchema = {
  type: 'object',
  required: ['@context', '@type', 'name', 'recipeIngredient', 'recipeInstructions'],
  additionalProperties: false,
  properties: {
    '@context': { const: 'https://schema.org' },
    '@type': { const: 'Recipe' },
    name: { type: 'string', minLength: 1 },
    description: { type: 'string', minLength: 1 },
    recipeYield: { type: 'string', pattern: '^\\d' },
    totalTime: { type: 'string', pattern: '^PT(?=\\d)(?:\\d+H)?(?:\\d+M)?(?:\\d+S)?$' },
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
  },
};
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
  });
  expect(toJsonLd(recipe, 2)).toMatchObject({ recipeYield: '8 servings', recipeIngredient: ['4 potatoes', '3 cups stock'] });
});

test('fields the recipe does not state are left out, and a missing title becomes "Recipe"', () => {
  const json = toJsonLd({ title: null, servings: null, yield: null, totalTime: null, ingredients: [], steps: ['Mix.'], tip: null });
  expect(json).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Recipe',
    recipeIngredient: [],
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Mix.' }],
  });
});

test('every corpus recipe, at every scale, is valid against the schema of the importers’ fields', () => {
  expect(corpusRecipes.length).toBeGreaterThanOrEqual(25);
  for (const { name, recipe } of corpusRecipes) {
    for (const factor of SCALES) {
      const json: unknown = JSON.parse(JSON.stringify(toJsonLd(recipe, factor)));
      expect(validate(json), `${name} ×${factor}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  }
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

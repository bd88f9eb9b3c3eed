import { expect, test } from 'vitest';
import { TRAYBAKE } from '../../test-support/cooking-recipe.ts';
import { suggestionsFor } from './suggestions.ts';

const CHEESE_OMELETTE = '# Cheese Omelette\n\n## Ingredients\n\n- 3 eggs\n- 50 g cheddar cheese\n\n## Instructions\n\n1. Whisk and cook.\n';
const BEAN_SALAD = '# Bean Salad\n\n## Ingredients\n\n- 1 can chickpeas\n- 1 cucumber\n- 2 tbsp olive oil\n\n## Instructions\n\n1. Toss.\n';
const CHILLI_BEANS = BEAN_SALAD.replace('- 1 cucumber', '- 1 red chilli, sliced');

test('a recipe with meat offers Make it vegetarian, and the usual three after it', () => {
  expect(suggestionsFor(TRAYBAKE, {})).toEqual(['Make it vegetarian', 'Make it quicker', 'Make it spicier', 'Use fewer ingredients']);
});

test('a vegetarian recipe with eggs or dairy offers Make it vegan instead; one without either offers neither', () => {
  expect(suggestionsFor(CHEESE_OMELETTE, {})).toContain('Make it vegan');
  expect(suggestionsFor(CHEESE_OMELETTE, {})).not.toContain('Make it vegetarian');
  expect(suggestionsFor(BEAN_SALAD, {})).toEqual(['Make it quicker', 'Make it spicier', 'Use fewer ingredients']);
});

test('the cook’s own diet is never offered again: no Make it vegetarian for a vegetarian, no Make it vegan for a vegan', () => {
  expect(suggestionsFor(TRAYBAKE, { diet: 'vegetarian' })).not.toContain('Make it vegetarian');
  expect(suggestionsFor(CHEESE_OMELETTE, { diet: 'vegan' })).not.toContain('Make it vegan');
  expect(suggestionsFor(TRAYBAKE, { diet: 'vegan' })).not.toContain('Make it vegetarian');
});

test('a recipe with heat in it offers Make it milder instead of Make it spicier', () => {
  expect(suggestionsFor(CHILLI_BEANS, {})).toContain('Make it milder');
  expect(suggestionsFor(CHILLI_BEANS, {})).not.toContain('Make it spicier');
  expect(suggestionsFor(BEAN_SALAD, {})).not.toContain('Make it milder');
});

test('a kitchen that already cooks in 15 minutes is not offered Make it quicker', () => {
  expect(suggestionsFor(BEAN_SALAD, { maxMinutes: 15 })).not.toContain('Make it quicker');
  expect(suggestionsFor(BEAN_SALAD, { maxMinutes: 30 })).toContain('Make it quicker');
});

/** The fake's recipes: which one an ingredient list gets, their shape, and how they are cut into tokens. */
import { expect, test } from 'vitest';
import { LONG_RECIPE, RECIPES, chooseRecipe, tokenize } from './recipes.ts';

test('the recipe is chosen by the most ingredient keywords, case-insensitively, from the last user message', () => {
  const ask = (content: string, earlier = 'eggs, spinach, feta') => [
    { role: 'user', content: earlier },
    { role: 'assistant', content: '# Spinach and Feta Frittata' },
    { role: 'user', content },
  ];
  expect(chooseRecipe(ask('I have these ingredients: Rice, chicken, frozen peas. What can I cook?')).id).toBe('fried-rice');
  expect(chooseRecipe(ask('I have these ingredients: chicken, potatoes, LEMON.')).id).toBe('lemon-chicken');
  expect(chooseRecipe(ask('I have these ingredients: tortillas, black beans, cheese.')).id).toBe('quesadillas');
  expect(chooseRecipe(ask('I have these ingredients: bananas, oats, eggs, milk.')).id).toBe('banana-pancakes');
  expect(chooseRecipe(ask('I have these ingredients: red lentils, carrots, celery.')).id).toBe('lentil-soup');
  expect(chooseRecipe(ask('I have these ingredients: spaghetti, tomatoes, basil.')).id).toBe('tomato-spaghetti');
  expect(chooseRecipe([{ role: 'user', content: [{ type: 'text', text: 'chickpeas, coconut milk' }] }]).id).toBe('chickpea-curry');
});

test('asked for a recipe in another language, the fake answers in it when it has one, else in English', () => {
  const asking = (language: string, ingredients: string) => [
    { role: 'user', content: `I have these ingredients: ${ingredients}. Write the whole recipe in ${language}, headings included.` },
  ];
  expect(chooseRecipe(asking('Spanish', 'espaguetis, cacahuetes')).id).toBe('espaguetis-cacahuete');
  expect(chooseRecipe(asking('Spanish', 'eggs')).language).toBe('es');
  expect(chooseRecipe(asking('German', 'Reis')).id).toBe('erdnuss-curry');
  expect(chooseRecipe(asking('Japanese', 'ほうれん草')).id).toBe('horenso-peanut');
  expect(chooseRecipe(asking('Polish', 'rice, chicken, peas')).id).toBe('fried-rice');
  for (const { markdown, language } of RECIPES.filter((candidate) => candidate.language !== 'en')) {
    expect(markdown.match(/^## .+$/gm), language).toHaveLength(3);
    expect(markdown, language).toMatch(/\n1\. .+\n2\. /);
  }
});

test('with no keyword in common, or no user message, the first recipe is the fallback', () => {
  expect(chooseRecipe([{ role: 'user', content: 'I have these ingredients: salmon, asparagus.' }])).toBe(RECIPES[0]);
  expect(chooseRecipe([{ role: 'system', content: 'rice, chicken' }])).toBe(RECIPES[0]);
  expect(chooseRecipe(undefined)).toBe(RECIPES[0]);
});

test('every recipe has a title, Ingredients bullets, numbered Instructions and an Extra Tip, with emphasis and no greeting', () => {
  expect(RECIPES.length).toBeGreaterThanOrEqual(6);
  expect(new Set(RECIPES.map((candidate) => candidate.id)).size).toBe(RECIPES.length);
  const english = RECIPES.filter((candidate) => candidate.language === 'en');
  for (const { markdown, title } of [...english, { markdown: LONG_RECIPE, title: 'Slow-Braised Beef and Vegetable Stew' }]) {
    expect(markdown.startsWith(`# ${title}\n\n## Ingredients\n- `)).toBe(true);
    expect(markdown.match(/^## .+$/gm)).toEqual(['## Ingredients', '## Instructions', '## Extra Tip']);
    expect(markdown).toMatch(/\n## Instructions\n1\. .+\n2\. /);
    expect(markdown).toMatch(/\*\*[^*]+\*\*|_[^_]+_/);
    expect(markdown).not.toMatch(/^(hi|hello|sure|certainly|of course|great)\b/im);
    expect(markdown).toBe(markdown.trim());
  }
});

test('tokenize splits like a model: it joins back exactly, averages about 4 characters, and words keep their leading space', () => {
  for (const { markdown } of RECIPES.filter((candidate) => candidate.language === 'en')) {
    const tokens = tokenize(markdown);
    expect(tokens.join('')).toBe(markdown);
    expect(markdown.length / tokens.length).toBeGreaterThan(3.5);
    expect(markdown.length / tokens.length).toBeLessThan(4.5);
  }
  expect(tokenize('# Toast\n\n1. Butter the bread, then toast it.')).toEqual([
    '#',
    ' Toast',
    '\n\n',
    '1',
    '.',
    ' Butter',
    ' the',
    ' bread',
    ',',
    ' then',
    ' toast',
    ' it',
    '.',
  ]);
  expect(tokenize(' Worcestershire')).toEqual([' Worce', 'sters', 'hire']);
});

test('LONG_RECIPE is 1,024 tokens long', () => {
  expect(tokenize(LONG_RECIPE)).toHaveLength(1024);
  expect(LONG_RECIPE.length).toBeGreaterThan(3800);
});

import { expect, test } from 'vitest';
import { recipeTitle } from './recipe-title.ts';

test('a title reads as plain words, whatever marks, links or label the model put in it', () => {
  expect(recipeTitle('# **Lemon** [Chicken](https://example.com) Traybake\n\n## Ingredients\n')).toBe('Lemon Chicken Traybake');
  expect(recipeTitle('# Recipe: Shakshuka:\n')).toBe('Shakshuka');
  expect(recipeTitle('# `Pasta` _al limone_ #\n')).toBe('Pasta al limone');
});

test('the first level-one heading is the title; without one, the first heading; without any, none', () => {
  expect(recipeTitle('Here is a recipe.\n\n## Ingredients\n\n# Green Curry\n')).toBe('Green Curry');
  expect(recipeTitle('## Lentil Soup\n\n### Ingredients\n\n- lentils\n')).toBe('Lentil Soup');
  expect(recipeTitle('Just some words.\n\n- eggs\n')).toBeNull();
  expect(recipeTitle('#hashtag, not a heading\n')).toBeNull();
});

import { expect, test } from 'vitest';
import { LONG_RECIPE, RECIPES } from '../../fake-model/recipes.ts';
import { recipeCorpus } from '../../test-support/recipe-corpus.ts';
import { packOf, readRecipeAsWritten } from '../../test-support/reading.ts';
import { readIngredientLine } from './ingredient-line.ts';
import { languageOf } from './languages.ts';
import { ingredientTexts, readRecipe } from './recipe.ts';

test('the corpus holds at least 30 recipe texts', () => {
  expect(recipeCorpus.length).toBeGreaterThanOrEqual(30);
});

test.each(recipeCorpus)('reads $name', ({ markdown, expected }) => {
  const recipe = readRecipeAsWritten(markdown);
  if (expected === null) {
    expect(recipe).toBeNull();
    return;
  }
  expect(recipe).not.toBeNull();
  expect({
    title: recipe?.title,
    servings: recipe?.servings,
    yield: recipe?.yield,
    totalTime: recipe?.totalTime,
    ingredients: recipe?.ingredients.map((line) => line.text),
    steps: recipe?.steps,
    tip: recipe?.tip,
  }).toEqual({
    title: expected.title,
    servings: expected.servings ?? null,
    yield: expected.yield ?? null,
    totalTime: expected.totalTime ?? null,
    ingredients: expected.ingredients,
    steps: expected.steps,
    tip: expected.tip,
  });
  if (expected.names) expect(recipe?.ingredients.map((line) => line.name)).toEqual(expected.names);
});

test('every recipe the demo model streams is read whole: title, each bullet an ingredient, each numbered line a step', () => {
  for (const markdown of [...RECIPES.map((recipe) => recipe.markdown), LONG_RECIPE]) {
    const recipe = readRecipeAsWritten(markdown);
    const title = /^# (.+)$/m.exec(markdown)?.[1];
    expect(recipe?.title, title).toBe(title);
    expect(recipe?.ingredients.length, title).toBe(markdown.match(/^- /gm)?.length);
    expect(recipe?.steps.length, title).toBe(markdown.match(/^\d+\. /gm)?.length);
    expect(recipe?.tip, title).toBeTruthy();
    expect(
      recipe?.ingredients.every((line) => line.name !== ''),
      title,
    ).toBe(true);
  }
});

test('the ingredients of a long recipe are read into quantity, unit and name', () => {
  const recipe = readRecipe(LONG_RECIPE);
  expect(recipe?.ingredients.slice(0, 5)).toMatchObject([
    { quantity: 2.5, unit: 'lb', name: 'beef chuck' },
    { quantity: 2, unit: 'teaspoons', name: 'salt' },
    { quantity: 1, unit: 'teaspoon', name: 'ground black pepper' },
    { quantity: 3, unit: 'tablespoons', name: 'all-purpose flour' },
    { quantity: 3, unit: 'tablespoons', name: 'olive oil' },
  ]);
});

test.each(recipeCorpus)(
  'ingredientTexts finds the lines the reader reads in $name, and reading them one by one reads them alike',
  ({ markdown }) => {
    const pack = packOf(languageOf(markdown));
    const recipe = readRecipe(markdown, pack);
    const lines = ingredientTexts(markdown, pack).map((text) => readIngredientLine(text, pack));
    // A line's group is the reader's, not the line's.
    const ungrouped = (recipe?.ingredients ?? []).map((line) => {
      const copy = { ...line };
      delete copy.group;
      return copy;
    });
    expect(lines).toEqual(ungrouped);
  },
);

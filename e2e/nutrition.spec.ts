import type { Page } from '@playwright/test';
import { TRAYBAKE, TRAYBAKE_PANTRY } from '../test-support/cooking-recipe.ts';
import { panelOf } from './cooking-support.ts';
import { openSavedOffline } from './kitchen-support.ts';
import { askForRecipe, expect, expectNoAxeViolations, recipeCard, test } from './fixtures.ts';

// A safety net on a busy machine, not a measure: each test asks for a recipe and waits for the panel.
test.slow();

const nutritionOf = (page: Page) => panelOf(page).getByRole('region', { name: 'Nutrition per serving' });

/** The traybake per serving, as src/cooking/nutrition-section.test.tsx works it out by hand from the USDA data. */
async function expectTraybakeNutrition(page: Page) {
  const nutrition = nutritionOf(page);
  await expect(nutrition).toBeVisible();
  await expect(nutrition.getByRole('definition')).toHaveText(['558 kcal', '43 g', '59 g', '15 g', '1.8 g', '0.5 g']);
  await expect(nutrition.getByRole('term')).toHaveText(['Calories', 'Protein', 'Carbohydrates', 'Fat', 'Fibre', 'Salt']);
  await expect(nutrition.getByText('Based on 5 of 7 ingredients')).toBeVisible();
}

test('a finished recipe shows its nutrition per serving, and how it was estimated, with no request for it', async ({ page, app, fake }) => {
  const requests: string[] = [];
  fake.enqueue({ kind: 'recipe', recipe: TRAYBAKE });
  await page.goto(app);
  await askForRecipe(page, TRAYBAKE_PANTRY);
  await expect(recipeCard(page)).toHaveAttribute('aria-busy', 'false');
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await expectTraybakeNutrition(page);
  const nutrition = nutritionOf(page);
  await nutrition.getByText('How this was estimated').click();
  await expect(
    nutrition.getByText('4 chicken thighs: Chicken, broilers or fryers, dark meat, thigh, meat only, raw (USDA 05096), 772 g'),
  ).toBeVisible();
  await expect(nutrition.getByText('Salt and pepper, to taste: to taste')).toBeVisible();
  await panelOf(page).getByRole('combobox', { name: 'Scale' }).selectOption({ label: '2×' });
  await expect(nutrition.getByText('8 servings at 2×')).toBeVisible();
  await expect(nutrition.getByRole('definition').first()).toHaveText('558 kcal');
  // Computed in the page: nothing asked of the API or the model for it.
  expect(requests.filter((path) => path.startsWith('/api/'))).toEqual([]);
  await expectNoAxeViolations(page);
});

test('a saved recipe shows its nutrition, offline too: the food table is cached with the app', async ({ page, app, fake }) => {
  fake.enqueue({ kind: 'recipe', recipe: TRAYBAKE });
  await page.goto(app);
  await askForRecipe(page, TRAYBAKE_PANTRY);
  await expect(recipeCard(page)).toHaveAttribute('aria-busy', 'false');
  await recipeCard(page).getByRole('button', { name: 'Save recipe' }).click();
  await openSavedOffline(page, 'Lemon Chicken Traybake', () => expectTraybakeNutrition(page));
});

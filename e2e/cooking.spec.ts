/**
 * The cooking panel under a finished recipe, in Chromium against the production server build: its own
 * chunk, what the cook lacks, sharing, scaling, printing, downloading, and recipes it steps aside for.
 * Cook mode, timers and the wake lock: cook-mode.spec.ts.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TRAYBAKE, TRAYBAKE_PANTRY } from '../test-support/cooking-recipe.ts';
import { SERVER_BUILD } from './builds.ts';
import { panelOf, showTraybake, watchErrors } from './cooking-support.ts';
import { addIngredients, askForRecipe, expect, printedControls, recipeCard, test } from './fixtures.ts';

// What the cooking panel added loads lazily and is prefetched as the cook writes their list, not when a recipe is asked for.
test('the cooking code is its own chunk: not in the initial scripts, prefetched as the cook starts their list, before any recipe', async ({
  page,
  app,
  fake,
}) => {
  const html = readFileSync(join(SERVER_BUILD, 'index.html'), 'utf8');
  expect(html).not.toMatch(/(?:src|href)="[^"]*cooking/);
  fake.enqueue({ kind: 'recipe', recipe: TRAYBAKE });
  const chunk = page.waitForRequest((request) => request.url().includes('/assets/cooking-panel'));
  await page.goto(app);
  await addIngredients(page, ...TRAYBAKE_PANTRY);
  await chunk;
  expect(fake.chats()).toHaveLength(0);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await expect(panelOf(page)).toBeVisible();
});

test('"You\'ll also need" names what the cook lacks, the staples apart, and copies them as plain text', async ({
  page,
  app,
  fake,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const panel = await showTraybake(page, app, fake);
  await expect(panel.getByRole('heading', { name: "You'll also need" })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Pantry staples' })).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveText([
    '3 cloves garlic, minced',
    'Fresh parsley, for garnish',
    '2 tbsp olive oil',
    'Salt and pepper, to taste',
  ]);
  await panel.getByRole('button', { name: 'Copy shopping list' }).click();
  await expect(panel.getByRole('status')).toHaveText('Shopping list copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '3 cloves garlic, minced\nFresh parsley, for garnish\n\nPantry staples:\n2 tbsp olive oil\nSalt and pepper, to taste\n',
  );
  // Share is offered only where the browser can share (not Chromium on Linux).
  const canShare = await page.evaluate(() => typeof navigator.share === 'function');
  await expect(panel.getByRole('button', { name: 'Share' })).toHaveCount(canShare ? 1 : 0);
});

test('where the Web Share API exists, Share sends the shopping list', async ({ page, app, fake }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.assign(navigator, {
      canShare: () => true,
      share: async (data: ShareData) => {
        shared.push(data);
      },
    });
  });
  const panel = await showTraybake(page, app, fake);
  await panel.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([
      {
        title: 'Shopping list: Lemon Chicken Traybake',
        text: '3 cloves garlic, minced\nFresh parsley, for garnish\n\nPantry staples:\n2 tbsp olive oil\nSalt and pepper, to taste',
      },
    ]);
});

test('Scale rescales the quantities with readable fractions and leaves lines without one as written', async ({ page, app, fake }) => {
  const panel = await showTraybake(page, app, fake);
  const scale = panel.getByRole('combobox', { name: 'Scale' });
  await expect(scale.getByRole('option')).toHaveText(['½×', '1×', '2×', '3×']);

  await scale.selectOption({ label: '½×' });
  await expect(panel.getByText('Makes 2 servings')).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveText([
    // Scaled ingredients
    '2 chicken thighs',
    '3/4 cup rice',
    '1 lemon',
    '1 1/2 cloves garlic, minced',
    '1 tbsp olive oil',
    'Salt and pepper, to taste',
    'Fresh parsley, for garnish',
    // You'll also need, and the staples
    '1 1/2 cloves garlic, minced',
    'Fresh parsley, for garnish',
    '1 tbsp olive oil',
    'Salt and pepper, to taste',
  ]);

  await scale.selectOption({ label: '2×' });
  await expect(panel.getByText('Makes 8 servings')).toBeVisible();
  await expect(panel.getByRole('listitem').first()).toHaveText('8 chicken thighs');
  await expect(panel.getByRole('listitem').nth(1)).toHaveText('3 cups rice');
  await expect(panel.getByRole('listitem').nth(5)).toHaveText('Salt and pepper, to taste');
  await expect(panel.getByRole('listitem').nth(6)).toHaveText('Fresh parsley, for garnish');
  // The card keeps the recipe as the model wrote it.
  await expect(recipeCard(page).getByText('4 chicken thighs')).toBeVisible();

  await scale.selectOption({ label: '1×' });
  await expect(panel.getByRole('heading', { name: 'Scaled ingredients' })).toHaveCount(0);
});

test('printing a scaled recipe prints the scaled quantities; at 1× the card prints as before', async ({ page, app, fake }) => {
  const panel = await showTraybake(page, app, fake);
  await panel.getByRole('combobox', { name: 'Scale' }).selectOption({ label: '2×' });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Lemon Chicken Traybake' })).toBeVisible();
  const printed = (text: string) => page.getByText(text, { exact: true }).filter({ visible: true });
  await expect(printed('8 chicken thighs')).toBeVisible();
  await expect(printed('Scaled 2×: 8 servings')).toBeVisible();
  await expect(printed('Roast for 35 to 40 minutes, until golden; meanwhile simmer the rice for 15 minutes.')).toBeVisible();
  await expect(printedControls(page)).toHaveCount(0);
  for (const hidden of [
    recipeCard(page),
    page.getByText('4 chicken thighs'),
    page.getByRole('heading', { name: 'Ingredients on hand:' }),
    page.getByRole('button', { name: 'Cook mode' }),
    page.getByRole('button', { name: 'Copy shopping list' }),
    page.getByRole('combobox', { name: 'Scale' }),
  ]) {
    await expect(hidden).toBeHidden();
  }

  await page.emulateMedia({ media: 'screen' });
  await panel.getByRole('combobox', { name: 'Scale' }).selectOption({ label: '1×' });
  await page.emulateMedia({ media: 'print' });
  await expect(recipeCard(page).getByText('4 chicken thighs')).toBeVisible();
  await expect(printed('8 chicken thighs')).toHaveCount(0);
  await expect(panelOf(page)).toBeHidden();
  await expect(printedControls(page)).toHaveCount(0);
});

test('Download recipe saves schema.org JSON-LD at the chosen scale, under the production CSP', async ({ page, app, fake }) => {
  const errors = watchErrors(page);
  const panel = await showTraybake(page, app, fake);
  await panel.getByRole('combobox', { name: 'Scale' }).selectOption({ label: '2×' });
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download recipe' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('lemon-chicken-traybake.json');
  const json = JSON.parse(readFileSync(await download.path(), 'utf8')) as Record<string, unknown>;
  expect(json).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Lemon Chicken Traybake',
    description: 'Swap the rice for couscous.',
    recipeYield: '8 servings',
    totalTime: 'PT1H',
    recipeIngredient: [
      '8 chicken thighs',
      '3 cups rice',
      '4 lemons',
      '6 cloves garlic, minced',
      '4 tbsp olive oil',
      'Salt and pepper, to taste',
      'Fresh parsley, for garnish',
    ],
    recipeInstructions: TRAYBAKE.match(/^\d\. (.+)$/gm)!.map((line) => ({ '@type': 'HowToStep', text: line.slice(3) })),
    // Per serving, as the panel shows it (src/cooking/nutrition-section.test.tsx works it out by hand).
    nutrition: {
      '@type': 'NutritionInformation',
      calories: '558 kcal',
      proteinContent: '43 g',
      carbohydrateContent: '59 g',
      fatContent: '15 g',
      fiberContent: '1.8 g',
      sodiumContent: '188 mg',
    },
    inLanguage: 'en',
  });
  expect(errors).toEqual([]);
});

test('a recipe without the usual sections is shown as ever, and the cooking panel steps aside', async ({ page, app, fake }) => {
  const errors = watchErrors(page);
  fake.enqueue({ kind: 'recipe', recipe: 'Honestly, with these I would just make a nice omelette and a salad on the side.\n' });
  const chunk = page.waitForResponse((response) => response.url().includes('/assets/cooking-panel'));
  await page.goto(app);
  await askForRecipe(page, TRAYBAKE_PANTRY);
  await expect(recipeCard(page).getByText('Honestly, with these')).toBeVisible();
  await expect(recipeCard(page)).toHaveAttribute('aria-busy', 'false');
  await chunk;
  await expect(page.getByRole('button', { name: 'Copy recipe' })).toBeVisible();
  await expect(panelOf(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

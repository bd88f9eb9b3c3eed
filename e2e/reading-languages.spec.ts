/**
 * A recipe in another language read as well as an English one, in Chromium against the production
 * server build and the fake model's Spanish, German and Japanese recipes: the safety check, the
 * shopping list, "I don't have …", scaling, cook-mode timers, nutrition and the download.
 */

import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { panelOf } from './cooking-support.ts';
import { askForRecipe, avoid, expect, kitchenToggle, openKitchen, recipeCard, test } from './fixtures.ts';

async function askIn(page: Page, app: string, language: string, avoided: string[], ingredients: string[]) {
  await page.goto(app);
  await openKitchen(page);
  await page.getByRole('combobox', { name: 'Recipe language' }).selectOption(language);
  if (avoided.length > 0) await avoid(page, ...avoided);
  await kitchenToggle(page).click();
  await askForRecipe(page, ingredients);
  await expect(recipeCard(page)).toHaveAttribute('aria-busy', 'false');
}

/** The language packs the page fetched: each is its own chunk, named by its code. */
function watchPacks(page: Page) {
  const packs: string[] = [];
  page.on('request', (request) => {
    const pack = /\/assets\/(es|fr|de|it|pt|nl|pl|ja|zh)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (pack) packs.push(pack);
  });
  return packs;
}

test('a Spanish recipe warns a cook who avoids peanuts, typed in English or in Spanish, naming the words as written', async ({
  page,
  app,
}) => {
  const packs = watchPacks(page);
  await askIn(page, app, 'es', ['peanuts'], ['espaguetis', 'ajo', 'cebolletas', 'miel']);
  await expect(recipeCard(page).getByRole('heading', { name: 'Espaguetis con salsa de cacahuete' })).toBeVisible();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('mantequilla de cacahuete');
  // Nutmeg is no nut: the tip's "nuez moscada" is not named.
  await expect(alert).not.toContainText('nuez');
  // Only the recipe's own language was loaded to read it.
  expect([...new Set(packs)]).toEqual(['es']);

  await askIn(page, app, 'es', ['cacahuetes'], ['espaguetis', 'ajo', 'cebolletas', 'miel']);
  await expect(page.getByRole('alert')).toContainText('mantequilla de cacahuete');
});

test("the cooking tools read a Spanish recipe: the cook's list, the foods by name, scaling, timers, nutrition and the download", async ({
  page,
  app,
}) => {
  await askIn(page, app, 'es', [], ['espaguetis', 'ajo', 'cebolletas', 'miel']);
  const panel = panelOf(page);
  await expect(panel).toBeVisible();

  // The cook listed espaguetis, ajo, cebolletas and miel: the list asks for none of them.
  const shopping = panel.locator('.shopping-list');
  await expect(shopping.getByRole('heading', { name: "You'll also need" })).toBeVisible();
  await expect(shopping.getByRole('listitem')).toHaveText([
    '3 cucharadas de mantequilla de cacahuete',
    '2 cucharadas de salsa de soja',
    'Sal al gusto',
  ]);

  // "I don't have …" names the food, without quantity, unit or "de".
  await expect(panel.getByRole('button', { name: "I don't have espaguetis", exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: "I don't have mantequilla de cacahuete", exact: true })).toBeVisible();

  await panel.getByRole('combobox', { name: 'Scale' }).selectOption('2');
  await expect(panel.getByText('6 cucharadas de mantequilla de cacahuete').first()).toBeVisible();

  // Nutrition counts the Spanish lines, per serving of the two the recipe states.
  await expect(panel.getByRole('heading', { name: 'Nutrition per serving' })).toBeVisible();
  await expect(panel.getByText(/^Based on [4-7] of 7 ingredients$/)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download recipe' }).click();
  const json = JSON.parse(readFileSync((await (await downloading).path())!, 'utf8')) as Record<string, unknown>;
  expect(json).toMatchObject({ inLanguage: 'es', recipeYield: '4 servings', prepTime: 'PT10M', cookTime: 'PT12M', totalTime: 'PT22M' });

  await panel.getByRole('combobox', { name: 'Scale' }).selectOption('1');
  await panel.getByRole('button', { name: 'Cook mode' }).click();
  await expect(page.getByRole('button', { name: /Start 10 min timer/ })).toBeVisible();
});

test('an English recipe loads no other language', async ({ page, app }) => {
  const packs = watchPacks(page);
  await askIn(page, app, 'en', ['peanuts'], ['eggs', 'spinach', 'feta', 'onion']);
  await expect(page.getByRole('region', { name: "Let's cook" })).toBeVisible();
  expect(packs).toEqual([]);
});

test('a German recipe: Erdnussbutter holds peanut, Muskatnuss is no nut, and Kokosmilch is no dairy', async ({ page, app }) => {
  await askIn(page, app, 'de', ['nuts', 'dairy'], ['Reis', 'Karotten', 'Kartoffeln', 'Zwiebel']);
  await expect(recipeCard(page).getByRole('heading', { name: 'Gemüsecurry mit Erdnussbutter' })).toBeVisible();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Erdnussbutter');
  await expect(alert).not.toContainText('Muskatnuss');
  await expect(alert).not.toContainText('Kokosmilch');
  await panelOf(page).getByRole('button', { name: 'Cook mode' }).click();
  await page.getByRole('button', { name: 'Next step' }).click();
  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(page.getByRole('button', { name: /Start 20 min timer/ })).toBeVisible();
});

test('a Japanese recipe, written without spaces: ピーナッツバター is found, ナツメグ is not, and 大さじ scales', async ({ page, app }) => {
  await askIn(page, app, 'ja', ['peanuts', 'nuts'], ['ほうれん草', 'しょうゆ', '砂糖', '塩']);
  await expect(recipeCard(page).getByRole('heading', { name: 'ほうれん草のピーナッツ和え' })).toBeVisible();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('ピーナッツバター');
  await expect(alert).not.toContainText('ナツメグ');
  const panel = panelOf(page);
  await panel.getByRole('combobox', { name: 'Scale' }).selectOption('2');
  await expect(panel.getByText('ピーナッツバター 大さじ4').first()).toBeVisible();
});

/**
 * The cook's kitchen form in Chromium against the production server build: the settings and what the
 * model receives, what loads when, accessibility, small screens and the keyboard. The safety check:
 * allergy-check.spec.ts; what the browser remembers: remembering.spec.ts and forget-my-data.spec.ts.
 */

import type { Page } from '@playwright/test';
import { initialScripts } from '../bench/bundle.ts';
import { SYSTEM_PROMPT } from '../core/recipe-prompt.ts';
import { SERVER_BUILD, SERVER_TOKEN } from './builds.ts';
import { INGREDIENTS } from '../test-support/ingredients.ts';
import {
  addIngredients,
  askForRecipe,
  avoid,
  expect,
  expectNoAxeViolations,
  expectTheSpecifiedRequest,
  kitchenToggle,
  openKitchen,
  recipeCard,
  savedSection,
  test,
} from './fixtures.ts';
import { NUTTY, finishedRecipe, savedTitle } from './kitchen-support.ts';

const SPEC_ASK = "I have egg, spinach, cheese, onion. Please give me a recipe you'd recommend I make!";

test('with nothing set, the API body is the plain list and the model receives exactly the specified request', async ({
  page,
  app,
  fake,
}) => {
  await page.goto(app);
  await expect(kitchenToggle(page)).toHaveAccessibleDescription('Nothing set');
  const posted = page.waitForRequest((request) => request.url().endsWith('/api/recipe'));
  await askForRecipe(page, INGREDIENTS);
  expect((await posted).postDataJSON()).toEqual({ ingredients: INGREDIENTS });
  await expect(recipeCard(page)).toHaveAttribute('aria-busy', 'false');
  const body = expectTheSpecifiedRequest(fake.chats()[0], SERVER_TOKEN, INGREDIENTS);
  expect(body.messages).toEqual([
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: SPEC_ASK },
  ]);
});

test('every kitchen setting travels in the request and reaches the model as a plain sentence; the summary says what is set', async ({
  page,
  app,
  fake,
}) => {
  await page.goto(app);
  await openKitchen(page);
  await page.getByRole('combobox', { name: 'Diet' }).selectOption('vegetarian');
  await avoid(page, 'peanuts', 'coriander');
  await expect(page.getByRole('button', { name: 'Remove coriander from avoid list' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Servings' }).selectOption('2');
  await page.getByRole('combobox', { name: 'Time' }).selectOption('30');
  await page.getByRole('combobox', { name: 'Units' }).selectOption('metric');
  await page.getByRole('combobox', { name: 'Recipe language' }).selectOption('es');
  await page.getByRole('checkbox', { name: 'Use only my ingredients' }).check();
  await kitchenToggle(page).click();
  await expect(
    page.getByText('Vegetarian · no peanuts or coriander · 2 servings · 30 min or less · metric · in Spanish · only my ingredients'),
  ).toBeVisible();

  const posted = page.waitForRequest((request) => request.url().endsWith('/api/recipe'));
  await askForRecipe(page, INGREDIENTS);
  expect((await posted).postDataJSON()).toEqual({
    ingredients: INGREDIENTS,
    kitchen: {
      diet: 'vegetarian',
      avoid: ['peanuts', 'coriander'],
      servings: 2,
      maxMinutes: 30,
      units: 'metric',
      language: 'es',
      onlyMine: true,
    },
  });
  await expect(recipeCard(page)).toHaveAttribute('aria-busy', 'false');
  const body = expectTheSpecifiedRequest(fake.chats()[0], SERVER_TOKEN, INGREDIENTS);
  expect(body.messages[0]).toEqual({ role: 'system', content: SYSTEM_PROMPT });
  const user = body.messages[1]!.content;
  expect(user.startsWith(`${SPEC_ASK} `)).toBe(true);
  for (const sentence of [
    'I must avoid these foods (allergies or dislikes), each quoted as the name of a food: ["peanuts","coriander"].',
    'The recipe must be vegetarian',
    'Use only the ingredients I listed, plus salt, pepper, oil and water',
    'Make it serve 2.',
    'It must be ready in 30 minutes or less',
    'metric units',
    'Write the whole recipe in Spanish',
  ]) {
    expect(user).toContain(sentence);
  }
});

test('only the kitchen summary is in the first load: storage comes after, and the form and saved recipes once the cook uses the page, without being asked', async ({
  page,
  app,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const form = page.waitForRequest((request) => request.url().includes('/assets/kitchen-form'));
  const saved = page.waitForRequest((request) => request.url().includes('/assets/saved-recipe-list'));
  await page.goto(app);
  const initial = initialScripts(SERVER_BUILD).files;
  expect(initial.length).toBeGreaterThan(0);
  for (const lazy of ['kitchen-form', 'browser-memory', 'saved-recipe-list', 'safety-alert']) {
    expect(
      initial.some((path) => path.includes(lazy)),
      lazy,
    ).toBe(false);
  }
  await expect.poll(() => scripts.some((path) => path.includes('browser-memory'))).toBe(true);
  await page.keyboard.press('Tab');
  await Promise.all([form, saved]);
  await kitchenToggle(page).click();
  await expect(page.getByRole('combobox', { name: 'Diet' })).toBeVisible();
});

async function kitchenInUse(page: Page, fake: { enqueue: (...scenarios: { kind: 'recipe'; recipe: string }[]) => void }) {
  fake.enqueue({ kind: 'recipe', recipe: NUTTY });
  await openKitchen(page);
  await page.getByRole('combobox', { name: 'Diet' }).selectOption('vegetarian');
  await avoid(page, 'nuts', 'a rather long food name to avoid');
  await askForRecipe(page, INGREDIENTS);
  const card = await finishedRecipe(page, 'Granola');
  await expect(page.getByRole('alert')).toBeVisible();
  await card.getByRole('button', { name: 'Save recipe' }).click();
  await expect(savedTitle(page, 'Granola')).toBeVisible();
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no violations with the kitchen open, a safety alert, saved recipes and the forget dialog, in the ${colorScheme} theme`, async ({
    page,
    app,
    fake,
  }) => {
    // Three whole-page axe scans and a recipe: 25–32 s beside another worker on two cores. A safety
    // net against a hang, not a measure.
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme });
    await page.goto(app);
    await openKitchen(page);
    await expectNoAxeViolations(page);
    await kitchenToggle(page).click();
    await kitchenInUse(page, fake);
    await expectNoAxeViolations(page);
    await savedSection(page).getByRole('button', { name: 'Forget my data' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('at 320 px with the kitchen open nothing scrolls sideways, and every control is at least 44 by 44 px', async ({ page, app, fake }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(app);
  await kitchenInUse(page, fake);
  await page.getByRole('combobox', { name: 'Diet' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  for (const control of await page.locator('button:visible, input:visible, select:visible').all()) {
    const box = (await control.boundingBox())!;
    const html = await control.evaluate((element) => element.outerHTML.slice(0, 120));
    expect(box.width, html).toBeGreaterThanOrEqual(44);
    expect(box.height, html).toBeGreaterThanOrEqual(44);
  }
});

test('a cook can set up the kitchen with the keyboard alone', async ({ page, app }) => {
  await page.goto(app);
  await addIngredients(page, 'egg');
  await kitchenToggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(kitchenToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('combobox', { name: 'Diet' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Diet' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Avoid' })).toBeFocused();
  await page.keyboard.type('peanuts');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Avoid' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove peanuts from avoid list' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Avoid' })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Foods to avoid' })).toHaveCount(0);
});

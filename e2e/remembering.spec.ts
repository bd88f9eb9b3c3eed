/**
 * What this browser remembers, in Chromium against the production server build: the list, the kitchen
 * and saved recipes across reloads and tabs, data it cannot trust, a browser that lets the page store
 * nothing, and the installed app offline.
 */

import type { Page } from '@playwright/test';
import { INGREDIENTS } from '../test-support/ingredients.ts';
import { askForRecipe, avoid, expect, kitchenToggle, openKitchen, recipeCard, savedSection, test } from './fixtures.ts';
import { FRITTATA, NOTHING_REMEMBERED, SOUP, finishedRecipe, openSavedOffline, savedTitle, storedKeys } from './kitchen-support.ts';

/** Writes straight into the page's IndexedDB store, as another version of the app (or a broken disk) might have. */
async function writeStorage(page: Page, values: Record<string, unknown>) {
  await page.evaluate(
    (entries) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('pantry-chef');
        open.onupgradeneeded = () => open.result.createObjectStore('remembered-v1');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('remembered-v1', 'readwrite');
          for (const [key, value] of entries) transaction.objectStore('remembered-v1').put(value, key);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    Object.entries(values),
  );
}

test('the list, the kitchen and saved recipes survive a reload; a saved recipe opens on the card and can be deleted', async ({
  page,
  app,
  fake,
}) => {
  fake.enqueue({ kind: 'recipe', recipe: FRITTATA });
  await page.goto(app);
  await openKitchen(page);
  await page.getByRole('combobox', { name: 'Diet' }).selectOption('vegetarian');
  await avoid(page, 'peanuts');
  await page.getByRole('combobox', { name: 'Servings' }).selectOption('2');
  await kitchenToggle(page).click();
  await askForRecipe(page, INGREDIENTS);
  const card = await finishedRecipe(page, 'Spinach Frittata');
  await card.getByRole('button', { name: 'Save recipe' }).click();
  await expect(card.getByRole('button', { name: 'Saved' })).toBeVisible();
  await expect(savedTitle(page, 'Spinach Frittata')).toBeVisible();
  await expect.poll(() => storedKeys(page)).toHaveLength(3);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove onion' })).toBeVisible();
  await expect(page.getByRole('list').first().getByRole('listitem')).toHaveText(INGREDIENTS.map((name) => `${name}×`));
  await expect(kitchenToggle(page)).toHaveAccessibleDescription('Vegetarian · no peanuts · 2 servings');
  await expect(recipeCard(page)).toHaveCount(0);
  await savedTitle(page, 'Spinach Frittata').click();
  await finishedRecipe(page, 'Spinach Frittata');
  await expect(recipeCard(page).getByRole('button', { name: 'Saved' })).toBeVisible();

  await savedSection(page).getByRole('button', { name: 'Delete Spinach Frittata' }).click();
  await expect(savedTitle(page, 'Spinach Frittata')).toHaveCount(0);
  await expect.poll(() => storedKeys(page)).toEqual(['ingredients', 'kitchen']);
  await page.reload();
  await expect(savedSection(page).getByText('Recipes you save are kept here, in this browser only.')).toBeVisible();
});

test('in a browser that lets the page store nothing (a private window), everything works and the page says so once', async ({
  page,
  app,
  fake,
}) => {
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
    Object.defineProperty(window, 'indexedDB', { get: refuse });
    Object.defineProperty(window, 'localStorage', { get: refuse });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  fake.enqueue({ kind: 'recipe', recipe: FRITTATA });
  await page.goto(app);
  const note = page.getByRole('status').filter({ hasText: NOTHING_REMEMBERED });
  await expect(note).toHaveCount(1);
  await openKitchen(page);
  await avoid(page, 'peanuts');
  await askForRecipe(page, INGREDIENTS);
  const card = await finishedRecipe(page, 'Spinach Frittata');
  await card.getByRole('button', { name: 'Save recipe' }).click();
  await expect(savedTitle(page, 'Spinach Frittata')).toBeVisible();
  await expect(page.getByText(NOTHING_REMEMBERED)).toHaveCount(1);
  expect(errors).toEqual([]);

  await page.reload();
  await expect(note).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toHaveCount(0);
  await expect(kitchenToggle(page)).toHaveAccessibleDescription('Nothing set');
});

test('corrupted or foreign data in storage is ignored: the page starts clean and keeps what is valid', async ({ page, app }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(app);
  await writeStorage(page, {
    ingredients: 'egg, flour',
    kitchen: { diet: 'carnivore', language: 'klingon' },
    'recipe:broken': { title: 42, text: null },
    'recipe:good': {
      id: 'good',
      title: 'Lentil Soup',
      text: '# Lentil Soup\n\nSimmer the lentils.\n',
      ingredients: ['lentils'],
      savedAt: 1,
    },
    'recipe:stolen': { id: 'elsewhere', title: 'Odd', text: '# Odd\n', ingredients: ['x'], savedAt: 1 },
    unrelated: [1, 2, 3],
  });
  await page.reload();
  await expect(savedTitle(page, 'Lentil Soup')).toBeVisible();
  await expect(savedSection(page).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toHaveCount(0);
  await expect(kitchenToggle(page)).toHaveAccessibleDescription('Nothing set');
  await expect(page.getByText(NOTHING_REMEMBERED)).toHaveCount(0);
  await savedTitle(page, 'Lentil Soup').click();
  await finishedRecipe(page, 'Lentil Soup');
  expect(errors).toEqual([]);
});

test("two tabs saving recipes never overwrite each other, and each lists the other tab's", async ({ context, app, fake }) => {
  fake.enqueue({ kind: 'recipe', recipe: FRITTATA }, { kind: 'recipe', recipe: SOUP });
  const [first, second] = [await context.newPage(), await context.newPage()];
  for (const [page, title] of [
    [first, 'Spinach Frittata'],
    [second, 'Tomato Soup'],
  ] as const) {
    await page.goto(app);
    await askForRecipe(page, INGREDIENTS);
    await finishedRecipe(page, title);
  }
  await Promise.all([first, second].map((page) => recipeCard(page).getByRole('button', { name: 'Save recipe' }).click()));
  for (const page of [first, second]) {
    await expect(savedSection(page).getByRole('listitem')).toHaveCount(2);
  }
  const third = await context.newPage();
  await third.goto(app);
  await expect(savedTitle(third, 'Spinach Frittata')).toBeVisible();
  await expect(savedTitle(third, 'Tomato Soup')).toBeVisible();
});

test("installable: the manifest and the service worker are served with their types and the page's policy", async ({
  app,
  request,
  page,
}) => {
  const manifest = await request.get(`${app}/manifest.webmanifest`);
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(await manifest.json()).toMatchObject({
    name: 'Pantry Chef',
    start_url: '/',
    display: 'standalone',
    icons: expect.arrayContaining([expect.objectContaining({ sizes: '192x192' }), expect.objectContaining({ sizes: '512x512' })]),
  });
  const worker = await request.get(`${app}/sw.js`);
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-security-policy']).toContain("worker-src 'self'");
  for (const icon of ['/icon-192.png', '/icon-512.png']) {
    expect((await request.get(`${app}${icon}`)).headers()['content-type']).toBe('image/png');
  }
  await page.goto(app);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('saved recipes open offline: the service worker keeps the page, and the browser keeps the recipes', async ({ page, app, fake }) => {
  fake.enqueue({ kind: 'recipe', recipe: FRITTATA });
  await page.goto(app);
  await askForRecipe(page, INGREDIENTS);
  await (await finishedRecipe(page, 'Spinach Frittata')).getByRole('button', { name: 'Save recipe' }).click();
  await openSavedOffline(page, 'Spinach Frittata', () => expect(recipeCard(page).getByRole('listitem').first()).toHaveText('6 eggs'));
});

/**
 * The cook's kitchen in Chromium against the production server build: the settings and what the
 * model receives, the safety check on the page, and what this browser remembers (IndexedDB, the
 * service worker), including a browser that lets the page store nothing.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
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
  type ChatBody,
} from './fixtures.ts';

const SPEC_ASK = "I have egg, spinach, cheese, onion. Please give me a recipe you'd recommend I make!";
const NOTHING_REMEMBERED = /not letting Pantry Chef store anything/;

const FRITTATA =
  '# Spinach Frittata\n\n## Ingredients\n\n- 6 eggs\n- 2 handfuls spinach\n- 80 g cheddar\n- 1 onion\n\n## Instructions\n\n' +
  '1. Soften the onion.\n2. Add the spinach and the eggs.\n3. Finish under the grill.\n\n## Extra Tip\n\nLovely cold the next day.\n';
const SOUP =
  '# Tomato Soup\n\n## Ingredients\n\n- 4 tomatoes\n- 1 onion\n\n## Instructions\n\n1. Simmer.\n\n## Extra Tip\n\nFreeze the rest.\n';
/** Every line names something that looks like a nut, dairy, egg or meat and is not (core/food-words.ts). */
const LOOK_ALIKES =
  '# Thai Squash Curry\n\n## Ingredients\n\n- 1 can coconut milk\n- 1 butternut squash, cubed\n- a pinch of nutmeg\n' +
  '- 1 eggplant\n- a handful of water chestnuts\n- 200 g oyster mushrooms\n- 1 tbsp cocoa butter\n- 1 tsp cream of tartar\n' +
  '- 2 beef tomatoes\n\n## Instructions\n\n1. Simmer everything for 20 minutes, checking with an egg timer.\n\n' +
  "## Extra Tip\n\nServe with rice noodles; cook it in a nut-free kitchen and keep the peanut-free label. Lamb's lettuce on the side.\n";
const NUTTY =
  '# Granola\n\n## Ingredients\n\n- 200 g oats\n- 50 g chopped almonds\n- 2 tbsp honey\n\n## Instructions\n\n1. Bake.\n\n' +
  '## Extra Tip\n\nA spoon of peanut butter makes it richer.\n';

/** A saved recipe's own button (its "Delete <title>" button has the title in its name too). */
const savedTitle = (page: Page, title: string) => savedSection(page).getByRole('button', { name: title, exact: true });

async function finishedRecipe(page: Page, title: string) {
  const card = recipeCard(page);
  await expect(card.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(card).toHaveAttribute('aria-busy', 'false');
  return card;
}

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

async function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('pantry-chef');
        open.onupgradeneeded = () => open.result.createObjectStore('remembered-v1');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('remembered-v1').objectStore('remembered-v1').getAllKeys();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result.map(String).sort());
          };
        };
      }),
  );
}

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
    page.getByText('Vegetarian · no peanuts, coriander · 2 servings · 30 min or less · metric · in Spanish · only my ingredients'),
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

test('the safety check raises no false alarm on look-alike foods, and names the words it finds', async ({ page, app, fake }) => {
  fake.enqueue({ kind: 'recipe', recipe: LOOK_ALIKES }, { kind: 'recipe', recipe: NUTTY, tokensPerSecond: 40 });
  await page.goto(app);
  await openKitchen(page);
  await page.getByRole('combobox', { name: 'Diet' }).selectOption('vegan');
  await avoid(page, 'nuts', 'dairy');
  await askForRecipe(page, INGREDIENTS);
  const card = await finishedRecipe(page, 'Thai Squash Curry');
  await expect(card.getByText('coconut milk')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await card.getByRole('button', { name: 'Another idea' }).click();
  const alert = page.getByRole('alert');
  // While the recipe is still being written, as soon as a whole line names a ruled-out food
  // (by the time it is read, a later line may have added peanut butter to the same list).
  await expect(alert).toContainText(/almonds[\w ]*\(you avoid nuts\)/);
  await expect(recipeCard(page)).toHaveAttribute('aria-busy', 'false');
  await expect(alert).toHaveText(
    'Check before you cook: this recipe mentions almonds and peanut butter (you avoid nuts) and honey (not vegan).Ask again',
  );
});

test('"Ask again" repeats the request with the words found, and the model is told to leave them out', async ({ page, app, fake }) => {
  fake.enqueue({ kind: 'recipe', recipe: NUTTY }, { kind: 'recipe', recipe: SOUP });
  await page.goto(app);
  await openKitchen(page);
  await avoid(page, 'nuts');
  await askForRecipe(page, INGREDIENTS);
  await finishedRecipe(page, 'Granola');
  const posted = page.waitForRequest((request) => request.url().endsWith('/api/recipe'));
  await page.getByRole('alert').getByRole('button', { name: 'Ask again' }).click();
  expect((await posted).postDataJSON()).toEqual({
    ingredients: INGREDIENTS,
    kitchen: { avoid: ['nuts'] },
    conflicts: ['almonds', 'peanut butter'],
  });
  await finishedRecipe(page, 'Tomato Soup');
  await expect(page.getByRole('alert')).toHaveCount(0);
  const second = fake.chats()[1]!.body as ChatBody;
  expect(second.messages[1]!.content).toContain(
    'The last recipe used "almonds" and "peanut butter", which this cook must avoid. Write a different recipe without them',
  );
});

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

test('"Forget my data" asks in a dialog, then erases everything this browser holds', async ({ page, app, fake }) => {
  fake.enqueue({ kind: 'recipe', recipe: FRITTATA });
  await page.goto(app);
  await openKitchen(page);
  await avoid(page, 'peanuts');
  await askForRecipe(page, INGREDIENTS);
  await (await finishedRecipe(page, 'Spinach Frittata')).getByRole('button', { name: 'Save recipe' }).click();
  await expect.poll(() => storedKeys(page)).toHaveLength(3);

  await savedSection(page).getByRole('button', { name: 'Forget my data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forget my data?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep my data' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(savedSection(page).getByRole('button', { name: 'Forget my data' })).toBeFocused();
  expect(await storedKeys(page)).toHaveLength(3);

  await savedSection(page).getByRole('button', { name: 'Forget my data' }).click();
  await dialog.getByRole('button', { name: 'Forget my data' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Forgotten: Pantry Chef keeps nothing in this browser now.')).toBeVisible();
  await expect(savedSection(page).getByRole('listitem')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toHaveCount(0);
  await expect.poll(() => storedKeys(page)).toEqual([]);
  await page.reload();
  await expect(kitchenToggle(page)).toHaveAccessibleDescription('Nothing set');
  await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toHaveCount(0);
});

/**
 * Holds the page's store with a long read-write transaction from a second connection, so that
 * anything the page asks of it waits until `releaseStorage()`: forgetting cannot finish early.
 */
async function holdStorage(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('pantry-chef');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('remembered-v1', 'readwrite').objectStore('remembered-v1');
          let held = true;
          Object.assign(window, { releaseStorage: () => (held = false) });
          // A transaction stays active while it has requests to run: one more each time the last one ends.
          const keepBusy = () => {
            if (held) store.get('hold').onsuccess = keepBusy;
            else open.result.close();
          };
          keepBusy();
          resolve();
        };
      }),
  );
}

const forgetConfirmed = async (page: Page) => {
  await savedSection(page).getByRole('button', { name: 'Forget my data' }).click();
  await page.getByRole('dialog', { name: 'Forget my data?' }).getByRole('button', { name: 'Forget my data' }).click();
};

async function rememberEverything(page: Page, fake: { enqueue: (scenario: { kind: 'recipe'; recipe: string }) => void }) {
  fake.enqueue({ kind: 'recipe', recipe: FRITTATA });
  await openKitchen(page);
  await avoid(page, 'peanuts');
  await askForRecipe(page, INGREDIENTS);
  await (await finishedRecipe(page, 'Spinach Frittata')).getByRole('button', { name: 'Save recipe' }).click();
  await expect.poll(() => storedKeys(page)).toEqual(['ingredients', 'kitchen', expect.stringMatching(/^recipe:/)]);
}

test('"Forget my data" says it is done only once this browser holds nothing', async ({ page, app, fake }) => {
  await page.goto(app);
  await rememberEverything(page, fake);
  await holdStorage(page);
  await forgetConfirmed(page);
  await expect(savedSection(page).getByRole('status')).toHaveText('Forgetting your data…');
  await page.evaluate(() => (window as unknown as { releaseStorage: () => void }).releaseStorage());
  await expect(savedSection(page).getByRole('status')).toHaveText('Forgotten: Pantry Chef keeps nothing in this browser now.');
  expect(await storedKeys(page)).toEqual([]);
});

test('a reload at once after "Forget my data" is confirmed brings nothing back, even while storage is busy', async ({
  page,
  app,
  fake,
}) => {
  await page.goto(app);
  await rememberEverything(page, fake);
  await holdStorage(page);
  await forgetConfirmed(page);
  await page.reload();
  await expect.poll(() => storedKeys(page)).toEqual([]);
  // Once the page has read storage again, it shows what it found: nothing.
  await expect(savedSection(page)).toHaveCount(0);
  await expect(kitchenToggle(page)).toHaveAccessibleDescription('Nothing set');
  await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toHaveCount(0);
  await addIngredients(page, 'leek');
  await expect.poll(() => storedKeys(page)).toEqual(['ingredients']);
  await page.reload();
  await expect(page.getByRole('list').first().getByRole('listitem')).toHaveText(['leek×']);
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

test('saved recipes open offline: the service worker keeps the page, and the browser keeps the recipes', async ({
  page,
  app,
  fake,
  context,
}) => {
  fake.enqueue({ kind: 'recipe', recipe: FRITTATA });
  await page.goto(app);
  await askForRecipe(page, INGREDIENTS);
  await (await finishedRecipe(page, 'Spinach Frittata')).getByRole('button', { name: 'Save recipe' }).click();
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Pantry Chef' })).toBeVisible();
    await savedTitle(page, 'Spinach Frittata').click();
    await finishedRecipe(page, 'Spinach Frittata');
    await expect(recipeCard(page).getByRole('listitem').first()).toHaveText('6 eggs');
  } finally {
    await context.setOffline(false);
  }
});

test('only the kitchen summary is in the first load: the form, storage and saved recipes come after, without being asked', async ({
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
  const html = readFileSync(join(SERVER_BUILD, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]!);
  expect(initial.length).toBeGreaterThan(0);
  for (const lazy of ['kitchen-form', 'browser-memory', 'saved-recipe-list', 'safety-alert']) {
    expect(
      initial.some((path) => path.includes(lazy)),
      lazy,
    ).toBe(false);
  }
  await Promise.all([form, saved]);
  expect(scripts.some((path) => path.includes('browser-memory'))).toBe(true);
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

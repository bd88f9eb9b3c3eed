import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { TRAYBAKE, TRAYBAKE_PANTRY } from '../test-support/cooking-recipe.ts';
import type { FakeModel } from '../fake-model/server.ts';
import { SERVER_BUILD } from './builds.ts';
import { addIngredients, askForRecipe, expect, expectNoAxeViolations, recipeCard, test } from './fixtures.ts';

const panelOf = (page: Page) => page.getByRole('region', { name: "Let's cook" });
const cookMode = (page: Page) => page.getByRole('dialog', { name: 'Lemon Chicken Traybake' });

/** Asks for the traybake with the cook's four ingredients and waits for the finished card and the panel under it. */
async function showTraybake(page: Page, app: string, fake: FakeModel) {
  fake.enqueue({ kind: 'recipe', recipe: TRAYBAKE });
  await page.goto(app);
  await askForRecipe(page, TRAYBAKE_PANTRY);
  await expect(recipeCard(page)).toHaveAttribute('aria-busy', 'false');
  await expect(panelOf(page)).toBeVisible();
  return panelOf(page);
}

/** Collects uncaught errors and console errors (a CSP violation is one) for the whole test. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

// Issue 13: what the cooking issue added loads lazily and is prefetched when idle, not when a recipe is asked for.
test('the cooking code is its own chunk: not in the initial scripts, prefetched once the page is idle, before any recipe', async ({
  page,
  app,
  fake,
}) => {
  const html = readFileSync(join(SERVER_BUILD, 'index.html'), 'utf8');
  expect(html).not.toMatch(/(?:src|href)="[^"]*cooking/);
  fake.enqueue({ kind: 'recipe', recipe: TRAYBAKE });
  const chunk = page.waitForRequest((request) => request.url().includes('/assets/cooking-panel'));
  await page.goto(app);
  await chunk;
  expect(fake.chats()).toHaveLength(0);
  await addIngredients(page, ...TRAYBAKE_PANTRY);
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
});

test('cook mode: one step at a time in large type, buttons and arrow keys, focus kept inside, Escape returns it', async ({
  page,
  app,
  fake,
}) => {
  const errors = watchErrors(page);
  const panel = await showTraybake(page, app, fake);
  const button = panel.getByRole('button', { name: 'Cook mode' });
  await button.click();
  const dialog = cookMode(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Step 1 of 4')).toBeVisible();
  const stepText = dialog.getByText('Heat the oven to 200°C.');
  await expect(stepText).toBeVisible();
  expect(await stepText.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(24);

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Step 2 of 4')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Step 3 of 4')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('Step 2 of 4')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next step' }).click();
  await expect(dialog.getByText('Step 3 of 4')).toBeVisible();
  await dialog.getByRole('button', { name: 'Previous step' }).click();
  await expect(dialog.getByText('Step 2 of 4')).toBeVisible();
  // A tap on the words leaves focus nowhere in particular; the keys still work.
  await dialog.getByText('Step 2 of 4').click();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Step 3 of 4')).toBeVisible();

  const ingredients = dialog.getByRole('button', { name: 'Ingredients' });
  await expect(ingredients).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog.getByText('1 1/2 cups rice')).toBeHidden();
  await ingredients.click();
  await expect(dialog.getByText('1 1/2 cups rice')).toBeVisible();

  // The page behind is out of reach: Tab lands only inside the dialog (or, past its end, in the browser's own controls).
  const landed = new Set<string>();
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab');
    landed.add(
      await page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return 'browser';
        return focused.closest('dialog') ? 'dialog' : `page: ${focused.outerHTML}`;
      }),
    );
  }
  expect([...landed].sort()).toEqual(['browser', 'dialog']);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await expect(cookMode(page).getByText('Step 3 of 4')).toBeVisible();
  await cookMode(page).getByRole('button', { name: 'Close cook mode' }).click();
  await expect(cookMode(page)).toBeHidden();
  await expect(button).toBeFocused();
  expect(errors).toEqual([]);
});

test('timers count down in mm:ss with a mocked clock, run side by side across steps, and ring when done', async ({ page, app, fake }) => {
  await page.addInitScript(() => {
    const alarms = { buzzes: 0, beeps: 0 };
    Object.assign(window, { alarms });
    navigator.vibrate = () => {
      alarms.buzzes++;
      return true;
    };
    const createOscillator = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      alarms.beeps++;
      return createOscillator.call(this);
    };
  });
  await page.clock.install({ time: new Date('2026-03-01T18:00:00') });
  const panel = await showTraybake(page, app, fake);
  await page.clock.pauseAt(new Date('2026-03-01T18:05:00'));
  const alarms = () => page.evaluate(() => (window as unknown as { alarms: { buzzes: number; beeps: number } }).alarms);

  await panel.getByRole('button', { name: 'Cook mode' }).click();
  const dialog = cookMode(page);
  const timers = dialog.getByRole('timer');
  await page.keyboard.press('ArrowRight');
  await dialog.getByRole('button', { name: 'Start 10 min timer' }).click();
  await expect(timers).toHaveText(['10:00']);
  await page.clock.fastForward('02:00');
  await expect(timers).toHaveText(['08:00']);

  await page.keyboard.press('ArrowRight');
  await dialog.getByRole('button', { name: 'Start 35 min timer' }).click();
  await dialog.getByRole('button', { name: 'Start 15 min timer' }).click();
  await page.clock.fastForward('01:00');
  await expect(timers).toHaveText(['07:00', '34:00', '14:00']);

  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('Step 1 of 4')).toBeVisible();
  await expect(timers).toHaveText(['07:00', '34:00', '14:00']);
  expect(await alarms()).toEqual({ buzzes: 0, beeps: 0 });

  await page.clock.fastForward('07:00');
  await expect(timers).toHaveText(["Time's up", '27:00', '07:00']);
  await expect(dialog.getByText("Time's up: 10 min timer, step 2.")).toHaveAttribute('aria-live', 'assertive');
  expect(await alarms()).toEqual({ buzzes: 1, beeps: 3 });

  await dialog.getByRole('button', { name: 'Stop 15 min timer, step 3' }).click();
  await dialog.getByRole('button', { name: 'Dismiss 10 min timer, step 2' }).click();
  await expect(timers).toHaveText(['27:00']);

  // Leaving cook mode does not stop the clock on the roast.
  await page.keyboard.press('Escape');
  await page.clock.fastForward('10:00');
  await expect(panel.getByRole('timer')).toHaveText(['17:00']);
  await expect(panel.getByRole('button', { name: 'Stop 35 min timer, step 3' })).toBeVisible();
});

test('the screen is kept awake in cook mode, asked for again on return to the page, and released on leaving', async ({
  page,
  app,
  fake,
}) => {
  await page.addInitScript(() => {
    const wakeLock = { events: [] as string[], current: null as null | { released: boolean } };
    Object.assign(window, { wakeLock });
    Object.defineProperty(navigator, 'wakeLock', {
      value: {
        request: async (type: string) => {
          wakeLock.events.push(`request ${type}`);
          const sentinel = {
            released: false,
            release: async () => {
              sentinel.released = true;
              wakeLock.events.push('release');
            },
          };
          wakeLock.current = sentinel;
          return sentinel;
        },
      },
    });
  });
  const events = () => page.evaluate(() => (window as unknown as { wakeLock: { events: string[] } }).wakeLock.events);
  const panel = await showTraybake(page, app, fake);
  expect(await events()).toEqual([]);
  await panel.getByRole('button', { name: 'Cook mode' }).click();
  await expect.poll(events).toEqual(['request screen']);
  // Hidden, the browser lets go of the lock; back in view, it is asked for again.
  await page.evaluate(() => {
    (window as unknown as { wakeLock: { current: { released: boolean } } }).wakeLock.current.released = true;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(events).toEqual(['request screen', 'request screen']);
  await page.keyboard.press('Escape');
  await expect.poll(events).toEqual(['request screen', 'request screen', 'release']);
});

test("Chromium's own wake lock, granted or refused, raises no error", async ({ page, app, fake }) => {
  const errors = watchErrors(page);
  const panel = await showTraybake(page, app, fake);
  const supported = await page.evaluate(() => 'wakeLock' in navigator);
  test.info().annotations.push({ type: 'wake lock', description: supported ? 'present' : 'absent' });
  await panel.getByRole('button', { name: 'Cook mode' }).click();
  await expect(cookMode(page).getByText('Step 1 of 4')).toBeVisible();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.keyboard.press('Escape');
  await expect(cookMode(page)).toBeHidden();
  expect(errors).toEqual([]);
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

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no violations in the ${colorScheme} theme with the cooking panel and with cook mode open`, async ({
    page,
    app,
    fake,
  }) => {
    // Three axe passes over the panel, nutrition included: a safety net for a busy machine, not a measure.
    test.slow();
    await page.emulateMedia({ colorScheme });
    const panel = await showTraybake(page, app, fake);
    await panel.getByRole('combobox', { name: 'Scale' }).selectOption({ label: '2×' });
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'Cook mode' }).click();
    const dialog = cookMode(page);
    await page.keyboard.press('ArrowRight');
    await dialog.getByRole('button', { name: 'Start 10 min timer' }).click();
    await dialog.getByRole('button', { name: 'Ingredients' }).click();
    await expect(dialog.getByRole('timer')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel.getByRole('timer')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
}

test('at 320 px the panel and cook mode never scroll sideways, and every control is at least 44 by 44 px', async ({ page, app, fake }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const panel = await showTraybake(page, app, fake);
  await panel.getByRole('combobox', { name: 'Scale' }).selectOption({ label: '½×' });
  const expectFits = async (scope: ReturnType<Page['locator']>) => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    for (const control of await scope.locator('button, select').all()) {
      const box = (await control.boundingBox())!;
      const name = await control.evaluate((element) => element.outerHTML);
      expect(box.width, name).toBeGreaterThanOrEqual(44);
      expect(box.height, name).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width, name).toBeLessThanOrEqual(320);
    }
  };
  await expectFits(panel);
  await panel.getByRole('button', { name: 'Cook mode' }).click();
  const dialog = cookMode(page);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await dialog.getByRole('button', { name: 'Start 35 min timer' }).click();
  await dialog.getByRole('button', { name: 'Ingredients' }).click();
  await expect(dialog.getByRole('timer')).toHaveCount(1);
  await expectFits(dialog);
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});

/**
 * The cooking panel's nutrition per serving on every way a recipe reaches the page: asked for in
 * direct mode, opened from a shared link in a fresh browser, and opened from the saved recipes
 * offline. Each path must show what the server-mode page computes for the same recipe.
 */

import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import { TRAYBAKE, TRAYBAKE_PANTRY } from '../test-support/cooking-recipe.ts';
import { panelOf } from './cooking-support.ts';
import { closeSite, serveDirectBuild, siteUrl } from './direct-site.ts';
import { askForRecipe, copySharedLink, expect, recipeCard, test as base } from './fixtures.ts';
import { openSavedOffline, savedTitle } from './kitchen-support.ts';

/** The direct-mode build served so that it calls this worker's own fake model, not the run's shared one. */
const test = base.extend<{ direct: string }, { directServer: Server }>({
  directServer: [
    async ({ fake }, use) => {
      const server = await serveDirectBuild(new URL(fake.url).origin);
      await use(server);
      await closeSite(server);
    },
    { scope: 'worker' },
  ],
  direct: async ({ directServer, fake }, use) => {
    fake.reset();
    await use(siteUrl(directServer));
  },
});

// A safety net on a busy machine, not a measure: each test asks for a recipe and waits for the panel.
test.slow();

type Figures = { values: string[]; basis: string };

/** What the nutrition section shows for the recipe on the card: each figure with its name, and what it was based on. */
async function nutritionFigures(page: Page): Promise<Figures> {
  const nutrition = panelOf(page).getByRole('region', { name: 'Nutrition per serving' });
  await expect(nutrition).toBeVisible();
  await expect(nutrition.getByRole('term')).toHaveText(['Calories', 'Protein', 'Carbohydrates', 'Fat', 'Fibre', 'Salt']);
  const terms = await nutrition.getByRole('term').allTextContents();
  const definitions = await nutrition.getByRole('definition').allTextContents();
  expect(definitions[0]).toMatch(/^\d+ kcal$/);
  const basis = (await nutrition.getByText(/^Based on \d+ of \d+ ingredients/).textContent()) ?? '';
  const [, used, all] = /Based on (\d+) of (\d+) ingredients/.exec(basis) ?? [];
  expect(Number(used)).toBeGreaterThan(0);
  expect(Number(used)).toBeLessThanOrEqual(Number(all));
  return { values: terms.map((term, at) => `${term}: ${definitions[at]}`), basis };
}

/** Asks for the traybake on the page at `site` and reads its nutrition once the recipe is whole. */
async function traybakeFigures(page: Page, site: string, fake: { enqueue: (scenario: { kind: 'recipe'; recipe: string }) => void }) {
  fake.enqueue({ kind: 'recipe', recipe: TRAYBAKE });
  await page.goto(site);
  await askForRecipe(page, TRAYBAKE_PANTRY);
  await expect(recipeCard(page)).toHaveAttribute('aria-busy', 'false');
  return nutritionFigures(page);
}

test('in direct mode, the recipe the browser asked for itself shows the same nutrition per serving as in server mode', async ({
  page,
  app,
  direct,
  fake,
}) => {
  const server = await traybakeFigures(page, app, fake);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const inDirectMode = await traybakeFigures(page, direct, fake);
  expect(inDirectMode).toEqual(server);
  // It was direct mode: the browser called the model itself, and no API.
  expect(requests.some((url) => url.startsWith(new URL(fake.url).origin))).toBe(true);
  expect(requests.some((url) => url.includes('/api/'))).toBe(false);
  expect(fake.chats()).toHaveLength(2);
});

for (const mode of ['server', 'direct'] as const) {
  test(`in ${mode} mode, a shared link opened in a fresh browser shows the same nutrition per serving, asking no model`, async ({
    page,
    app,
    direct,
    fake,
    browser,
  }) => {
    const shown = await traybakeFigures(page, mode === 'server' ? app : direct, fake);
    const link = await copySharedLink(page);
    const fresh = await browser.newContext();
    try {
      const other = await fresh.newPage();
      await other.goto(link);
      // A fresh browser loads the whole app first: on a busy machine that outlasts the usual wait.
      await expect(recipeCard(other).getByText(/Shared recipe: Lemon Chicken Traybake/)).toBeVisible({ timeout: 30_000 });
      expect(await nutritionFigures(other)).toEqual(shown);
    } finally {
      await fresh.close();
    }
    expect(fake.chats()).toHaveLength(1);
  });
}

test('in direct mode, a saved recipe opened offline shows the same nutrition per serving as when it was written', async ({
  page,
  direct,
  fake,
}) => {
  const written = await traybakeFigures(page, direct, fake);
  await recipeCard(page).getByRole('button', { name: 'Save recipe' }).click();
  await expect(savedTitle(page, 'Lemon Chicken Traybake')).toBeVisible();
  await openSavedOffline(page, 'Lemon Chicken Traybake', async () => {
    expect(await nutritionFigures(page)).toEqual(written);
  });
  expect(fake.chats()).toHaveLength(1);
});

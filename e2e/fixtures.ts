/**
 * Each worker runs its own fake model and its own production server on loopback, so tests in
 * parallel never share a scenario queue. Everything stops when the worker does.
 */

import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { changeMessage } from '../core/recipe-change.ts';
import { SYSTEM_PROMPT } from '../core/recipe-prompt.ts';
import { TRAYBAKE_PANTRY } from '../test-support/cooking-recipe.ts';
import { loadConfig } from '../server/config.ts';
import { startServer, type RunningServer } from '../server/node-server.ts';
import { DEFAULT_MODEL as SPEC_MODEL } from '../core/recipe-prompt.ts';
import { SERVER_BUILD, SERVER_TOKEN } from './builds.ts';
import { startFakeModel, type FakeModel, type ReceivedRequest } from '../fake-model/server.ts';

type WorkerFixtures = { fake: FakeModel; server: RunningServer };
type TestFixtures = { app: string };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  fake: [
    async ({}, use) => {
      const fake = await startFakeModel({ tokensPerSecond: 400 });
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ fake }, use) => {
      const config = loadConfig({
        HF_TOKEN: SERVER_TOKEN,
        MODEL_BASE_URL: fake.url,
        // The default model alone, so that a scripted failure reaches the page; the chain has tests of its own.
        RECIPE_MODEL: SPEC_MODEL,
        HOST: '127.0.0.1',
        PORT: '0',
        MODEL_TIMEOUT_MS: '3000',
        RATE_LIMIT_PER_MINUTE: '1000',
        PHOTO_LIMIT_PER_MINUTE: '1000',
      });
      const server = await startServer(config, { staticRoot: SERVER_BUILD, shutdownGraceMs: 500 });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  app: async ({ fake, server }, use) => {
    fake.reset();
    await use(server.url);
  },
});

export { expect };

import { askForRecipe, recipeCard } from '../test-support/chromium-page.ts';

export {
  addIngredients,
  askForRecipe,
  avoid,
  kitchenToggle,
  openKitchen,
  recipeCard,
  savedSection,
} from '../test-support/chromium-page.ts';

/** The one set of accessibility rules every scan uses: WCAG 2.2 A and AA, and axe's best practices. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The controls on the page as printed: none, where the printout is the recipe alone. */
export const printedControls = (page: Page) => page.locator('button, input, select, textarea, form, dialog').filter({ visible: true });

export type ChatBody = { model: string; max_tokens: number; messages: { role: string; content: string }[] };

/** The one model call docs/model-call.md fixes, the same in both modes: returns the body for further checks. */
export function expectTheSpecifiedRequest(sent: ReceivedRequest | undefined, token: string, ingredients: string[]): ChatBody {
  expect(sent?.headers.authorization).toBe(`Bearer ${token}`);
  const body = sent?.body as ChatBody;
  expect(body.model).toBe('mistralai/Mistral-7B-Instruct-v0.3');
  expect(body.max_tokens).toBe(1024);
  expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
  expect(body.messages[1]!.content).toContain(ingredients.join(', '));
  return body;
}

/** Asks for the traybake and waits until it is whole on the card, with the change form under it. */
export async function showTraybake(page: Page) {
  await askForRecipe(page, TRAYBAKE_PANTRY);
  await expect(recipeCard(page)).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('textbox', { name: 'Change this recipe' })).toBeVisible();
}

/** Types a change into the form under the recipe and sends it. */
export async function changeTo(page: Page, words: string) {
  const box = page.getByRole('textbox', { name: 'Change this recipe' });
  await box.fill(words);
  await box.press('Enter');
}

/** The change call, the same in both modes: the first request's two messages, the recipe, the cook's quoted words. */
export function expectTheChangeRequest(first: ChatBody | undefined, change: ChatBody | undefined, recipe: string, words: string) {
  expect(change!.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
  expect(JSON.stringify(change!.messages.slice(0, 2))).toBe(JSON.stringify(first!.messages));
  expect(change!.messages[0]!.content).toBe(SYSTEM_PROMPT);
  expect(change!.messages[2]!.content).toBe(recipe.trim());
  expect(change!.messages[3]!.content).toBe(changeMessage(words));
  expect(change!.max_tokens).toBe(1024);
  expect(change!.model).toBe(first!.model);
}

/** Shares the recipe on the card through the copy path (headless Chromium has no navigator.share) and returns the link. */
export async function copySharedLink(page: Page): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await recipeCard(page).getByRole('button', { name: 'Share recipe' }).click();
  await expect(recipeCard(page).getByText('Link copied', { exact: true })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/#recipe=[A-Za-z0-9_-]+$/);
  expect(link.length).toBeLessThan(3_000);
  return link;
}

/**
 * Opens a shared traybake link in a new browser context (nothing saved, nothing in common with the sharer's),
 * checks the card shows it, and returns every URL that page requested. Closes the context.
 */
export async function openSharedTraybake(browser: Browser, link: string): Promise<string[]> {
  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    const requests: string[] = [];
    other.on('request', (request) => requests.push(request.url()));
    await other.goto(link);
    const card = recipeCard(other);
    await expect(card.getByRole('heading', { name: 'Lemon Chicken Traybake' })).toBeVisible();
    await expect(card.getByText(/Shared recipe: Lemon Chicken Traybake/)).toBeVisible();
    await expect(other.getByRole('region', { name: "Let's cook" })).toBeVisible();
    expect(other.url()).not.toContain('#recipe=');
    await expect(other.getByRole('heading', { name: 'Saved recipes' })).toHaveCount(0);
    return requests;
  } finally {
    await fresh.close();
  }
}

/**
 * Sums the page's layout shifts from its first load on; read with the function returned. `all`
 * counts every shift; otherwise, as CLS counts them, not those right after the cook's own input.
 */
export async function watchLayoutShifts(page: Page, { all = false } = {}): Promise<() => Promise<number>> {
  await page.addInitScript((countAll) => {
    const seen = window as unknown as { shifts: number };
    seen.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (countAll || !entry.hadRecentInput) seen.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, all);
  return () => page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}

/**
 * Each worker runs its own fake model and its own production server on loopback, so tests in
 * parallel never share a scenario queue. Everything stops when the worker does.
 */

import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
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
        // The spec's model alone, so that a scripted failure reaches the page; the chain has tests of its own.
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

export { addIngredients, askForRecipe, avoid, kitchenToggle, openKitchen, savedSection } from '../test-support/chromium-page.ts';

/** The one set of accessibility rules every scan uses: WCAG 2.2 A and AA, and axe's best practices. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export const recipeCard = (page: Page) => page.getByRole('region', { name: 'Pantry Chef Recommends:' });

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

/**
 * The production page served by workerd (`npm run worker`'s set-up: wrangler.toml, worker/index.ts,
 * the server-mode build as static assets), in Chromium, against a fake model of its own.
 */

import { test as base } from '@playwright/test';
import { unstable_startWorker } from 'wrangler';
import { DEFAULT_MODEL } from '../core/recipe-prompt.ts';
import { startFakeModel, type FakeModel } from '../fake-model/server.ts';
import { SERVER_BUILD, SERVER_TOKEN } from './builds.ts';
import { addIngredients, expect, expectTheSpecifiedRequest, recipeCard } from './fixtures.ts';

type Worker = Awaited<ReturnType<typeof unstable_startWorker>>;

const test = base.extend<object, { fake: FakeModel; worker: Worker }>({
  fake: [
    async ({}, use) => {
      const fake = await startFakeModel({ tokensPerSecond: 40 });
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  worker: [
    async ({ fake }, use) => {
      process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
      process.env.WRANGLER_SEND_METRICS = 'false';
      const worker = await unstable_startWorker({
        config: 'wrangler.toml',
        assets: SERVER_BUILD,
        envFiles: ['.e2e/no.env'],
        bindings: {
          HF_TOKEN: { type: 'secret_text', value: SERVER_TOKEN },
          MODEL_BASE_URL: { type: 'plain_text', value: fake.url },
          RECIPE_MODEL: { type: 'plain_text', value: DEFAULT_MODEL },
          RATE_LIMIT_PER_MINUTE: { type: 'plain_text', value: '1000' },
        },
        dev: { server: { hostname: '127.0.0.1', port: 0 }, inspector: false, persist: false, logLevel: 'warn', watch: false },
      });
      await use(worker);
      await worker.dispose();
    },
    { scope: 'worker' },
  ],
});

test('in workerd, the page streams a recipe from the model while it is written, under the same policy, with no violation', async ({
  page,
  fake,
  worker,
}) => {
  const origin = (await worker.url).origin;
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  fake.enqueue({ kind: 'recipe', tokensPerSecond: 60 });
  const response = await page.goto(origin);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

  await addIngredients(page, 'egg', 'spinach', 'cheese', 'onion');
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  const card = recipeCard(page);
  await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(card.getByText('Still writing…')).toBeVisible();
  expect(fake.chats()[0]!.finished).toBe(false);
  await expect(card).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  expectTheSpecifiedRequest(fake.chats()[0], SERVER_TOKEN, ['egg', 'spinach', 'cheese', 'onion']);
  expect(violations).toEqual([]);
});

test('in workerd too, the first screen arrives in the language the browser asks for, or in the cook’s kept choice', async ({
  browser,
  worker,
}) => {
  const origin = (await worker.url).origin;
  const spanish = await browser.newContext({ locale: 'es-MX' });
  try {
    const page = await spanish.newPage();
    const response = await page.goto(origin);
    expect(response?.headers()['vary']).toMatch(/Accept-Language/);
    expect(await response?.text()).toMatch(/<html lang="es">[\s\S]*aria-label="Añadir ingrediente"/);
    await spanish.addCookies([{ name: 'language', value: 'pl', url: origin }]);
    const kept = await page.goto(origin);
    expect(await kept?.text()).toContain('<html lang="pl">');
    await expect(page.getByRole('combobox', { name: 'Język' })).toHaveValue('pl');
  } finally {
    await spanish.close();
  }
});

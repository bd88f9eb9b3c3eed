/** `npm run demo` as a newcomer tries it: canned recipes, clearly labelled, and the card names the demo model. */

import { test } from '@playwright/test';
import { DEMO_MODEL, startDemo, type Demo } from '../scripts/demo-app.ts';
import { SERVER_BUILD } from './builds.ts';
import { askForRecipe, expect, recipeCard } from './fixtures.ts';

let demo: Demo;
test.beforeAll(async () => {
  demo = await startDemo({ staticRoot: SERVER_BUILD, env: { HOST: '127.0.0.1', PORT: '0' }, tokensPerSecond: 400 });
});
test.afterAll(() => demo.close());

test('the demo card says its recipe was written by the demo model, never by a real one', async ({ page, request }) => {
  // It starts servers of its own beside the worker's: on a busy machine, more than the usual time.
  test.slow();
  await page.goto(demo.app.url);
  await expect(page.getByRole('complementary', { name: 'Demo model' })).toContainText('are canned samples');
  await askForRecipe(page);
  const card = recipeCard(page);
  await expect(card.getByRole('button', { name: 'Another idea' })).toBeVisible();
  await expect(card.getByText(/^Written by /)).toHaveText('Written by demo-canned-recipes');
  await expect(card).not.toContainText('Mistral');
  expect(demo.model.chats().at(-1)?.body).toMatchObject({ model: DEMO_MODEL });
  expect(await (await request.get(`${demo.app.url}/api/health`)).json()).toMatchObject({ model: DEMO_MODEL, configured: true });
});

test('the demo banner speaks the page’s language', async ({ request }) => {
  const spanish = await (await request.get(demo.app.url, { headers: { 'Accept-Language': 'es-ES,es;q=0.9' } })).text();
  expect(spanish).toMatch(/<html lang="es">[\s\S]*<aside class="demo-banner" aria-label="Modelo de demostración">/);
  expect(spanish).not.toContain('canned samples');
  const english = await (await request.get(demo.app.url, { headers: { 'Accept-Language': 'en' } })).text();
  expect(english).toContain('aria-label="Demo model"');
});

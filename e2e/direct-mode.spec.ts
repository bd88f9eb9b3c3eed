import type { Server } from 'node:http';
import { test as base, expect } from '@playwright/test';
import { DIRECT_TOKEN, directFakeUrl } from './builds.ts';
import { closeSite, serveDirectBuild, siteUrl } from './direct-site.ts';
import {
  addIngredients,
  changeTo,
  copySharedLink,
  expectTheChangeRequest,
  expectTheSpecifiedRequest,
  openSharedTraybake,
  recipeCard,
  showTraybake,
  type ChatBody,
} from './fixtures.ts';
import { QUICK_TRAYBAKE, TRAYBAKE } from '../test-support/cooking-recipe.ts';
import type { ReceivedRequest, Scenario } from '../fake-model/server.ts';
import { DEFAULT_VISION_CHAIN } from '../core/model-chain.ts';
import { SYSTEM_PROMPT } from '../core/recipe-prompt.ts';
import { imagesIn, PHOTO_INGREDIENTS } from '../fake-model/photo.ts';
import { phonePhoto, samplePhoto } from './photo-files.ts';

// One fake model, baked into the direct-mode build, serves every test here: they run in order.
base.describe.configure({ mode: 'serial' });

/** The build as global-setup made it, pointed at the one fake model of the whole run. */
const test = base.extend<{ site: string }, { staticServer: Server }>({
  staticServer: [
    async ({}, use) => {
      const server = await serveDirectBuild();
      await use(server);
      await closeSite(server);
    },
    { scope: 'worker' },
  ],
  site: async ({ staticServer }, use) => {
    await fetch(`${new URL(directFakeUrl()).origin}/__fake/reset`, { method: 'POST' });
    await use(siteUrl(staticServer));
  },
});

const fakeOrigin = () => new URL(directFakeUrl()).origin;
const received = async () =>
  ((await (await fetch(`${fakeOrigin()}/__fake/requests`)).json()) as ReceivedRequest[]).filter(
    (request) => request.method === 'POST' && request.path.endsWith('/chat/completions'),
  );
const enqueue = (...scenarios: Scenario[]) => fetch(`${fakeOrigin()}/__fake/enqueue`, { method: 'POST', body: JSON.stringify(scenarios) });

test('in direct mode the browser asks the model itself, with the built-in token; the client loads only once a recipe is near', async ({
  page,
  site,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(site);
  await addIngredients(page, 'egg', 'spinach', 'cheese');
  expect(scripts.some((url) => url.includes('/assets/direct-source'))).toBe(false);
  const client = page.waitForRequest((request) => request.url().includes('/assets/direct-source'));
  await addIngredients(page, 'onion');
  await client;
  await page.getByRole('button', { name: 'Get a recipe' }).click();

  const card = recipeCard(page);
  await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(card).toHaveAttribute('aria-busy', 'false');

  const [sent] = await received();
  expectTheSpecifiedRequest(sent, DIRECT_TOKEN, ['egg', 'spinach', 'cheese', 'onion']);
});

test('in direct mode a model failure clears the card and tells the cook', async ({ page, site }) => {
  await page.goto(site);
  await addIngredients(page, 'egg', 'spinach', 'cheese', 'onion');
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await expect(recipeCard(page).getByRole('heading', { level: 3 })).toBeVisible();
  await enqueue({ kind: 'status', status: 401 });
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await expect(page.getByRole('alert')).toContainText('access key');
  await expect(recipeCard(page)).toHaveCount(0);
});

test('in direct mode the browser walks the model chain too: a model not served hands over to the next, named on the card', async ({
  page,
  site,
}) => {
  await enqueue({ kind: 'status', status: 404 });
  await page.goto(site);
  await addIngredients(page, 'egg', 'spinach', 'cheese', 'onion');
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  const card = recipeCard(page);
  await expect(card).toHaveAttribute('aria-busy', 'false');
  await expect(card.getByText('Written by gpt-oss-20b')).toBeVisible();
  expect((await received()).map((request) => (request.body as { model: string }).model)).toEqual([
    'mistralai/Mistral-7B-Instruct-v0.3',
    'openai/gpt-oss-20b',
  ]);
});

test('in direct mode the kitchen reaches the model the same way: plain sentences after the spec ask, the system message untouched', async ({
  page,
  site,
}) => {
  await page.goto(site);
  await page.getByRole('button', { name: 'Your kitchen' }).click();
  await page.getByRole('combobox', { name: 'Diet' }).selectOption('vegan');
  await page.getByRole('textbox', { name: 'Avoid' }).fill('sesame');
  await page.getByRole('textbox', { name: 'Avoid' }).press('Enter');
  await page.getByRole('combobox', { name: 'Servings' }).selectOption('3');
  await page.getByRole('combobox', { name: 'Recipe language' }).selectOption('fr');
  await addIngredients(page, 'egg', 'spinach', 'cheese', 'onion');
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await expect(recipeCard(page)).toHaveAttribute('aria-busy', 'false');

  const [sent] = await received();
  const body = expectTheSpecifiedRequest(sent, DIRECT_TOKEN, ['egg', 'spinach', 'cheese', 'onion']);
  expect(body.messages[0]!.content).toBe(SYSTEM_PROMPT);
  expect(body.messages[1]!.content).toBe(
    "I have egg, spinach, cheese, onion. Please give me a recipe you'd recommend I make! " +
      'I must avoid these foods (allergies or dislikes), each quoted as the name of a food: ["sesame"]. ' +
      'Leave them out completely, and do not mention them, not even as an option or a substitute. ' +
      'The recipe must be vegan: no meat, poultry, fish, seafood, dairy, eggs or honey. Make it serve 3. ' +
      'Write the whole recipe in French, headings included.',
  );
});

test('in direct mode the browser reads a photo with the vision chain itself: one user message, the scaled JPEG, the built-in token', async ({
  page,
  site,
}) => {
  await page.goto(site);
  const photo = await phonePhoto(page, 2000, 1500, 6);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'From a photo' }).click();
  await (await chooser).setFiles({ name: 'fridge.jpg', mimeType: 'image/jpeg', buffer: photo });
  const dialog = page.getByRole('dialog', { name: 'Found in your photo' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(PHOTO_INGREDIENTS.length);
  const [sent] = await received();
  expect(sent?.headers.authorization).toBe(`Bearer ${DIRECT_TOKEN}`);
  const body = sent?.body as { model: string; messages: { role: string }[]; max_tokens: number };
  // The build sets no VITE_VISION_MODEL: the default chain's first model is asked.
  expect(body.model).toBe(DEFAULT_VISION_CHAIN.split(',')[0]);
  expect(body.messages.map((message) => message.role)).toEqual(['user']);
  expect(body.max_tokens).toBeLessThanOrEqual(512);
  const [image] = imagesIn(sent);
  expect(await samplePhoto(page, image!)).toMatchObject({ width: 768, height: 1024, top: 'red' });
  await dialog.getByRole('button', { name: 'Add to my list' }).click();
  await expect(page.getByRole('region', { name: 'Ingredients on hand:' }).getByRole('listitem')).toHaveCount(PHOTO_INGREDIENTS.length);
});

test('in direct mode a change asks the model itself with four messages; the new version streams in and versions move both ways', async ({
  page,
  site,
}) => {
  test.setTimeout(90_000);
  // The changed recipe comes slowly enough that the card can be seen part-written.
  await enqueue({ kind: 'recipe', recipe: TRAYBAKE }, { kind: 'recipe', recipe: QUICK_TRAYBAKE, tokensPerSecond: 40 });
  await page.goto(site);
  await showTraybake(page);
  const card = recipeCard(page);
  // Every state the card passes through while the change streams: is it busy, has the new title come, has the last line.
  await card.evaluate((element) => {
    const seen: { busy: boolean; title: boolean; end: boolean }[] = [];
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      const text = element.textContent ?? '';
      seen.push({
        busy: element.getAttribute('aria-busy') === 'true',
        title: text.includes('Quick Lemon Chicken'),
        end: text.includes('Swap the rice for couscous'),
      });
    }).observe(element, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await changeTo(page, '  make it quicker ');
  await expect(card.getByRole('heading', { name: 'Quick Lemon Chicken' })).toBeVisible();
  await expect(card).toHaveAttribute('aria-busy', 'false');
  await expect(card.getByText('Version 2 of 2')).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { seen: { busy: boolean; title: boolean; end: boolean }[] }).seen);
  expect(seen.some((state) => state.busy && state.title && !state.end)).toBe(true);
  await expect(card.getByText('20 minutes')).toBeVisible();

  const requests = await received();
  expect(requests).toHaveLength(2);
  expect(requests[1]?.headers.authorization).toBe(`Bearer ${DIRECT_TOKEN}`);
  const [first, change] = requests.map((request) => request.body as ChatBody);
  expectTheChangeRequest(first, change, TRAYBAKE, 'make it quicker');

  await card.getByRole('button', { name: 'Previous version' }).click();
  await expect(card.getByText('Version 1 of 2')).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Lemon Chicken Traybake' })).toBeVisible();
  await expect(card.getByText('35 to 40 minutes')).toBeVisible();
  await card.getByRole('button', { name: 'Next version' }).click();
  await expect(card.getByText('Version 2 of 2')).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Quick Lemon Chicken' })).toBeVisible();
  expect(await received()).toHaveLength(2);
});

test('in direct mode a shared link opens the recipe in a fresh browser context without asking the model', async ({
  page,
  site,
  browser,
}) => {
  await enqueue({ kind: 'recipe', recipe: TRAYBAKE });
  await page.goto(site);
  await showTraybake(page);
  const link = await copySharedLink(page);
  expect(link.startsWith(`${site}/`)).toBe(true);

  const asked = (await received()).length;
  const requests = await openSharedTraybake(browser, link);
  expect(await received()).toHaveLength(asked);
  expect(requests.filter((url) => url.startsWith(fakeOrigin()))).toEqual([]);
});

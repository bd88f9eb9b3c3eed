import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/node-server.ts';
import { SERVER_BUILD, SERVER_TOKEN } from './builds.ts';
import { addIngredients, askForRecipe, expect, expectNoAxeViolations, expectTheSpecifiedRequest, recipeCard, test } from './fixtures.ts';
import { chooseRecipe } from '../fake-model/recipes.ts';

test('a cook lists four ingredients and gets a recipe written by the model', async ({ page, app, fake }) => {
  await page.goto(app);
  await expect(page.getByRole('img', { name: 'Pantry Chef logo' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Pantry Chef' })).toBeVisible();
  await expect(page.getByPlaceholder('Eg Oregano')).toBeVisible();

  await addIngredients(page, 'egg', 'spinach', 'cheese');
  await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get a recipe' })).toHaveCount(0);
  await addIngredients(page, 'onion');
  await expect(page.getByRole('heading', { name: 'Ready for a recipe?' })).toBeVisible();
  await page.getByRole('button', { name: 'Get a recipe' }).click();

  const card = recipeCard(page);
  await expect(card).toHaveAttribute('aria-live', 'polite');
  await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(card).toHaveAttribute('aria-busy', 'false');

  const [sent] = fake.chats();
  const body = expectTheSpecifiedRequest(sent, SERVER_TOKEN, ['egg', 'spinach', 'cheese', 'onion']);
  const title = chooseRecipe(body.messages).title;
  await expect(card.getByRole('heading', { level: 3, name: title })).toBeVisible();
});

test('recipe text appears while the model is still writing', async ({ page, app, fake }) => {
  fake.enqueue({ kind: 'recipe', tokensPerSecond: 8 });
  await page.goto(app);
  await addIngredients(page, 'egg', 'flour', 'milk', 'sugar');
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  const card = recipeCard(page);
  await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(card.getByText('Still writing…')).toBeVisible();
  expect(fake.chats()[0]!.finished).toBe(false);
  await expect(card).toHaveAttribute('aria-busy', 'true');
});

test('a second recipe replaces the first', async ({ page, app, fake }) => {
  await page.goto(app);
  await addIngredients(page, 'egg', 'spinach', 'cheese', 'onion');
  fake.enqueue({ kind: 'recipe', recipe: '# First Idea\n\nOne.\n' }, { kind: 'recipe', recipe: '# Second Idea\n\nTwo.\n' });
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  const card = recipeCard(page);
  await expect(card.getByRole('heading', { name: 'First Idea' })).toBeVisible();
  await page.getByRole('button', { name: 'Another idea' }).click();
  await expect(card.getByRole('heading', { name: 'Second Idea' })).toBeVisible();
  await expect(page.getByText('First Idea')).toHaveCount(0);
});

test('a failure clears the card and says what went wrong', async ({ page, app, fake }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(app);
  await addIngredients(page, 'egg', 'spinach', 'cheese', 'onion');
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await expect(recipeCard(page).getByRole('heading', { level: 3 })).toBeVisible();

  fake.enqueue({ kind: 'status', status: 503 });
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await expect(page.getByRole('alert')).toContainText('unavailable right now');
  await expect(recipeCard(page)).toHaveCount(0);
  expect(errors.some((text) => text.includes('The recipe request failed'))).toBe(true);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(recipeCard(page).getByRole('heading', { level: 3 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('closing the page stops the upstream model request', async ({ page, app, fake }) => {
  fake.enqueue({ kind: 'recipe', tokensPerSecond: 5 });
  await page.goto(app);
  await addIngredients(page, 'egg', 'flour', 'milk', 'sugar');
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await expect(recipeCard(page).getByRole('heading', { level: 3 })).toBeVisible();
  const [request] = fake.chats();
  await page.close();
  await fake.waitForClose(request!, 1_000);
  expect(request!.closedEarly).toBe(true);
});

test('the server-mode build and every response keep the token out of the browser', async ({ page, app }) => {
  const files = readdirSync(SERVER_BUILD, { recursive: true, encoding: 'utf8' }).filter((file) => !/\.(br|gz)$/.test(file));
  expect(files.some((file) => file.endsWith('.map'))).toBe(true);
  for (const file of files) {
    const path = join(SERVER_BUILD, file);
    if (!/\.\w+$/.test(file)) continue;
    expect(readFileSync(path, 'latin1'), file).not.toContain(SERVER_TOKEN);
  }

  const bodies: Promise<string>[] = [];
  page.on('response', (response) => bodies.push(response.text().catch(() => '')));
  await page.goto(app);
  await addIngredients(page, 'egg', 'flour', 'milk', 'sugar');
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await expect(recipeCard(page)).toHaveAttribute('aria-busy', 'false');
  const texts = await Promise.all(bodies);
  expect(texts.length).toBeGreaterThan(3);
  for (const text of texts) expect(text).not.toContain(SERVER_TOKEN);
});

test('the demo server labels its canned model clearly on the page', async ({ page, fake }) => {
  const config = loadConfig({ MODEL_BASE_URL: fake.url, HOST: '127.0.0.1', PORT: '0' });
  const demo = await startServer(config, { staticRoot: SERVER_BUILD, demo: true, shutdownGraceMs: 100 });
  try {
    await page.goto(demo.url);
    await expect(page.getByRole('complementary', { name: 'Demo model' })).toContainText(
      'Demo model: recipes, and the ingredients found in a photo, are canned samples, not written or seen by AI.',
    );
    await expectNoAxeViolations(page);
    await askForRecipe(page);
    await expect(recipeCard(page).getByRole('heading', { level: 3 })).toBeVisible();
  } finally {
    await demo.close();
  }
});

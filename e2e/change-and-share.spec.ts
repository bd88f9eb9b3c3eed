/**
 * Changing a recipe in words, its versions, "I don't have …" and sharing by link, in real Chromium
 * against the server-mode build and the fake model.
 */

import type { Page } from '@playwright/test';
import { changeMessage } from '../core/recipe-change.ts';
import { SYSTEM_PROMPT } from '../core/recipe-prompt.ts';
import { TRAYBAKE, TRAYBAKE_PANTRY } from '../test-support/cooking-recipe.ts';
import { markdownAttacks } from '../test-support/markdown-attacks.ts';
import { askForRecipe, expect, expectNoAxeViolations, recipeCard, test, type ChatBody } from './fixtures.ts';

// Each test runs a recipe and a change through the fake model; on a busy machine that takes longer than the default.
test.describe.configure({ timeout: 90_000 });

const QUICK = TRAYBAKE.replace('# Lemon Chicken Traybake', '# Quick Lemon Chicken').replace('35 to 40 minutes', '20 minutes');

async function showTraybake(page: Page) {
  await askForRecipe(page, TRAYBAKE_PANTRY);
  await expect(recipeCard(page)).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('textbox', { name: 'Change this recipe' })).toBeVisible();
}

async function changeTo(page: Page, words: string) {
  const box = page.getByRole('textbox', { name: 'Change this recipe' });
  await box.fill(words);
  await box.press('Enter');
}

test('a change streams a new version from four messages; versions move both ways, and save follows the version shown', async ({
  page,
  app,
  fake,
}) => {
  fake.enqueue({ kind: 'recipe', recipe: TRAYBAKE }, { kind: 'recipe', recipe: QUICK });
  await page.goto(app);
  await showTraybake(page);
  await changeTo(page, '  make it quicker ');
  const card = recipeCard(page);
  await expect(card.getByRole('heading', { name: 'Quick Lemon Chicken' })).toBeVisible();
  await expect(card).toHaveAttribute('aria-busy', 'false');
  await expect(card.getByText('Version 2 of 2')).toBeVisible();

  const [first, change] = fake.chats().map((chat) => chat.body as ChatBody);
  expect(change!.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
  expect(JSON.stringify(change!.messages.slice(0, 2))).toBe(JSON.stringify(first!.messages));
  expect(change!.messages[0]!.content).toBe(SYSTEM_PROMPT);
  expect(change!.messages[2]!.content).toBe(TRAYBAKE.trim());
  expect(change!.messages[3]!.content).toBe(changeMessage('make it quicker'));
  expect(change!.max_tokens).toBe(1024);
  expect(change!.model).toBe(first!.model);

  await card.getByRole('button', { name: 'Previous version' }).click();
  await expect(card.getByText('Version 1 of 2')).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Lemon Chicken Traybake' })).toBeVisible();
  await expect(page.getByRole('region', { name: "Let's cook" }).getByText('35 to 40 minutes')).toHaveCount(0);
  await card.getByRole('button', { name: 'Save recipe' }).click();
  await expect(
    page.getByRole('button', { name: 'Show Lemon Chicken Traybake' }).or(page.getByText('Lemon Chicken Traybake').last()),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Next version' }).click();
  await expect(card.getByText('Version 2 of 2')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Save recipe' })).toBeVisible();
});

test('a failed change keeps the earlier version on the card and says what happened', async ({ page, app, fake }) => {
  fake.enqueue({ kind: 'recipe', recipe: TRAYBAKE }, { kind: 'status', status: 500 });
  await page.goto(app);
  await showTraybake(page);
  await changeTo(page, 'no garlic');
  const card = recipeCard(page);
  await expect(card.getByRole('alert')).toContainText('The change did not work');
  await expect(card.getByRole('alert')).toContainText('Your recipe is as it was.');
  await expect(card.getByRole('heading', { name: 'Lemon Chicken Traybake' })).toBeVisible();
  await expect(card.getByText(/Version \d of/)).toHaveCount(0);
});

test('Stop during a change goes back to the version before, whole', async ({ page, app, fake }) => {
  fake.enqueue({ kind: 'recipe', recipe: TRAYBAKE }, { kind: 'drip', intervalMs: 200 });
  await page.goto(app);
  await showTraybake(page);
  await changeTo(page, 'make it milder');
  const card = recipeCard(page);
  await expect(card).toHaveAttribute('aria-busy', 'true');
  await card.getByRole('button', { name: 'Stop' }).click();
  await expect(card.getByRole('alert')).toHaveText('You stopped the change. Your recipe is as it was.');
  await expect(card.getByRole('heading', { name: 'Lemon Chicken Traybake' })).toBeVisible();
  await expect(card.getByText('Fresh parsley, for garnish')).toBeVisible();
});

test("I don't have … asks for the recipe without that ingredient", async ({ page, app, fake }) => {
  fake.enqueue({ kind: 'recipe', recipe: TRAYBAKE }, { kind: 'recipe', recipe: QUICK });
  await page.goto(app);
  await showTraybake(page);
  await page.getByRole('region', { name: "Let's cook" }).getByRole('button', { name: "I don't have garlic" }).click();
  await expect(recipeCard(page).getByText('Version 2 of 2')).toBeVisible();
  const change = fake.chats()[1]!.body as ChatBody;
  expect(change.messages).toHaveLength(4);
  expect(change.messages[3]!.content).toContain(
    JSON.stringify("I don't have garlic. Replace it with something I'm likely to have, or leave it out."),
  );
});

test('Share recipe copies a link that opens the recipe in a fresh context, asking no model and storing nothing', async ({
  page,
  app,
  fake,
  browser,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  fake.enqueue({ kind: 'recipe', recipe: TRAYBAKE });
  await page.goto(app);
  await showTraybake(page);
  await recipeCard(page).getByRole('button', { name: 'Share recipe' }).click();
  await expect(recipeCard(page).getByText('Link copied', { exact: true })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/#recipe=[A-Za-z0-9_-]+$/);
  expect(link.length).toBeLessThan(3_000);

  const chats = fake.chats().length;
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  const requests: string[] = [];
  other.on('request', (request) => requests.push(request.url()));
  await other.goto(link);
  const card = recipeCard(other);
  await expect(card.getByRole('heading', { name: 'Lemon Chicken Traybake' })).toBeVisible();
  await expect(card.getByText(/Shared recipe: Lemon Chicken Traybake/)).toBeVisible();
  await expect(other.getByRole('region', { name: "Let's cook" })).toBeVisible();
  expect(fake.chats()).toHaveLength(chats);
  expect(requests.some((url) => url.includes('/api/recipe'))).toBe(false);
  expect(other.url()).not.toContain('#recipe=');
  await expect(other.getByRole('heading', { name: 'Saved recipes' })).toHaveCount(0);
  await fresh.close();
});

test('a bad link gets a plain message and the usual first screen', async ({ page, app }) => {
  for (const hash of ['#recipe=not*base64', '#recipe=AAAA', `#recipe=${'A'.repeat(16_400)}`]) {
    await page.goto(`${app}/${hash}`);
    await expect(page.getByRole('alert')).toContainText(/recipe link/);
    await expect(recipeCard(page)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Add ingredient' })).toBeVisible();
  }
});

test('a link carrying script, an onerror image and a foreign image runs and fetches nothing', async ({ page, app }) => {
  const origin = new URL(app).origin;
  const foreign: string[] = [];
  let ran = 0;
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  page.on('dialog', (dialog) => {
    ran += 1;
    void dialog.dismiss();
  });
  const attack = `# Pwned Pie\n\n${markdownAttacks.slice(0, 30).join('\n\n')}\n\n<img src=x onerror=alert(1)>\n\n![x](https://evil.example/p.png)\n`;
  await page.goto(app);
  const link = await page.evaluate(async (markdown) => {
    const bytes = new TextEncoder().encode(markdown);
    const deflated = new Uint8Array(
      await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer(),
    );
    return `${location.origin}/#recipe=${btoa(String.fromCharCode(...deflated))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')}`;
  }, attack);
  await page.goto(link);
  const card = recipeCard(page);
  await expect(card.getByRole('heading', { name: 'Pwned Pie' })).toBeVisible();
  expect(await card.locator('script, img, iframe, object, embed').count()).toBe(0);
  expect(ran).toBe(0);
  expect(foreign).toEqual([]);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing with the change form and versions showing (${scheme})`, async ({ page, app, fake }) => {
    await page.emulateMedia({ colorScheme: scheme });
    fake.enqueue({ kind: 'recipe', recipe: TRAYBAKE }, { kind: 'recipe', recipe: QUICK });
    await page.goto(app);
    await showTraybake(page);
    await changeTo(page, 'make it quicker');
    await expect(recipeCard(page).getByText('Version 2 of 2')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

/**
 * Changing a recipe in words, its versions, "I don't have …" and sharing by link, in real Chromium
 * against the server-mode build and the fake model. A failed or stopped change and a link that
 * cannot be read are component tests (src/change/recipe-changes.test.tsx).
 */

import type { Page } from '@playwright/test';
import { QUICK_TRAYBAKE, TRAYBAKE } from '../test-support/cooking-recipe.ts';
import { markdownAttacks } from '../test-support/markdown-attacks.ts';
import {
  changeTo,
  copySharedLink,
  expect,
  expectNoAxeViolations,
  expectTheChangeRequest,
  openSharedTraybake,
  recipeCard,
  savedSection,
  showTraybake,
  test,
  type ChatBody,
} from './fixtures.ts';

// Each test runs a recipe and a change through the fake model; on a busy machine that takes longer than the default.
test.describe.configure({ timeout: 90_000 });

test('a change streams a new version from four messages; versions move both ways, and save follows the version shown', async ({
  page,
  app,
  fake,
}) => {
  fake.enqueue({ kind: 'recipe', recipe: TRAYBAKE }, { kind: 'recipe', recipe: QUICK_TRAYBAKE });
  await page.goto(app);
  await showTraybake(page);
  await changeTo(page, '  make it quicker ');
  const card = recipeCard(page);
  await expect(card.getByRole('heading', { name: 'Quick Lemon Chicken' })).toBeVisible();
  await expect(card).toHaveAttribute('aria-busy', 'false');
  await expect(card.getByText('Version 2 of 2')).toBeVisible();

  const [first, change] = fake.chats().map((chat) => chat.body as ChatBody);
  expectTheChangeRequest(first, change, TRAYBAKE, 'make it quicker');

  // The cooking panel follows the version shown: cook mode is named after the recipe on the card.
  await expectCookModeFor(page, 'Quick Lemon Chicken');
  await card.getByRole('button', { name: 'Previous version' }).click();
  await expect(card.getByText('Version 1 of 2')).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Lemon Chicken Traybake' })).toBeVisible();
  await expectCookModeFor(page, 'Lemon Chicken Traybake');

  await card.getByRole('button', { name: 'Save recipe' }).click();
  await expect(card.getByRole('button', { name: 'Saved' })).toBeVisible();
  const saved = savedSection(page);
  await expect(saved.getByRole('button', { name: 'Lemon Chicken Traybake', exact: true })).toBeVisible();
  await expect(saved.getByRole('button', { name: 'Quick Lemon Chicken', exact: true })).toHaveCount(0);
  await card.getByRole('button', { name: 'Next version' }).click();
  await expect(card.getByText('Version 2 of 2')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Save recipe' })).toBeVisible();
});

/** Opens cook mode from the cooking panel, checks which recipe it is for, and closes it. */
async function expectCookModeFor(page: Page, title: string) {
  await page.getByRole('region', { name: "Let's cook" }).getByRole('button', { name: 'Cook mode' }).click();
  const cookMode = page.getByRole('dialog');
  await expect(cookMode).toHaveAccessibleName(title);
  await page.keyboard.press('Escape');
  await expect(cookMode).toHaveCount(0);
}

test("I don't have … asks for the recipe without that ingredient", async ({ page, app, fake }) => {
  fake.enqueue({ kind: 'recipe', recipe: TRAYBAKE }, { kind: 'recipe', recipe: QUICK_TRAYBAKE });
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
  fake.enqueue({ kind: 'recipe', recipe: TRAYBAKE });
  await page.goto(app);
  await showTraybake(page);
  const link = await copySharedLink(page);

  const chats = fake.chats().length;
  const requests = await openSharedTraybake(browser, link);
  expect(fake.chats()).toHaveLength(chats);
  expect(requests.some((url) => url.includes('/api/recipe'))).toBe(false);
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
    fake.enqueue({ kind: 'recipe', recipe: TRAYBAKE }, { kind: 'recipe', recipe: QUICK_TRAYBAKE });
    await page.goto(app);
    await showTraybake(page);
    await changeTo(page, 'make it quicker');
    await expect(recipeCard(page).getByText('Version 2 of 2')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

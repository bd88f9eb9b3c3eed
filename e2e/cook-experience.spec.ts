import { mkdirSync } from 'node:fs';
import { addIngredients, askForRecipe, expect, expectNoAxeViolations, printedControls, recipeCard, test } from './fixtures.ts';

const RECIPE =
  '# Spinach and Cheese Frittata\n\nA quick, golden supper from a few eggs and whatever greens you have.\n\n## Ingredients\n\n- 6 eggs\n- 2 handfuls spinach\n- 80 g cheddar, grated\n- 1 onion, sliced\n- Salt, pepper and a knob of butter\n\n## Instructions\n\n1. Soften the onion in butter over a medium heat, about 5 minutes.\n2. Wilt the spinach in the pan.\n3. Beat the eggs with salt and pepper, pour them in and scatter the cheese on top.\n4. Cook gently until the edges set, then finish under a hot grill until **golden**.\n\n## Extra Tip\n\nSwap the spinach for kale or peas; leftovers keep for two days in the fridge and are _lovely_ cold.\n';

test('Stop ends generation, closes the upstream request and keeps the text marked as stopped', async ({ page, app, fake }) => {
  fake.enqueue({ kind: 'recipe', recipe: RECIPE, tokensPerSecond: 6 });
  await page.goto(app);
  await askForRecipe(page);
  const card = recipeCard(page);
  await expect(card.getByRole('heading', { name: 'Spinach and Cheese Frittata' })).toBeVisible();
  await card.getByRole('button', { name: 'Stop' }).click();
  await expect(card.getByText('Stopped: this recipe is unfinished.')).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Spinach and Cheese Frittata' })).toBeVisible();
  const [request] = fake.chats();
  await fake.waitForClose(request!, 1_000);
  expect(request!.closedEarly).toBe(true);
  const textWhenStopped = await card.textContent();
  await page.waitForTimeout(400);
  expect(await card.textContent()).toBe(textWhenStopped);
});

test('a newer request wins: the older stream is aborted and never overwrites the newer recipe', async ({ page, app, fake }) => {
  fake.enqueue(
    { kind: 'recipe', recipe: '# Old Idea\n\n' + 'slowly '.repeat(200), tokensPerSecond: 10 },
    { kind: 'recipe', recipe: '# New Idea\n\nFresh.\n' },
  );
  await page.goto(app);
  await askForRecipe(page);
  const card = recipeCard(page);
  await expect(card.getByRole('heading', { name: 'Old Idea' })).toBeVisible();
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await expect(card.getByRole('heading', { name: 'New Idea' })).toBeVisible();
  await expect(card).toHaveAttribute('aria-busy', 'false');
  const [older] = fake.chats();
  await fake.waitForClose(older!, 1_000);
  expect(older!.closedEarly).toBe(true);
  await page.waitForTimeout(300);
  await expect(page.getByText('Old Idea')).toHaveCount(0);
});

test('the recipe can be copied as Markdown, with a visible confirmation', async ({ page, app, fake, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  fake.enqueue({ kind: 'recipe', recipe: RECIPE, fenced: true });
  await page.goto(app);
  await askForRecipe(page);
  const card = recipeCard(page);
  await card.getByRole('button', { name: 'Copy recipe' }).click();
  await expect(card.getByRole('status')).toHaveText('Recipe copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(RECIPE);
});

test('every control works from the keyboard alone', async ({ page, app, fake }) => {
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  fake.enqueue({ kind: 'recipe', recipe: RECIPE }, { kind: 'recipe', recipe: RECIPE.replace('Frittata', 'Omelette'), tokensPerSecond: 5 });
  await page.goto(app);
  const keyboard = page.keyboard;
  // The header's Language select comes first, then the box.
  await keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeFocused();
  await keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Add ingredient' })).toBeFocused();
  for (const name of ['egg', 'spinach', 'cheese', 'onion', 'milk']) {
    await keyboard.type(name);
    await keyboard.press('Enter');
  }
  // Tab to "+ Add ingredient", "From a photo", "Say ingredients" (this Chromium has a recognizer,
  // and the app, which may arrive after the first screen, shows the button once it has),
  // then "Your kitchen", "Clear list", then the remove buttons, in reading order.
  await expect(page.getByRole('button', { name: 'Say ingredients' })).toBeVisible();
  for (const name of ['+ Add ingredient', 'From a photo', 'Say ingredients', 'Your kitchen']) {
    await keyboard.press('Tab');
    await expect(page.getByRole('button', { name })).toBeFocused();
  }
  await keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Clear list' })).toBeFocused();
  for (const name of ['egg', 'spinach', 'cheese', 'onion', 'milk']) {
    await keyboard.press('Tab');
    await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeFocused();
  }
  await keyboard.press('Enter');
  await expect(page.getByRole('listitem')).toHaveCount(4);
  // Removing the last item leaves the keyboard on the remove button before it.
  await expect(page.getByRole('button', { name: 'Remove onion' })).toBeFocused();

  await keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Get a recipe' })).toBeFocused();
  await keyboard.press('Enter');
  const card = recipeCard(page);
  await expect(card.getByRole('heading', { name: 'Spinach and Cheese Frittata' })).toBeVisible();
  await expect(card).toHaveAttribute('aria-busy', 'false');

  await keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Another idea' })).toBeFocused();
  await keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Copy recipe' })).toBeFocused();
  await keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Print' })).toBeFocused();
  await keyboard.press('Enter');
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  await keyboard.press('Shift+Tab');
  await keyboard.press('Shift+Tab');
  await keyboard.press('Enter');
  await expect(card.getByRole('heading', { name: 'Spinach and Cheese Omelette' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).focus();
  await keyboard.press('Enter');
  await expect(card.getByText('Stopped: this recipe is unfinished.')).toBeVisible();

  await page.getByRole('button', { name: 'Clear list' }).focus();
  await keyboard.press('Enter');
  await expect(page.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Add ingredient' })).toBeFocused();
  // Past "+ Add ingredient", "From a photo", "Say ingredients" and "Your kitchen" to "Undo".
  for (let press = 0; press < 5; press++) await keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
  await keyboard.press('Enter');
  await expect(page.getByRole('listitem')).toHaveCount(4);
});

test('focus is always visible: a focus ring on every control reached by Tab', async ({ page, app }) => {
  await page.goto(app);
  await addIngredients(page, 'egg', 'spinach', 'cheese', 'onion');
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no accessibility violations in the ${colorScheme} theme, from empty page to recipe and failure`, async ({
    page,
    app,
    fake,
  }) => {
    // Axe runs four times over the whole page: on a busy two-core machine that outlasts the default timeout.
    test.slow();
    await page.emulateMedia({ colorScheme });
    await page.goto(app);
    await expectNoAxeViolations(page);
    await addIngredients(page, 'egg', 'eggs');
    await expectNoAxeViolations(page);
    fake.enqueue({ kind: 'recipe', recipe: RECIPE });
    await addIngredients(page, 'spinach', 'cheese', 'onion');
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await expect(recipeCard(page)).toHaveAttribute('aria-busy', 'false');
    await expectNoAxeViolations(page);
    fake.enqueue({ kind: 'status', status: 429 });
    await page.getByRole('button', { name: 'Another idea' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('from 320 px wide the page never scrolls sideways and every control is at least 44 by 44 px', async ({ page, app, fake }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  fake.enqueue({ kind: 'recipe', recipe: RECIPE });
  await page.goto(app);
  await addIngredients(page, 'egg', 'spinach', 'a rather long ingredient name such as smoked paprika', 'onion');
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await expect(recipeCard(page)).toHaveAttribute('aria-busy', 'false');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // The photo's file input is hidden: its visible button is what the cook touches.
  for (const control of await page.locator('button:visible, input:visible').all()) {
    const box = (await control.boundingBox())!;
    expect(box.width, await control.evaluate((element) => element.outerHTML)).toBeGreaterThanOrEqual(44);
    expect(box.height, await control.evaluate((element) => element.outerHTML)).toBeGreaterThanOrEqual(44);
  }
});

test('printing shows the recipe alone: no form, list or button', async ({ page, app, fake }) => {
  fake.enqueue({ kind: 'recipe', recipe: RECIPE });
  await page.goto(app);
  await askForRecipe(page);
  const card = recipeCard(page);
  await expect(card).toHaveAttribute('aria-busy', 'false');
  // Everything a finished recipe brings is on the page: the change form, sharing, the cooking panel, the voice button.
  await expect(card.getByRole('textbox', { name: 'Change this recipe' })).toBeVisible();
  await expect(page.getByRole('region', { name: "Let's cook" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Say ingredients' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(card.getByRole('heading', { name: 'Spinach and Cheese Frittata' })).toBeVisible();
  await expect(printedControls(page)).toHaveCount(0);
  // What prints is the recipe's own text, and nothing else on the page.
  const recipe = await card.locator('.recipe-text').innerText();
  expect(recipe).toContain('Spinach and Cheese Frittata');
  expect((await page.locator('body').innerText()).trim()).toBe(recipe.trim());
});

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`screenshot: ${device}, ${colorScheme}, with a recipe on the card`, async ({ page, app, fake }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      fake.enqueue({ kind: 'recipe', recipe: RECIPE });
      await page.goto(app);
      await askForRecipe(page);
      await expect(recipeCard(page)).toHaveAttribute('aria-busy', 'false');
      await page.evaluate(() => window.scrollTo(0, 0));
      mkdirSync('test-results/screenshots', { recursive: true });
      const path = `test-results/screenshots/${device}-${colorScheme}.png`;
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`${device}-${colorScheme}`, { path, contentType: 'image/png' });
    });
  }
}

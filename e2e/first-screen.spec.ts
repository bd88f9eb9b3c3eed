import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIRECT_BUILD, SERVER_BUILD } from './builds.ts';
import { addIngredients, expect, test } from './fixtures.ts';

test('the first screen is in the page itself: with JavaScript off, the cook still sees the name, the form and the intro', async ({
  browser,
  app,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(app);
    await expect(page.getByRole('heading', { level: 1, name: 'Pantry Chef' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Add ingredient' })).toBeVisible();
    await expect(page.getByRole('button', { name: '+ Add ingredient' })).toBeVisible();
    await expect(page.getByText("What's in your kitchen?")).toBeVisible();
  } finally {
    await context.close();
  }
});

test('both builds carry the rendered first screen in index.html', () => {
  for (const build of [SERVER_BUILD, DIRECT_BUILD]) {
    const html = readFileSync(join(build, 'index.html'), 'utf8');
    expect(html).toMatch(/<div id="root"><.*<h1>Pantry Chef<\/h1>.*aria-label="Add ingredient"/s);
  }
});

test('the app takes over the rendered page without an error, a warning or a layout shift, and works', async ({ page, app }) => {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      // As CLS counts them: a shift right after the cook's own input is the answer to it, not a jump.
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(app);
  await addIngredients(page, 'egg');
  await expect(page.getByRole('list').getByText('egg')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  expect(complaints).toEqual([]);
});

test('a cook whose browser speaks Spanish gets the rendered page without a mismatch, then Spanish as the recipe language', async ({
  browser,
  app,
}) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  try {
    const page = await context.newPage();
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
    });
    await page.goto(app);
    await expect(page.getByText(/Spanish/)).toBeVisible();
    expect(complaints).toEqual([]);
  } finally {
    await context.close();
  }
});

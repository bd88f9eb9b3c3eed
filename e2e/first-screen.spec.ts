import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStaticSite } from '../bench/static-site.ts';
import { pagePolicyOf, PAGE_POLICY_FILE } from '../core/content-security-policy.ts';
import { DIRECT_BUILD, SERVER_BUILD } from './builds.ts';
import { addIngredients, askForRecipe, expect, recipeCard, test, watchLayoutShifts } from './fixtures.ts';

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

test('both builds carry the rendered first screen in index.html, with its stylesheet inline and its hash recorded for the policy', () => {
  for (const build of [SERVER_BUILD, DIRECT_BUILD]) {
    const html = readFileSync(join(build, 'index.html'), 'utf8');
    expect(html).toMatch(/<div id="root"><.*<h1>Pantry Chef<\/h1>.*aria-label="Add ingredient"/s);
    // Nothing to fetch before the first paint: no stylesheet, no script. The one script, the boot
    // script (src/boot.ts), is in the page itself and asks for the app (which only hydrates) once the
    // first screen has painted.
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    // Direct mode's chooser (src/choose-page.ts) runs first, to open the page in the cook's language;
    // the first screen's words come in a data block, which never runs.
    const words = ' type="application/json" id="page-words" lang="en"';
    const all = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(all.map(([, attributes]) => attributes)).toEqual(
      build === DIRECT_BUILD ? ['', ' type="module"', words] : [' type="module"', words],
    );
    const firstScreenWords = JSON.parse(all.find(([, attributes]) => attributes === words)![2]!) as Record<string, unknown>;
    expect(firstScreenWords['page.addIngredient']).toEqual(['Add ingredient']);
    // What the page's <head> already says is not said again.
    expect(firstScreenWords).not.toHaveProperty('page.title');
    const scripts = all.filter(([, attributes]) => attributes === ' type="module"');
    expect(html).not.toMatch(/rel="modulepreload"/);
    const boot = scripts[0]![2]!;
    // It asks for the app by its address (when: the test below).
    expect(boot).toMatch(/await import\(`\/assets\/index-[\w-]{8}\.js`\)/);
    // Small enough to cost nothing to parse: it keeps clicks, submits and a language chosen early.
    expect(boot.length).toBeLessThan(1_500);
    const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map(([, css]) => css!);
    expect(styles).toHaveLength(1);
    expect(styles[0]).toContain('.add-ingredient');
    const hash = `'sha256-${createHash('sha256').update(styles[0]!).digest('base64')}'`;
    const bootHash = `'sha256-${createHash('sha256').update(boot).digest('base64')}'`;
    const chooser = build === DIRECT_BUILD ? [`'sha256-${createHash('sha256').update(all[0]![2]!).digest('base64')}'`] : [];
    expect(pagePolicyOf(readFileSync(join(build, PAGE_POLICY_FILE), 'utf8'))).toEqual({
      inlineStyles: [hash],
      inlineScripts: [...chooser, bootHash],
    });
    // One stylesheet, the lazy parts' rules in it (the cooking panel's, the photo dialog's), and not shipped twice.
    expect(styles[0]).toContain('.cooking-panel');
    expect(styles[0]).toContain('.found-dialog');
    expect(readdirSync(join(build, 'assets')).filter((file) => file.endsWith('.css'))).toEqual([]);
    expect(existsSync(join(build, PAGE_POLICY_FILE))).toBe(true);
  }
});

// A paint's timestamp is taken when the frame reaches the screen, which on a busy machine comes a
// frame or two after it is drawn; a request started before then is one Lighthouse's mobile
// simulation counts as holding the largest paint back.
test('the app is asked for only once the first screen has reached the screen (its first contentful paint)', async ({ page, app }) => {
  const times = () =>
    page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      asked: performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[\w-]{8}\.js$/.test(entry.name))?.startTime,
    }));
  for (let visit = 0; visit < 3; visit++) {
    await page.goto(app);
    await expect.poll(async () => (await times()).asked).toBeGreaterThan(0);
    const { painted, asked } = await times();
    expect(painted).toBeGreaterThan(0);
    expect(asked).toBeGreaterThanOrEqual(painted!);
  }
});

test('with JavaScript off, the first screen is styled in both builds: the policy lets the inline stylesheet apply', async ({
  browser,
  app,
}) => {
  const site = await serveStaticSite(DIRECT_BUILD);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    for (const url of [app, site.url]) {
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(url);
      await expect(page.getByRole('button', { name: '+ Add ingredient' }), url).toHaveCSS('background-color', 'rgb(168, 51, 10)');
      await expect(page.locator('.site-header'), url).toHaveCSS('display', 'flex');
      await expect(page.getByRole('textbox', { name: 'Add ingredient' }), url).toHaveCSS('min-height', '44px');
      expect(violations, url).toEqual([]);
      await page.close();
    }
  } finally {
    await context.close();
    await site.close();
  }
});

test('the app takes over the rendered page without an error, a warning or a layout shift, and works', async ({ page, app }) => {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  // As CLS counts them: a shift right after the cook's own input is the answer to it, not a jump.
  const shifts = await watchLayoutShifts(page);
  await page.goto(app);
  await addIngredients(page, 'egg');
  await expect(page.getByRole('list').getByText('egg')).toBeVisible();
  expect(await shifts()).toBe(0);
  expect(complaints).toEqual([]);
});

test('what the browser remembers (the list, a saved recipe) appears after the app takes over, and nothing on the page jumps', async ({
  page,
  app,
  fake,
}) => {
  fake.enqueue({ kind: 'recipe', recipe: '# Pancakes\n\n## Ingredients\n\n- 2 eggs\n\n## Instructions\n\n1. Whisk.\n' });
  await page.goto(app);
  await askForRecipe(page, ['egg', 'flour', 'milk', 'sugar']);
  await recipeCard(page).getByRole('button', { name: 'Save recipe' }).click();
  await expect(page.getByRole('region', { name: 'Saved recipes' }).getByRole('button', { name: 'Pancakes', exact: true })).toBeVisible();

  const shifts = await watchLayoutShifts(page, { all: true });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Saved recipes' }).getByRole('button', { name: 'Pancakes', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove sugar' })).toBeVisible();
  expect(await shifts()).toBe(0);
});

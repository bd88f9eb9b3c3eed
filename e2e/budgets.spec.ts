import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../core/kitchen-words.ts';
import { gzipSync } from 'node:zlib';
import { BUDGETS } from '../bench/budgets.ts';
import { builtFile, initialScripts } from '../bench/bundle.ts';
import { SERVER_BUILD } from './builds.ts';
import { addIngredients, expect, recipeCard, test } from './fixtures.ts';

test('the initial JavaScript, the first screen’s words included, stays within its budget in every language and leaves the Markdown renderer out', () => {
  for (const language of Object.keys(LANGUAGES) as Language[]) {
    // The bench's reader (bench/bundle.ts): the page's scripts, what they import, and its words in `language`.
    const { inline, files } = initialScripts(SERVER_BUILD, language);
    const scripts = files.reduce((sum, src) => sum + gzipSync(readFileSync(builtFile(SERVER_BUILD, src)), { level: 9 }).length, 0);
    const gzipped = inline.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, scripts);
    console.info(`initial JavaScript in ${language}: ${gzipped} bytes gzipped (budget ${BUDGETS.initialJsGzipBytes})`);
    expect(gzipped, language).toBeLessThanOrEqual(BUDGETS.initialJsGzipBytes);
    expect(files.some((src) => src.includes('markdown'))).toBe(false);
  }
});

test('the first script, and no other, asks Chromium to compile all its functions as it arrives (V8’s compile hint)', () => {
  const { files } = initialScripts(SERVER_BUILD, 'en');
  const hinted = (src: string) => readFileSync(builtFile(SERVER_BUILD, src), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n');
  expect(files.length).toBeGreaterThan(0);
  for (const src of files) expect(hinted(src), src).toBe(true);
  // Lazy chunks are compiled a function at a time, as usual: most of what they hold runs only when the cook asks.
  const lazy = readdirSync(join(SERVER_BUILD, 'assets')).filter((name) => name.endsWith('.js') && !files.includes(`/assets/${name}`));
  expect(lazy.length).toBeGreaterThan(10);
  expect(lazy.filter((name) => hinted(`/assets/${name}`))).toEqual([]);
});

/** The Markdown renderer's own chunk; its parser (markdown-text) is shared with the cooking panel, and prefetched with it. */
const RENDERER = /\/assets\/markdown-[\w-]{8}\.js$/;

test('the Markdown renderer is fetched when the call-to-action appears, before the cook asks', async ({ page, app }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto(app);
  await addIngredients(page, 'egg', 'flour', 'milk');
  expect(fetched.some((url) => RENDERER.test(url))).toBe(false);
  const renderer = page.waitForRequest((request) => RENDERER.test(request.url()));
  await addIngredients(page, 'sugar');
  await renderer;
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await expect(recipeCard(page).getByRole('heading', { level: 3 })).toBeVisible();
});

/** What the kitchen, recipe box, cooking, card, change and share issues added: never in the first load, fetched once the cook starts using the page, before they ask. */
const PREFETCHED = ['kitchen-form', 'safety-alert', 'saved-recipe-list', 'cooking-panel', 'running-job', 'card'];

test('nothing lazy is fetched before the page has loaded; then storage comes, and once the cook starts using the page the kitchen, saved-list, cooking and card chunks (the card with its change form and sharing), unasked', async ({
  page,
  app,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(app);
  // A resource's timing entry is written once it has arrived.
  const chunks = () =>
    page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const assets = performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }))
        .filter(({ path }) => path.startsWith('/assets/'));
      return { loaded: navigation!.loadEventStart, assets };
    });
  const arrived = async (names: string[]) => {
    const { assets } = await chunks();
    return names.filter((name) => assets.some(({ path }) => path.startsWith(`/assets/${name}-`)));
  };
  await expect.poll(() => arrived(['browser-memory'])).toEqual(['browser-memory']);
  // The service worker is registered once the page is idle: that moment has passed, and the page,
  // untouched, has fetched nothing it does not show.
  await page.evaluate(() => navigator.serviceWorker.ready);
  expect(await arrived(PREFETCHED)).toEqual([]);
  await page.getByRole('textbox', { name: 'Add ingredient' }).focus();
  await expect.poll(() => arrived(PREFETCHED)).toEqual(PREFETCHED);
  const { loaded, assets } = await chunks();
  const initial = initialScripts(SERVER_BUILD).files;
  expect(loaded).toBeGreaterThan(0);
  for (const { path, startTime } of assets) {
    if (initial.includes(path)) continue;
    expect(startTime, path).toBeGreaterThanOrEqual(loaded);
  }
  // The Markdown renderer and the answer reader wait for the call-to-action (the test above).
  expect(fetched.filter((path) => RENDERER.test(path) || /\/assets\/answer-/.test(path))).toEqual([]);
});

test('built assets are served compressed and cached for good; the page itself is revalidated', async ({ app, request }) => {
  const [script] = initialScripts(SERVER_BUILD).files;
  const asset = await request.get(`${app}${script}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const page = await request.get(app, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
  expect(page.headers()['cache-control']).toBe('no-cache');
});

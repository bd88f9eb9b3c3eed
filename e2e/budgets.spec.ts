import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SERVER_BUILD } from './builds.ts';
import { addIngredients, expect, recipeCard, test } from './fixtures.ts';

/** The React 19 floor (about 68 KB) plus our own code, with room for the kitchen summary (the second performance lap); bytes, gzip level 9 as served. */
const INITIAL_JS_BUDGET = 74_000;

function initialScripts(): string[] {
  const html = readFileSync(join(SERVER_BUILD, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((match) => match[1]!);
  return [...entry, ...preloads];
}

test('the initial JavaScript stays within 74 KB gzipped and leaves the Markdown renderer out', () => {
  const scripts = initialScripts();
  expect(scripts.length).toBeGreaterThan(0);
  const gzipped = scripts.reduce((sum, src) => sum + gzipSync(readFileSync(join(SERVER_BUILD, src)), { level: 9 }).length, 0);
  console.info(`initial JavaScript: ${gzipped} bytes gzipped (budget ${INITIAL_JS_BUDGET})`);
  expect(gzipped).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
  expect(scripts.some((src) => src.includes('markdown'))).toBe(false);
});

test('the Markdown renderer is fetched when the call-to-action appears, before the cook asks', async ({ page, app }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto(app);
  await addIngredients(page, 'egg', 'flour', 'milk');
  expect(fetched.some((url) => url.includes('/assets/markdown'))).toBe(false);
  const renderer = page.waitForRequest((request) => request.url().includes('/assets/markdown'));
  await addIngredients(page, 'sugar');
  await renderer;
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await expect(recipeCard(page).getByRole('heading', { level: 3 })).toBeVisible();
});

test('built assets are served compressed and cached for good; the page itself is revalidated', async ({ app, request }) => {
  const [script] = initialScripts();
  const asset = await request.get(`${app}${script}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const page = await request.get(app, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
  expect(page.headers()['cache-control']).toBe('no-cache');
});

/**
 * The same app in workerd, the Cloudflare Workers runtime, started through wrangler exactly as
 * `npm run worker` does (wrangler.toml, worker/index.ts), against the fake model on loopback:
 * the API's answers and error codes, streaming, the upstream closed when the client leaves,
 * headers on the API and the page, limits counted in the Durable Object, and no token in the bundle.
 */

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { unstable_startWorker } from 'wrangler';
import { contentSecurityPolicy } from '../core/content-security-policy.ts';
import { DEFAULT_MODEL } from '../core/recipe-prompt.ts';
import { startFakeModel, type FakeModel } from '../fake-model/server.ts';
import {
  postRecipe,
  errorCodeOf,
  eventsAsWritten,
  eventsOf,
  statusUnderRateLimit,
  textOf,
  VISION_MODEL,
} from '../test-support/test-app.ts';
import { INGREDIENTS } from '../test-support/ingredients.ts';
import { imagesIn, PHOTO_ANSWER, PHOTO_INGREDIENTS } from '../fake-model/photo.ts';
import { MAX_PHOTO_BODY_BYTES } from '../server/photo-route.ts';
import { dataUrl, jpeg } from '../test-support/photos.ts';

// Offline: no lookup of Cloudflare's request metadata, no usage metrics.
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
process.env.WRANGLER_SEND_METRICS = 'false';

const TOKEN = 'hf_worker_secret_7d2b94e1';
/** The page's inline style, and its hash as the build records it in page-policy.json (build/page-policy.ts). */
const STYLE = 'body{margin:0}';
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
const RATE_LIMIT = 10;
const PHOTO_LIMIT = 3;

let fake: FakeModel;
let folder: string;
let worker: Awaited<ReturnType<typeof unstable_startWorker>>;
let url: string;

beforeAll(async () => {
  fake = await startFakeModel({ tokensPerSecond: 2000, defaultScenario: { kind: 'recipe', recipe: '# Pancakes\n\nWhisk and fry.\n' } });
  folder = mkdtempSync(join(tmpdir(), 'pantry-chef-worker-'));
  mkdirSync(join(folder, 'dist', 'assets'), { recursive: true });
  writeFileSync(
    join(folder, 'dist', 'index.html'),
    `<!doctype html><html><head><title>Pantry Chef</title><style>${STYLE}</style></head><body></body></html>`,
  );
  writeFileSync(join(folder, 'dist', 'page-policy.json'), JSON.stringify({ inlineStyles: [STYLE_HASH] }));
  writeFileSync(join(folder, 'dist', 'assets', 'app-1234.js'), 'console.log("app");');
  worker = await startWorker();
  url = (await worker.url).origin;
}, 60_000);
afterAll(async () => {
  await worker?.dispose();
  await fake?.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => fake.reset());

/** The Worker as `npm run worker` starts it, its variables these unless told otherwise. */
function startWorker(variables: Record<string, string> = {}) {
  const plain = { RECIPE_MODEL: DEFAULT_MODEL, MODEL_BASE_URL: fake.url, MODEL_TIMEOUT_MS: '3000', VISION_MODEL, ...variables };
  return unstable_startWorker({
    config: 'wrangler.toml',
    assets: join(folder, 'dist'),
    // Only these: no .dev.vars or .env of the developer's.
    envFiles: [join(folder, 'none.env')],
    bindings: {
      HF_TOKEN: { type: 'secret_text', value: TOKEN },
      RATE_LIMIT_PER_MINUTE: { type: 'plain_text', value: String(RATE_LIMIT) },
      PHOTO_LIMIT_PER_MINUTE: { type: 'plain_text', value: String(PHOTO_LIMIT) },
      ...Object.fromEntries(Object.entries(plain).map(([name, value]) => [name, { type: 'plain_text' as const, value }])),
    },
    dev: { server: { hostname: '127.0.0.1', port: 0 }, inspector: false, persist: false, logLevel: 'warn', watch: false },
  });
}

/** Each test is a client of its own: on Cloudflare the address comes from CF-Connecting-IP. */
const ask = (client: string, body: unknown = { ingredients: INGREDIENTS }, headers: Record<string, string> = {}) =>
  postRecipe(url, body, { headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': client, ...headers } });

test('health answers in workerd, with the limits shared through the Durable Object', async () => {
  const response = await fetch(`${url}/api/health`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    ok: true,
    model: DEFAULT_MODEL,
    models: [DEFAULT_MODEL],
    visionModels: [VISION_MODEL],
    configured: true,
    limits: 'shared',
  });
});

test('bad requests get the same codes as on Node: 400, 413, 415 and 404, in JSON, and never reach the model', async () => {
  const invalid = await ask('203.0.113.10', { ingredients: [] });
  expect(invalid.status).toBe(400);
  expect(await errorCodeOf(invalid)).toBe('invalid_body');
  const broken = await ask('203.0.113.10', '{"ingredients": [');
  expect(broken.status).toBe(400);
  expect(await errorCodeOf(broken)).toBe('invalid_body');
  const large = await ask('203.0.113.10', { ingredients: ['egg'], padding: 'x'.repeat(100_000) });
  expect(large.status).toBe(413);
  expect(await errorCodeOf(large)).toBe('body_too_large');
  const text = await ask('203.0.113.10', 'egg, flour', { 'Content-Type': 'text/plain' });
  expect(text.status).toBe(415);
  expect(await errorCodeOf(text)).toBe('unsupported_media_type');
  const nowhere = await fetch(`${url}/api/nothing`);
  expect(nowhere.status).toBe(404);
  expect(await errorCodeOf(nowhere)).toBe('not_found');
  expect(fake.chats()).toHaveLength(0);
});

test('a recipe streams from the fake model through workerd, word by word, with the token from the secret binding', async () => {
  fake.enqueue({ kind: 'drip', intervalMs: 100, tokens: 8 });
  const response = await ask('203.0.113.11');
  expect(response.status).toBe(200);
  const events = await eventsAsWritten(response, fake);
  expect(events[0]).toEqual({ type: 'model', model: DEFAULT_MODEL });
  expect(textOf(events).length).toBeGreaterThan(0);
  expect(events.at(-1)).toEqual({ type: 'done' });
  const sent = fake.chats()[0]!;
  expect(sent.headers.authorization).toBe(`Bearer ${TOKEN}`);
  expect(sent.body).toMatchObject({ model: DEFAULT_MODEL, max_tokens: 1024, stream: true });
});

test('model failures keep their status and code: 502 for a refused token, as on Node', async () => {
  fake.enqueue({ kind: 'status', status: 401 });
  const response = await ask('203.0.113.12');
  expect(response.status).toBe(502);
  expect(await errorCodeOf(response)).toBe('model_auth');
});

test('the upstream request is closed when the client leaves (workerd notices at the next word it writes)', async () => {
  fake.enqueue({ kind: 'drip', intervalMs: 100, tokens: 300 });
  const response = await ask('203.0.113.13');
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  await reader.read();
  await reader.cancel();
  const chat = fake.chats()[0]!;
  await fake.waitForClose(chat, 10_000);
  expect(chat.closedEarly).toBe(true);
  expect(chat.finished).toBe(false);
});

test('the API and the page carry the same Content-Security-Policy and hardening headers as on Node', async () => {
  for (const [path, inlineStyles] of [
    ['/api/health', []],
    ['/', [STYLE_HASH]],
    ['/assets/app-1234.js', [STYLE_HASH]],
    ['/nowhere', []],
  ] as const) {
    const response = await fetch(`${url}${path}`);
    await response.arrayBuffer();
    expect(response.headers.get('content-security-policy'), path).toBe(contentSecurityPolicy([], 'header', inlineStyles));
    expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    expect(response.headers.get('strict-transport-security'), path).toMatch(/max-age=/);
    expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
  }
  const page = await fetch(`${url}/`);
  expect(await page.text()).toContain('<title>Pantry Chef</title>');
  expect((await fetch(`${url}/assets/app-1234.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await fetch(`${url}/nowhere`)).status).toBe(404);
});

test('a revalidated page (304) keeps the policy that allows its inline style, as a browser takes the headers of a 304', async () => {
  const first = await fetch(`${url}/`);
  await first.arrayBuffer();
  const etag = first.headers.get('etag');
  expect(etag).toBeTruthy();
  const again = await fetch(`${url}/`, { headers: { 'If-None-Match': etag! } });
  await again.arrayBuffer();
  expect(again.status).toBe(304);
  expect(again.headers.get('content-security-policy')).toBe(contentSecurityPolicy([], 'header', [STYLE_HASH]));
});

test('the Durable Object counts each client’s recipes per minute and its open streams', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < RATE_LIMIT + 1; i++) {
    statuses.push(await statusUnderRateLimit(await ask('203.0.113.14')));
  }
  expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(200), 429]);
  // Another client has a minute of its own.
  const other = await ask('203.0.113.15');
  expect(other.status).toBe(200);
  await other.text();

  fake.setDefault({ kind: 'drip', intervalMs: 100, tokens: 300 });
  const open = [await ask('203.0.113.16'), await ask('203.0.113.16'), await ask('203.0.113.16')];
  expect(open.map((response) => response.status)).toEqual([200, 200, 200]);
  const fourth = await ask('203.0.113.16');
  expect(fourth.status).toBe(429);
  expect(await errorCodeOf(fourth)).toBe('too_many_streams');
  await open[0]!.body!.cancel();
  await fake.waitForClose(fake.chats()[0]!, 10_000);
  fake.setDefault({ kind: 'recipe', recipe: '# Pancakes\n\nWhisk and fry.\n' });
  // The slot is given back just after the model's connection closes; a few tries fit within the rate limit.
  await expect
    .poll(
      async () => {
        const next = await ask('203.0.113.16');
        await next.text();
        return next.status;
      },
      { timeout: 5_000, interval: 250 },
    )
    .toBe(200);
  for (const response of open.slice(1)) await response.body!.cancel();
}, 30_000);

test('photos are read in workerd with the same checks, answer and limit as on Node', async () => {
  const send = (body: unknown) =>
    fetch(`${url}/api/photo-ingredients`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.40' },
      body: JSON.stringify(body),
    });
  const image = dataUrl('image/jpeg', jpeg(1024, 768, { padding: 100_000 }));
  // This file's fake answers every request with one recipe unless told otherwise.
  fake.enqueue({ kind: 'recipe', recipe: PHOTO_ANSWER });
  const read = await send({ image });
  expect(read.status).toBe(200);
  expect(read.headers.get('cache-control')).toBe('no-store');
  expect(await read.json()).toEqual({ ingredients: PHOTO_INGREDIENTS, model: VISION_MODEL });
  expect(imagesIn(fake.chats()[0])).toEqual([image]);
  expect(fake.chats()[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);

  const labelled = await send({ image: dataUrl('image/webp', jpeg(10, 10)) });
  expect(labelled.status).toBe(400);
  expect(await errorCodeOf(labelled)).toBe('bad_image');
  // Sent in chunks, without a length: workerd reads up to the limit, then answers 413 (given a length
  // over the limit, it answers before reading and the local proxy cuts the upload off mid-way).
  const oversized = new TextEncoder().encode(JSON.stringify({ image: `data:image/jpeg;base64,${'A'.repeat(MAX_PHOTO_BODY_BYTES)}` }));
  const big = await fetch(`${url}/api/photo-ingredients`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.40' },
    body: new Blob([oversized]).stream(),
    duplex: 'half',
  } as RequestInit);
  expect(big.status).toBe(413);
  expect(await errorCodeOf(big)).toBe('body_too_large');
  // Three requests a minute, counted whatever their outcome: the fourth is refused.
  const refused = await send({ image });
  expect(refused.status).toBe(429);
  expect(await errorCodeOf(refused)).toBe('rate_limited');
  expect(fake.chats()).toHaveLength(1);
});

test('the token is a secret binding: it is in no file of the deployable bundle, even when set in the build environment', () => {
  const out = join(folder, 'bundle');
  const wrangler = join('node_modules', '.bin', 'wrangler');
  const result = spawnSync(wrangler, ['deploy', '--dry-run', '--outdir', out, '--assets', join(folder, 'dist')], {
    encoding: 'utf8',
    env: { ...process.env, HF_TOKEN: TOKEN, CLOUDFLARE_INCLUDE_PROCESS_ENV: 'true', WRANGLER_LOG_PATH: join(folder, 'logs') },
    timeout: 120_000,
  });
  expect(result.status, result.stderr).toBe(0);
  const files = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(js|mjs|map|json|txt)$/.test(file));
  const bundle = files.map((file) => readFileSync(join(out, file), 'utf8')).join('\n');
  // The bundle is the app (so the search below means something), and the token is not in it.
  expect(bundle).toContain('/api/recipe');
  expect(bundle).toContain('class ClientLimits');
  expect(bundle).not.toContain(TOKEN);
  expect(bundle).not.toContain('hf_worker_secret');
});

test('the recipe chain follows what the model server lists, as on Node: the first request starts a check beside its answer, and the next recipe skips the model it found unserved', async () => {
  const RETIRED = 'retired/recipe-model';
  const chained = await startWorker({ RECIPE_MODEL: `${RETIRED},${DEFAULT_MODEL}` });
  try {
    const origin = (await chained.url).origin;
    const health = await fetch(`${origin}/api/health`);
    expect(await health.json()).toMatchObject({ models: [RETIRED, DEFAULT_MODEL] });
    // The fake model's list (GET /v1/models) names DEFAULT_MODEL alone; a check reads it once for each chain.
    const listReads = () => fake.requests.filter((request) => request.method === 'GET' && request.path === '/v1/models');
    await expect.poll(() => listReads().length, { timeout: 10_000 }).toBe(2);
    await Promise.all(listReads().map((read) => fake.waitForClose(read, 10_000)));

    const response = await postRecipe(
      origin,
      { ingredients: INGREDIENTS },
      { headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.50' } },
    );
    expect(response.status).toBe(200);
    expect((await eventsOf(response))[0]).toEqual({ type: 'model', model: DEFAULT_MODEL });
    expect(fake.chats().map((chat) => (chat.body as { model: string }).model)).toEqual([DEFAULT_MODEL]);
    // One check an isolate, and then every 30 minutes: more requests start none.
    expect(listReads()).toHaveLength(2);
  } finally {
    await chained.dispose();
  }
}, 60_000);

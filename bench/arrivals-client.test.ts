import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { LONG_RECIPE, tokenize } from '../fake-model/recipes.ts';
import { startFakeModel, type FakeModel } from '../fake-model/server.ts';
import { loadConfig } from '../server/config.ts';
import { startServer, type RunningServer } from '../server/node-server.ts';
import { runArrivals, type ArrivalsRequest } from './arrivals-client.ts';
import { addedOver } from './arrivals.ts';
import { poissonArrivals } from './arrivals-stats.ts';
import { startAiSdkRelay, type RunningPeer } from './peers/ai-sdk-relay.ts';
import { MODEL_BODY, RECIPE_BODY } from './server-load.ts';

// The arrivals load's cooks against the real fake model, our real server and the real AI SDK relay,
// with a short recipe (30 tokens, 10 ms apart) so that each run takes a fraction of a second.
const TOKENS = 30;
const RECIPE = tokenize(LONG_RECIPE).slice(0, TOKENS).join('');
const COOKS = 20;

let fake: FakeModel;
let ours: RunningServer;
let peer: RunningPeer;
let root: string;

beforeAll(async () => {
  fake = await startFakeModel({ port: 0, defaultScenario: { kind: 'recipe', recipe: RECIPE, tokensPerSecond: 100 } });
  const env = { HF_TOKEN: 'hf_bench', MODEL_BASE_URL: fake.url, HOST: '127.0.0.1', PORT: '0', RATE_LIMIT_PER_MINUTE: '1000' };
  // The server serves the built page too: a bare one will do.
  root = mkdtempSync(join(tmpdir(), 'pantry-chef-arrivals-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Pantry Chef</title>');
  ours = await startServer(loadConfig(env), { staticRoot: root, shutdownGraceMs: 200, maxStreams: 1_000, maxStreamsPerClient: 1_000 });
  peer = await startAiSdkRelay(fake.url, 'hf_bench');
});
afterAll(async () => {
  await Promise.all([ours?.close(), peer?.close()]);
  await fake?.close();
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => fake.reset());

const cooks = (overrides: Partial<ArrivalsRequest>) =>
  runArrivals({
    url: `${fake.url}/chat/completions`,
    body: MODEL_BODY,
    target: 'fake',
    offsetsMs: poissonArrivals(COOKS, 0.2, 1),
    expectBytes: Buffer.byteLength(RECIPE),
    giveUpMs: 10_000,
    ...overrides,
  });

test.each([
  ['the model direct', () => `${fake.url}/chat/completions`, MODEL_BODY, 'fake'],
  ['our server', () => `${ours.url}/api/recipe`, RECIPE_BODY, 'server'],
  ['the AI SDK relay', () => `${peer.url}/api/recipe`, RECIPE_BODY, 'text'],
] as const)('every cook reads the whole recipe from %s: first token, gaps and completion', async (_, url, body, target) => {
  const run = await cooks({ url: url(), body, target });
  expect(run).toMatchObject({ cooks: COOKS, withFirstToken: COOKS, completed: COOKS });
  expect(run.errors).toEqual({});
  expect(run.firstTokenMs.n).toBe(COOKS);
  expect(run.firstTokenMs.min).toBeGreaterThan(0);
  // At most one gap per token after the first; reads that carry several tokens give fewer.
  expect(run.gapMs.n).toBeGreaterThan(0);
  expect(run.gapMs.n).toBeLessThanOrEqual(COOKS * (TOKENS - 1));
  expect(run.gapMs.min).toBeGreaterThanOrEqual(0);
  expect(run.sendLateMs.n).toBe(COOKS);
});

test('a stream that ends short of the recipe is not complete', async () => {
  // The peer sends plain text: complete only once every byte of the recipe came.
  const run = await cooks({ url: `${peer.url}/api/recipe`, body: RECIPE_BODY, target: 'text', expectBytes: Buffer.byteLength(RECIPE) + 1 });
  expect(run).toMatchObject({ withFirstToken: COOKS, completed: 0 });
  expect(run.errors).toEqual({ incomplete: COOKS });
});

test('a model that breaks off mid-answer leaves the streams through our server incomplete', async () => {
  fake.enqueue(...Array.from({ length: COOKS }, () => ({ kind: 'stream-error' as const, afterTokens: 5 })));
  const run = await cooks({ url: `${ours.url}/api/recipe`, body: RECIPE_BODY, target: 'server' });
  expect(run.completed).toBe(0);
  expect(run.errors).toEqual({ error_event: COOKS });
});

test('cooks that cannot connect, or are refused, are counted by what went wrong', async () => {
  const closed = await startFakeModel({ port: 0 });
  const url = `${closed.url}/chat/completions`;
  await closed.close();
  const refused = await cooks({ url });
  expect(refused).toMatchObject({ withFirstToken: 0, completed: 0 });
  expect(refused.errors).toEqual({ ECONNREFUSED: COOKS });
  const rejected = await cooks({ url: `${ours.url}/api/recipe`, body: '{"ingredients":[]}', target: 'server' });
  expect(rejected.completed).toBe(0);
  expect(Object.keys(rejected.errors)).toEqual([expect.stringMatching(/^http_4\d\d$/)]);
});

test('a cook still reading when its time is up gives up', async () => {
  fake.enqueue(...Array.from({ length: COOKS }, () => ({ kind: 'headers-then-hang' as const })));
  const run = await cooks({ giveUpMs: 300 });
  expect(run).toMatchObject({ withFirstToken: 0, completed: 0 });
  expect(run.errors).toEqual({ gave_up: COOKS });
});

test('what a relay adds is its figure minus the model direct’s, at the same percentile', async () => {
  const model = await cooks({});
  const relayed = await cooks({ url: `${ours.url}/api/recipe`, body: RECIPE_BODY, target: 'server' });
  const added = addedOver(model, relayed);
  expect(added.firstTokenP50Ms).toBe(relayed.firstTokenMs.p50 - model.firstTokenMs.p50);
  expect(added.firstTokenP99Ms).toBe(relayed.firstTokenMs.p99 - model.firstTokenMs.p99);
  expect(added.gapP99Ms).toBe(relayed.gapMs.p99 - model.gapMs.p99);
});

import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { LONG_RECIPE, tokenize } from '../fake-model/recipes.ts';
import { startFakeModel } from '../fake-model/server.ts';
import type { RunningServer } from '../server/node-server.ts';
import { useNodeServer } from '../test-support/node-server-harness.ts';
import { sendCooks, type CooksRequest } from './helper.ts';
import { MODEL_BODY, RECIPE_BODY } from './load.ts';
import { startAiSdkRelay, type RunningPeer } from './peers/ai-sdk-relay.ts';
import { poissonArrivals } from './stats.ts';

// The load generator's cooks against the real fake model, our real server and the real AI SDK relay,
// with a short recipe (30 tokens, 10 ms apart) so that each run takes a fraction of a second.
const [TOKENS, COOKS] = [30, 20];
const RECIPE = tokenize(LONG_RECIPE).slice(0, TOKENS).join('');
const harness = useNodeServer();
let [ours, peer] = [undefined, undefined] as unknown as [RunningServer, RunningPeer];
beforeAll(async () => {
  ours = await harness.start({ maxStreams: 1_000, maxStreamsPerClient: 1_000 });
  peer = await startAiSdkRelay(harness.fake.url, 'hf_bench');
});
afterAll(() => Promise.all([ours?.close(), peer?.close()]));
beforeEach(() => harness.fake.setDefault({ kind: 'recipe', recipe: RECIPE, tokensPerSecond: 100 }));

const finished = (request: CooksRequest) => sendCooks(request).finished();
const cooks = (overrides: Partial<CooksRequest>) =>
  finished({
    url: `${harness.fake.url}/chat/completions`,
    body: MODEL_BODY,
    reading: 'fake',
    offsetsMs: poissonArrivals(COOKS, 0.2, 1),
    expectBytes: Buffer.byteLength(RECIPE),
    giveUpMs: 10_000,
    ...overrides,
  });
const through = (relay: 'ours' | 'peer') =>
  ({
    url: `${(relay === 'ours' ? ours : peer).url}/api/recipe`,
    body: RECIPE_BODY,
    reading: relay === 'ours' ? 'server' : 'text',
  }) as const;

test.each([
  ['the model direct', () => ({})],
  ['our server', () => through('ours')],
  ['the AI SDK relay', () => through('peer')],
])('every cook reads the whole recipe from %s: first token, gaps and completion', async (_, target) => {
  const run = await cooks(target());
  expect(run).toMatchObject({ cooks: COOKS, withFirstToken: COOKS, completed: COOKS, errors: {} });
  expect(run.firstTokenMs.min).toBeGreaterThan(0);
  // At most one gap per token after the first; reads that carry several tokens give fewer.
  expect(run.gapMs.n).toBeGreaterThan(0);
  expect(run.gapMs.n).toBeLessThanOrEqual(COOKS * (TOKENS - 1));
  expect(run.sendLateMs.n).toBe(COOKS);
});

test('a stream that ends short of the recipe, or breaks off, is not complete', async () => {
  // The peer sends plain text: complete only once every byte of the recipe came.
  const short = await cooks({ ...through('peer'), expectBytes: Buffer.byteLength(RECIPE) + 1 });
  expect(short).toMatchObject({ withFirstToken: COOKS, completed: 0, errors: { incomplete: COOKS } });
  harness.fake.enqueue(...Array.from({ length: COOKS }, () => ({ kind: 'stream-error' as const, afterTokens: 5 })));
  expect(await cooks(through('ours'))).toMatchObject({ completed: 0, errors: { error_event: COOKS } });
});

test('cooks that cannot connect, are refused, or wait too long are counted by what went wrong', async () => {
  const closed = await startFakeModel({ port: 0 });
  await closed.close();
  expect(await cooks({ url: `${closed.url}/chat/completions` })).toMatchObject({ completed: 0, errors: { ECONNREFUSED: COOKS } });
  const rejected = await cooks({ ...through('ours'), body: '{"ingredients":[]}' });
  expect(Object.keys(rejected.errors)).toEqual([expect.stringMatching(/^http_4\d\d$/)]);
  harness.fake.enqueue(...Array.from({ length: COOKS }, () => ({ kind: 'headers-then-hang' as const })));
  expect(await cooks({ giveUpMs: 300 })).toMatchObject({ withFirstToken: 0, completed: 0, errors: { gave_up: COOKS } });
});

test('a burst is held once every cook has its first text, and let go without counting the cut streams as errors', async () => {
  harness.fake.setDefault({ kind: 'recipe', recipe: LONG_RECIPE, tokensPerSecond: 20 });
  const at = { offsetsMs: Array<number>(COOKS).fill(0), expectBytes: 0, giveUpMs: 60_000, firstTextWithinMs: 5_000 };
  const burst = sendCooks({ ...through('ours'), ...at });
  await burst.firstTexts();
  expect(burst.summary()).toMatchObject({ withFirstToken: COOKS, completed: 0, errors: {} });
  const pieces = burst.pieces();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(burst.pieces()).toBeGreaterThan(pieces);
  expect(burst.release()).toBe(COOKS);
});

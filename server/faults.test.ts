/**
 * Fault injection: the fake model fails in every way the real one can, and each time the cook
 * gets a clear status and message, the upstream request is closed, no upstream text leaks
 * through, and the app (with a single stream slot, so a leaked slot would show) goes on serving.
 */

import { expect, test } from 'vitest';
import { ERRORS, RecipeError, type ErrorCode } from '../core/errors.ts';
import type { StreamTimeouts } from '../core/model-stream.ts';
import { startFakeModel, type Scenario } from '../fake-model/server.ts';
import { appFor, postRecipe, eventsOf, startTestModel, type TestApp } from '../test-support/test-app.ts';

const TOKEN = 'hf_faults_secret_5d2a91';
const UPSTREAM_WORDS = 'upstream-internal-detail';
const TIMEOUTS: StreamTimeouts = { tokenTimeoutMs: 250, totalTimeoutMs: 3_000 };

const fake = await startTestModel({ defaultScenario: { kind: 'recipe', recipe: '# Omelette\n\nBeat, cook, fold.\n' } });
const appWith = (timeouts = TIMEOUTS, baseUrl = fake.url) =>
  appFor(fake, { token: TOKEN, baseUrl, timeouts, maxStreamsPerClient: 1, maxStreams: 1 });

const upstreamError = { error: { message: `${UPSTREAM_WORDS} ${TOKEN}`, type: 'server_error' } };

/** Asserts what every fault must leave behind: a closed upstream request, and an app that still answers. */
async function expectCleanAfterFault(app: TestApp) {
  expect(fake.chats()).toHaveLength(1);
  await fake.waitForClose(fake.chats()[0]!, 1_000);
  const next = await postRecipe(app);
  expect(next.status).toBe(200);
  expect((await eventsOf(next)).at(-1)).toEqual({ type: 'done' });
}

test.each<[string, Scenario, ErrorCode]>([
  ['401 (bad token)', { kind: 'status', status: 401, body: upstreamError }, 'model_auth'],
  ['403 (token lacks permission)', { kind: 'status', status: 403, body: upstreamError }, 'model_auth'],
  ['402 (out of credits)', { kind: 'status', status: 402, body: upstreamError }, 'model_credits'],
  ['404 (unknown model)', { kind: 'status', status: 404, body: upstreamError }, 'model_not_found'],
  ['400 "not supported by any provider"', { kind: 'status', status: 400 }, 'model_not_found'],
  ['429 (upstream rate limit)', { kind: 'status', status: 429, body: upstreamError }, 'model_busy'],
  ['500', { kind: 'status', status: 500, body: upstreamError }, 'model_unavailable'],
  ['503', { kind: 'status', status: 503, body: upstreamError }, 'model_unavailable'],
  [
    '500 with an HTML page',
    { kind: 'status', status: 500, body: `<h1>${UPSTREAM_WORDS} ${TOKEN}</h1>`, contentType: 'text/html' },
    'model_unavailable',
  ],
  ['422 (anything else)', { kind: 'status', status: 422, body: upstreamError }, 'model_error'],
  ['200 that is not an event stream', { kind: 'status', status: 200, body: upstreamError }, 'model_error'],
  ['an error event before any words', { kind: 'stream-error', afterTokens: 0, message: `${UPSTREAM_WORDS} ${TOKEN}` }, 'model_error'],
  ['a malformed first event', { kind: 'malformed', afterTokens: 0 }, 'model_error'],
  ['a dropped connection before any words', { kind: 'drop', afterTokens: 0 }, 'model_unavailable'],
  ['no answer at all (hang)', { kind: 'hang' }, 'model_timeout'],
  ['headers, then nothing', { kind: 'headers-then-hang' }, 'model_timeout'],
])(
  'before the first word, upstream %s answers with a status and a plain message, and closes the upstream request',
  async (_, scenario, code) => {
    fake.enqueue(scenario);
    const app = appWith();
    const response = await postRecipe(app);
    expect(response.status).toBe(new RecipeError(code).status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ error: { code, message: ERRORS[code].message } });
    expect(body).not.toContain(UPSTREAM_WORDS);
    expect(body).not.toContain(TOKEN);
    await expectCleanAfterFault(app);
  },
);

test.each<[string, Scenario, StreamTimeouts, ErrorCode, RegExp]>([
  [
    'an error event',
    { kind: 'stream-error', afterTokens: 4, message: `${UPSTREAM_WORDS} ${TOKEN}` },
    TIMEOUTS,
    'model_error',
    /ran into a problem/,
  ],
  ['a malformed event', { kind: 'malformed', afterTokens: 4 }, TIMEOUTS, 'model_error', /ran into a problem/],
  ['a dropped connection', { kind: 'drop', afterTokens: 4 }, TIMEOUTS, 'model_error', /dropped before the recipe was finished/],
  ['a stall between two words', { kind: 'drip', intervalMs: 600 }, TIMEOUTS, 'model_timeout', /took too long/],
  [
    'a slow drip past the cap on the whole answer',
    { kind: 'drip', intervalMs: 50 },
    { tokenTimeoutMs: 250, totalTimeoutMs: 400 },
    'model_timeout',
    /took too long/,
  ],
])('after the first words, %s ends the stream with an error event and no "done"', async (_, scenario, timeouts, code, message) => {
  fake.enqueue(scenario);
  const app = appWith(timeouts);
  const response = await postRecipe(app);
  expect(response.status).toBe(200);
  const raw = await response.text();
  const events = await eventsOf(raw);
  expect(events.slice(0, 2).map((event) => event.type)).toEqual(['model', 'text']);
  expect(events.at(-1)).toEqual({ type: 'error', error: { code, message: expect.stringMatching(message) } });
  expect(events.filter((event) => event.type === 'error' || event.type === 'done')).toHaveLength(1);
  expect(raw).not.toContain(UPSTREAM_WORDS);
  expect(raw).not.toContain(TOKEN);
  await expectCleanAfterFault(app);
});

test('a model service that refuses connections answers 502 model_unavailable', async () => {
  const gone = await startFakeModel();
  await gone.close();
  const response = await postRecipe(appWith(TIMEOUTS, gone.url));
  expect(response.status).toBe(502);
  expect(await response.json()).toEqual({ error: { code: 'model_unavailable', message: ERRORS.model_unavailable.message } });
});

test('MODEL_TIMEOUT_MS alone, well under the total cap, gives a 504 before the stream and a timeout event after it', async () => {
  const app = appWith({ tokenTimeoutMs: 150, totalTimeoutMs: 60_000 });
  fake.enqueue({ kind: 'headers-then-hang' });
  expect((await postRecipe(app)).status).toBe(504);
  fake.enqueue({ kind: 'drip', intervalMs: 2_000 });
  const events = await eventsOf(await postRecipe(app));
  expect(events.at(-1)).toMatchObject({ type: 'error', error: { code: 'model_timeout' } });
  await Promise.all(fake.chats().map((request) => fake.waitForClose(request, 1_000)));
});

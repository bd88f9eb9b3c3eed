/** What the server tests share: a fake model per test file, an app pointed at it, a way to ask it, and readers for its answers. */

import { afterAll, beforeEach, expect } from 'vitest';
import type { ErrorBody } from '../core/errors.ts';
import { DEFAULT_MODEL } from '../core/recipe-prompt.ts';
import { startFakeModel, type FakeModel, type FakeModelOptions } from '../fake-model/server.ts';
import { createApp, type AppOptions } from '../server/app.ts';
import { INGREDIENTS } from './ingredients.ts';
import { eventsOf } from './sse.ts';
import { STREAMS_PER_CLIENT, type ClientLimiters } from '../server/rate-limits.ts';
import { memoryLimiters } from '../server/node-rate-limits.ts';

export const MODEL = DEFAULT_MODEL;
/** The vision chain of the test apps: one image-capable model. */
export const VISION_MODEL = 'google/gemma-3-27b-it';

export type TestApp = ReturnType<typeof createApp>;

/** A fake model for the calling test file: reset before each test, closed after the last. */
export async function startTestModel(options: FakeModelOptions = {}): Promise<FakeModel> {
  const fake = await startFakeModel({ tokensPerSecond: 2000, ...options });
  beforeEach(() => fake.reset());
  afterAll(() => fake.close());
  return fake;
}

export type TestAppOptions = Partial<Omit<AppOptions, 'limiters'>> & {
  token?: string;
  baseUrl?: string;
  /** In memory, as `npm start` counts them without REDIS_URL… */
  rateLimitPerMinute?: number;
  maxStreamsPerClient?: number;
  /** …unless replaced here. */
  limiters?: Partial<ClientLimiters>;
};

export function appFor(
  fake: FakeModel,
  {
    token = 'hf_server_test_secret',
    baseUrl = fake.url,
    rateLimitPerMinute = 20,
    maxStreamsPerClient = STREAMS_PER_CLIENT,
    limiters,
    ...options
  }: TestAppOptions = {},
): TestApp {
  return createApp({
    target: { models: [MODEL], provider: 'auto', accessToken: token, baseUrl },
    models: [MODEL],
    visionModels: [VISION_MODEL],
    timeouts: { tokenTimeoutMs: 2_000, totalTimeoutMs: 10_000 },
    limiters: { ...memoryLimiters(rateLimitPerMinute, maxStreamsPerClient), ...limiters },
    ...options,
  });
}

/** POST /api/recipe, to an app in this process or to a server at its URL. */
export async function postRecipe(to: TestApp | string, body: unknown = { ingredients: INGREDIENTS }, init: RequestInit = {}) {
  const request: RequestInit = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  };
  return typeof to === 'string' ? fetch(`${to}/api/recipe`, request) : to.request('/api/recipe', request);
}

export { eventsOf, textOf } from './sse.ts';

/**
 * Reads a recipe's event stream to its end, holding that its first words arrived while the fake
 * model was still writing (streamed, not buffered by whatever stands between), and returns its events.
 */
export async function eventsAsWritten(response: Response, fake: FakeModel) {
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!text.includes('"text"')) text += (await reader.read()).value ?? '';
  expect(fake.chats()[0]!.finished).toBe(false);
  for (let part = await reader.read(); !part.done; part = await reader.read()) text += part.value;
  return eventsOf(text);
}

export const errorCodeOf = async (response: Response) => ((await response.json()) as ErrorBody).error.code;

/** Reads an answer to the end and gives its status; a 429 must say rate_limited, and to come back within the minute. */
export async function statusUnderRateLimit(response: Response): Promise<number> {
  if (response.status === 429) {
    expect(await errorCodeOf(response)).toBe('rate_limited');
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  } else await response.text();
  return response.status;
}

/** What the server tests share: a fake model per test file, an app pointed at it, and readers for its answers. */

import { afterAll, beforeEach } from 'vitest';
import type { ErrorBody } from '../core/errors.ts';
import { DEFAULT_MODEL } from '../core/recipe-prompt.ts';
import { createEventParser, type RecipeEvent } from '../core/wire.ts';
import { startFakeModel, type FakeModel, type FakeModelOptions } from '../fake-model/server.ts';
import { createApp, type AppOptions } from '../server/app.ts';

export const MODEL = DEFAULT_MODEL;
export const INGREDIENTS = ['egg', 'spinach', 'cheese', 'onion'];

export type TestApp = ReturnType<typeof createApp>;

/** A fake model for the calling test file: reset before each test, closed after the last. */
export async function startTestModel(options: FakeModelOptions = {}): Promise<FakeModel> {
  const fake = await startFakeModel({ tokensPerSecond: 2000, ...options });
  beforeEach(() => fake.reset());
  afterAll(() => fake.close());
  return fake;
}

export type TestAppOptions = Partial<AppOptions> & { token?: string; baseUrl?: string };

export function appFor(fake: FakeModel, { token = 'hf_server_test_secret', baseUrl = fake.url, ...options }: TestAppOptions = {}): TestApp {
  return createApp({
    target: { model: MODEL, provider: 'auto', accessToken: token, baseUrl },
    model: MODEL,
    limits: { tokenTimeoutMs: 2_000, totalTimeoutMs: 10_000 },
    ...options,
  });
}

export function askForRecipe(app: TestApp, body: unknown = { ingredients: INGREDIENTS }, init: RequestInit = {}) {
  return app.request('/api/recipe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

export const eventsOf = async (response: Response): Promise<RecipeEvent[]> => createEventParser()(await response.text());

export const errorCodeOf = async (response: Response) => ((await response.json()) as ErrorBody).error.code;

export const textOf = (events: RecipeEvent[]) => events.map((event) => (event.type === 'text' ? event.text : '')).join('');

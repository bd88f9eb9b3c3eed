/**
 * The real entry point (`npm start` runs it), as a separate process: its whole output is checked
 * for the token after every kind of failure, and SIGTERM is sent to it as a host would.
 */

import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { startFakeModel, type FakeModel } from '../fake-model/server.ts';
import { startInstance, type Instance } from '../test-support/instance.ts';
import { postRecipe, eventsOf } from '../test-support/test-app.ts';

const TOKEN = 'hf_entry_secret_a83c55e1';
// Each test starts a real process through tsx, which takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

let fake: FakeModel;
let folder: string;
const running: ChildProcess[] = [];

beforeAll(async () => {
  fake = await startFakeModel({ tokensPerSecond: 0, defaultScenario: { kind: 'recipe', recipe: '# Soup\n\nSimmer.\n' } });
  // The entry serves ./dist: a stand-in page is enough, and a fresh folder has no .env to read.
  folder = mkdtempSync(join(tmpdir(), 'pantry-chef-entry-'));
  mkdirSync(join(folder, 'dist'));
  writeFileSync(join(folder, 'dist', 'index.html'), '<!doctype html><title>Pantry Chef</title>');
});
afterAll(async () => {
  await fake.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => fake.reset());
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** The real entry, as `npm start` runs it, against this file's fake model (and fake Hub). */
async function startEntry(overrides: Record<string, string | undefined> = {}): Promise<Instance> {
  const env = {
    HF_TOKEN: TOKEN,
    MODEL_BASE_URL: fake.url,
    // One model, so that every scripted failure reaches the caller rather than the next model of a chain.
    RECIPE_MODEL: 'mistralai/Mistral-7B-Instruct-v0.3',
    MODEL_TIMEOUT_MS: '300',
    RATE_LIMIT_PER_MINUTE: '1000',
    HF_HUB_URL: fake.origin,
    ...overrides,
  };
  const started = startInstance(
    folder,
    Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined)),
  );
  return started.then((entry) => {
    running.push(entry.child);
    return entry;
  });
}

// A caller that sends the token itself must not see it come back either.
const askWithToken = (
  url: string,
  body: string = JSON.stringify({ ingredients: ['leek', 'potato', 'stock', 'cream'] }),
  type = 'application/json',
) => postRecipe(url, body, { headers: { 'Content-Type': type, Authorization: `Bearer ${TOKEN}` } });

test('the real server never logs the token, nor sends it back, through upstream failures, timeouts and bad requests', async () => {
  const entry = await startEntry();
  const leak = `upstream says ${TOKEN}`;
  fake.enqueue(
    { kind: 'status', status: 401, body: { error: { message: leak, type: 'authentication_error' } } },
    { kind: 'status', status: 403 },
    { kind: 'status', status: 500, body: leak, contentType: 'text/plain' },
    { kind: 'status', status: 400, body: { error: leak } },
    { kind: 'stream-error', afterTokens: 0, message: leak },
    { kind: 'stream-error', afterTokens: 2, message: leak },
    { kind: 'malformed', afterTokens: 1 },
    { kind: 'drop', afterTokens: 1 },
    { kind: 'hang' },
    { kind: 'headers-then-hang' },
  );
  const answers: string[] = [];
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const response = await askWithToken(entry.url);
    statuses.push(response.status);
    answers.push(JSON.stringify([...response.headers]) + (await response.text()));
  }
  for (const [body, type] of [
    ['egg', 'text/plain'],
    [`{"ingredients": "${TOKEN}"`, 'application/json'],
    [JSON.stringify({ ingredients: [TOKEN.repeat(5)] }), 'application/json'],
    [JSON.stringify({ ingredients: ['egg'], padding: TOKEN.repeat(3_000) }), 'application/json'],
  ] as const) {
    const response = await askWithToken(entry.url, body, type);
    statuses.push(response.status);
    answers.push(JSON.stringify([...response.headers]) + (await response.text()));
  }
  expect(statuses).toEqual([502, 502, 502, 502, 502, 200, 200, 200, 504, 504, 200, 415, 400, 400, 413]);
  for (const answer of answers) expect(answer).not.toContain(TOKEN);

  entry.child.kill('SIGTERM');
  expect(await entry.exited).toBe(0);
  // The log did record those requests: it is not silent, only free of the token.
  expect(entry.output()).toMatch(/--> POST \/api\/recipe \S*502/);
  expect(entry.output()).toMatch(/--> POST \/api\/recipe \S*413/);
  expect(entry.output()).not.toContain(TOKEN);
  expect(entry.output()).not.toContain(TOKEN.slice(3));
});

test('on SIGTERM the real server refuses new connections, lets the open recipe finish, and exits 0', async () => {
  const entry = await startEntry();
  fake.enqueue({ kind: 'recipe', recipe: 'one two three four five six seven eight nine ten', tokensPerSecond: 10 });
  const response = await askWithToken(entry.url);
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = (await reader.read()).value ?? '';

  entry.child.kill('SIGTERM');
  await expect
    .poll(
      () =>
        fetch(`${entry.url}/api/health`).then(
          () => 'accepted',
          () => 'refused',
        ),
      { timeout: 2_000 },
    )
    .toBe('refused');
  for (let part = await reader.read(); !part.done; part = await reader.read()) text += part.value;
  const events = await eventsOf(text);
  expect(events.map((event) => (event.type === 'text' ? event.text : '')).join('')).toBe(
    'one two three four five six seven eight nine ten',
  );
  expect(events.at(-1)).toEqual({ type: 'done' });
  expect(await entry.exited).toBe(0);
  expect(entry.output()).toContain('SIGTERM received');
});

/** The real Hugging Face chain, as far as the start-up check can tell: the default models, asked of the fake Hub. */
// The chain these checks were first written against.
const ON_HUGGING_FACE = {
  MODEL_BASE_URL: undefined,
  RECIPE_MODEL: 'mistralai/Mistral-7B-Instruct-v0.3,meta-llama/Llama-3.1-8B-Instruct,Qwen/Qwen2.5-7B-Instruct',
};

test('after start-up the real server says which providers serve the chain, without the token', async () => {
  fake.hub.serve('mistralai/Mistral-7B-Instruct-v0.3', {});
  fake.hub.serve('meta-llama/Llama-3.1-8B-Instruct', { novita: 'live', cerebras: 'live' });
  fake.hub.serve('Qwen/Qwen2.5-7B-Instruct', { together: 'live' });
  const entry = await startEntry(ON_HUGGING_FACE);
  const summary = 'Mistral-7B-Instruct-v0.3: no provider serves it now; recipes will come from Llama-3.1-8B-Instruct (novita, cerebras).';
  await expect.poll(entry.output, { timeout: 10_000 }).toContain(summary);
  expect(entry.output().indexOf('ready at')).toBeLessThan(entry.output().indexOf(summary));
  expect(entry.output()).toContain('HF_TOKEN is valid');
  expect(entry.output()).not.toContain(TOKEN.slice(3));
});

test('the real server is ready and answers while the Hub is silent, and keeps serving when it cannot be reached', async () => {
  fake.hub.setOutage({ hang: true });
  const waiting = await startEntry(ON_HUGGING_FACE);
  await expect.poll(() => fake.hub.requests.length, { timeout: 10_000 }).toBeGreaterThan(0);
  expect((await fetch(`${waiting.url}/api/health`)).status).toBe(200);
  expect(waiting.output()).not.toContain('Could not ask the Hub');

  const closed = createServer();
  await new Promise<void>((listening) => closed.listen(0, '127.0.0.1', listening));
  const { port } = closed.address() as { port: number };
  await new Promise((done) => closed.close(done));
  const cutOff = await startEntry({ ...ON_HUGGING_FACE, HF_HUB_URL: `http://127.0.0.1:${port}` });
  await expect.poll(cutOff.output, { timeout: 10_000 }).toContain(`Could not ask the Hub at http://127.0.0.1:${port}`);
  expect((await fetch(`${cutOff.url}/api/health`)).status).toBe(200);
  expect(cutOff.child.exitCode).toBeNull();
});

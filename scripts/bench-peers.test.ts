/**
 * The peer the benchmark measures the server against (bench/peers/ai-sdk-relay.ts) is a working
 * relay: the same prompt to the same fake model, the recipe back as plain text, and a cook who
 * leaves ends the model's stream. Here rather than in bench/, where the test projects do not look.
 */

import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildChatRequest } from '../core/recipe-prompt.ts';
import { LONG_RECIPE } from '../fake-model/recipes.ts';
import { startFakeModel, type FakeModel } from '../fake-model/server.ts';
import { startAiSdkRelay, type RunningPeer } from '../bench/peers/ai-sdk-relay.ts';

let fake: FakeModel;
let peer: RunningPeer;
const INGREDIENTS = ['eggs', 'leeks'];
const ask = (signal?: AbortSignal) =>
  fetch(`${peer.url}/api/recipe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ingredients: INGREDIENTS }),
    signal,
  });

beforeAll(async () => {
  fake = await startFakeModel({ port: 0 });
  peer = await startAiSdkRelay(fake.url, 'hf_test');
});
afterAll(async () => {
  await peer?.close();
  await fake?.close();
});

test('the AI SDK relay sends the same prompt to the model and streams the recipe back as plain text', async () => {
  fake.reset();
  fake.setDefault({ kind: 'recipe', recipe: LONG_RECIPE, tokensPerSecond: 0 });
  const response = await ask();
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(await response.text()).toBe(LONG_RECIPE);
  const [chat] = fake.chats();
  const { model, messages } = buildChatRequest(INGREDIENTS);
  expect(chat?.body).toMatchObject({ model, messages, stream: true });
  expect(chat?.headers.authorization).toBe('Bearer hf_test');
});

test('a cook who leaves ends the model stream behind the AI SDK relay', async () => {
  fake.reset();
  fake.setDefault({ kind: 'recipe', recipe: LONG_RECIPE, tokensPerSecond: 20 });
  const controller = new AbortController();
  const response = await ask(controller.signal);
  const reader = response.body!.getReader();
  await reader.read();
  controller.abort();
  const [chat] = fake.chats();
  await fake.waitForClose(chat!, 5_000);
  expect(chat?.closedEarly).toBe(true);
  expect(chat?.finished).toBe(false);
});

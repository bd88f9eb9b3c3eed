/**
 * Reasoning models through the app, the real client and the fake model: they are asked to reason
 * briefly where they accept it, DEFAULT_MODEL is asked exactly as docs/model-call.md says, and a long think
 * is said to the cook (one `thinking` event) while none of it reaches the card.
 */

import { expect, test } from 'vitest';
import { REASONING_WORD, thinkingAnswer } from '../fake-model/thinking.ts';
import { appFor, postRecipe, eventsOf, MODEL, startTestModel, textOf } from '../test-support/test-app.ts';

const GPT = 'openai/gpt-oss-20b';
const LLAMA = 'meta-llama/Llama-3.1-8B-Instruct';

const fake = await startTestModel();
const appOn = (model: string) =>
  appFor(fake, { models: [model], target: { models: [model], provider: 'auto', accessToken: 'hf_x', baseUrl: fake.url } });
const sentTo = async (model: string) => {
  await eventsOf(await postRecipe(appOn(model)));
  return fake.chats().at(-1)!.body as Record<string, unknown>;
};

test('gpt-oss is asked to reason briefly; the default model and models without options get the plain request, nothing added', async () => {
  const spec = await sentTo(MODEL);
  expect(Object.keys(spec).sort()).toEqual(['max_tokens', 'messages', 'model', 'stream']);
  const llama = await sentTo(LLAMA);
  expect(llama).toEqual({ ...spec, model: LLAMA });
  const gpt = await sentTo(GPT);
  expect(gpt).toEqual({ ...spec, model: GPT, reasoning_effort: 'low' });
});

test('300 reasoning tokens before the answer: the stream says once that the model is thinking, and the recipe holds none of it', async () => {
  fake.enqueue(thinkingAnswer({ chunkSize: 4096 }));
  const response = await postRecipe(appOn(GPT));
  expect(response.status).toBe(200);
  const events = await eventsOf(response);
  expect(events.slice(0, 2)).toEqual([{ type: 'thinking' }, { type: 'model', model: GPT }]);
  expect(events.filter((event) => event.type === 'thinking')).toHaveLength(1);
  expect(textOf(events)).toMatch(/^# /);
  expect(textOf(events)).not.toContain(REASONING_WORD);
  expect(events.at(-1)).toEqual({ type: 'done' });
});

test('a short think is not worth a word: no thinking event, the recipe comes as usual', async () => {
  fake.enqueue(thinkingAnswer({ reasoningTokens: 5 }));
  const events = await eventsOf(await postRecipe(appOn(GPT)));
  expect(events[0]).toEqual({ type: 'model', model: GPT });
  expect(events.some((event) => event.type === 'thinking')).toBe(false);
  expect(textOf(events)).not.toContain(REASONING_WORD);
});

/**
 * The real @huggingface/inference client pointed at a fake model started for one test, as the fake
 * model's own tests use it: the app's message shape, the whole stream collected, aborted afterwards.
 */

import { InferenceClient } from '@huggingface/inference';
import { afterEach, vi } from 'vitest';
import { RECIPES, type Recipe } from '../fake-model/recipes.ts';
import { startFakeModel, type FakeModel, type FakeModelOptions, type ReceivedRequest } from '../fake-model/server.ts';

export const MODEL = 'mistralai/Mistral-7B-Instruct-v0.3';
// Fast enough that a whole recipe streams in well under 100 ms.
const FAST = 10_000;

export const client = new InferenceClient('hf_test');
export type Chunk = ReturnType<typeof client.chatCompletionStream> extends AsyncGenerator<infer T> ? T : never;

/** A short recipe of 26 tokens. */
export const SHORT_RECIPE = '# Toast\n\n## Ingredients\n- Bread\n\n## Instructions\n1. Toast it.\n\n## Extra Tip\nButter.';

/** Returns `start`, which starts a fake model for the running test; it is closed (and env stubs undone) after each test. */
export function useFakeModel(): (options?: FakeModelOptions) => Promise<FakeModel> {
  let fake: FakeModel | undefined;
  afterEach(async () => {
    vi.unstubAllEnvs();
    await fake?.close();
    fake = undefined;
  });
  return async (options = {}) => {
    fake = await startFakeModel({ port: 0, tokensPerSecond: FAST, ...options });
    return fake;
  };
}

/** Messages shaped like the app's: a system prompt, then the ingredients joined by ", " in a sentence. */
export function messagesFor(ingredients: string[]) {
  return [
    { role: 'system', content: 'You are a warm, practical home cook. Answer with a recipe in Markdown.' },
    { role: 'user', content: `I have these ingredients: ${ingredients.join(', ')}. What can I cook with them?` },
  ];
}

export const recipe = (id: string): Recipe => {
  const found = RECIPES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no recipe ${id}`);
  return found;
};

export const lastRequest = (model: FakeModel): ReceivedRequest => {
  const request = model.requests.at(-1);
  if (!request) throw new Error('the fake recorded no request');
  return request;
};

/** Streams with the real client, aborting afterwards because leaving the loop does not close the connection. */
export async function collect(
  model: FakeModel,
  {
    ingredients = ['eggs', 'spinach', 'feta'],
    maxTokens = 1024,
    abortAfter,
    retry = false,
  }: { ingredients?: string[]; maxTokens?: number; abortAfter?: number; retry?: boolean } = {},
) {
  const controller = new AbortController();
  const chunks: Chunk[] = [];
  let error: unknown;
  try {
    const stream = client.chatCompletionStream(
      { model: MODEL, endpointUrl: model.url, messages: messagesFor(ingredients), max_tokens: maxTokens },
      { signal: controller.signal, retry_on_error: retry },
    );
    for await (const chunk of stream) {
      chunks.push(chunk);
      if (chunks.length === abortAfter) controller.abort();
    }
  } catch (caught) {
    error = caught;
  } finally {
    controller.abort();
  }
  const text = chunks.map((chunk) => chunk.choices[0]?.delta?.content ?? '').join('');
  return { chunks, text, error };
}

/** Asks for a whole (non-streamed) answer with the real client. */
export function complete(model: FakeModel, { ingredients = ['eggs', 'spinach', 'feta'], maxTokens = 1024 } = {}) {
  return client.chatCompletion(
    { model: MODEL, endpointUrl: model.url, messages: messagesFor(ingredients), max_tokens: maxTokens },
    { retry_on_error: false, signal: AbortSignal.timeout(5000) },
  );
}

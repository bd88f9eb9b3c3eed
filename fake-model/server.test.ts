import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { modelInfo, whoAmI } from '@huggingface/hub';
import { InferenceClient, InferenceClientProviderApiError } from '@huggingface/inference';
import { afterEach, expect, test, vi } from 'vitest';
import { LONG_RECIPE, RECIPES, chooseRecipe, tokenize, type Recipe } from './recipes.ts';
import { startFakeModel, type FakeModel, type FakeModelOptions, type ReceivedRequest, type Scenario } from './server.ts';
import { loadWireSample, wireSamples, wireSamplesDir } from './wire-samples.ts';
import { contentOf } from '../test-support/recorded-content.ts';

const MODEL = 'mistralai/Mistral-7B-Instruct-v0.3';
// Fast enough that a whole recipe streams in well under 100 ms.
const FAST = 10_000;

const client = new InferenceClient('hf_test');
type Chunk = ReturnType<typeof client.chatCompletionStream> extends AsyncGenerator<infer T> ? T : never;

let fake: FakeModel | undefined;

afterEach(async () => {
  vi.unstubAllEnvs();
  await fake?.close();
  fake = undefined;
});

async function start(options: FakeModelOptions = {}): Promise<FakeModel> {
  fake = await startFakeModel({ port: 0, tokensPerSecond: FAST, ...options });
  return fake;
}

/** Messages shaped like the app's: a system prompt, then the ingredients joined by ", " in a sentence. */
function messagesFor(ingredients: string[]) {
  return [
    { role: 'system', content: 'You are a warm, practical home cook. Answer with a recipe in Markdown.' },
    { role: 'user', content: `I have these ingredients: ${ingredients.join(', ')}. What can I cook with them?` },
  ];
}

const recipe = (id: string): Recipe => {
  const found = RECIPES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no recipe ${id}`);
  return found;
};

const lastRequest = (model: FakeModel): ReceivedRequest => {
  const request = model.requests.at(-1);
  if (!request) throw new Error('the fake recorded no request');
  return request;
};

/** Streams with the real client, aborting afterwards because leaving the loop does not close the connection. */
async function collect(
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

function complete(model: FakeModel, { ingredients = ['eggs', 'spinach', 'feta'], maxTokens = 1024 } = {}) {
  return client.chatCompletion(
    { model: MODEL, endpointUrl: model.url, messages: messagesFor(ingredients), max_tokens: maxTokens },
    { retry_on_error: false, signal: AbortSignal.timeout(5000) },
  );
}

test('a streamed answer is the recipe chosen for the ingredients, sent token by token in the router chunk format', async () => {
  const model = await start();
  const { chunks, text, error } = await collect(model, { ingredients: ['Chickpeas', 'sweet potato', 'coconut milk'] });

  expect(error).toBeUndefined();
  expect(text).toBe(recipe('chickpea-curry').markdown);
  const contentChunks = chunks.filter((chunk) => chunk.choices[0]?.delta?.content);
  expect(contentChunks.length).toBe(tokenize(text).length);
  expect(chunks[0]).toMatchObject({
    object: 'chat.completion.chunk',
    model: MODEL,
    choices: [{ index: 0, delta: { role: 'assistant' }, finish_reason: null }],
  });
  expect(chunks[0]?.id).toMatch(/^chatcmpl-/);
  expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(1);
  expect(chunks.at(-1)).toMatchObject({
    choices: [{ delta: {}, finish_reason: 'stop' }],
    usage: { completion_tokens: contentChunks.length },
  });
  expect(lastRequest(model)).toMatchObject({ finished: true, closedEarly: false });
});

test('the fake records the model, max_tokens, stream flag, messages and the bearer token the client sent', async () => {
  const model = await start();
  await collect(model, { maxTokens: 700 });

  const request = lastRequest(model);
  expect(request.method).toBe('POST');
  expect(request.path).toBe('/v1/chat/completions');
  expect(request.headers.authorization).toBe('Bearer hf_test');
  expect(request.headers['content-type']).toBe('application/json');
  expect(request.headers['user-agent']).toMatch(/^@huggingface\/inference\//);
  expect(request.body).toEqual({ model: MODEL, messages: messagesFor(['eggs', 'spinach', 'feta']), max_tokens: 700, stream: true });
});

test('a non-streaming request gets a chat.completion object with the whole recipe and usage', async () => {
  const model = await start();
  const answer = await complete(model, { ingredients: ['spaghetti', 'garlic', 'tomatoes'] });

  expect(answer).toMatchObject({
    object: 'chat.completion',
    model: MODEL,
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant' } }],
  });
  expect(answer.choices[0]?.message.content).toBe(recipe('tomato-spaghetti').markdown);
  expect(answer.usage.completion_tokens).toBe(tokenize(recipe('tomato-spaghetti').markdown).length);
  expect(answer.usage.total_tokens).toBe(answer.usage.prompt_tokens + answer.usage.completion_tokens);
  expect(lastRequest(model).body).not.toHaveProperty('stream');
});

test('max_tokens cuts the answer short with finish_reason "length", streamed or not', async () => {
  const model = await start();
  const expected = tokenize(recipe('frittata').markdown).slice(0, 12).join('');

  const streamed = await collect(model, { maxTokens: 12 });
  expect(streamed.text).toBe(expected);
  expect(streamed.chunks.at(-1)?.choices[0]?.finish_reason).toBe('length');

  const whole = await complete(model, { maxTokens: 12 });
  expect(whole.choices[0]?.message.content).toBe(expected);
  expect(whole.choices[0]?.finish_reason).toBe('length');
});

test('the fenced scenario wraps the whole answer in a markdown code fence', async () => {
  const model = await start();
  model.enqueue({ kind: 'recipe', fenced: true });
  const { text } = await collect(model);

  expect(text).toBe(`\`\`\`markdown\n${recipe('frittata').markdown}\n\`\`\``);
});

test('a recipe scenario streams the given text at its own rate', async () => {
  const model = await start();
  const short = '# Toast\n\n## Ingredients\n- Bread\n\n## Instructions\n1. Toast it.\n\n## Extra Tip\nButter.';
  model.enqueue({ kind: 'recipe', recipe: short, tokensPerSecond: 100 });
  const started = performance.now();
  const { text } = await collect(model);

  expect(text).toBe(short);
  // 26 tokens at 100 per second: the last one is due 250 ms after the first.
  expect(performance.now() - started).toBeGreaterThan(200);
});

test.for([401, 402, 403, 404, 429, 500])(
  'an HTTP %i surfaces as InferenceClientProviderApiError with that status and the router message',
  async (status) => {
    const model = await start();
    model.enqueue({ kind: 'status', status });
    const { chunks, error } = await collect(model);

    expect(chunks).toEqual([]);
    expect(error).toBeInstanceOf(InferenceClientProviderApiError);
    const apiError = error as InferenceClientProviderApiError;
    expect(apiError.httpResponse.status).toBe(status);
    expect(apiError.httpResponse.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const body = apiError.httpResponse.body as { error: { message: string; type: string } };
    expect(apiError.message).toBe(`Failed to perform inference: ${body.error.message}`);
    expect(body.error.type).toEqual(expect.any(String));
  },
);

test('a 400 "model not supported by any provider" carries the router message naming the model', async () => {
  const model = await start();
  model.enqueue({ kind: 'status', status: 400 });
  const { error } = await collect(model);

  expect(error).toBeInstanceOf(InferenceClientProviderApiError);
  expect((error as InferenceClientProviderApiError).httpResponse.status).toBe(400);
  expect((error as Error).message).toContain(`The requested model '${MODEL}' is not supported by any provider you have enabled.`);
});

test('a 503 surfaces as an error with retry_on_error false, but with the client default it is retried at once', async () => {
  const model = await start();
  model.enqueue({ kind: 'status', status: 503 });
  const refused = await collect(model);
  expect((refused.error as InferenceClientProviderApiError).httpResponse.status).toBe(503);
  expect(model.requests).toHaveLength(1);

  model.enqueue({ kind: 'status', status: 503 }, { kind: 'status', status: 503 });
  const retried = await collect(model, { retry: true });
  expect(retried.error).toBeUndefined();
  expect(retried.text).toBe(recipe('frittata').markdown);
  expect(model.requests).toHaveLength(4);
});

test('a status scenario can send its own body and content type', async () => {
  const model = await start();
  model.enqueue({ kind: 'status', status: 502, body: 'Bad gateway', contentType: 'text/plain; charset=utf-8' });
  const streamed = await collect(model);
  // The streaming path reads only JSON error bodies.
  expect((streamed.error as Error).message).toBe('Failed to perform inference: an HTTP error occurred when requesting the provider.');

  model.enqueue({ kind: 'status', status: 422, body: { error: 'Input validation error: max_tokens too large' } });
  const validation = await collect(model);
  expect((validation.error as InferenceClientProviderApiError).httpResponse.status).toBe(422);
  expect((validation.error as Error).message).toBe('Failed to perform inference: Input validation error: max_tokens too large');
});

test('an in-stream error event throws a ProviderApiError after the chunks sent before it', async () => {
  const model = await start();
  model.enqueue({ kind: 'stream-error', afterTokens: 7, message: 'CUDA out of memory' });
  const { chunks, text, error } = await collect(model);

  expect(chunks).toHaveLength(7);
  expect(text).toBe(tokenize(recipe('frittata').markdown).slice(0, 7).join(''));
  expect(error).toBeInstanceOf(InferenceClientProviderApiError);
  expect((error as Error).message).toBe('Failed to perform inference: an occurred while streaming the response: CUDA out of memory');
  // The router's error arrives on a 200 stream, so that is the status the client reports.
  expect((error as InferenceClientProviderApiError).httpResponse.status).toBe(200);
  expect(lastRequest(model)).toMatchObject({ finished: true, closedEarly: false });
});

test('a malformed event throws a plain SyntaxError and leaves the connection open until the caller aborts', async () => {
  // Slow enough that the rest of the answer is still streaming when the client gives up.
  const model = await start({ tokensPerSecond: 200 });
  model.enqueue({ kind: 'malformed', afterTokens: 5 });
  const { chunks, error } = await collect(model);

  expect(chunks).toHaveLength(5);
  expect(error).toBeInstanceOf(SyntaxError);
  expect(error).not.toBeInstanceOf(InferenceClientProviderApiError);
  const request = lastRequest(model);
  await model.waitForClose(request);
  expect(request).toMatchObject({ finished: false, closedEarly: true });
});

test('a dropped connection throws TypeError "terminated" after the chunks that arrived, never a clean end', async () => {
  const model = await start();
  model.enqueue({ kind: 'drop', afterTokens: 9 });
  const { chunks, error } = await collect(model);

  expect(chunks).toHaveLength(9);
  expect(error).toBeInstanceOf(TypeError);
  expect((error as Error).message).toBe('terminated');
  expect((error as Error).cause).toMatchObject({ code: 'UND_ERR_SOCKET' });
  // The fake cut the line itself, so this is not the client hanging up.
  expect(lastRequest(model)).toMatchObject({ finished: false, closedEarly: false });
});

test('aborting mid-answer marks the request closedEarly, resolves waitForClose and stops the stream', async () => {
  const model = await start();
  model.enqueue({ kind: 'recipe', tokensPerSecond: 100 });
  const { chunks, error } = await collect(model, { abortAfter: 3 });

  expect(chunks).toHaveLength(3);
  expect((error as Error).name).toBe('AbortError');
  const request = lastRequest(model);
  await model.waitForClose(request, 1000);
  expect(request.closedEarly).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(request.finished).toBe(false);
});

test('a hanging request ends with an AbortError when aborted, and is recorded as closed early', async () => {
  const model = await start();
  model.enqueue({ kind: 'hang' });
  const controller = new AbortController();
  const pending = client.chatCompletion(
    { model: MODEL, endpointUrl: model.url, messages: messagesFor(['rice']) },
    { signal: controller.signal },
  );
  await expect.poll(() => model.requests.length).toBe(1);
  controller.abort();

  await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  const request = lastRequest(model);
  await model.waitForClose(request, 1000);
  expect(request).toMatchObject({ finished: false, closedEarly: true });
});

test('headers-then-hang opens a 200 event stream that yields nothing until aborted', async () => {
  const model = await start();
  model.enqueue({ kind: 'headers-then-hang' });
  const controller = new AbortController();
  const chunks: Chunk[] = [];
  const reading = (async () => {
    for await (const chunk of client.chatCompletionStream(
      { model: MODEL, endpointUrl: model.url, messages: messagesFor(['rice']) },
      { signal: controller.signal },
    )) {
      chunks.push(chunk);
    }
  })();
  await expect.poll(() => model.requests.length).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 100));
  controller.abort();

  await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
  expect(chunks).toEqual([]);
  await model.waitForClose(lastRequest(model), 1000);
  expect(lastRequest(model).closedEarly).toBe(true);
});

test('waitForClose rejects when the request is still open after the timeout', async () => {
  const model = await start();
  model.enqueue({ kind: 'hang' });
  const controller = new AbortController();
  const pending = client
    .chatCompletion({ model: MODEL, endpointUrl: model.url, messages: messagesFor(['rice']) }, { signal: controller.signal })
    .catch(() => undefined);
  await expect.poll(() => model.requests.length).toBe(1);

  await expect(model.waitForClose(lastRequest(model), 50)).rejects.toThrow(/still open/);
  controller.abort();
  await pending;
});

test('drip sends one token per interval and stops after `tokens` tokens with finish_reason "length"', async () => {
  const model = await start();
  model.enqueue({ kind: 'drip', intervalMs: 40, tokens: 5 });
  const started = performance.now();
  const arrivals: number[] = [];
  const controller = new AbortController();
  const chunks: Chunk[] = [];
  for await (const chunk of client.chatCompletionStream(
    { model: MODEL, endpointUrl: model.url, messages: messagesFor(['eggs']) },
    { signal: controller.signal },
  )) {
    chunks.push(chunk);
    arrivals.push(performance.now() - started);
  }
  controller.abort();

  expect(chunks.map((chunk) => chunk.choices[0]?.delta?.content ?? '').join('')).toBe(
    tokenize(recipe('frittata').markdown).slice(0, 5).join(''),
  );
  expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('length');
  // Five tokens due at 0, 40, 80, 120 and 160 ms; timers may run late, never early.
  expect((arrivals[4] ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThanOrEqual(150);
});

test('close() cuts hanging connections and resolves promptly', async () => {
  const model = await start();
  model.enqueue({ kind: 'hang' });
  const pending = client.chatCompletion(
    { model: MODEL, endpointUrl: model.url, messages: messagesFor(['rice']) },
    { retry_on_error: false },
  );
  await expect.poll(() => model.requests.length).toBe(1);

  const started = performance.now();
  await model.close();
  expect(performance.now() - started).toBeLessThan(500);
  await expect(pending).rejects.toThrow('fetch failed');
  expect(lastRequest(model).closedEarly).toBe(false);
});

test('the CORS preflight allows the headers the client sends, and responses carry Access-Control-Allow-Origin', async () => {
  const model = await start();
  const preflight = await fetch(`${model.url}/chat/completions`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://localhost:5173',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,content-type,user-agent,x-hf-bill-to',
    },
  });

  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  // hono/cors lists them with bare commas.
  expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,content-type,user-agent,x-hf-bill-to');
  expect(lastRequest(model)).toMatchObject({ method: 'OPTIONS', finished: true });

  const post = await fetch(`${model.url}/chat/completions`, {
    method: 'POST',
    headers: { Origin: 'http://localhost:5173', 'Content-Type': 'application/json' },
    body: JSON.stringify({ model: MODEL, messages: messagesFor(['eggs']) }),
  });
  expect(post.headers.get('access-control-allow-origin')).toBe('*');
  expect(post.headers.get('access-control-expose-headers')).toContain('x-request-id');
});

test('bad JSON and a missing model get a 400 JSON error, without using up a queued scenario', async () => {
  const model = await start();
  model.enqueue({ kind: 'status', status: 401 });
  const post = (body: string) =>
    fetch(`${model.url}/chat/completions`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

  const badJson = await post('{"model": ');
  expect(badJson.status).toBe(400);
  expect(badJson.headers.get('content-type')).toBe('application/json');
  expect(await badJson.json()).toMatchObject({
    error: { message: expect.stringContaining('Invalid JSON'), type: 'invalid_request_error' },
  });
  expect(model.requests[0]?.body).toBe('{"model": ');

  const noModel = await post(JSON.stringify({ messages: messagesFor(['eggs']) }));
  expect(noModel.status).toBe(400);
  expect(await noModel.json()).toMatchObject({ error: { message: "Missing required parameter: 'model'." } });

  const queued = await post(JSON.stringify({ model: MODEL, messages: messagesFor(['eggs']) }));
  expect(queued.status).toBe(401);
});

test('the control API enqueues, sets the default, lists requests and resets over HTTP', async () => {
  const model = await start();
  const control = (path: string, body?: unknown) =>
    fetch(`${model.origin}/__fake/${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });

  expect(
    (
      await control('enqueue', [
        { kind: 'status', status: 429 },
        { kind: 'recipe', fenced: true },
      ])
    ).status,
  ).toBe(200);
  expect((await control('default', { kind: 'status', status: 402 })).status).toBe(200);
  expect((await control('enqueue', [{ kind: 'nonsense' }])).status).toBe(400);

  expect(((await collect(model)).error as InferenceClientProviderApiError).httpResponse.status).toBe(429);
  expect((await collect(model)).text).toMatch(/^```markdown\n# /);
  expect(((await collect(model)).error as InferenceClientProviderApiError).httpResponse.status).toBe(402);

  const listed = (await (await control('requests')).json()) as ReceivedRequest[];
  expect(listed.map((request) => request.path)).toEqual(['/v1/chat/completions', '/v1/chat/completions', '/v1/chat/completions']);
  expect(listed[0]?.headers.authorization).toBe('Bearer hf_test');

  expect((await control('reset', {})).status).toBe(200);
  expect(model.requests).toEqual([]);
  expect((await collect(model)).text).toBe(recipe('frittata').markdown);
});

test('reset() in process clears the queue, the default and the requests', async () => {
  const model = await start();
  model.enqueue({ kind: 'status', status: 500 });
  model.setDefault({ kind: 'status', status: 404 });
  await collect(model);
  model.reset();

  expect(model.requests).toEqual([]);
  expect((await collect(model)).error).toBeUndefined();
  expect(model.requests).toHaveLength(1);
});

test('GET /v1/models lists a model in the OpenAI format, and / answers readiness probes without being recorded', async () => {
  const model = await start();
  const models = await (await fetch(`${model.url}/models`)).json();
  expect(models).toMatchObject({ object: 'list', data: [{ id: MODEL, object: 'model' }] });

  expect((await fetch(`${model.origin}/`)).status).toBe(200);
  expect(model.requests.map((request) => request.path)).toEqual(['/v1/models']);
});

test('the recipe is chosen by the most ingredient keywords, case-insensitively, from the last user message', () => {
  const ask = (content: string, earlier = 'eggs, spinach, feta') => [
    { role: 'user', content: earlier },
    { role: 'assistant', content: '# Spinach and Feta Frittata' },
    { role: 'user', content },
  ];
  expect(chooseRecipe(ask('I have these ingredients: Rice, chicken, frozen peas. What can I cook?')).id).toBe('fried-rice');
  expect(chooseRecipe(ask('I have these ingredients: chicken, potatoes, LEMON.')).id).toBe('lemon-chicken');
  expect(chooseRecipe(ask('I have these ingredients: tortillas, black beans, cheese.')).id).toBe('quesadillas');
  expect(chooseRecipe(ask('I have these ingredients: bananas, oats, eggs, milk.')).id).toBe('banana-pancakes');
  expect(chooseRecipe(ask('I have these ingredients: red lentils, carrots, celery.')).id).toBe('lentil-soup');
  expect(chooseRecipe(ask('I have these ingredients: spaghetti, tomatoes, basil.')).id).toBe('tomato-spaghetti');
  expect(chooseRecipe([{ role: 'user', content: [{ type: 'text', text: 'chickpeas, coconut milk' }] }]).id).toBe('chickpea-curry');
});

test('with no keyword in common, or no user message, the first recipe is the fallback', () => {
  expect(chooseRecipe([{ role: 'user', content: 'I have these ingredients: salmon, asparagus.' }])).toBe(RECIPES[0]);
  expect(chooseRecipe([{ role: 'system', content: 'rice, chicken' }])).toBe(RECIPES[0]);
  expect(chooseRecipe(undefined)).toBe(RECIPES[0]);
});

test('every recipe has a title, Ingredients bullets, numbered Instructions and an Extra Tip, with emphasis and no greeting', () => {
  expect(RECIPES.length).toBeGreaterThanOrEqual(6);
  expect(new Set(RECIPES.map((candidate) => candidate.id)).size).toBe(RECIPES.length);
  for (const { markdown, title } of [...RECIPES, { markdown: LONG_RECIPE, title: 'Slow-Braised Beef and Vegetable Stew' }]) {
    expect(markdown.startsWith(`# ${title}\n\n## Ingredients\n- `)).toBe(true);
    expect(markdown.match(/^## .+$/gm)).toEqual(['## Ingredients', '## Instructions', '## Extra Tip']);
    expect(markdown).toMatch(/\n## Instructions\n1\. .+\n2\. /);
    expect(markdown).toMatch(/\*\*[^*]+\*\*|_[^_]+_/);
    expect(markdown).not.toMatch(/^(hi|hello|sure|certainly|of course|great)\b/im);
    expect(markdown).toBe(markdown.trim());
  }
});

test('tokenize splits like a model: it joins back exactly, averages about 4 characters, and words keep their leading space', () => {
  for (const { markdown } of RECIPES) {
    const tokens = tokenize(markdown);
    expect(tokens.join('')).toBe(markdown);
    expect(markdown.length / tokens.length).toBeGreaterThan(3.5);
    expect(markdown.length / tokens.length).toBeLessThan(4.5);
  }
  expect(tokenize('# Toast\n\n1. Butter the bread, then toast it.')).toEqual([
    '#',
    ' Toast',
    '\n\n',
    '1',
    '.',
    ' Butter',
    ' the',
    ' bread',
    ',',
    ' then',
    ' toast',
    ' it',
    '.',
  ]);
  expect(tokenize(' Worcestershire')).toEqual([' Worce', 'sters', 'hire']);
});

test('LONG_RECIPE is 1,024 tokens long', () => {
  expect(tokenize(LONG_RECIPE)).toHaveLength(1024);
  expect(LONG_RECIPE.length).toBeGreaterThan(3800);
});

/** The clock the fake stamps with, in this process: epoch milliseconds that a browser on this machine shares. */
const clock = () => performance.timeOrigin + performance.now();

test('a streamed answer stamps when the request arrived and when each content token was written, on a shared clock', async () => {
  const model = await start();
  model.enqueue({ kind: 'drip', intervalMs: 40, tokens: 5 });
  const before = clock();
  const { chunks } = await collect(model);
  const after = clock();

  const request = lastRequest(model);
  expect(request.receivedAt).toBeGreaterThanOrEqual(before);
  expect(request.tokenAt).toHaveLength(chunks.filter((chunk) => chunk.choices[0]?.delta?.content).length);
  expect(request.tokenAt).toHaveLength(5);
  expect(request.tokenAt[0]).toBeGreaterThanOrEqual(request.receivedAt);
  expect(request.tokenAt.at(-1)).toBeLessThanOrEqual(after);
  expect([...request.tokenAt].sort((a, b) => a - b)).toEqual(request.tokenAt);
  // Due at 0, 40, 80, 120 and 160 ms; timers may run late, never early.
  expect((request.tokenAt[4] ?? 0) - (request.tokenAt[0] ?? 0)).toBeGreaterThanOrEqual(150);
});

test('a whole answer comes at once by default, every token stamped with the moment it was written', async () => {
  const model = await start();
  const short = '# Toast\n\n## Ingredients\n- Bread\n\n## Instructions\n1. Toast it.\n\n## Extra Tip\nButter.';
  model.enqueue({ kind: 'recipe', recipe: short, tokensPerSecond: 100 });
  const started = performance.now();
  const answer = await complete(model);

  expect(performance.now() - started).toBeLessThan(200);
  expect(answer.choices[0]?.message.content).toBe(short);
  const { tokenAt } = lastRequest(model);
  expect(tokenAt).toHaveLength(tokenize(short).length);
  expect(new Set(tokenAt).size).toBe(1);
});

test('with paceWholeAnswers, a whole answer takes as long as the same answer streamed at the same rate', async () => {
  const model = await start({ paceWholeAnswers: true });
  const short = '# Toast\n\n## Ingredients\n- Bread\n\n## Instructions\n1. Toast it.\n\n## Extra Tip\nButter.';
  model.enqueue({ kind: 'recipe', recipe: short, tokensPerSecond: 100 }, { kind: 'recipe', recipe: short, tokensPerSecond: 100 });

  const wholeStarted = performance.now();
  const answer = await complete(model);
  const whole = performance.now() - wholeStarted;
  const streamStarted = performance.now();
  const streamed = await collect(model);
  const stream = performance.now() - streamStarted;

  expect(answer.choices[0]?.message.content).toBe(short);
  expect(streamed.text).toBe(short);
  // 26 tokens at 100 per second: the last one is due 250 ms after the first.
  expect(whole).toBeGreaterThanOrEqual(245);
  expect(Math.abs(whole - stream)).toBeLessThan(100);
  const request = model.requests[0]!;
  expect(request.tokenAt[0]! - request.receivedAt).toBeGreaterThanOrEqual(245);
});

test('with paceWholeAnswers, a drip answers whole after its intervals, and a client leaving early gets nothing', async () => {
  const model = await start({ paceWholeAnswers: true });
  model.enqueue({ kind: 'drip', intervalMs: 50, tokens: 5 });
  const started = performance.now();
  const answer = await complete(model);
  expect(performance.now() - started).toBeGreaterThanOrEqual(195);
  expect(answer.choices[0]?.finish_reason).toBe('length');

  model.enqueue({ kind: 'drip', intervalMs: 1000, tokens: 5 });
  const controller = new AbortController();
  const pending = client.chatCompletion(
    { model: MODEL, endpointUrl: model.url, messages: messagesFor(['eggs']) },
    { signal: controller.signal, retry_on_error: false },
  );
  await expect.poll(() => model.requests.length).toBe(2);
  controller.abort();
  await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  const request = lastRequest(model);
  await model.waitForClose(request, 1000);
  expect(request).toMatchObject({ finished: false, closedEarly: true, tokenAt: [] });
});

// Replays of real answers recorded from the router (fake-model/wire-samples/).

/** The recordings' bodies, listed and read here rather than through the helper under test. */
const SAMPLE_FILES = readdirSync(wireSamplesDir()).filter((file) => /\.body(\.sse)?$/.test(file));
const sampleName = (file: string) => file.replace(/\.body(\.sse)?$/, '');
const STREAM_SAMPLES = SAMPLE_FILES.filter((file) => file.endsWith('.sse')).map(sampleName);
const ERROR_SAMPLES = SAMPLE_FILES.filter((file) => !file.endsWith('.sse')).map(sampleName);
const sampleFile = (name: string) => SAMPLE_FILES.find((file) => sampleName(file) === name) ?? `${name}: no such sample`;
const sampleBytes = (name: string) => readFileSync(join(wireSamplesDir(), sampleFile(name)));

/** The status and content type a sample's meta recorded, in either recorder's shape; 200 event stream without one. */
function recorded(name: string): { status: number; contentType: string } {
  const metaFile = join(wireSamplesDir(), `${name}.meta.json`);
  if (!existsSync(metaFile)) return { status: 200, contentType: 'text/event-stream' };
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as {
    status: number | { code: number };
    'content-type'?: string;
    headers?: Record<string, string[]>;
  };
  return {
    status: typeof meta.status === 'number' ? meta.status : meta.status.code,
    contentType: meta['content-type'] ?? meta.headers?.['Content-Type']?.[0] ?? 'missing',
  };
}

/** Posts a chat completion with plain fetch and reads every byte of the answer, counting the reads. */
async function fetchRaw(model: FakeModel) {
  const response = await fetch(`${model.url}/chat/completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ model: MODEL, messages: messagesFor(['eggs']), stream: true }),
    signal: AbortSignal.timeout(10_000),
  });
  const parts: Uint8Array[] = [];
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) parts.push(read.value);
  return { status: response.status, contentType: response.headers.get('content-type'), bytes: Buffer.concat(parts), reads: parts.length };
}

const PIECE_SIZES = [undefined, 1, 2, 3, 4, 5, 6, 7];
// Thousands of one-byte pieces, each in its own write, take a while on a busy machine.
const MANY_PIECES = { timeout: 30_000 };

test('wireSamples() names every recorded body', () => {
  expect(SAMPLE_FILES.length).toBeGreaterThan(0);
  expect(wireSamples()).toEqual(SAMPLE_FILES.map(sampleName).sort());
});

test.for(SAMPLE_FILES.map(sampleName))(
  'the %s sample replays byte for byte with its recorded status and content type, whole and in pieces of 1 to 7 bytes',
  MANY_PIECES,
  async (name) => {
    const model = await start();
    const expected = recorded(name);
    for (const chunkSize of PIECE_SIZES) {
      model.enqueue(loadWireSample(name, { chunkSize }));
      const { status, contentType, bytes, reads } = await fetchRaw(model);
      expect({ chunkSize, status, contentType }).toEqual({ chunkSize, ...expected });
      expect(bytes).toEqual(sampleBytes(name));
      if (chunkSize !== undefined) expect(reads).toBeGreaterThan(1);
    }
    expect(model.chats().map(({ finished, closedEarly }) => ({ finished, closedEarly }))).toEqual(
      PIECE_SIZES.map(() => ({ finished: true, closedEarly: false })),
    );
  },
);

test.for(STREAM_SAMPLES)(
  'the real client reading the %s sample gets the concatenated delta.content of the recording',
  MANY_PIECES,
  async (name) => {
    const model = await start();
    const expected = contentOf(sampleBytes(name).toString('utf8'));
    expect(expected).not.toBe('');
    for (const chunkSize of [undefined, 1, 3, 7]) {
      model.enqueue(loadWireSample(name, { chunkSize }));
      const { text, error } = await collect(model);
      expect({ chunkSize, error, text }).toEqual({ chunkSize, error: undefined, text: expected });
    }
  },
);

test.for(ERROR_SAMPLES)(
  'the real client gets the %s sample as an InferenceClientProviderApiError with the recorded status',
  async (name) => {
    const model = await start();
    for (const chunkSize of [undefined, 1]) {
      model.enqueue(loadWireSample(name, { chunkSize }));
      const { chunks, error } = await collect(model);
      expect(chunks).toEqual([]);
      expect(error).toBeInstanceOf(InferenceClientProviderApiError);
      expect((error as InferenceClientProviderApiError).httpResponse.status).toBe(recorded(name).status);
    }
  },
);

test('a replay cut into pieces crosses lines and multi-byte UTF-8 characters, and still reads back exactly', MANY_PIECES, async () => {
  const model = await start();
  const events = ['Œufs', ' brouillés', ' 🍳', ' — ', '“prêts”', ' 日本'].map(
    (content) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`,
  );
  const body = `${events.join('')}data: [DONE]\n\n`;
  for (const chunkSize of PIECE_SIZES) {
    model.enqueue({ kind: 'replay', body, chunkSize });
    expect((await fetchRaw(model)).bytes).toEqual(Buffer.from(body));
    model.enqueue({ kind: 'replay', body, chunkSize });
    expect(await collect(model)).toMatchObject({ error: undefined, text: 'Œufs brouillés 🍳 — “prêts” 日本' });
  }
});

test('a replay defaults to a 200 event stream, and to JSON from status 400 up', async () => {
  const model = await start();
  model.enqueue({ kind: 'replay', body: 'data: [DONE]\n\n' }, { kind: 'replay', body: '{"error":"nope"}', status: 429 });
  expect(await fetchRaw(model)).toMatchObject({ status: 200, contentType: 'text/event-stream' });
  expect(await fetchRaw(model)).toMatchObject({ status: 429, contentType: 'application/json' });
});

test('loadWireSample reads WIRE_SAMPLES_DIR, takes the status and content type from either meta shape, and refuses what it cannot replay exactly', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wire-samples-'));
  try {
    writeFileSync(join(dir, 'no-meta.body.sse'), 'data: [DONE]\n\n');
    writeFileSync(join(dir, 'no-meta-error.body'), '{"error":"x"}');
    writeFileSync(join(dir, 'flat.body'), '{"error":"x"}');
    writeFileSync(join(dir, 'flat.meta.json'), JSON.stringify({ status: 402, 'content-type': 'application/json; charset=utf-8' }));
    writeFileSync(join(dir, 'nested.body.sse'), 'data: [DONE]\n\n');
    writeFileSync(
      join(dir, 'nested.meta.json'),
      JSON.stringify({ status: { code: 200 }, headers: { 'content-type': ['text/event-stream;charset=utf-8'] } }),
    );
    writeFileSync(join(dir, 'latin1.body'), Buffer.from([0x7b, 0xe9, 0x7d]));
    vi.stubEnv('WIRE_SAMPLES_DIR', dir);

    expect(wireSamples()).toEqual(['flat', 'latin1', 'nested', 'no-meta', 'no-meta-error']);
    expect(loadWireSample('no-meta')).toEqual({ kind: 'replay', body: 'data: [DONE]\n\n', status: 200, contentType: 'text/event-stream' });
    expect(loadWireSample('no-meta-error')).toMatchObject({ status: 200, contentType: 'application/json' });
    expect(loadWireSample('flat', { chunkSize: 2, intervalMs: 5 })).toEqual({
      kind: 'replay',
      body: '{"error":"x"}',
      status: 402,
      contentType: 'application/json; charset=utf-8',
      chunkSize: 2,
      intervalMs: 5,
    });
    expect(loadWireSample('nested')).toMatchObject({ status: 200, contentType: 'text/event-stream;charset=utf-8' });
    expect(() => loadWireSample('latin1')).toThrow(/not valid UTF-8/);
    expect(() => loadWireSample('missing')).toThrow(/No wire sample "missing"/);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test('a replay goes through the control API, and a bad one is refused', async () => {
  const model = await start();
  const [name] = STREAM_SAMPLES;
  const enqueue = (body: unknown) => fetch(`${model.origin}/__fake/enqueue`, { method: 'POST', body: JSON.stringify(body) });

  expect((await enqueue([loadWireSample(name!, { chunkSize: 5 }), loadWireSample(name!)])).status).toBe(200);
  expect((await fetchRaw(model)).bytes).toEqual(sampleBytes(name!));
  expect((await fetchRaw(model)).bytes).toEqual(sampleBytes(name!));
  expect(model.chats()).toHaveLength(2);
  expect(model.chats()[0]).toMatchObject({ method: 'POST', body: { model: MODEL, stream: true }, finished: true, closedEarly: false });

  const bad: unknown[] = [
    { kind: 'replay' },
    { kind: 'replay', body: 'x', chunkSize: 0 },
    { kind: 'replay', body: 'x', chunkSize: 1.5 },
    { kind: 'replay', body: 'x', status: 99 },
    { kind: 'replay', body: 'x', intervalMs: -1 },
    { kind: 'replay', body: 'x', contentType: 7 },
  ];
  for (const scenario of bad) expect((await enqueue(scenario)).status, JSON.stringify(scenario)).toBe(400);
});

test('a client hanging up mid-replay is recorded as closedEarly, and the replay stops', async () => {
  const model = await start();
  const body = STREAM_SAMPLES.map((name) => sampleBytes(name).toString('utf8')).join('');
  model.enqueue({ kind: 'replay', body, chunkSize: 200, intervalMs: 20 } satisfies Scenario);
  const { chunks, error } = await collect(model, { abortAfter: 1 });

  expect(chunks).toHaveLength(1);
  expect((error as Error).name).toBe('AbortError');
  const request = lastRequest(model);
  await model.waitForClose(request, 1000);
  expect(request).toMatchObject({ finished: false, closedEarly: true, tokenAt: [] });
});

test('the preflight names back only the request headers the router accepts, and answers the private-network question', async () => {
  const model = await start();
  const preflight = await fetch(`${model.url}/chat/completions`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'https://pantry.example',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'Authorization, cookie, X-Custom',
      'Access-Control-Request-Private-Network': 'true',
    },
  });

  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,x-custom');
  expect(preflight.headers.get('access-control-allow-private-network')).toBe('true');
  expect(preflight.headers.get('access-control-max-age')).toBe('600');
  expect(preflight.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
});

test('the fake Hub answers model info and whoami in the Hub shapes that @huggingface/hub reads, and 404 for an unknown model', async () => {
  const model = await start();
  model.hub.serve(MODEL, { novita: 'live', nebius: 'staging' });
  model.hub.setAccount({ name: 'cook', orgs: ['family-kitchen'], role: 'fineGrained', permissions: ['inference.serverless.write'] });
  const hubUrl = model.origin;

  const info = await modelInfo({ name: MODEL, hubUrl, additionalFields: ['inferenceProviderMapping'] });
  expect(info).toMatchObject({ name: MODEL, task: 'text-generation', private: false });
  expect(info.inferenceProviderMapping).toEqual([
    { provider: 'novita', hfModelId: MODEL, providerId: MODEL.toLowerCase(), status: 'live', task: 'conversational' },
    { provider: 'nebius', hfModelId: MODEL, providerId: MODEL.toLowerCase(), status: 'staging', task: 'conversational' },
  ]);
  // The Hub sends the mapping as an object keyed by provider, which the client turns into the list above.
  const raw = (await (await fetch(`${hubUrl}/api/models/${MODEL}?expand[]=inferenceProviderMapping`)).json()) as Record<string, unknown>;
  expect(raw.inferenceProviderMapping).toEqual({
    novita: { status: 'live', providerId: MODEL.toLowerCase(), task: 'conversational', isModelAuthor: false },
    nebius: { status: 'staging', providerId: MODEL.toLowerCase(), task: 'conversational', isModelAuthor: false },
  });

  await expect(modelInfo({ name: 'someone/unknown', hubUrl })).rejects.toMatchObject({
    statusCode: 404,
    message: expect.stringMatching(/^Repository not found/),
  });

  const me = await whoAmI({ accessToken: 'hf_cook', hubUrl });
  expect(me).toMatchObject({ type: 'user', name: 'cook', orgs: [{ type: 'org', name: 'family-kitchen' }] });
  expect(me.auth).toMatchObject({
    type: 'access_token',
    accessToken: { role: 'fineGrained', fineGrained: { global: ['inference.serverless.write'] } },
  });
  expect(me.auth.accessToken?.createdAt).toBeInstanceOf(Date);

  model.hub.setAccount(null);
  await expect(whoAmI({ accessToken: 'hf_cook', hubUrl })).rejects.toMatchObject({ statusCode: 401 });
  expect(model.hub.requests.map((request) => request.path)).toEqual([
    `/api/models/${MODEL}/revision/HEAD`,
    `/api/models/${MODEL}`,
    '/api/models/someone/unknown/revision/HEAD',
    '/api/whoami-v2',
    '/api/whoami-v2',
  ]);
  // Hub calls are not chat completions: the model's own record stays empty.
  expect(model.requests).toEqual([]);
});

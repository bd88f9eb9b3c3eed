/** The fake speaks the router's wire protocol: chunks, whole answers, limits, CORS and bad requests. */
import { expect, test } from 'vitest';
import { tokenize } from './recipes.ts';
import {
  MODEL,
  SHORT_RECIPE,
  collect,
  complete,
  lastRequest,
  messagesFor,
  recipe,
  useFakeModel,
} from '../test-support/fake-model-client.ts';

const start = useFakeModel();

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
  model.enqueue({ kind: 'recipe', recipe: SHORT_RECIPE, tokensPerSecond: 100 });
  const started = performance.now();
  const { text } = await collect(model);

  expect(text).toBe(SHORT_RECIPE);
  // 26 tokens at 100 per second: the last one is due 250 ms after the first.
  expect(performance.now() - started).toBeGreaterThan(200);
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

test('GET /v1/models lists a model in the OpenAI format, and / answers readiness probes without being recorded', async () => {
  const model = await start();
  const models = await (await fetch(`${model.url}/models`)).json();
  expect(models).toMatchObject({ object: 'list', data: [{ id: MODEL, object: 'model' }] });

  expect((await fetch(`${model.origin}/`)).status).toBe(200);
  expect(model.requests.map((request) => request.path)).toEqual(['/v1/models']);
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

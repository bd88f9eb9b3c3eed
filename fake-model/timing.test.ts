/** When tokens are written: drips, time stamps on a shared clock, and whole answers paced like streams. */
import { expect, test } from 'vitest';
import { tokenize } from './recipes.ts';
import {
  type Chunk,
  MODEL,
  SHORT_RECIPE,
  client,
  collect,
  complete,
  lastRequest,
  messagesFor,
  recipe,
  useFakeModel,
} from '../test-support/fake-model-client.ts';

const start = useFakeModel();

/** The clock the fake stamps with, in this process: epoch milliseconds that a browser on this machine shares. */
const clock = () => performance.timeOrigin + performance.now();

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
  // Five tokens due at 0, 40, 80, 120 and 160 ms; timers may run late, never early. The fake's own
  // stamps give the spacing: a busy client may read the first tokens late, all in one go.
  const { tokenAt } = lastRequest(model);
  expect((tokenAt[4] ?? 0) - (tokenAt[0] ?? 0)).toBeGreaterThanOrEqual(150);
  // And the client cannot have the last token before it was due.
  expect(arrivals[4]).toBeGreaterThanOrEqual(150);
});

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
  model.enqueue({ kind: 'recipe', recipe: SHORT_RECIPE, tokensPerSecond: 100 });
  const started = performance.now();
  const answer = await complete(model);

  expect(performance.now() - started).toBeLessThan(200);
  expect(answer.choices[0]?.message.content).toBe(SHORT_RECIPE);
  const { tokenAt } = lastRequest(model);
  expect(tokenAt).toHaveLength(tokenize(SHORT_RECIPE).length);
  expect(new Set(tokenAt).size).toBe(1);
});

test('with paceWholeAnswers, a whole answer takes as long as the same answer streamed at the same rate', async () => {
  const model = await start({ paceWholeAnswers: true });
  model.enqueue(
    { kind: 'recipe', recipe: SHORT_RECIPE, tokensPerSecond: 100 },
    { kind: 'recipe', recipe: SHORT_RECIPE, tokensPerSecond: 100 },
  );

  const wholeStarted = performance.now();
  const answer = await complete(model);
  const whole = performance.now() - wholeStarted;
  const streamStarted = performance.now();
  const streamed = await collect(model);
  const stream = performance.now() - streamStarted;

  expect(answer.choices[0]?.message.content).toBe(SHORT_RECIPE);
  expect(streamed.text).toBe(SHORT_RECIPE);
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

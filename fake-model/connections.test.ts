/** Connections that hang, are aborted by the client, or are cut when the fake closes. */
import { expect, test } from 'vitest';
import { type Chunk, MODEL, client, collect, lastRequest, messagesFor, useFakeModel } from '../test-support/fake-model-client.ts';

const start = useFakeModel();

test('aborting mid-answer marks the request closedEarly, resolves waitForClose and stops the stream', async () => {
  const model = await start();
  // A client's first stream in a process is read late, while its code still compiles, and several
  // chunks would come in one read: one whole answer first, so that the third chunk is read as it comes.
  expect((await collect(model)).error).toBeUndefined();
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

test('cutAll() ends every answer under way, as a restarting model would, and the fake goes on answering', async () => {
  const model = await start();
  model.enqueue({ kind: 'recipe', tokensPerSecond: 5 }, { kind: 'recipe', tokensPerSecond: 5 });
  const streams = [collect(model), collect(model)];
  await expect.poll(() => model.inFlight()).toBe(2);

  model.cutAll();

  for (const { error } of await Promise.all(streams)) expect(error).toBeDefined();
  await expect.poll(() => model.inFlight()).toBe(0);
  expect(model.chats().map(({ finished, closedEarly }) => ({ finished, closedEarly }))).toEqual([
    { finished: false, closedEarly: false },
    { finished: false, closedEarly: false },
  ]);
  expect((await collect(model)).error).toBeUndefined();
  expect(model.inFlight()).toBe(0);
});

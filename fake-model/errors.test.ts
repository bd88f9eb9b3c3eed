/** Every way the router fails, as the real client sees it: HTTP errors, errors in the stream, broken streams. */
import { InferenceClientProviderApiError } from '@huggingface/inference';
import { expect, test } from 'vitest';
import { tokenize } from './recipes.ts';
import { MODEL, collect, lastRequest, recipe, useFakeModel } from '../test-support/fake-model-client.ts';

const start = useFakeModel();

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

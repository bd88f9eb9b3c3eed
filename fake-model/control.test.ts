/** Driving the fake: the control API over HTTP, reset() in process, and the fake Hub. */
import { modelInfo, whoAmI } from '@huggingface/hub';
import type { InferenceClientProviderApiError } from '@huggingface/inference';
import { expect, test } from 'vitest';
import type { ReceivedRequest } from './server.ts';
import { MODEL, collect, recipe, useFakeModel } from '../test-support/fake-model-client.ts';

const start = useFakeModel();

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

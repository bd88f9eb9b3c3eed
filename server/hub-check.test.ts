/** The Hub check against the fake Hub over real HTTP, through the real `@huggingface/hub` client. */

import { createServer } from 'node:net';
import { expect, test } from 'vitest';
import { startTestModel } from '../test-support/test-app.ts';
import { loadConfig } from './config.ts';
import { checkChain, describeCheck } from './hub-check.ts';

const TOKEN = 'hf_hub_check_secret_5e1b';
const MISTRAL = 'mistralai/Mistral-7B-Instruct-v0.3';
const LLAMA = 'meta-llama/Llama-3.1-8B-Instruct';
const QWEN = 'Qwen/Qwen2.5-7B-Instruct';

const fake = await startTestModel();

// The chain of 2026's first half, which these checks were written against.
const configFor = (env: Record<string, string> = {}) =>
  loadConfig({ HF_TOKEN: TOKEN, HF_HUB_URL: fake.origin, RECIPE_MODEL: [MISTRAL, LLAMA, QWEN].join(','), ...env });
const report = async (env: Record<string, string> = {}, timeoutMs = 5_000) => describeCheck(await checkChain(configFor(env), timeoutMs));

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as { port: number };
  await new Promise((closed) => server.close(closed));
  return port;
}

function serveTheDefaultChainAsIn2026() {
  fake.hub.serve(MISTRAL, { 'featherless-ai': 'staging' });
  fake.hub.serve(LLAMA, { novita: 'live', cerebras: 'live', nebius: 'staging' });
  fake.hub.serve(QWEN, { together: 'live' });
}

test('when the first model is not served, the check says so plainly and names the model recipes will come from', async () => {
  serveTheDefaultChainAsIn2026();
  expect(await report()).toEqual({
    verdict: 'ok',
    lines: [
      'HF_TOKEN is valid: a fine-grained token "pantry-chef" of pantry-cook, allowed to call Inference Providers.',
      `${MISTRAL}: no provider serves it now; in staging, not counted: featherless-ai.`,
      `${LLAMA}: served by novita, cerebras; in staging, not counted: nebius.`,
      `${QWEN}: served by together.`,
      'Mistral-7B-Instruct-v0.3: no provider serves it now; recipes will come from Llama-3.1-8B-Instruct (novita, cerebras).',
    ],
  });
});

test('when the first model is served, recipes come from it', async () => {
  fake.hub.serve(MISTRAL, { together: 'live' });
  fake.hub.serve(LLAMA, {});
  fake.hub.serve(QWEN, { together: 'live' });
  const { lines, verdict } = await report();
  expect(verdict).toBe('ok');
  expect(lines.at(-1)).toBe('Recipes will come from Mistral-7B-Instruct-v0.3 (together).');
});

test('when no model of the chain is served, or the Hub does not know it, recipes cannot be served', async () => {
  fake.hub.serve(MISTRAL, { 'featherless-ai': 'staging' });
  const { lines, verdict } = await report({ RECIPE_MODEL: `${MISTRAL},someone/Typo-7B` });
  expect(verdict).toBe('problem');
  expect(lines.slice(1)).toEqual([
    `${MISTRAL}: no provider serves it now; in staging, not counted: featherless-ai.`,
    'someone/Typo-7B: not found on the Hub (check the id; a private model needs a token that can read it).',
    `No model of the chain is served now, so recipe requests will fail: set RECIPE_MODEL to models that are (${fake.origin}/models?inference_provider=all&pipeline_tag=text-generation lists them).`,
  ]);
});

test('with HF_PROVIDER set to one provider, only that provider counts', async () => {
  serveTheDefaultChainAsIn2026();
  const { lines, verdict } = await report({ HF_PROVIDER: 'together' });
  expect(verdict).toBe('ok');
  expect(lines).toContain(`${LLAMA}: served by novita, cerebras, but not by together (HF_PROVIDER); in staging, not counted: nebius.`);
  expect(lines.at(-1)).toBe(
    'Mistral-7B-Instruct-v0.3: no provider serves it now; Llama-3.1-8B-Instruct: together (HF_PROVIDER) does not serve it now; recipes will come from Qwen2.5-7B-Instruct (together).',
  );
});

test('a refused token is a problem, said without the token, and the models are still checked without it', async () => {
  serveTheDefaultChainAsIn2026();
  fake.hub.setAccount(null);
  const { lines, verdict } = await report();
  expect(verdict).toBe('problem');
  expect(lines[0]).toBe(
    'Hugging Face refused HF_TOKEN (401): it is mistyped, expired or revoked, and recipe requests will fail with model_auth. Make a new one at https://huggingface.co/settings/tokens.',
  );
  expect(lines.at(-1)).toMatch(/recipes will come from Llama-3.1-8B-Instruct/);
  expect(lines.join('\n')).not.toContain(TOKEN.slice(3));
  // Whoami first; then the models, all at once, in whatever order they arrive.
  const [whoami, ...models] = fake.hub.requests.map(({ path, authorization }) => `${path} ${authorization ?? 'without a token'}`);
  expect(whoami).toBe(`/api/whoami-v2 Bearer ${TOKEN}`);
  expect(models.sort()).toEqual([
    `/api/models/${QWEN}/revision/HEAD without a token`,
    `/api/models/${LLAMA}/revision/HEAD without a token`,
    `/api/models/${MISTRAL}/revision/HEAD without a token`,
  ]);
});

test('a fine-grained token without the Inference Providers permission is a problem; a classic read token is not', async () => {
  serveTheDefaultChainAsIn2026();
  fake.hub.setAccount({ name: 'cook', role: 'fineGrained', tokenName: 'repos only', permissions: ['repo.content.read'] });
  const narrow = await report();
  expect(narrow.verdict).toBe('problem');
  expect(narrow.lines[0]).toBe(
    'HF_TOKEN is valid: a fine-grained token "repos only" of cook, but it lacks the permission "Make calls to Inference Providers" (inference.serverless.write): recipe requests will fail with model_auth. Add it at https://huggingface.co/settings/tokens.',
  );

  fake.hub.setAccount({ name: 'cook', role: 'read', tokenName: 'laptop', orgs: ['family-kitchen'] });
  const classic = await report();
  expect(classic.verdict).toBe('ok');
  expect(classic.lines[0]).toBe(
    'HF_TOKEN is valid: a read token "laptop" of cook (member of family-kitchen), allowed to call Inference Providers.',
  );
});

test('a token that does not start with hf_ is a problem, and it is never sent to the Hub', async () => {
  serveTheDefaultChainAsIn2026();
  const { lines, verdict } = await report({ HF_TOKEN: 'sk-not-a-hugging-face-token' });
  expect(verdict).toBe('problem');
  expect(lines[0]).toMatch(/^HF_TOKEN does not start with hf_/);
  expect(fake.hub.requests.map((request) => request.authorization)).toEqual([undefined, undefined, undefined]);
});

test('an unreachable Hub, a failing one and a silent one each mean "could not check", and nothing throws', async () => {
  const unreachable = await describeCheck(
    await checkChain(loadConfig({ HF_TOKEN: TOKEN, HF_HUB_URL: `http://127.0.0.1:${await closedPort()}` }), 5_000),
  );
  expect(unreachable.verdict).toBe('unchecked');
  expect(unreachable.lines[0]).toBe('Could not ask the Hub whether HF_TOKEN is valid: could not connect (ECONNREFUSED).');
  expect(unreachable.lines.at(-1)).toMatch(
    /^Could not ask the Hub at http:\/\/127\.0\.0\.1:\d+ which providers serve the models: could not connect \(ECONNREFUSED\)\.$/,
  );

  fake.hub.setOutage({ status: 503 });
  const failing = await report();
  expect(failing.verdict).toBe('unchecked');
  expect(failing.lines).toContain(`${MISTRAL}: could not be checked (the Hub answered 503).`);

  fake.hub.setOutage({ hang: true });
  const silent = await report({}, 300);
  expect(silent.verdict).toBe('unchecked');
  expect(silent.lines.at(-1)).toBe(`Could not ask the Hub at ${fake.origin} which providers serve the models: no answer within 0.3 s.`);
});

test('with MODEL_BASE_URL the Hub is not asked: the server lists what it serves', async () => {
  const { lines, verdict } = await report({ MODEL_BASE_URL: fake.url, RECIPE_MODEL: `${MISTRAL},llama3.2` });
  expect(verdict).toBe('ok');
  expect(lines).toEqual([
    `MODEL_BASE_URL is set: recipes come from ${fake.url}, so the Hugging Face check does not apply.`,
    `It lists: ${MISTRAL}.`,
    'Of RECIPE_MODEL, it does not list: llama3.2.',
  ]);
  expect(fake.hub.requests).toEqual([]);

  const closed = await report({ MODEL_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1` });
  expect(closed.verdict).toBe('unchecked');
  expect(closed.lines.at(-1)).toBe('Could not read the models it serves: could not connect (ECONNREFUSED).');
});

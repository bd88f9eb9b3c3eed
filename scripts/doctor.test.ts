/** `npm run doctor` as the owner runs it: a separate process, its output and its exit code, against the fake Hub. */

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { startTestModel } from '../test-support/test-app.ts';

const TOKEN = 'hf_doctor_secret_77c0e2';
const DOCTOR = fileURLToPath(new URL('./doctor.ts', import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

// Each test starts a real process through tsx, which takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const fake = await startTestModel();
// A fresh folder has no .env to read.
let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'pantry-chef-doctor-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// The chain these checks were first written against, and a photo chain of one model.
const CHAINS = {
  RECIPE_MODEL: 'mistralai/Mistral-7B-Instruct-v0.3,meta-llama/Llama-3.1-8B-Instruct,Qwen/Qwen2.5-7B-Instruct',
  VISION_MODEL: 'google/gemma-4-31B-it',
};

async function doctor(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', TSX, DOCTOR], {
    cwd: folder,
    env: { HF_TOKEN: TOKEN, HF_HUB_URL: fake.origin, ...CHAINS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr.on('data', (data: Buffer) => (output += data.toString()));
  const code = await new Promise<number | null>((done) => child.once('close', (exitCode) => done(exitCode)));
  return { code, output };
}

function serveTheDefaultChainAsIn2026() {
  fake.hub.serve('mistralai/Mistral-7B-Instruct-v0.3', {});
  fake.hub.serve('meta-llama/Llama-3.1-8B-Instruct', { novita: 'live', cerebras: 'live' });
  fake.hub.serve('Qwen/Qwen2.5-7B-Instruct', { together: 'live' });
  fake.hub.serve('google/gemma-4-31B-it', { cerebras: 'live', novita: 'live' }, ['text', 'image']);
}

test('the doctor names the account, each model with its providers and where recipes will come from, and exits 0', async () => {
  serveTheDefaultChainAsIn2026();
  const { code, output } = await doctor({});
  expect(output).toBe(
    [
      'The configuration is valid. Recipes come from mistralai/Mistral-7B-Instruct-v0.3, or when it is not served, from meta-llama/Llama-3.1-8B-Instruct, then Qwen/Qwen2.5-7B-Instruct, via Hugging Face (provider: auto).',
      'HF_TOKEN is valid: a fine-grained token "pantry-chef" of pantry-cook, allowed to call Inference Providers.',
      'mistralai/Mistral-7B-Instruct-v0.3: no provider serves it now.',
      'meta-llama/Llama-3.1-8B-Instruct: served by novita, cerebras.',
      'Qwen/Qwen2.5-7B-Instruct: served by together.',
      'Mistral-7B-Instruct-v0.3: no provider serves it now; recipes will come from Llama-3.1-8B-Instruct (novita, cerebras).',
      'Photos (VISION_MODEL):',
      'google/gemma-4-31B-it: served by cerebras, novita.',
      'Photos will be read by gemma-4-31B-it (cerebras, novita).',
      '',
    ].join('\n'),
  );
  expect(code).toBe(0);
});

test('the doctor exits 1 when no model of the chain is served', async () => {
  fake.hub.serve('mistralai/Mistral-7B-Instruct-v0.3', { 'featherless-ai': 'staging' });
  const { code, output } = await doctor({ RECIPE_MODEL: 'mistralai/Mistral-7B-Instruct-v0.3' });
  expect(output).toContain('No model of the chain is served now, so recipe requests will fail');
  expect(code).toBe(1);
});

test('when no model of a chain is served, the doctor names served alternatives from the router list that take the right input, and the line to set', async () => {
  // The router's whole list as recorded on 2026-07-27 (fake-model/wire-samples/README.md).
  const recorded = new URL('../fake-model/wire-samples/router_v1_models_2026-07-27.json', import.meta.url);
  fake.hub.setRouterList(JSON.parse(readFileSync(recorded, 'utf8')));
  fake.hub.serve('mistralai/Mistral-7B-Instruct-v0.3', {});
  fake.hub.serve('Qwen/Qwen2.5-VL-7B-Instruct', {}, ['text', 'image']);
  const { code, output } = await doctor({
    RECIPE_MODEL: 'mistralai/Mistral-7B-Instruct-v0.3',
    VISION_MODEL: 'Qwen/Qwen2.5-VL-7B-Instruct',
  });
  const lines = output.split('\n');
  // Text: the most widely served chat models of that day; images: only those that take an image.
  expect(lines).toContain('To use them, set: RECIPE_MODEL=openai/gpt-oss-120b,openai/gpt-oss-20b,zai-org/GLM-5.2');
  expect(lines).toContain(
    'To use them, set: VISION_MODEL=google/gemma-4-31B-it,meta-llama/Llama-4-Scout-17B-16E-Instruct,Qwen/Qwen3.6-27B',
  );
  const photos = lines.slice(lines.indexOf('Photos (VISION_MODEL):'));
  expect(photos.find((line) => line.startsWith('Served now'))).toBe(
    'Served now, and they take images: google/gemma-4-31B-it (cerebras, deepinfra, featherless-ai, novita, together); ' +
      'meta-llama/Llama-4-Scout-17B-16E-Instruct (deepinfra, novita, nscale); Qwen/Qwen3.6-27B (deepinfra, featherless-ai, ovhcloud); ' +
      'Qwen/Qwen3.6-35B-A3B (featherless-ai, scaleway); CohereLabs/aya-vision-32b (cohere).',
  );
  expect(code).toBe(1);
});

test('the doctor exits 1 when the Hub refuses the token, and never prints it', async () => {
  serveTheDefaultChainAsIn2026();
  fake.hub.setAccount(null);
  const { code, output } = await doctor({});
  expect(output).toContain('Hugging Face refused HF_TOKEN (401)');
  expect(output).not.toContain(TOKEN.slice(3));
  expect(code).toBe(1);
});

test('the doctor exits 1 on a bad configuration, naming each problem', async () => {
  const { code, output } = await doctor({ PORT: 'eighty', HF_HUB_URL: 'huggingface.co' });
  expect(output).toContain('PORT must be a whole number from 0 to 65535, not "eighty".');
  expect(output).toContain('HF_HUB_URL must be an http(s) URL, such as https://huggingface.co; not "huggingface.co".');
  expect(code).toBe(1);
  expect(fake.hub.requests).toEqual([]);
});

test('the doctor exits 2 when the Hub cannot be reached, saying it could not check', async () => {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as { port: number };
  await new Promise((closed) => server.close(closed));

  const { code, output } = await doctor({ HF_HUB_URL: `http://127.0.0.1:${port}` });
  expect(output).toContain(
    `Could not ask the Hub at http://127.0.0.1:${port} which providers serve the models: could not connect (ECONNREFUSED).`,
  );
  expect(code).toBe(2);
});

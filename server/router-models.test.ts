/** The router's model list, read from the recordings in fake-model/wire-samples/ (their README names the sources). */

import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { findRouterModel, readRouterModels, routerUrlFor, servedAlternatives } from './router-models.ts';

const recorded = (name: string) =>
  JSON.parse(readFileSync(new URL(`../fake-model/wire-samples/${name}`, import.meta.url), 'utf8')) as unknown;

test('the documented answer reads as its model, its live providers and its input', () => {
  expect(readRouterModels(recorded('router_v1_models_hub-docs_2026-05-12.json'))).toEqual([
    { id: 'deepseek-ai/DeepSeek-V4-Pro', input: ['text'], live: ['novita', 'together', 'fireworks-ai', 'featherless-ai', 'deepinfra'] },
  ]);
});

test('the whole list of 2026-07-27: the default chains as served that day, and what takes an image', () => {
  const models = readRouterModels(recorded('router_v1_models_2026-07-27.json'));
  expect(models).toHaveLength(129);
  expect(findRouterModel(models, 'mistralai/Mistral-7B-Instruct-v0.3')).toBeUndefined();
  expect(findRouterModel(models, 'openai/gpt-oss-20b')?.live).toHaveLength(8);
  expect(findRouterModel(models, 'google/gemma-4-26b-a4b-it')?.live).toEqual(['deepinfra', 'featherless-ai', 'novita', 'scaleway']);
  expect(findRouterModel(models, 'meta-llama/Llama-3.1-8B-Instruct')?.live).toEqual(['deepinfra', 'novita', 'nscale']);
  expect(findRouterModel(models, 'google/gemma-4-31B-it')?.input).toEqual(['text', 'image']);
  const images = servedAlternatives(models, 'image', ['google/gemma-4-31B-it'], 10);
  expect(images.every((model) => model.input.includes('image') && model.live.length > 0)).toBe(true);
  expect(images.map((model) => model.id)).not.toContain('google/gemma-4-31B-it');
});

test('a provider whose probe failed does not count, and entries that cannot be read are skipped', () => {
  const models = readRouterModels({
    object: 'list',
    data: [
      {
        id: 'a/one',
        providers: [
          { provider: 'x', status: 'error' },
          { provider: 'y', status: 'live' },
        ],
      },
      { id: 42 },
      { id: 'b/two', architecture: { input_modalities: ['text', 'image'] }, providers: [{ provider: 'x', status: 'error' }] },
    ],
  });
  expect(models).toEqual([
    { id: 'a/one', input: ['text'], live: ['y'] },
    { id: 'b/two', input: ['text', 'image'], live: [] },
  ]);
  expect(servedAlternatives(models, 'image', [])).toEqual([]);
  expect(() => readRouterModels({ error: 'Not found' })).toThrow();
});

test('the list is read from the router beside the real Hub, and from HF_HUB_URL itself beside any other', () => {
  expect(routerUrlFor('https://huggingface.co')).toBe('https://router.huggingface.co');
  expect(routerUrlFor('http://127.0.0.1:4000')).toBe('http://127.0.0.1:4000');
});

import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ConfigError, describeTarget, loadConfig } from './config.ts';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

test('with nothing set, the defaults apply and no model is configured', () => {
  expect(loadConfig({})).toEqual({
    target: null,
    models: ['mistralai/Mistral-7B-Instruct-v0.3', 'openai/gpt-oss-20b', 'google/gemma-4-26B-A4B-it', 'meta-llama/Llama-3.1-8B-Instruct'],
    visionModels: ['google/gemma-4-31B-it', 'meta-llama/Llama-4-Scout-17B-16E-Instruct', 'google/gemma-3-27b-it'],
    host: 'localhost',
    port: 8080,
    timeouts: { tokenTimeoutMs: 30_000, totalTimeoutMs: 180_000 },
    rateLimitPerMinute: 20,
    photoLimitPerMinute: 6,
    trustProxy: false,
    hubUrl: 'https://huggingface.co',
    redisUrl: undefined,
  });
});

test('values are trimmed, empty ones count as unset, and a token configures Hugging Face', () => {
  const config = loadConfig({ HF_TOKEN: ' hf_abc ', HF_PROVIDER: '', PORT: ' 9000 ', HOST: '0.0.0.0', TRUST_PROXY: 'true' });
  expect(config.target).toEqual({
    models: config.models,
    provider: 'auto',
    accessToken: 'hf_abc',
    baseUrl: undefined,
  });
  expect(config).toMatchObject({ port: 9000, host: '0.0.0.0', trustProxy: true });
});

test('a base URL alone configures the model, without its trailing slash', () => {
  expect(loadConfig({ MODEL_BASE_URL: 'http://localhost:11434/v1/', RECIPE_MODEL: 'llama3.2' }).target).toEqual({
    models: ['llama3.2'],
    provider: 'auto',
    accessToken: undefined,
    baseUrl: 'http://localhost:11434/v1',
  });
});

test('a longer model timeout stretches the cap on the whole answer', () => {
  expect(loadConfig({ MODEL_TIMEOUT_MS: '200000' }).timeouts).toEqual({ tokenTimeoutMs: 200_000, totalTimeoutMs: 200_000 });
});

test('every bad value is named at once, in plain words', () => {
  const problems = problemsOf({
    PORT: 'eighty',
    MODEL_TIMEOUT_MS: '0',
    RATE_LIMIT_PER_MINUTE: '2.5',
    HF_PROVIDER: 'nowhere',
    MODEL_BASE_URL: 'ftp://example.com/v1',
  });
  expect(problems).toEqual([
    expect.stringMatching(/^HF_PROVIDER must be "auto" or one of .*together.*; not "nowhere"\.$/),
    'MODEL_BASE_URL must be an http(s) URL ending in /v1, such as http://localhost:11434/v1; not "ftp://example.com/v1".',
    'PORT must be a whole number from 0 to 65535, not "eighty".',
    'MODEL_TIMEOUT_MS must be a whole number from 1 to 600000, not "0".',
    'RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 1000000, not "2.5".',
  ]);
  expect(problemsOf({ MODEL_BASE_URL: 'http://localhost:11434' })).toHaveLength(1);
  expect(problemsOf({ PORT: '65536' })).toEqual(['PORT must be a whole number from 0 to 65535, not "65536".']);
});

test('HF_HUB_URL points the Hub check elsewhere (a fake, a mirror); it must be an http(s) URL', () => {
  expect(loadConfig({ HF_HUB_URL: ' http://127.0.0.1:9000/ ' }).hubUrl).toBe('http://127.0.0.1:9000');
  expect(problemsOf({ HF_HUB_URL: 'huggingface.co' })).toEqual([
    'HF_HUB_URL must be an http(s) URL, such as https://huggingface.co; not "huggingface.co".',
  ]);
  expect(problemsOf({ HF_HUB_URL: 'file:///etc/hub' })).toHaveLength(1);
});

test('REDIS_URL is a redis:// or rediss:// URL, and a bad one is refused without repeating it, since it may hold a password', () => {
  expect(loadConfig({ REDIS_URL: ' redis://:pw@cache.internal:6380/2 ' }).redisUrl).toBe('redis://:pw@cache.internal:6380/2');
  expect(loadConfig({ REDIS_URL: 'rediss://cache.example.com' }).redisUrl).toBe('rediss://cache.example.com');
  for (const bad of ['http://:hunter2@cache:6379', 'cache:6379', 'redis://']) {
    const problems = problemsOf({ REDIS_URL: bad });
    expect(problems).toEqual(['REDIS_URL must be a redis:// or rediss:// URL, such as redis://localhost:6379.']);
  }
});

test('RECIPE_MODEL is one model or a comma-separated chain; blanks and repeats are dropped, and an empty chain is refused', () => {
  expect(loadConfig({ RECIPE_MODEL: ' a/one , b/two,,a/one, c ' }).models).toEqual(['a/one', 'b/two', 'c']);
  expect(loadConfig({ RECIPE_MODEL: 'solo' }).models).toEqual(['solo']);
  expect(problemsOf({ RECIPE_MODEL: ' , ,' })).toEqual(['RECIPE_MODEL must name at least one model, such as openai/gpt-oss-20b.']);
});

test('VISION_MODEL is a chain parsed like RECIPE_MODEL, with its own default', () => {
  expect(loadConfig({ VISION_MODEL: ' a/sees , b/looks,a/sees ' }).visionModels).toEqual(['a/sees', 'b/looks']);
  expect(loadConfig({ RECIPE_MODEL: 'solo' }).visionModels[0]).toBe('google/gemma-4-31B-it');
  expect(problemsOf({ VISION_MODEL: ',' })).toEqual([
    'VISION_MODEL must name at least one model that reads images, such as google/gemma-3-27b-it.',
  ]);
});

test('the start-up description names the chain and where it runs, never the token', () => {
  const withToken = loadConfig({ HF_TOKEN: 'hf_secret_value' });
  expect(describeTarget(withToken)).toBe(
    'Recipes come from mistralai/Mistral-7B-Instruct-v0.3, or when it is not served, from openai/gpt-oss-20b, then google/gemma-4-26B-A4B-it, then meta-llama/Llama-3.1-8B-Instruct, via Hugging Face (provider: auto).',
  );
  expect(describeTarget(loadConfig({ HF_TOKEN: 'hf_x', RECIPE_MODEL: 'solo' }))).toBe(
    'Recipes come from solo, via Hugging Face (provider: auto).',
  );
  expect(describeTarget(withToken)).not.toContain('hf_secret_value');
  expect(describeTarget(loadConfig({}))).toMatch(/^No model is configured/);
});

test('VISION_MODEL is a chain like RECIPE_MODEL, and PHOTO_LIMIT_PER_MINUTE a whole number', () => {
  const config = loadConfig({ VISION_MODEL: ' a/vision , b/vision,a/vision ', PHOTO_LIMIT_PER_MINUTE: '3' });
  expect(config.visionModels).toEqual(['a/vision', 'b/vision']);
  expect(config.photoLimitPerMinute).toBe(3);
  expect(problemsOf({ VISION_MODEL: ' , ', PHOTO_LIMIT_PER_MINUTE: 'many' })).toEqual([
    'VISION_MODEL must name at least one model that reads images, such as google/gemma-3-27b-it.',
    'PHOTO_LIMIT_PER_MINUTE must be a whole number from 1 to 1000000, not "many".',
  ]);
});

/** The variables `loadConfig` reads, as it asks its environment for them. */
function variablesRead(): string[] {
  const read = new Set<string>();
  const note = (_target: object, name: string | symbol) => {
    if (typeof name === 'string') read.add(name);
    return undefined;
  };
  loadConfig(new Proxy({}, { get: note, has: (target, name) => note(target, name) !== undefined }));
  return [...read].sort();
}

const fileText = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
/** The variable names a Markdown table lists in its first column (`PORT` / `HOST` counts two). */
const tableVariables = (markdown: string) =>
  [...markdown.matchAll(/^\| (`[A-Z_]+`(?: \/ `[A-Z_]+`)*) /gm)]
    .flatMap(([, cell]) => [...cell!.matchAll(/`([A-Z_]+)`/g)].map(([, name]) => name!))
    .sort();

test('.env.example, docs/configuration.md and the README name every variable the server reads, and .env.example shows the defaults', () => {
  const example = Object.fromEntries(
    [...fileText('.env.example').matchAll(/^#? ?([A-Z_]+)=(.*)$/gm)].map(([, name, value]) => [name!, value!]),
  );
  expect(Object.keys(example).sort()).toEqual(variablesRead());
  expect(tableVariables(fileText('docs/configuration.md'))).toEqual(variablesRead());
  expect(tableVariables(fileText('README.md'))).toEqual(variablesRead());
  // Everything but the token and the two examples of a server to use is shown at its default: the chains too.
  const { HF_TOKEN, MODEL_BASE_URL, REDIS_URL, ...defaults } = example;
  expect([HF_TOKEN, MODEL_BASE_URL, REDIS_URL]).toEqual(['', 'http://localhost:11434/v1', 'redis://localhost:6379']);
  expect(loadConfig(defaults)).toEqual(loadConfig({}));
});

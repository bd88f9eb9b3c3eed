/**
 * The deployment the README describes, for real: two server processes (`npm start`'s entry) with
 * TRUST_PROXY=true and one Redis, behind nginx running the repository's deploy/nginx.conf. Each
 * test is a client of its own, at its own loopback address, as nginx sees it.
 */

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { startFakeModel, type FakeModel } from '../fake-model/server.ts';
import { errorCodeOf, eventsAsWritten, eventsOf } from '../test-support/test-app.ts';
import { askFrom, fetchFrom, startInstance, type Instance } from '../test-support/instance.ts';
import { NGINX, REDIS_SERVER, startNginx, startRedis, type Nginx, type RedisServer } from '../test-support/services.ts';

// In CI (.ci/run installs both) a missing binary fails the tests rather than skipping them.
const missing = process.env.CI ? [] : [REDIS_SERVER ? [] : ['redis-server'], NGINX ? [] : ['nginx']].flat();
if (missing.length > 0)
  console.warn(`Skipping the proxy tests: ${missing.join(' and ')} not installed (apt-get install redis-server nginx).`);
const proxyTest = missing.length === 0 ? test : test.skip;

const RATE_LIMIT = 5;
const TOKEN = 'hf_behind_proxy_secret_5c1e';

let fake: FakeModel;
let redis: RedisServer;
let instances: Instance[] = [];
let nginx: Nginx;
let folder: string;

beforeAll(async () => {
  if (missing.length > 0) return;
  fake = await startFakeModel({ tokensPerSecond: 0, defaultScenario: { kind: 'recipe', recipe: '# Omelette\n\nBeat the eggs.\n' } });
  redis = await startRedis();
  folder = mkdtempSync(join(tmpdir(), 'pantry-chef-proxy-'));
  mkdirSync(join(folder, 'dist'));
  writeFileSync(join(folder, 'dist', 'index.html'), '<!doctype html><title>Pantry Chef</title>');
  const env = {
    HF_TOKEN: TOKEN,
    MODEL_BASE_URL: fake.url,
    RECIPE_MODEL: 'mistralai/Mistral-7B-Instruct-v0.3',
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    TRUST_PROXY: 'true',
    REDIS_URL: redis.url,
  };
  instances = await Promise.all([startInstance(folder, env), startInstance(folder, env)]);
  nginx = await startNginx([instances[0]!.address, instances[1]!.address]);
}, 60_000);
afterAll(async () => {
  if (missing.length > 0) return;
  for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
  await nginx?.close();
  await redis?.close();
  await fake?.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => fake?.reset());

/** What each instance says about its limits, through nginx: round robin alternates between them. */
const scopes = async (client: string) => {
  const seen = new Set<string>();
  for (let i = 0; i < 2; i++) {
    const response = await fetchFrom(client, `${nginx.url}/api/health`);
    seen.add(((await response.json()) as { limits: string }).limits);
  }
  return [...seen].sort().join(',');
};

const recipesSeen = () => instances.map((instance) => instance.recipesSeen());

proxyTest(
  'a client gets exactly RATE_LIMIT_PER_MINUTE recipes across both instances, then 429, whatever X-Forwarded-For it claims',
  async () => {
    const before = recipesSeen();
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 2; i++) {
      // A forged header does not make a new client: the app reads the last entry, the one nginx adds.
      const response = await askFrom('127.0.0.2', nginx.url, { 'X-Forwarded-For': `198.51.100.${i}` });
      statuses.push(response.status);
      if (response.status === 429) expect(await errorCodeOf(response)).toBe('rate_limited');
      else await response.text();
    }
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(200), 429, 429]);
    expect(fake.chats()).toHaveLength(RATE_LIMIT);
    // Both instances answered some of them.
    const served = recipesSeen().map((count, i) => count - before[i]!);
    expect(served.every((count) => count >= 2)).toBe(true);
    // Another client still has its whole minute.
    const other = await askFrom('127.0.0.3', nginx.url);
    expect(other.status).toBe(200);
    await other.text();
  },
);

proxyTest('recipes stream through the proxy word by word: the first words arrive while the model is still writing', async () => {
  fake.enqueue({ kind: 'drip', intervalMs: 150, tokens: 12 });
  const response = await askFrom('127.0.0.4', nginx.url);
  expect(response.status).toBe(200);
  const events = await eventsAsWritten(response, fake);
  expect(fake.chats()[0]!.finished).toBe(true);
  expect(events.filter((event) => event.type === 'text').length).toBeGreaterThan(1);
  expect(events.at(-1)).toEqual({ type: 'done' });
});

proxyTest('the per-client stream cap holds across instances, and a slot is free again once a stream ends', async () => {
  const before = recipesSeen();
  fake.setDefault({ kind: 'drip', intervalMs: 100, tokens: 300 });
  const open = [await askFrom('127.0.0.5', nginx.url), await askFrom('127.0.0.5', nginx.url), await askFrom('127.0.0.5', nginx.url)];
  expect(open.map((response) => response.status)).toEqual([200, 200, 200]);
  expect(recipesSeen().map((count, i) => count - before[i]!)).toEqual(expect.arrayContaining([1, 2]));
  const fourth = await askFrom('127.0.0.5', nginx.url);
  expect(fourth.status).toBe(429);
  expect(await errorCodeOf(fourth)).toBe('too_many_streams');

  await open[0]!.body!.cancel();
  await fake.waitForClose(fake.chats()[0]!, 5_000);
  fake.setDefault({ kind: 'recipe', recipe: '# Omelette\n\nBeat the eggs.\n' });
  // The slot comes back once the instance has told Redis, just after the model's connection closes.
  const store = new Redis(redis.url);
  await expect.poll(() => store.get('pantry-chef:streams:127.0.0.5')).toBe('2');
  store.disconnect();
  const next = await askFrom('127.0.0.5', nginx.url);
  expect(next.status).toBe(200);
  await next.text();
  for (const response of open.slice(1)) await response.body!.cancel();
});

proxyTest(
  'killing Redis mid-run gives no 5xx; restarting it restores shared counting',
  async () => {
    expect(await scopes('127.0.0.6')).toBe('shared');
    await redis.kill();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await askFrom('127.0.0.6', nginx.url);
      statuses.push(response.status);
      await response.text();
    }
    // Each instance now counts alone: with its own RATE_LIMIT_PER_MINUTE, none of the six is refused.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await scopes('127.0.0.6')).toBe('local');

    await redis.restart();
    await expect.poll(() => scopes('127.0.0.6'), { timeout: 15_000 }).toBe('shared');
    const statusesAfter: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 1; i++) {
      const response = await askFrom('127.0.0.7', nginx.url);
      statusesAfter.push(response.status);
      await response.text();
    }
    expect(statusesAfter).toEqual([...Array<number>(RATE_LIMIT).fill(200), 429]);
    for (const instance of instances) expect(instance.output().match(/does not answer/g)).toHaveLength(1);
  },
  30_000,
);

proxyTest(
  'SIGTERM on one instance lets its open recipe finish while the other takes the new ones',
  async () => {
    fake.enqueue({ kind: 'drip', intervalMs: 100, tokens: 15 });
    const before = recipesSeen();
    const open = await askFrom('127.0.0.8', nginx.url);
    expect(open.status).toBe(200);
    const stopping = recipesSeen().findIndex((count, i) => count > before[i]!);
    const other = instances[1 - stopping]!;
    const reader = open.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = (await reader.read()).value ?? '';

    instances[stopping]!.child.kill('SIGTERM');
    await expect.poll(() => instances[stopping]!.output()).toContain('SIGTERM received');
    const otherBefore = other.recipesSeen();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await askFrom('127.0.0.9', nginx.url);
      statuses.push(response.status);
      expect((await eventsOf(response)).at(-1)).toEqual({ type: 'done' });
    }
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(other.recipesSeen() - otherBefore).toBe(4);

    for (let part = await reader.read(); !part.done; part = await reader.read()) text += part.value;
    expect((await eventsOf(text)).at(-1)).toEqual({ type: 'done' });
    expect(fake.chats()[0]!.finished).toBe(true);
    expect(await instances[stopping]!.exited).toBe(0);
  },
  30_000,
);

/**
 * Limits shared through a real redis-server (REDIS_URL): counted together by several instances,
 * stream slots given back on every path, and an instance that keeps serving, with limits of its
 * own, while Redis is unreachable, killed or frozen, then shares them again once Redis is back.
 */

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeEach, expect, test, vi } from 'vitest';
import { loadConfig } from './config.ts';
import { redisLimiters } from './node-rate-limits.ts';
import { startServer, type RunningServer, type StartOptions } from './node-server.ts';
import { appFor, postRecipe, errorCodeOf, eventsOf, startTestModel, statusUnderRateLimit, type TestApp } from '../test-support/test-app.ts';
import { freePort, REDIS_SERVER, startRedis } from '../test-support/services.ts';
import { dataUrl, png } from '../test-support/photos.ts';

// In CI (.ci/run installs redis-server) a missing binary fails the tests rather than skipping them.
const runs = Boolean(REDIS_SERVER) || Boolean(process.env.CI);
if (!runs) console.warn('Skipping the shared-limit tests: redis-server is not installed (apt-get install redis-server).');
const redisTest = runs ? test : test.skip;

const fake = await startTestModel();
const redis = runs ? await startRedis() : undefined;
const store = redis ? new Redis(redis.url) : undefined;
const running: { close(): Promise<void> }[] = [];
const folder = mkdtempSync(join(tmpdir(), 'pantry-chef-shared-limits-'));
mkdirSync(join(folder, 'dist'));
writeFileSync(join(folder, 'dist', 'index.html'), '<!doctype html><title>Pantry Chef</title>');

beforeEach(async () => {
  await store?.flushall();
});
afterEach(async () => {
  for (const thing of running.splice(0).reverse()) await thing.close();
});
afterAll(async () => {
  store?.disconnect();
  await redis?.close();
  rmSync(folder, { recursive: true, force: true });
});

const slotsHeld = async (client: string) => Number((await store!.get(`pantry-chef:streams:${client}`)) ?? 0);
const health = async (to: TestApp | string) => {
  const response = typeof to === 'string' ? await fetch(`${to}/api/health`) : await to.request('/api/health');
  return ((await response.json()) as { limits: string }).limits;
};

async function instance(env: Record<string, string>, options: StartOptions = {}): Promise<RunningServer> {
  const config = loadConfig({
    HF_TOKEN: 'hf_shared_limits_test',
    MODEL_BASE_URL: fake.url,
    HOST: '127.0.0.1',
    PORT: '0',
    MODEL_TIMEOUT_MS: '2000',
    REDIS_URL: redis!.url,
    ...env,
  });
  const server = await startServer(config, { staticRoot: join(folder, 'dist'), shutdownGraceMs: 200, ...options });
  running.push(server);
  await expect.poll(() => health(server.url)).toBe('shared');
  return server;
}

/** An app in this process whose limits go through Redis at `url`, logging into `log`. */
function appOn(url: string, log: { info: () => void; warn: () => void }, requestsPerMinute = 3) {
  const limiters = redisLimiters({ url, requestsPerMinute, streamsPerClient: 3, log });
  running.push(limiters);
  return appFor(fake, { limiters, clientAddress: () => '203.0.113.5' });
}

const quietLog = () => ({ info: vi.fn<() => void>(), warn: vi.fn<() => void>() });

redisTest('with REDIS_URL, instances count each client’s recipes together, then answer 429', async () => {
  const a = await instance({ RATE_LIMIT_PER_MINUTE: '4' });
  const b = await instance({ RATE_LIMIT_PER_MINUTE: '4' });
  const statuses: number[] = [];
  for (const server of [a, b, a, b, a, b]) {
    statuses.push(await statusUnderRateLimit(await postRecipe(server.url)));
  }
  expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  expect(fake.chats()).toHaveLength(4);
  // The count lives in Redis, and goes away with its minute.
  expect(Number(await store!.get('pantry-chef:requests:127.0.0.1'))).toBeGreaterThanOrEqual(4);
  expect(await store!.pttl('pantry-chef:requests:127.0.0.1')).toBeGreaterThan(0);
  expect(await store!.pttl('pantry-chef:requests:127.0.0.1')).toBeLessThanOrEqual(60_000);
});

redisTest(
  'stream slots are shared by every instance, and given back whether a recipe finishes, fails, is left or is cut by a shutdown',
  async () => {
    const a = await instance({ RATE_LIMIT_PER_MINUTE: '100' }, { maxStreamsPerClient: 2 });
    const b = await instance({ RATE_LIMIT_PER_MINUTE: '100' }, { maxStreamsPerClient: 2 });

    const finished = await postRecipe(a.url);
    expect((await eventsOf(finished)).at(-1)).toEqual({ type: 'done' });
    await expect.poll(() => slotsHeld('127.0.0.1')).toBe(0);

    fake.enqueue({ kind: 'stream-error', afterTokens: 2 });
    const failed = await postRecipe(b.url);
    expect((await eventsOf(failed)).at(-1)).toMatchObject({ type: 'error' });
    await expect.poll(() => slotsHeld('127.0.0.1')).toBe(0);

    fake.enqueue({ kind: 'drip', intervalMs: 50, tokens: 400 });
    const left = await postRecipe(a.url);
    expect(left.status).toBe(200);
    expect(await slotsHeld('127.0.0.1')).toBe(1);
    await left.body!.cancel();
    await fake.waitForClose(fake.chats().at(-1)!, 5_000);
    await expect.poll(() => slotsHeld('127.0.0.1')).toBe(0);

    fake.enqueue({ kind: 'drip', intervalMs: 50, tokens: 400 }, { kind: 'drip', intervalMs: 50, tokens: 400 });
    const onA = await postRecipe(a.url);
    const onB = await postRecipe(b.url);
    expect([onA.status, onB.status]).toEqual([200, 200]);
    const third = await postRecipe(a.url);
    expect(third.status).toBe(429);
    expect(await errorCodeOf(third)).toBe('too_many_streams');
    expect(await slotsHeld('127.0.0.1')).toBe(2);
    // Should an instance die holding slots, they free themselves when the key expires.
    expect(await store!.pttl('pantry-chef:streams:127.0.0.1')).toBeGreaterThan(0);

    const cut = eventsOf(onB);
    await b.close();
    expect((await cut).at(-1)).toMatchObject({ type: 'error', error: { code: 'shutting_down' } });
    expect(await slotsHeld('127.0.0.1')).toBe(1);
    await onA.body!.cancel();
    await expect.poll(() => slotsHeld('127.0.0.1')).toBe(0);
  },
);

redisTest(
  'with Redis unreachable at start, the instance serves with limits of its own, says so once, and shares them once Redis is up',
  async () => {
    const port = await freePort();
    const log = quietLog();
    const app = appOn(`redis://127.0.0.1:${port}`, log);
    expect(await health(app)).toBe('local');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await postRecipe(app);
      statuses.push(response.status);
      await response.text();
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Several reconnection attempts fail meanwhile: one warning for all of them.
    await new Promise((wait) => setTimeout(wait, 800));
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]).toEqual([expect.stringMatching(/does not answer .*counted in this instance's memory/)]);

    const late = await startRedis(port);
    running.push(late);
    await expect.poll(() => health(app), { timeout: 10_000 }).toBe('shared');
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]).toEqual([`Limits are shared through Redis at redis://127.0.0.1:${port}.`]);
    const counted = await postRecipe(app);
    expect(counted.status).toBe(200);
    await counted.text();
    const check = new Redis(late.url);
    expect(await check.get('pantry-chef:requests:203.0.113.5')).toBe('1');
    check.disconnect();
  },
);

redisTest('Redis killed mid-run: no 5xx, counting goes local, and returns to Redis once it restarts', async () => {
  const own = await startRedis();
  running.push(own);
  const log = quietLog();
  const app = appOn(own.url, log, 100);
  await expect.poll(() => health(app)).toBe('shared');
  fake.enqueue({ kind: 'drip', intervalMs: 50, tokens: 20 });
  const open = await postRecipe(app);
  expect(open.status).toBe(200);

  await own.kill();
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const response = await postRecipe(app);
    statuses.push(response.status);
    await response.text();
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200]);
  expect(await health(app)).toBe('local');
  // The stream opened in Redis ends while Redis is away: its slot cannot be given back, and nothing breaks.
  expect((await eventsOf(open)).at(-1)).toEqual({ type: 'done' });
  expect(log.warn).toHaveBeenCalledTimes(1);

  await own.restart();
  await expect.poll(() => health(app), { timeout: 10_000 }).toBe('shared');
  const counted = await postRecipe(app);
  expect(counted.status).toBe(200);
  await counted.text();
  const check = new Redis(own.url);
  expect(await check.get('pantry-chef:requests:203.0.113.5')).toBe('1');
  expect(await check.get('pantry-chef:streams:203.0.113.5')).toBe('0');
  check.disconnect();
});

redisTest(
  'a Redis that stops answering holds no request: its commands give up, the instance counts locally, then shares again',
  async () => {
    const own = await startRedis();
    running.push(own);
    const log = quietLog();
    const app = appOn(own.url, log, 100);
    await expect.poll(() => health(app)).toBe('shared');

    own.pause();
    const frozen = await postRecipe(app);
    expect(frozen.status).toBe(200);
    expect((await eventsOf(frozen)).at(-1)).toEqual({ type: 'done' });
    expect(await health(app)).toBe('local');
    expect(log.warn.mock.calls[0]).toEqual([expect.stringMatching(/Command timed out/)]);

    own.resume();
    const thawed = await postRecipe(app);
    expect(thawed.status).toBe(200);
    await thawed.text();
    expect(await health(app)).toBe('shared');
  },
);

redisTest('a stream slot given back after Redis lost its counts does not become a spare one', async () => {
  const limiters = redisLimiters({ url: redis!.url, requestsPerMinute: 100, streamsPerClient: 2, log: quietLog() });
  running.push(limiters);
  await expect.poll(() => limiters.scope()).toBe('shared');
  expect(await limiters.streams.consume('203.0.113.20')).toBeNull();
  // As after a restart with no persistence: the slot's count is gone, and then the stream ends.
  await store!.flushall();
  await limiters.streams.release('203.0.113.20');
  expect(await limiters.streams.consume('203.0.113.20')).toBeNull();
  expect(await limiters.streams.consume('203.0.113.20')).toBeNull();
  expect(await limiters.streams.consume('203.0.113.20')).toBeGreaterThan(0);
  expect(await slotsHeld('203.0.113.20')).toBe(2);
});

redisTest('with REDIS_URL, instances count each client’s photos together, apart from its recipes, then answer 429', async () => {
  const a = await instance({ PHOTO_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_MINUTE: '100' });
  const b = await instance({ PHOTO_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_MINUTE: '100' });
  const image = dataUrl('image/png', png(640, 480));
  const statuses: number[] = [];
  for (const server of [a, b, a, b]) {
    const response = await fetch(`${server.url}/api/photo-ingredients`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ image }),
    });
    statuses.push(response.status);
    if (response.status === 429) {
      expect(await errorCodeOf(response)).toBe('rate_limited');
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } else await response.text();
  }
  expect(statuses).toEqual([200, 200, 200, 429]);
  expect(fake.chats()).toHaveLength(3);
  expect(Number(await store!.get('pantry-chef:photos:127.0.0.1'))).toBeGreaterThanOrEqual(4);
  expect(await store!.pttl('pantry-chef:photos:127.0.0.1')).toBeLessThanOrEqual(60_000);
  // The recipe limit is another count.
  expect((await postRecipe(a.url)).status).toBe(200);
});

/**
 * The per-client limits on Node, counted by rate-limiter-flexible: in this process's memory, or in
 * Redis so that every instance behind a load balancer shares them. When Redis does not answer (down
 * at start, gone mid-run, too slow), the instance counts in its own memory, says so once, and goes
 * back to Redis as soon as it answers again: a limit never becomes a 5xx or a request left waiting.
 */

import { Redis, type RedisOptions } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { PHOTOS_PER_MINUTE, STREAM_SLOT_SECONDS, type ClientLimiter, type ClientLimiters, type LimitsScope } from './rate-limits.ts';

export type NodeLimiters = ClientLimiters & { close(): Promise<void> };

type Kind = 'requests' | 'streams' | 'photos';

/** Keys such as `pantry-chef:requests:203.0.113.7`, so that the app can share a Redis with others. */
const settings = (kind: Kind, points: number) => ({
  keyPrefix: `pantry-chef:${kind}`,
  points,
  duration: kind === 'streams' ? STREAM_SLOT_SECONDS : 60,
});

const REDIS_OPTIONS: RedisOptions = {
  // A command never waits for Redis: refused at once while disconnected, given up after half a second once sent.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 1_000,
  commandTimeout: 500,
  // Reconnects for as long as the instance runs, at least every 2 s, so shared counting resumes soon after Redis is back.
  retryStrategy: (attempt: number) => Math.min(attempt * 100, 2_000),
};

export function memoryLimiters(requestsPerMinute: number, streamsPerClient: number, photosPerMinute = PHOTOS_PER_MINUTE): NodeLimiters {
  const requests = new RateLimiterMemory(settings('requests', requestsPerMinute));
  const streams = new RateLimiterMemory(settings('streams', streamsPerClient));
  const photos = new RateLimiterMemory(settings('photos', photosPerMinute));
  return {
    requests: { consume: (key) => take(requests, key, false), release: (key) => give(requests, key) },
    streams: { consume: (key) => take(streams, key, true), release: (key) => give(streams, key) },
    photos: { consume: (key) => take(photos, key, false), release: (key) => give(photos, key) },
    scope: () => 'local',
    close: async () => {},
  };
}

type RedisLimitsOptions = {
  url: string;
  requestsPerMinute: number;
  streamsPerClient: number;
  photosPerMinute?: number;
  log?: Pick<Console, 'info' | 'warn'>;
};

/** Limits shared through the Redis at `url`, with this process's memory standing in whenever Redis does not answer. */
export function redisLimiters(options: RedisLimitsOptions): NodeLimiters {
  const { url, requestsPerMinute, streamsPerClient, photosPerMinute = PHOTOS_PER_MINUTE, log = console } = options;
  const redis = new Redis(url, REDIS_OPTIONS);
  const where = safeLocation(url);
  let scope: LimitsScope = 'local';
  let warned = false;
  let closing = false;
  const health: Health = {
    answered() {
      if (closing || scope === 'shared') return;
      scope = 'shared';
      warned = false;
      log.info(`Limits are shared through Redis at ${where}.`);
    },
    failed(error) {
      if (closing) return;
      scope = 'local';
      if (warned) return;
      warned = true;
      log.warn(`Redis at ${where} does not answer (${reasonOf(error)}): limits are counted in this instance's memory until it does.`);
    },
  };
  redis.on('ready', () => health.answered());
  // ioredis emits an error for every failed reconnection attempt: the health logs only the first.
  redis.on('error', (error) => health.failed(error));
  redis.on('close', () => health.failed(new Error('connection closed')));

  const inRedis = (kind: Kind, points: number) =>
    new RateLimiterRedis({ ...settings(kind, points), storeClient: redis, rejectIfRedisNotReady: true });
  const inMemory = (kind: Kind, points: number) => new RateLimiterMemory(settings(kind, points));
  return {
    requests: insured(inRedis('requests', requestsPerMinute), inMemory('requests', requestsPerMinute), health, false),
    streams: insured(inRedis('streams', streamsPerClient), inMemory('streams', streamsPerClient), health, true),
    photos: insured(inRedis('photos', photosPerMinute), inMemory('photos', photosPerMinute), health, false),
    scope: () => scope,
    close: async () => {
      closing = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

type Health = { answered(): void; failed(error: unknown): void };

/**
 * rate-limiter-flexible's `insuranceLimiter` falls back the same way, but silently: this wrapper
 * also knows which store answered, so /api/health can say so, and it gives a stream slot back to
 * the store that holds it.
 */
function insured(shared: RateLimiterAbstract, local: RateLimiterAbstract, health: Health, slots: boolean): ClientLimiter {
  /** Stream slots taken in memory while Redis was away, per client: theirs to give back there. */
  const heldLocally = new Map<string, number>();
  return {
    async consume(key) {
      try {
        const wait = await take(shared, key, slots);
        health.answered();
        return wait;
      } catch (error) {
        health.failed(error);
        const wait = await take(local, key, slots);
        if (slots && wait === null) heldLocally.set(key, (heldLocally.get(key) ?? 0) + 1);
        return wait;
      }
    },
    async release(key) {
      const held = heldLocally.get(key) ?? 0;
      if (held > 0) {
        if (held === 1) heldLocally.delete(key);
        else heldLocally.set(key, held - 1);
        return give(local, key);
      }
      try {
        await give(shared, key);
        health.answered();
      } catch (error) {
        // The slot stays counted in Redis until its key expires by itself.
        health.failed(error);
      }
    },
  };
}

/** Takes one point: null when allowed, else whole seconds to wait. A refused slot is given back at once; a store failure throws. */
async function take(limiter: RateLimiterAbstract, key: string, giveBackRefused: boolean): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    if (giveBackRefused) await give(limiter, key);
    return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
  }
}

/** Gives one point back, never below zero: a count that was lost (Redis restarted empty) must not turn into spare slots. */
async function give(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const after = await limiter.reward(key, 1);
  if (after.consumedPoints < 0) await limiter.delete(key);
}

/** Where Redis is, for the log: never its password. */
function safeLocation(url: string): string {
  try {
    const { protocol, host } = new URL(url);
    return `${protocol}//${host}`;
  } catch {
    return 'REDIS_URL';
  }
}

function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.message : String(error);
}

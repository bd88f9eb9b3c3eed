/**
 * Limits per client address, counted by rate-limiter-flexible: in this process's memory by default,
 * or in a store that several instances share (its Redis limiter has the same interface).
 */

import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export type ClientLimiters = {
  /** Recipe requests per client per minute. */
  requests: RateLimiterAbstract;
  /** Open recipe streams per client: a point is taken when a stream opens and given back when it ends. */
  streams: RateLimiterAbstract;
};

/** A stream slot outlives the longest answer, and then frees itself should its holder never give it back. */
const STREAM_SLOT_SECONDS = 10 * 60;

export function memoryLimiters(requestsPerMinute: number, streamsPerClient: number): ClientLimiters {
  return {
    requests: new RateLimiterMemory({ keyPrefix: 'recipes', points: requestsPerMinute, duration: 60 }),
    streams: new RateLimiterMemory({ keyPrefix: 'streams', points: streamsPerClient, duration: STREAM_SLOT_SECONDS }),
  };
}

/** Takes one point for `key`: null when allowed, or the whole seconds until a point is free again. */
export async function take(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}

/** Takes a stream slot for `key`, or says no; a refused attempt is given back at once, so it holds no slot. */
export async function takeStreamSlot(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  if ((await take(limiter, key)) === null) return true;
  await limiter.reward(key, 1);
  return false;
}

/**
 * The key per-client limits count under. One subscriber usually holds a whole IPv6 /64, and could
 * otherwise take a fresh address for every request; an IPv4-mapped address counts as its IPv4 one.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail] = (address.split('%')[0] ?? '').toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  const prefix = groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}

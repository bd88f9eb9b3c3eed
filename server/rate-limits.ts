/**
 * Per-client limits as the app sees them, whatever keeps the counts: this process's memory or Redis
 * on Node (server/node-rate-limits.ts), a Durable Object on Workers (worker/rate-limit-object.ts). Web standards only:
 * every runtime imports this.
 */

/** `shared` while every instance counts in one place; `local` while this instance counts alone. */
export type LimitsScope = 'local' | 'shared';

export type ClientLimiter = {
  /** Takes one point for `key`: null when allowed, or the whole seconds until a point is free again. A refused attempt holds nothing. */
  consume(key: string): Promise<number | null>;
  /** Gives back a point that `consume` took (a stream slot, once its stream is over). */
  release(key: string): Promise<void>;
};

export type ClientLimiters = {
  /** Recipe requests per client per minute. */
  requests: ClientLimiter;
  /** Open recipe streams per client: a slot is taken when a stream opens and given back when it ends. */
  streams: ClientLimiter;
  /** Photos read per client per minute (POST /api/photo-ingredients). */
  photos: ClientLimiter;
  /** Where the counting happens right now: reported by /api/health. */
  scope(): LimitsScope;
};

/** Photos one client may have read per minute, unless PHOTO_LIMIT_PER_MINUTE says otherwise. */
export const PHOTOS_PER_MINUTE = 6;

/** Open recipe streams one client may hold at once. */
export const STREAMS_PER_CLIENT = 3;

/** A stream slot outlives the longest answer, and then frees itself should its holder never give it back (an instance that died). */
export const STREAM_SLOT_SECONDS = 10 * 60;

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

/**
 * Limits per client address. Counting recipe requests goes through a small store interface so
 * that several instances can share one (Redis, a database) later; open streams are a property
 * of this process and are counted here.
 */

export type RateLimitStore = {
  /** Counts one hit for `key` in the current window and returns the count so far. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
};

/** Fixed windows in a Map; expired entries are swept as the map grows, so no timer keeps the process alive. */
export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweepSize = 1_000;
  return {
    async hit(key, windowMs) {
      const time = now();
      if (windows.size >= nextSweepSize) {
        for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
        nextSweepSize = Math.max(1_000, windows.size * 2);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetAt: window.resetAt };
    },
  };
}

/** Caps concurrent streams per client and in all; `acquire` gives back a release function, or null. */
export function createStreamSlots(perClient: number, total: number) {
  const open = new Map<string, number>();
  let all = 0;
  return {
    acquire(client: string): (() => void) | null {
      const mine = open.get(client) ?? 0;
      if (mine >= perClient || all >= total) return null;
      open.set(client, mine + 1);
      all += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        all -= 1;
        const left = (open.get(client) ?? 1) - 1;
        if (left === 0) open.delete(client);
        else open.set(client, left);
      };
    },
    get open() {
      return all;
    },
  };
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

/**
 * The per-client limits on Workers: one Durable Object per client key holds that client's count of
 * recipe requests (and photos) in the current minute and the expiry time of each stream slot it holds. Every
 * isolate, in every location, reaches the same object for the same client, so the limits are shared
 * by construction; a slot whose stream never gave it back (an isolate that died) expires by itself.
 */

import { DurableObject } from 'cloudflare:workers';
import type { ClientLimiter, ClientLimiters } from '../server/rate-limits.ts';

type Kind = 'requests' | 'streams' | 'photos';
type Minute = { endsAt: number; count: number };

/** How long a client is asked to wait when its limits cannot be read: as long as for too many open streams. */
const RETRY_WHEN_UNREADABLE_SECONDS = 5;

const secondsUntil = (time: number, now: number) => Math.max(1, Math.ceil((time - now) / 1000));

export class ClientLimits extends DurableObject {
  /** Takes one point of `kind`: null when allowed, or the whole seconds until one is free again. */
  async consume(kind: Kind, points: number, seconds: number): Promise<number | null> {
    const now = Date.now();
    if (kind !== 'streams') {
      const stored = await this.ctx.storage.get<Minute>(kind);
      const minute = stored && stored.endsAt > now ? stored : { endsAt: now + seconds * 1000, count: 0 };
      if (minute.count >= points) return secondsUntil(minute.endsAt, now);
      await this.ctx.storage.put(kind, { ...minute, count: minute.count + 1 });
      await this.cleanUpAt(minute.endsAt);
      return null;
    }
    const slots = await this.slots(now);
    if (slots.length >= points) return secondsUntil(Math.min(...slots), now);
    const expiresAt = now + seconds * 1000;
    await this.ctx.storage.put('streams', [...slots, expiresAt]);
    await this.cleanUpAt(expiresAt);
    return null;
  }

  /** Gives back a stream slot (the one closest to expiring); requests are never given back. */
  async release(kind: Kind): Promise<void> {
    if (kind !== 'streams') return;
    const slots = (await this.slots(Date.now())).sort((a, b) => a - b);
    slots.shift();
    await this.ctx.storage.put('streams', slots);
  }

  /** Once everything has expired, the object forgets the client altogether. */
  override async alarm(): Promise<void> {
    const now = Date.now();
    const minutes = await Promise.all((['requests', 'photos'] as const).map((kind) => this.ctx.storage.get<Minute>(kind)));
    const latest = Math.max(...minutes.map((minute) => minute?.endsAt ?? 0), ...(await this.slots(now)));
    if (latest > now) await this.ctx.storage.setAlarm(latest);
    else await this.ctx.storage.deleteAll();
  }

  private async slots(now: number): Promise<number[]> {
    return ((await this.ctx.storage.get<number[]>('streams')) ?? []).filter((expiresAt) => expiresAt > now);
  }

  private async cleanUpAt(time: number): Promise<void> {
    const alarm = await this.ctx.storage.getAlarm();
    if (alarm === null || alarm < time) await this.ctx.storage.setAlarm(time);
  }
}

/**
 * The app's limiters over that object. Should the object not answer, the request is refused with
 * a short wait rather than let through: each client has an object of its own, so one that stops
 * answering is most likely flooded by that very client.
 */
export function durableObjectLimiters(
  namespace: DurableObjectNamespace<ClientLimits>,
  settings: Record<Kind, { points: number; seconds: number }>,
): ClientLimiters {
  const limiter = (kind: Kind): ClientLimiter => ({
    consume: async (key) => {
      try {
        return await namespace.getByName(key).consume(kind, settings[kind].points, settings[kind].seconds);
      } catch (error) {
        console.error(`Could not read the ${kind} limit:`, error);
        return RETRY_WHEN_UNREADABLE_SECONDS;
      }
    },
    release: (key) => namespace.getByName(key).release(kind),
  });
  return { requests: limiter('requests'), streams: limiter('streams'), photos: limiter('photos'), scope: () => 'shared' };
}

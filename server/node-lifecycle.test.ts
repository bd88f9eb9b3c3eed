/**
 * The Node adapter and the callers' connections: a caller leaving early, the client address behind a
 * proxy, and what an open recipe sees when the server shuts down.
 */

import { expect, test } from 'vitest';
import { useNodeServer } from '../test-support/node-server-harness.ts';
import { postRecipe, eventsOf } from '../test-support/test-app.ts';

const harness = useNodeServer();

test('a caller that goes away before the first word gets its upstream request aborted within 1 s', async () => {
  harness.fake.enqueue({ kind: 'hang' });
  const caller = new AbortController();
  const pending = postRecipe(harness.server.url, undefined, { signal: caller.signal }).catch(() => undefined);
  await expect.poll(() => harness.fake.chats().length).toBe(1);
  caller.abort();
  await pending;
  await harness.fake.waitForClose(harness.fake.chats()[0]!, 1_000);
  expect(harness.fake.chats()[0]!.closedEarly).toBe(true);
});

test('behind a trusted proxy the last X-Forwarded-For entry is the client, and an IPv6 /64 counts as one client', async () => {
  const proxied = await harness.start({}, { TRUST_PROXY: 'true', RATE_LIMIT_PER_MINUTE: '1' });
  try {
    const from = async (forwardedFor: string) => {
      const response = await postRecipe(proxied.url, undefined, {
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      });
      await response.arrayBuffer();
      return response.status;
    };
    expect(await from('198.51.100.1, 203.0.113.9')).toBe(200);
    // Writing a different first entry does not make a new client.
    expect(await from('198.51.100.2, 203.0.113.9')).toBe(429);
    expect(await from('203.0.113.10')).toBe(200);
    expect(await from('2001:db8:1:2::1')).toBe(200);
    expect(await from('2001:db8:1:2:ffff::2')).toBe(429);
    expect(await from('2001:db8:1:3::1')).toBe(200);
  } finally {
    await proxied.close();
  }
});

test('at the shutdown deadline an open recipe ends with an error event, new connections are refused, and the upstream request is closed', async () => {
  const stopping = await harness.start({ shutdownGraceMs: 200 });
  harness.fake.enqueue({ kind: 'drip', intervalMs: 100 });
  const response = await postRecipe(stopping.url);
  expect(response.status).toBe(200);
  const text = response.text();

  const closed = stopping.close();
  await expect(fetch(`${stopping.url}/api/health`)).rejects.toThrow();
  const events = await eventsOf(await text);
  expect(events.slice(0, 2).map((event) => event.type)).toEqual(['model', 'text']);
  expect(events.at(-1)).toEqual({
    type: 'error',
    error: { code: 'shutting_down', message: 'Pantry Chef is restarting. Please try again in a moment.' },
  });
  await harness.fake.waitForClose(harness.fake.chats()[0]!, 1_000);
  await closed;
});

test('a shutdown lets an open recipe finish within the grace period, and is over within 1 s of its end', async () => {
  const stopping = await harness.start({ shutdownGraceMs: 10_000 });
  harness.fake.enqueue({ kind: 'drip', intervalMs: 100, tokens: 5 });
  const response = await postRecipe(stopping.url);
  const closed = stopping.close();
  await expect(fetch(`${stopping.url}/api/health`)).rejects.toThrow();
  expect((await eventsOf(response)).at(-1)).toEqual({ type: 'done' });
  // The finished stream's keep-alive connection is closed at once, not left to idle out.
  const late = new Promise((_, fail) => setTimeout(() => fail(new Error('still closing 1 s after the last recipe ended')), 1_000).unref());
  await Promise.race([closed, late]);
});

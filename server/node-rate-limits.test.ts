import fc from 'fast-check';
import { expect, test, vi } from 'vitest';
import { checkNewIngredient, MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS } from '../core/ingredients.ts';
import { MAX_BODY_BYTES } from './app.ts';
import { clientKey, type ClientLimiter } from './rate-limits.ts';
import { memoryLimiters } from './node-rate-limits.ts';
import { appFor, postRecipe, errorCodeOf, startTestModel } from '../test-support/test-app.ts';

const fake = await startTestModel();

test('the overall cap on open streams holds across different clients', async () => {
  fake.setDefault({ kind: 'recipe', tokensPerSecond: 5 });
  let caller = 'a';
  const app = appFor(fake, { maxStreams: 2, maxStreamsPerClient: 5, clientAddress: () => caller });
  const open = [await postRecipe(app)];
  caller = 'b';
  open.push(await postRecipe(app));
  caller = 'c';
  const third = await postRecipe(app);
  expect(open.map((response) => response.status)).toEqual([200, 200]);
  expect(third.status).toBe(429);
  expect(third.headers.get('retry-after')).toBe('5');
  expect(await errorCodeOf(third)).toBe('too_many_streams');
  expect(fake.chats()).toHaveLength(2);

  await open[0]!.body!.cancel();
  await fake.waitForClose(fake.chats()[0]!, 1_000);
  fake.setDefault({ kind: 'recipe' });
  const afterOneClosed = await postRecipe(app);
  expect(afterOneClosed.status).toBe(200);
  await afterOneClosed.text();
  await open[1]!.body!.cancel();
});

test('a limiter passed to createApp counts every recipe request, keyed by client, and sets Retry-After from its answer', async () => {
  const asked: string[] = [];
  const requests: ClientLimiter = {
    consume: async (key) => (asked.push(key) > 1 ? 27 : null),
    release: () => Promise.reject(new Error('a request is never given back')),
  };
  const app = appFor(fake, { limiters: { requests }, clientAddress: () => '203.0.113.7' });
  const allowed = await postRecipe(app);
  expect(allowed.status).toBe(200);
  await allowed.text();
  const limited = await postRecipe(app);
  expect(limited.status).toBe(429);
  expect(await errorCodeOf(limited)).toBe('rate_limited');
  expect(limited.headers.get('retry-after')).toBe('27');
  expect(asked).toEqual(['203.0.113.7', '203.0.113.7']);
  expect(fake.chats()).toHaveLength(1);
});

test("the memory limiter refuses with the whole seconds left in the client's minute", async () => {
  vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
  try {
    const { requests } = memoryLimiters(1, 3);
    expect(await requests.consume('203.0.113.7')).toBeNull();
    vi.advanceTimersByTime(30_500);
    expect(await requests.consume('203.0.113.7')).toBe(30);
    expect(await requests.consume('198.51.100.1')).toBeNull();
  } finally {
    vi.useRealTimers();
  }
});

test('requests refused before the model is asked (bad body, no model) do not use up the rate limit', async () => {
  const untouchable: ClientLimiter = {
    consume: () => Promise.reject(new Error('the limiter must not be asked')),
    release: () => Promise.reject(new Error('the limiter must not be asked')),
  };
  const app = appFor(fake, { limiters: { requests: untouchable } });
  const invalid = await app.request('/api/recipe', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  expect(invalid.status).toBe(400);
  expect((await postRecipe(appFor(fake, { limiters: { requests: untouchable }, target: null }))).status).toBe(503);
});

test('a client past its per-minute limit is let in again once the minute is over', async () => {
  vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
  try {
    const { requests } = memoryLimiters(2, 3);
    expect(await requests.consume('a')).toBeNull();
    vi.advanceTimersByTime(59_000);
    expect(await requests.consume('a')).toBeNull();
    expect(await requests.consume('b')).toBeNull();
    expect(await requests.consume('a')).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(await requests.consume('a')).toBeNull();
  } finally {
    vi.useRealTimers();
  }
});

test('the per-client stream cap lets a client in again as soon as one of its streams ends', async () => {
  fake.setDefault({ kind: 'recipe', tokensPerSecond: 5 });
  const app = appFor(fake, { maxStreamsPerClient: 2, clientAddress: () => '203.0.113.9' });
  const open = [await postRecipe(app), await postRecipe(app)];
  const third = await postRecipe(app);
  expect(open.map((response) => response.status)).toEqual([200, 200]);
  expect(third.status).toBe(429);
  expect(await errorCodeOf(third)).toBe('too_many_streams');
  await open[0]!.body!.cancel();
  await fake.waitForClose(fake.chats()[0]!, 1_000);
  fake.setDefault({ kind: 'recipe' });
  const next = await postRecipe(app);
  expect(next.status).toBe(200);
  await next.text();
  await open[1]!.body!.cancel();
});

test('the client key is the IPv4 address itself, and the /64 prefix for IPv6', () => {
  expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(clientKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  expect(clientKey('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
  expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  expect(clientKey('::1')).toBe('0:0:0:0::/64');
  expect(clientKey('unknown')).toBe('unknown');
});

test('any list the form can build fits within the body size limit, even when every character needs escaping', async () => {
  const bytes = (list: string[]) => new TextEncoder().encode(JSON.stringify({ ingredients: list })).length;
  fc.assert(
    fc.property(
      fc.array(fc.string({ unit: 'binary', minLength: MAX_INGREDIENT_LENGTH - 5, maxLength: MAX_INGREDIENT_LENGTH + 5 }), {
        minLength: MAX_INGREDIENTS,
        maxLength: MAX_INGREDIENTS + 5,
      }),
      (inputs) => {
        const list: string[] = [];
        for (const input of inputs) {
          const check = checkNewIngredient(input, list);
          if (check.ok) list.push(check.value);
        }
        expect(bytes(list)).toBeLessThanOrEqual(MAX_BODY_BYTES);
      },
    ),
    { numRuns: 200 },
  );
  // The worst case: fifty ingredients of characters that JSON writes as \u00XX, six bytes each.
  const worst = Array.from(
    { length: MAX_INGREDIENTS },
    (_, i) => String.fromCharCode(1 + (i % 8)).repeat(MAX_INGREDIENT_LENGTH - 2) + String(i).padStart(2, '0'),
  );
  expect(bytes(worst)).toBeGreaterThan(MAX_INGREDIENTS * MAX_INGREDIENT_LENGTH * 5);
  const response = await appFor(fake).request('/api/recipe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ingredients: worst }),
  });
  expect(response.status).toBe(200);
  await response.text();
});

test('a refused stream slot holds nothing, and a slot given back that was never taken does not become a spare', async () => {
  const { streams } = memoryLimiters(20, 2);
  await streams.release('203.0.113.7');
  expect(await streams.consume('203.0.113.7')).toBeNull();
  expect(await streams.consume('203.0.113.7')).toBeNull();
  expect(await streams.consume('203.0.113.7')).toBeGreaterThan(0);
  expect(await streams.consume('203.0.113.7')).toBeGreaterThan(0);
  await streams.release('203.0.113.7');
  expect(await streams.consume('203.0.113.7')).toBeNull();
  expect(await streams.consume('203.0.113.7')).toBeGreaterThan(0);
});

import fc from 'fast-check';
import { expect, test } from 'vitest';
import { checkNewIngredient, MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS } from '../core/ingredients.ts';
import { MAX_BODY_BYTES } from './app.ts';
import { clientKey, createMemoryStore, type RateLimitStore } from './rate-limit.ts';
import { appFor, askForRecipe, errorCodeOf, startTestModel } from '../test-support/server.ts';

const fake = await startTestModel();

test('the overall cap on open streams holds across different clients', async () => {
  fake.setDefault({ kind: 'recipe', tokensPerSecond: 5 });
  let caller = 'a';
  const app = appFor(fake, { maxStreams: 2, maxStreamsPerClient: 5, clientAddress: () => caller });
  const open = [await askForRecipe(app)];
  caller = 'b';
  open.push(await askForRecipe(app));
  caller = 'c';
  const third = await askForRecipe(app);
  expect(open.map((response) => response.status)).toEqual([200, 200]);
  expect(third.status).toBe(429);
  expect(third.headers.get('retry-after')).toBe('5');
  expect(await errorCodeOf(third)).toBe('too_many_streams');
  expect(fake.chats()).toHaveLength(2);

  await open[0]!.body!.cancel();
  await fake.waitForClose(fake.chats()[0]!, 1_000);
  fake.setDefault({ kind: 'recipe' });
  const afterOneClosed = await askForRecipe(app);
  expect(afterOneClosed.status).toBe(200);
  await afterOneClosed.text();
  await open[1]!.body!.cancel();
});

test('a RateLimitStore passed to createApp counts every recipe request, keyed by client, per minute', async () => {
  const hits: { key: string; windowMs: number }[] = [];
  const store: RateLimitStore = {
    async hit(key, windowMs) {
      hits.push({ key, windowMs });
      return { count: hits.length, resetAt: Date.now() + 30_000 };
    },
  };
  const app = appFor(fake, { rateLimitStore: store, rateLimitPerMinute: 1, clientAddress: () => '203.0.113.7' });
  const allowed = await askForRecipe(app);
  expect(allowed.status).toBe(200);
  await allowed.text();
  const limited = await askForRecipe(app);
  expect(limited.status).toBe(429);
  expect(await errorCodeOf(limited)).toBe('rate_limited');
  // Retry-After comes from the store's window, not from a guess.
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(29);
  expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(30);
  expect(hits).toEqual([
    { key: 'recipe:203.0.113.7', windowMs: 60_000 },
    { key: 'recipe:203.0.113.7', windowMs: 60_000 },
  ]);
  expect(fake.chats()).toHaveLength(1);
});

test('requests refused before the model is asked (bad body, no model) do not use up the rate limit', async () => {
  const store: RateLimitStore = { hit: () => Promise.reject(new Error('the store must not be asked')) };
  const app = appFor(fake, { rateLimitStore: store });
  const invalid = await app.request('/api/recipe', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  expect(invalid.status).toBe(400);
  expect((await askForRecipe(appFor(fake, { rateLimitStore: store, target: null }))).status).toBe(503);
});

test('the memory store opens a fresh window once the minute is over', async () => {
  let now = 1_000_000;
  const store = createMemoryStore(() => now);
  expect(await store.hit('recipe:a', 60_000)).toEqual({ count: 1, resetAt: 1_060_000 });
  now += 59_999;
  expect((await store.hit('recipe:a', 60_000)).count).toBe(2);
  expect((await store.hit('recipe:b', 60_000)).count).toBe(1);
  now += 1;
  expect(await store.hit('recipe:a', 60_000)).toEqual({ count: 1, resetAt: 1_120_000 });
});

test('the memory store sweeps expired clients as it grows, and never a live window', async () => {
  let now = 0;
  const store = createMemoryStore(() => now);
  for (let i = 0; i < 5_000; i++) await store.hit(`recipe:old-${i}`, 60_000);
  now = 60_000;
  await store.hit('recipe:live', 60_000);
  // Enough new clients to pass the next sweep threshold, with the 5,000 old windows expired.
  for (let i = 0; i < 4_000; i++) await store.hit(`recipe:new-${i}`, 60_000);
  expect((await store.hit('recipe:live', 60_000)).count).toBe(2);
  expect((await store.hit('recipe:new-0', 60_000)).count).toBe(2);
  expect((await store.hit('recipe:old-0', 60_000)).count).toBe(1);
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

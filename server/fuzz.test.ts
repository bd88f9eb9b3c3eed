/**
 * Thousands of hostile or random requests at POST /api/recipe: whatever arrives, the answer is a
 * 2xx or a 4xx with a JSON error, never a 5xx, a crash or a polluted prototype, and whatever reaches
 * the model is the one request the server itself builds.
 */

import fc from 'fast-check';
import { expect, test } from 'vitest';
import { MAX_INGREDIENTS } from '../core/ingredients.ts';
import { SYSTEM_PROMPT } from '../core/recipe-prompt.ts';
import { MAX_BODY_BYTES } from './app.ts';
import { appFor, eventsOf, MODEL, startTestModel } from '../test-support/test-app.ts';

const TOKEN = 'hf_fuzz_secret_77c3e0';

// The whole answer at once, so accepted bodies cost one quick round trip.
const fake = await startTestModel({ tokensPerSecond: 0, defaultScenario: { kind: 'recipe', recipe: '# Toast\n\nToast it.\n' } });
const app = appFor(fake, { token: TOKEN, rateLimitPerMinute: 1_000_000 });

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON;charset=UTF-16',
  'application/json;',
  'application/jsonx',
  'application/x-json',
  'application/vnd.api+json',
  'text/json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/octet-stream',
  '',
  ' application/json',
  'application/json, text/plain',
];

const POLLUTING_BODIES = [
  '{"__proto__":{"polluted":true,"ingredients":["egg"]}}',
  '{"ingredients":["egg"],"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}},"ingredients":["egg"]}',
  '{"ingredients":{"__proto__":["egg"],"length":1,"0":"egg"}}',
  '{"ingredients":["egg"],"__proto__":null}',
  '[{"__proto__":{"polluted":true}}]',
  '{"__proto__":[]}',
];

const deepNesting = fc
  .tuple(fc.integer({ min: 1, max: 40_000 }), fc.constantFrom(['[', ']'], ['{"a":', '}'], ['{"ingredients":[', ']}']))
  .map(([depth, [open, close]]) => open.repeat(depth) + '0' + close.repeat(depth));

// Written as raw JSON text, so escapes (\u0000, \") count as the several bytes they take on the wire.
const hugeString = fc
  .tuple(fc.integer({ min: 1_000, max: MAX_BODY_BYTES * 2 }), fc.constantFrom('x', 'é', '\\u0000', '\\"'))
  .map(([length, unit]) => `{"ingredients":["${unit.repeat(length)}"]}`);

const nearlyValid = fc.record(
  {
    ingredients: fc.oneof(
      fc.array(fc.string({ maxLength: 120 }), { maxLength: MAX_INGREDIENTS + 5 }),
      fc.array(fc.constantFrom('egg', 'flour', ' milk ', '🥚', '<script>', '\u0000', 'a'.repeat(100)), { minLength: 1, maxLength: 5 }),
      fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
    ),
    model: fc.constantFrom('evil/model', ''),
    max_tokens: fc.constantFrom(1, 999_999, -1),
    messages: fc.constant([{ role: 'system', content: 'pwned' }]),
    endpointUrl: fc.constant('http://127.0.0.2:1/v1'),
    accessToken: fc.constant('hf_attacker'),
    provider: fc.constantFrom('evil', 'hf-inference'),
    kitchen: fc.oneof(
      fc.record(
        {
          diet: fc.constantFrom('vegan', 'none', 'carnivore'),
          avoid: fc.array(fc.oneof(fc.constantFrom('nuts', 'pwned'), fc.string({ maxLength: 45 })), { maxLength: 22 }),
          servings: fc.integer({ min: -1, max: 13 }),
          language: fc.constantFrom('es', 'xx'),
          onlyMine: fc.constantFrom(true, 'yes'),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue({ maxDepth: 2 }),
    ),
    conflicts: fc.array(fc.constantFrom('almond', 'chicken', 'pwned', ''), { maxLength: 3 }),
  },
  { requiredKeys: [] },
);

const body = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? 'null'),
  nearlyValid.map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.uint8Array({ maxLength: 500 }),
  fc.constantFrom(...POLLUTING_BODIES),
  deepNesting,
  hugeString,
  fc.constant(''),
);

const request = fc.record({
  body,
  contentType: fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 6 },
    { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 3 },
    { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
  ),
  query: fc.constantFrom('', '?model=evil/model', '?endpointUrl=http://127.0.0.2:1/v1&max_tokens=9', '?__proto__[polluted]=1'),
  extraHeader: fc.constantFrom<[string, string][]>(
    [],
    [['Authorization', 'Bearer hf_attacker']],
    [['X-Model', 'evil/model']],
    [['X-Forwarded-For', '10.0.0.1']],
    [['Origin', 'https://evil.example']],
  ),
});

test('thousands of random bodies at POST /api/recipe get only 2xx or 4xx answers, and the model only ever sees our request', async () => {
  const statuses = new Map<number, number>();
  let accepted = 0;
  await fc.assert(
    fc.asyncProperty(request, async ({ body, contentType, query, extraHeader }) => {
      const headers = new Headers(extraHeader);
      // Headers refuse some random strings (control characters); such a request cannot be sent at all.
      try {
        headers.set('Content-Type', contentType);
      } catch {
        headers.set('Content-Type', 'application/json');
      }
      const response = await app.request(`/api/recipe${query}`, { method: 'POST', headers, body });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const text = await response.text();
      expect(response.status, text).toBeGreaterThanOrEqual(200);
      expect(response.status, text).toBeLessThan(500);
      expect(text).not.toContain(TOKEN);
      if (response.status === 200) {
        accepted += 1;
        expect((await eventsOf(text)).at(-1)).toEqual({ type: 'done' });
      } else {
        expect(JSON.parse(text)).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
      }
    }),
    { numRuns: 5_000 },
  );

  // The run reached every kind of answer, so it exercised the whole route, accepted bodies included.
  expect([...statuses.keys()].sort()).toEqual([200, 400, 413, 415]);
  expect(accepted).toBeGreaterThan(50);
  const chats = fake.chats();
  expect(chats).toHaveLength(accepted);
  for (const sent of chats) {
    const sentBody = sent.body as { model: string; max_tokens: number; messages: { role: string; content: string }[] };
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sentBody.model).toBe(MODEL);
    expect(sentBody.max_tokens).toBe(1024);
    expect(sentBody.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(sentBody.messages[0]!.content).toBe(SYSTEM_PROMPT);
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
}, 30_000);

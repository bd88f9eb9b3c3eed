/**
 * The Node adapter on a real socket: slow-loris time limits, header and body size limits, how a
 * stream is written, and random bodies. Static files and security headers: node-static.test.ts;
 * the client address behind a proxy and shutting down: node-lifecycle.test.ts.
 */

import fc from 'fast-check';
import { expect, test } from 'vitest';
import { LONG_RECIPE, tokenize } from '../fake-model/recipes.ts';
import { INGREDIENTS, rawExchange, trickle, useNodeServer } from '../test-support/node-server-harness.ts';
import { postRecipe, eventsOf } from '../test-support/test-app.ts';

const harness = useNodeServer();

test('a client trickling its headers is cut off soon after headersTimeout, while other requests are served', async () => {
  const slow = trickle(harness.server.url, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n', 2_500);
  await new Promise((wait) => setTimeout(wait, 100));
  const normal = await fetch(`${harness.server.url}/api/health`);
  expect(normal.status).toBe(200);
  expect(await slow).toMatch(/^HTTP\/1\.1 408 /);
});

test('a client trickling its body is cut off soon after requestTimeout, and the model is never asked', async () => {
  const head = 'POST /api/recipe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n';
  const answer = await trickle(harness.server.url, head, ' ', 2_500);
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(harness.fake.chats()).toHaveLength(0);
  expect((await fetch(`${harness.server.url}/api/health`)).status).toBe(200);
});

test('a recipe that streams for longer than requestTimeout is not cut: the limit is on receiving the request', async () => {
  harness.fake.enqueue({ kind: 'drip', intervalMs: 100, tokens: 10 });
  const response = await postRecipe(harness.server.url);
  expect(response.status).toBe(200);
  expect((await eventsOf(response)).at(-1)).toEqual({ type: 'done' });
});

test('pieces the model sends together leave in few writes, not one write per piece', async () => {
  harness.fake.enqueue({ kind: 'recipe', recipe: LONG_RECIPE, tokensPerSecond: 0 });
  const answer = await rawExchange(
    harness.server.url,
    `POST /api/recipe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${INGREDIENTS.length}\r\n\r\n${INGREDIENTS}`,
  );
  const headEnd = answer.indexOf('\r\n\r\n');
  expect(answer.slice(0, headEnd)).toMatch(/^HTTP\/1\.1 200[^]*transfer-encoding: chunked/i);
  const body = answer.slice(headEnd + 4);
  // Each write of the response is one chunk of its chunked encoding.
  let writes = 0;
  let text = '';
  for (let at = 0; ;) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = parseInt(body.slice(at, lineEnd), 16);
    if (!size) break;
    writes += 1;
    text += body.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
  const pieces = text.match(/^data: \{"text"/gm)?.length ?? 0;
  expect(pieces).toBe(tokenize(LONG_RECIPE).length);
  expect(text.endsWith('event: done\ndata: {}\n\n')).toBe(true);
  expect(writes).toBeLessThan(pieces / 4);
});

test('headers larger than 16 KB are refused with 431', async () => {
  const response = await fetch(`${harness.server.url}/api/health`, { headers: { 'X-Big': 'x'.repeat(20_000) } });
  expect(response.status).toBe(431);
});

test('a streamed body over 64 KB with no Content-Length is refused with 413, and the model is never asked', async () => {
  const chunk = new TextEncoder().encode(' '.repeat(8 * 1024));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < 16) controller.enqueue(chunk);
      else controller.close();
    },
  });
  const response = await postRecipe(harness.server.url, undefined, { body, duplex: 'half' } as RequestInit);
  expect(response.status).toBe(413);
  expect(await response.json()).toMatchObject({ error: { code: 'body_too_large' } });
  expect(harness.fake.chats()).toHaveLength(0);
});

test('a few hundred random bodies over a real socket, streamed or not, get only 2xx or 4xx answers', async () => {
  const bodies = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
    fc.record({ ingredients: fc.array(fc.string({ maxLength: 110 }), { maxLength: 55 }) }).map((value) => JSON.stringify(value)),
    fc.uint8Array({ maxLength: 2_000 }),
    fc.integer({ min: 60_000, max: 70_000 }).map((length) => `{"ingredients":["${'x'.repeat(length)}"]}`),
  );
  await fc.assert(
    fc.asyncProperty(bodies, fc.boolean(), async (body, streamed) => {
      const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
      const init = streamed ? ({ body: new Blob([bytes]).stream(), duplex: 'half' } as RequestInit) : ({ body: bytes } as RequestInit);
      const response = await postRecipe(harness.server.url, undefined, init);
      await response.arrayBuffer();
      expect(response.status).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(500);
    }),
    { numRuns: 300 },
  );
}, 20_000);

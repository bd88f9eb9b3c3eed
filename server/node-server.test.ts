/**
 * The Node adapter on a real socket: slow-loris time limits, header and body size limits,
 * security headers on every kind of response, static files kept inside their folder, the client
 * address behind a proxy, and what an open recipe sees when the server shuts down.
 */

import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { contentSecurityPolicy } from '../core/content-security-policy.ts';
import { LONG_RECIPE, tokenize } from '../fake-model/recipes.ts';
import { startFakeModel, type FakeModel } from '../fake-model/server.ts';
import { loadConfig } from './config.ts';
import { startServer, type RunningServer, type StartOptions } from './node-server.ts';
import { postRecipe, eventsOf } from '../test-support/test-app.ts';

const TOKEN = 'hf_node_server_secret_41e9aa';
/** The page's inline style, and its hash as the build records it in page-policy.json (vite.config.ts). */
const STYLE = 'body{margin:0}';
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
const INGREDIENTS = JSON.stringify({ ingredients: ['egg', 'flour', 'milk', 'sugar'] });

let fake: FakeModel;
let folder: string;
let root: string;
let server: RunningServer;

beforeAll(async () => {
  fake = await startFakeModel({ tokensPerSecond: 0, defaultScenario: { kind: 'recipe', recipe: '# Pancakes\n\nWhisk and fry.\n' } });
  folder = mkdtempSync(join(tmpdir(), 'pantry-chef-node-server-'));
  root = join(folder, 'dist');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html><head><title>Pantry Chef</title><style>${STYLE}</style></head><body></body></html>`,
  );
  writeFileSync(join(root, 'page-policy.json'), JSON.stringify({ inlineStyles: [STYLE_HASH] }));
  writeFileSync(join(root, 'assets', 'app-1234.js'), 'console.log("app");');
  writeFileSync(join(root, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  writeFileSync(join(folder, 'secret.txt'), 'TOP SECRET: outside the static root');
  server = await start({ headersTimeout: 300, requestTimeout: 600 });
});
afterAll(async () => {
  await server.close();
  await fake.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => fake.reset());

function start(options: StartOptions = {}, env: Record<string, string> = {}) {
  const config = loadConfig({
    HF_TOKEN: TOKEN,
    MODEL_BASE_URL: fake.url,
    HOST: '127.0.0.1',
    PORT: '0',
    MODEL_TIMEOUT_MS: '2000',
    RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
  return startServer(config, { staticRoot: root, shutdownGraceMs: 200, ...options });
}

/**
 * Opens a raw connection, writes `head`, then `drip` every 50 ms, and resolves with everything the
 * server sent once it closes the connection; rejects if it is still open after `withinMs`.
 */
function trickle(url: string, head: string, drip: string, withinMs: number): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    const dripping = setInterval(() => socket.write(drip), 50);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept a trickling connection open for ${withinMs} ms`));
    }, withinMs);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(dripping);
      clearTimeout(giveUp);
      resolve(received);
    });
  });
}

/** Sends `request` exactly as written (no URL normalisation) and resolves with the raw answer. */
function rawRequest(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let received = '';
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

/** Like rawRequest, but the connection stays open for writing until the answer's last chunk is in. */
function rawExchange(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let received = '';
    socket.on('data', (data) => {
      received += data.toString('latin1');
      if (received.endsWith('\r\n0\r\n\r\n')) {
        socket.destroy();
        resolve(received);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

test('a client trickling its headers is cut off soon after headersTimeout, while other requests are served', async () => {
  const slow = trickle(server.url, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n', 2_500);
  await new Promise((wait) => setTimeout(wait, 100));
  const normal = await fetch(`${server.url}/api/health`);
  expect(normal.status).toBe(200);
  expect(await slow).toMatch(/^HTTP\/1\.1 408 /);
});

test('a client trickling its body is cut off soon after requestTimeout, and the model is never asked', async () => {
  const head = 'POST /api/recipe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n';
  const answer = await trickle(server.url, head, ' ', 2_500);
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(fake.chats()).toHaveLength(0);
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
});

test('a recipe that streams for longer than requestTimeout is not cut: the limit is on receiving the request', async () => {
  fake.enqueue({ kind: 'drip', intervalMs: 100, tokens: 10 });
  const response = await postRecipe(server.url);
  expect(response.status).toBe(200);
  expect((await eventsOf(response)).at(-1)).toEqual({ type: 'done' });
});

test('pieces the model sends together leave in few writes, not one write per piece', async () => {
  fake.enqueue({ kind: 'recipe', recipe: LONG_RECIPE, tokensPerSecond: 0 });
  const answer = await rawExchange(
    server.url,
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
  const response = await fetch(`${server.url}/api/health`, { headers: { 'X-Big': 'x'.repeat(20_000) } });
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
  const response = await postRecipe(server.url, undefined, { body, duplex: 'half' } as RequestInit);
  expect(response.status).toBe(413);
  expect(await response.json()).toMatchObject({ error: { code: 'body_too_large' } });
  expect(fake.chats()).toHaveLength(0);
});

test('the page, static files, 404s and every API answer carry the security headers and no CORS headers; the page and its files allow its inline style', async () => {
  const requests: [string, RequestInit?][] = [
    ['/'],
    ['/index.html'],
    ['/assets/app-1234.js'],
    ['/logo.svg'],
    ['/no-such-file.png'],
    ['/api/health'],
    ['/api/no-such-route'],
    ['/api/recipe', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'egg' }],
    ['/api/recipe', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: INGREDIENTS }],
    ['/api/recipe', { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'POST' } }],
  ];
  for (const [path, init = {}] of requests) {
    const response = await fetch(`${server.url}${path}`, { ...init, headers: { Origin: 'https://evil.example', ...init.headers } });
    await response.arrayBuffer();
    const name = `${init.method ?? 'GET'} ${path} (${response.status})`;
    const pageOrItsFile = !path.startsWith('/api/') && response.ok;
    expect(response.headers.get('content-security-policy'), name).toBe(
      contentSecurityPolicy([], 'header', pageOrItsFile ? [STYLE_HASH] : []),
    );
    expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
    expect(response.headers.get('x-frame-options'), name).toBe('DENY');
    expect(response.headers.get('referrer-policy'), name).toBe('no-referrer');
    expect(response.headers.get('cross-origin-opener-policy'), name).toBe('same-origin');
    expect(response.headers.get('cross-origin-resource-policy'), name).toBe('same-origin');
    expect(response.headers.get('access-control-allow-origin'), name).toBeNull();
    expect(response.headers.get('access-control-allow-methods'), name).toBeNull();
  }
});

test('a build without page-policy.json gets the plain policy; a damaged one stops the server rather than widen the policy', async () => {
  const other = join(folder, 'other-build');
  mkdirSync(other, { recursive: true });
  writeFileSync(join(other, 'index.html'), '<!doctype html><title>Pantry Chef</title>');
  const plain = await start({ staticRoot: other });
  try {
    expect((await fetch(`${plain.url}/`)).headers.get('content-security-policy')).toBe(contentSecurityPolicy());
  } finally {
    await plain.close();
  }
  for (const damaged of [
    '{"inlineStyles": ["\'unsafe-inline\'"]}',
    `{"inlineStyles": ["${STYLE_HASH}; script-src *"]}`,
    '{}',
    'not json',
  ]) {
    writeFileSync(join(other, 'page-policy.json'), damaged);
    await expect(start({ staticRoot: other }), damaged).rejects.toThrow();
  }
});

test('paths that climb out of the static folder, however encoded, serve nothing from outside it', async () => {
  for (const path of [
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..\\secret.txt',
    '/%5c..%5csecret.txt',
    '//secret.txt',
  ]) {
    const answer = await rawRequest(server.url, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(answer, path).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(answer, path).not.toContain('TOP SECRET');
  }
});

test('a caller that goes away before the first word gets its upstream request aborted within 1 s', async () => {
  fake.enqueue({ kind: 'hang' });
  const caller = new AbortController();
  const pending = postRecipe(server.url, undefined, { signal: caller.signal }).catch(() => undefined);
  await expect.poll(() => fake.chats().length).toBe(1);
  caller.abort();
  await pending;
  await fake.waitForClose(fake.chats()[0]!, 1_000);
  expect(fake.chats()[0]!.closedEarly).toBe(true);
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
      const response = await postRecipe(server.url, undefined, init);
      await response.arrayBuffer();
      expect(response.status).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(500);
    }),
    { numRuns: 300 },
  );
}, 20_000);

test('behind a trusted proxy the last X-Forwarded-For entry is the client, and an IPv6 /64 counts as one client', async () => {
  const proxied = await start({}, { TRUST_PROXY: 'true', RATE_LIMIT_PER_MINUTE: '1' });
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
  const stopping = await start({ shutdownGraceMs: 200 });
  fake.enqueue({ kind: 'drip', intervalMs: 100 });
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
  await fake.waitForClose(fake.chats()[0]!, 1_000);
  await closed;
});

test('a shutdown lets an open recipe finish within the grace period, and is over within 1 s of its end', async () => {
  const stopping = await start({ shutdownGraceMs: 10_000 });
  fake.enqueue({ kind: 'drip', intervalMs: 100, tokens: 5 });
  const response = await postRecipe(stopping.url);
  const closed = stopping.close();
  await expect(fetch(`${stopping.url}/api/health`)).rejects.toThrow();
  expect((await eventsOf(response)).at(-1)).toEqual({ type: 'done' });
  // The finished stream's keep-alive connection is closed at once, not left to idle out.
  const late = new Promise((_, fail) => setTimeout(() => fail(new Error('still closing 1 s after the last recipe ended')), 1_000).unref());
  await Promise.race([closed, late]);
});

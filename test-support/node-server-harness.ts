/**
 * The Node adapter on a real socket, for the tests of server/node-server.ts: a fake model, a small
 * static build (with an inline style and its hash, and a secret just outside the build), one server
 * started for the file, and raw-socket clients that write exactly what they are given.
 */

import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFakeModel, type FakeModel } from '../fake-model/server.ts';
import { loadConfig } from '../server/config.ts';
import { startServer, type RunningServer, type StartOptions } from '../server/node-server.ts';

const TOKEN = 'hf_node_server_secret_41e9aa';
/** The page's inline style, and its hash as the build records it in page-policy.json (build/page-policy.ts). */
const STYLE = 'body{margin:0}';
export const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
export const INGREDIENTS = JSON.stringify({ ingredients: ['egg', 'flour', 'milk', 'sugar'] });

export interface NodeServerHarness {
  /** The fake model, reset before each test. */
  fake: FakeModel;
  /** The folder holding the build (`dist/`) and a secret.txt outside it. */
  folder: string;
  /** The server the whole file shares: headersTimeout 300 ms, requestTimeout 600 ms. */
  server: RunningServer;
  /** Starts another server on the same build and model; the test closes it. */
  start(options?: StartOptions, env?: Record<string, string>): Promise<RunningServer>;
}

/** Sets up the fake model, the build and the shared server for the test file, and takes them down after it. */
export function useNodeServer(): NodeServerHarness {
  let root = '';
  const harness = {
    start(options: StartOptions = {}, env: Record<string, string> = {}) {
      const config = loadConfig({
        HF_TOKEN: TOKEN,
        MODEL_BASE_URL: harness.fake.url,
        HOST: '127.0.0.1',
        PORT: '0',
        MODEL_TIMEOUT_MS: '2000',
        RATE_LIMIT_PER_MINUTE: '1000',
        ...env,
      });
      return startServer(config, { staticRoot: root, shutdownGraceMs: 200, ...options });
    },
  } as NodeServerHarness;

  beforeAll(async () => {
    harness.fake = await startFakeModel({
      tokensPerSecond: 0,
      defaultScenario: { kind: 'recipe', recipe: '# Pancakes\n\nWhisk and fry.\n' },
    });
    harness.folder = mkdtempSync(join(tmpdir(), 'pantry-chef-node-server-'));
    root = join(harness.folder, 'dist');
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(
      join(root, 'index.html'),
      `<!doctype html><html><head><title>Pantry Chef</title><style>${STYLE}</style></head><body></body></html>`,
    );
    writeFileSync(join(root, 'page-policy.json'), JSON.stringify({ inlineStyles: [STYLE_HASH] }));
    writeFileSync(join(root, 'assets', 'app-1234.js'), 'console.log("app");');
    writeFileSync(join(root, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    writeFileSync(join(harness.folder, 'secret.txt'), 'TOP SECRET: outside the static root');
    harness.server = await harness.start({ headersTimeout: 300, requestTimeout: 600 });
  });
  afterAll(async () => {
    await harness.server?.close();
    await harness.fake?.close();
    if (harness.folder) rmSync(harness.folder, { recursive: true, force: true });
  });
  beforeEach(() => harness.fake.reset());
  return harness;
}

/**
 * Opens a raw connection, writes `head`, then `drip` every 50 ms, and resolves with everything the
 * server sent once it closes the connection; rejects if it is still open after `withinMs`.
 */
export function trickle(url: string, head: string, drip: string, withinMs: number): Promise<string> {
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
export function rawRequest(url: string, request: string): Promise<string> {
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
export function rawExchange(url: string, request: string): Promise<string> {
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

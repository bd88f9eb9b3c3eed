/**
 * Every target the bench serves, in a child process, so its memory can be read on its own and load
 * comes from another process: the production app server (server/node-server.ts, unchanged), the
 * AI SDK relay (bench/peers/), a plain file server for a direct-mode build, or a bare node:http
 * server. One `start` for all. Memory is reported over IPC: the server gets no benchmark-only
 * route. Run with --expose-gc so a reading can start from a clean heap.
 */

import { chatCompletionStream } from '@huggingface/inference';
import { clock } from '../fake-model/clock.ts';
import { loadConfig } from '../server/config.ts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer, type StartOptions } from '../server/node-server.ts';
import { serveParent } from './ipc.ts';
import { serveStaticSite } from './static-site.ts';

export type MemoryReading = { rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };
export type Peak = { rss: number; heapUsed: number };

/** What `start` serves: the app (as `npm start` reads `env`), the AI SDK relay, a static site, or a bare server answering `body`. */
export type Target =
  | { kind: 'app'; env: Record<string, string>; options: StartOptions }
  | { kind: 'ai-sdk'; env: Record<string, string> }
  | { kind: 'site'; root: string }
  | { kind: 'bare'; body: string; contentType: string };
type Running = { url: string; server?: Server; close(): Promise<void> };

const servers = new Map<string, Running>();
let peak: Peak = { rss: 0, heapUsed: 0 };

// Sampled often enough to catch the top of a load test; unref'd so it never keeps us alive.
setInterval(() => {
  const { rss, heapUsed } = process.memoryUsage();
  peak = { rss: Math.max(peak.rss, rss), heapUsed: Math.max(peak.heapUsed, heapUsed) };
}, 50).unref();

const handlers = {
  clock: () => clock(),
  /** Starts the target `target` as `name` (replacing one of that name); resolves to its URL. */
  start: async ({ name, target }: { name: string; target: Target }) => {
    await servers.get(name)?.close();
    const running = await serve(target);
    servers.set(name, running);
    return running.url;
  },
  stop: async ({ name }: { name: string }) => {
    await servers.get(name)?.close();
    servers.delete(name);
  },
  connections: ({ name }: { name: string }) =>
    new Promise<number>((resolve, reject) => {
      const server = servers.get(name)?.server;
      if (!server) return reject(new Error(`no server named ${name}`));
      server.getConnections((error, count) => (error ? reject(error) : resolve(count)));
    }),
  /** process.memoryUsage(), after a full garbage collection when `gc` is set. */
  memory: ({ gc }: { gc: boolean }): MemoryReading => {
    if (gc) globalThis.gc?.();
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    return { rss, heapUsed, heapTotal, external, arrayBuffers };
  },
  /** The highest memory seen since the last call, then starts over. */
  peak: (): Peak => {
    const seen = peak;
    const { rss, heapUsed } = process.memoryUsage();
    peak = { rss, heapUsed };
    return { rss: Math.max(seen.rss, rss), heapUsed: Math.max(seen.heapUsed, heapUsed) };
  },
  /**
   * The inference client alone, as the relay runs it but with nothing relayed: `streams` chat
   * completions read at once from the fake at `baseUrl` (which paces them), in this process. Its
   * CPU time (user + system) per piece of text read, in µs: the relay's floor.
   */
  clientFloor: async ({ baseUrl, streams }: { baseUrl: string; streams: number }) => {
    const read = async () => {
      const upstream = new AbortController();
      let pieces = 0;
      const chat = { endpointUrl: baseUrl, accessToken: 'hf_bench', model: 'bench', messages: [{ role: 'user', content: 'x' }] };
      try {
        for await (const chunk of chatCompletionStream(chat, { signal: upstream.signal, retry_on_error: false })) {
          if (chunk.choices[0]?.delta?.content) pieces += 1;
        }
      } finally {
        upstream.abort();
      }
      return pieces;
    };
    const before = process.cpuUsage();
    const pieces = (await Promise.all(Array.from({ length: streams }, read))).reduce((sum, n) => sum + n, 0);
    const { user, system } = process.cpuUsage(before);
    return { streams, pieces, cpuPerPieceUs: (user + system) / pieces };
  },
};

async function serve(target: Target): Promise<Running> {
  switch (target.kind) {
    case 'app':
      return startServer(loadConfig(target.env), { shutdownGraceMs: 500, ...target.options });
    case 'ai-sdk':
      // Imported here only, so that our server's process never holds the peer's libraries.
      return (await import('./peers/ai-sdk-relay.ts')).startAiSdkRelay(target.env.MODEL_BASE_URL ?? '', target.env.HF_TOKEN ?? '');
    case 'site':
      // Direct mode is a static site with no API behind it, and must not get the app server's policy header.
      return serveStaticSite(target.root);
    case 'bare': {
      // The floor for GET /api/health: the same bytes and content type, no framework, no middleware.
      const payload = Buffer.from(target.body);
      const headers = { 'content-type': target.contentType, 'content-length': String(payload.length) };
      const server = createServer((_request, response) => response.writeHead(200, headers).end(payload));
      await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
      const close = () => new Promise<void>((closed) => (server.closeAllConnections(), server.close(() => closed())));
      return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, close };
    }
  }
}

export type ServerApi = typeof handlers;

serveParent(handlers);

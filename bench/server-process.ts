/**
 * The production app server (server/node-server.ts, unchanged), or a peer, in a child process, so its memory
 * can be read on its own and load comes from another process. Memory is reported over IPC: the
 * server gets no benchmark-only route. Run with --expose-gc so a reading can start from a clean heap.
 */

import { chatCompletionStream } from '@huggingface/inference';
import { clock } from '../fake-model/clock.ts';
import { loadConfig } from '../server/config.ts';
import { startServer, type RunningServer, type StartOptions } from '../server/node-server.ts';
import { serveParent } from './ipc.ts';
import { serveStaticSite } from './static-site.ts';

export type MemoryReading = { rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };
export type Peak = { rss: number; heapUsed: number };

const servers = new Map<string, RunningServer>();
const sites: { close(): Promise<void> }[] = [];
let peak: Peak = { rss: 0, heapUsed: 0 };

// Sampled often enough to catch the top of a load test; unref'd so it never keeps us alive.
setInterval(() => {
  const { rss, heapUsed } = process.memoryUsage();
  peak = { rss: Math.max(peak.rss, rss), heapUsed: Math.max(peak.heapUsed, heapUsed) };
}, 50).unref();

const handlers = {
  clock: () => clock(),
  /** Starts a server named `name` from the environment `env` (as `npm start` reads it); resolves to its URL. */
  start: async ({ name, env, options, peer }: { name: string; env: Record<string, string>; options: StartOptions; peer?: 'ai-sdk' }) => {
    await servers.get(name)?.close();
    // A peer written the usual way (bench/peers/), in a process of its own, to set beside ours.
    const running = peer
      ? await (await import('./peers/ai-sdk-relay.ts')).startAiSdkRelay(env.MODEL_BASE_URL ?? '', env.HF_TOKEN ?? '')
      : await startServer(loadConfig(env), { shutdownGraceMs: 500, ...options });
    servers.set(name, running);
    return running.url;
  },
  /** A plain file server for a direct-mode build, which must not get the app server's policy header. */
  site: async ({ root }: { root: string }) => {
    const site = await serveStaticSite(root);
    sites.push(site);
    return site.url;
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

export type ServerApi = typeof handlers;

serveParent(handlers);

/**
 * Holding up under abuse: many concurrent recipe streams from another process (how many the
 * server holds, with what errors, first-token latency and memory per stream, side by side with
 * the same load straight on the fake model), and legitimate latency while slow-loris sockets
 * trickle their headers.
 */

import { execFileSync } from 'node:child_process';
import type { FakeApi } from './fake-process.ts';
import type { Helper } from './ipc.ts';
import type { Target } from './arrivals-client.ts';
import type { CloseStreamsResult, LoadApi, LorisReport, OpenStreamsResult } from './load-worker.ts';
import { healthLatency, MODEL_BODY, RECIPE_BODY, sampleFor, serverFirstToken } from './server-load.ts';
import type { MemoryReading, ServerApi } from './server-process.ts';
import { sleep, summarize, type Summary } from './stats.ts';

/** Tokens per second per stream while streams are held: a slow model, so many stay open at once. */
export const HELD_STREAM_RATE = 10;
export const HOLD_SECONDS = 2;
const HOLD_MS = HOLD_SECONDS * 1000;
const GIVE_UP_MS = 15_000;

/** The soft limit on open files that this process and its children inherit. */
export function openFileLimit(): number {
  try {
    const text = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
    return text === 'unlimited' ? Infinity : Number(text);
  } catch {
    return Number.NaN;
  }
}

/**
 * Each stream costs one descriptor in the load generator and the fake, and two in the server
 * (the browser side and the model side); keep a margin for everything else.
 */
export function feasibleStreams(limit: number): number {
  return Number.isFinite(limit) ? Math.max(0, Math.floor((limit - 256) / 2)) : Infinity;
}

/** Streams held through one process (ours or a peer's): how they fared, and its memory. */
export type Held = {
  open: OpenStreamsResult;
  close: CloseStreamsResult;
  connections: number;
  memoryBefore: MemoryReading;
  memoryHeld: MemoryReading;
  heapPerStream: number;
  rssPerStream: number;
};

export type ConcurrencyLevel = {
  streams: number;
  /** Asked for, but more than the open-file limit allows: not attempted. */
  skipped?: string;
  model?: { open: OpenStreamsResult; close: CloseStreamsResult };
  server?: Held;
  /** The same load on the peer relay (bench/peers/), right after ours. */
  peer?: Held;
  addedFirstTokenP50Ms?: number;
  addedFirstTokenP99Ms?: number;
  /** Events the clients read per second while held, over what the fake sent (N × rate). */
  deliveredShare?: number;
};

/** A process under load, and how to reach it: its helper, the name it gave the server, the URL, how it answers. */
export type Relay = { helper: Helper<ServerApi>; name: string; url: string; target: Target };

/** A load through ours and, beside it, the peer: what the concurrency and arrivals loads share. */
export type RelayLoad = {
  fileLimit: number;
  fakeUrl: string;
  fake: Helper<FakeApi>;
  worker: Helper<LoadApi>;
  ours: Relay;
  peer?: Relay;
};

export async function measureConcurrency(options: RelayLoad & { levels: number[] }): Promise<ConcurrencyLevel[]> {
  const { fake, worker } = options;
  await fake.call('streamLongRecipe', { tokensPerSecond: HELD_STREAM_RATE });
  const results: ConcurrencyLevel[] = [];
  const relays = [options.ours, ...(options.peer ? [options.peer] : [])];
  const callTimeout = GIVE_UP_MS + 30_000;
  const open = (url: string, body: string, count: number, target: Target) =>
    worker.call('openStreams', { url, body, count, target, giveUpMs: GIVE_UP_MS }, callTimeout);
  // Not measured: the first streams of a process pay for compiling its code paths.
  const warmUp = Math.min(100, feasibleStreams(options.fileLimit));
  for (const [url, body, target] of [
    [`${options.fakeUrl}/chat/completions`, MODEL_BODY, 'fake'] as const,
    ...relays.map((relay) => [`${relay.url}/api/recipe`, RECIPE_BODY, relay.target] as const),
  ]) {
    await open(url, body, warmUp, target);
    await worker.call('closeStreams');
  }
  await sleep(500);
  await fake.call('forget');
  /** Opens `streams` through a relay, reads its memory while they are held, then lets go. */
  const hold = async ({ helper, name, url, target }: Relay, streams: number): Promise<Held> => {
    const memoryBefore = await helper.call('memory', { gc: true });
    const opened = await open(`${url}/api/recipe`, RECIPE_BODY, streams, target);
    const heldAt = performance.now();
    const memoryHeld = await helper.call('memory', { gc: true });
    const connections = await helper.call('connections', { name });
    await sleep(Math.max(0, HOLD_MS - (performance.now() - heldAt)));
    const close = await worker.call('closeStreams');
    await sleep(1_000);
    await fake.call('forget');
    const perStream = (key: 'heapUsed' | 'rss') => (memoryHeld[key] - memoryBefore[key]) / streams;
    return {
      open: opened,
      close,
      connections,
      memoryBefore,
      memoryHeld,
      heapPerStream: perStream('heapUsed'),
      rssPerStream: perStream('rss'),
    };
  };
  for (const streams of options.levels) {
    if (streams > feasibleStreams(options.fileLimit)) {
      results.push({ streams, skipped: `ulimit -n is ${options.fileLimit}: at most ${feasibleStreams(options.fileLimit)} streams fit` });
      continue;
    }
    // Straight on the fake model: the floor for this many streams on this machine.
    const modelOpen = await open(`${options.fakeUrl}/chat/completions`, MODEL_BODY, streams, 'fake');
    await sleep(HOLD_MS);
    const modelClose = await worker.call('closeStreams');
    await sleep(500);
    await fake.call('forget');
    const server = await hold(options.ours, streams);
    const peer = options.peer && (await hold(options.peer, streams));
    results.push({
      streams,
      model: { open: modelOpen, close: modelClose },
      server,
      peer,
      addedFirstTokenP50Ms: server.open.firstTokenMs.p50 - modelOpen.firstTokenMs.p50,
      addedFirstTokenP99Ms: server.open.firstTokenMs.p99 - modelOpen.firstTokenMs.p99,
      deliveredShare: server.close.eventsPerSecond / (streams * HELD_STREAM_RATE),
    });
  }
  return results;
}

export type LorisResult = {
  sockets: number;
  lineEveryMs: number;
  baseline: { health: Summary; firstToken: Summary };
  underAttack: { health: Summary; firstToken: Summary };
  healthP99Ratio: number;
  firstTokenP99Ratio: number;
  report: LorisReport;
  /** How long we waited for the server to cut the sockets before letting go ourselves. */
  waitedMs: number;
};

/**
 * Against a freshly started server, so that Node's periodic check of headersTimeout (every
 * connectionsCheckingInterval) falls at the same point in every run.
 */
export async function measureSlowLoris(options: {
  sockets: number;
  lineEveryMs: number;
  maxWaitMs: number;
  serverUrl: string;
  fake: Helper<FakeApi>;
  worker: Helper<LoadApi>;
}): Promise<LorisResult> {
  const { worker, serverUrl } = options;
  await options.fake.call('streamLongRecipe', { tokensPerSecond: 100 });
  const legitimate = async () => ({
    health: summarize(await sampleFor(3, 2_000, () => healthLatency(serverUrl))),
    firstToken: summarize(await sampleFor(3, 40, () => serverFirstToken(serverUrl))),
  });
  const baseline = await legitimate();

  const { hostname, port } = new URL(serverUrl);
  const openedAt = performance.now();
  await worker.call('openLoris', { host: hostname, port: Number(port), count: options.sockets, lineEveryMs: options.lineEveryMs }, 30_000);
  const underAttack = await legitimate();
  // Bounded: wait for the server to cut them, or let go ourselves.
  while (performance.now() - openedAt < options.maxWaitMs && (await worker.call('lorisStatus')).open > 0) await sleep(1_000);
  const waitedMs = performance.now() - openedAt;
  const report = await worker.call('closeLoris');
  await options.fake.call('forget');
  return {
    sockets: options.sockets,
    lineEveryMs: options.lineEveryMs,
    baseline,
    underAttack,
    healthP99Ratio: underAttack.health.p99 / baseline.health.p99,
    firstTokenP99Ratio: underAttack.firstToken.p99 / baseline.firstToken.p99,
    report,
    waitedMs,
  };
}

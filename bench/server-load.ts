/**
 * The server's own cost, side by side with calling the fake model directly: the time it adds to
 * the first token, and how many health checks and recipe streams it serves under load from
 * another process (autocannon in bench/load-worker.ts), with its memory.
 */

import { InferenceClient } from '@huggingface/inference';
import { buildChatRequest } from '../core/recipe-prompt.ts';
import type { FakeApi } from './fake-process.ts';
import type { Helper } from './ipc.ts';
import type { CannonSummary, LoadApi } from './load-worker.ts';
import type { Peak, ServerApi } from './server-process.ts';
import { median, summarize, type Summary } from './stats.ts';

const INGREDIENTS = ['beef chuck', 'carrots', 'potatoes', 'onion'];
export const RECIPE_BODY = JSON.stringify({ ingredients: INGREDIENTS });
/** What a client of the model itself sends: the app's request, streamed. */
export const MODEL_BODY = JSON.stringify({ ...buildChatRequest(INGREDIENTS), stream: true });

const client = new InferenceClient('hf_bench');

/** Time to the first recipe text straight from the model, through the same client the server uses. */
async function modelFirstToken(fakeUrl: string): Promise<number> {
  const controller = new AbortController();
  const started = performance.now();
  try {
    const chunks = client.chatCompletionStream(
      { ...buildChatRequest(INGREDIENTS), endpointUrl: fakeUrl },
      { signal: controller.signal, retry_on_error: false },
    );
    for await (const chunk of chunks) if (chunk.choices[0]?.delta?.content) return performance.now() - started;
    throw new Error('the model stream ended without text');
  } finally {
    controller.abort();
  }
}

/**
 * Time to the first recipe text from POST /api/recipe, read with fetch as the browser app does;
 * `marker` is what marks text (a peer's plain text stream: '', any chunk).
 */
export async function serverFirstToken(serverUrl: string, marker = 'data: {"text"'): Promise<number> {
  const controller = new AbortController();
  const started = performance.now();
  try {
    const response = await fetch(`${serverUrl}/api/recipe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: RECIPE_BODY,
      signal: controller.signal,
    });
    if (response.status !== 200 || !response.body) throw new Error(`POST /api/recipe answered ${response.status}`);
    const decoder = new TextDecoder();
    for await (const chunk of response.body) {
      if (decoder.decode(chunk, { stream: true }).includes(marker)) return performance.now() - started;
    }
    throw new Error('the recipe stream ended without text');
  } finally {
    controller.abort();
  }
}

export async function healthLatency(serverUrl: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${serverUrl}/api/health`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET /api/health answered ${response.status}`);
  return performance.now() - started;
}

/** Calls `probe` one after another for `seconds` (at most `maxSamples` times). */
export async function sampleFor(seconds: number, maxSamples: number, probe: () => Promise<number>): Promise<number[]> {
  const samples: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until && samples.length < maxSamples) samples.push(await probe());
  return samples;
}

type FirstTokenComparison = { model: Summary; server: Summary; addedP50Ms: number; addedP99Ms: number; ratioP50: number };

/**
 * Pairs of requests, direct then through the server, alternating which goes first so neither
 * always meets a warmer machine.
 */
async function compareFirstToken(
  serverUrl: string,
  fakeUrl: string,
  pairs: number,
  warmup = 10,
  relayFirstToken: (url: string) => Promise<number> = serverFirstToken,
): Promise<FirstTokenComparison> {
  const model: number[] = [];
  const server: number[] = [];
  for (let i = 0; i < warmup + pairs; i++) {
    const [first, second] = i % 2 === 0 ? [modelFirstToken, relayFirstToken] : [relayFirstToken, modelFirstToken];
    const a = await first(first === modelFirstToken ? fakeUrl : serverUrl);
    const b = await second(second === modelFirstToken ? fakeUrl : serverUrl);
    if (i < warmup) continue;
    model.push(first === modelFirstToken ? a : b);
    server.push(first === modelFirstToken ? b : a);
  }
  const m = summarize(model);
  const s = summarize(server);
  return { model: m, server: s, addedP50Ms: s.p50 - m.p50, addedP99Ms: s.p99 - m.p99, ratioP50: s.p50 / m.p50 };
}

/** Several short autocannon runs, merged: medians of the rates and latencies, sums of the failures. */
export type LoadRun = CannonSummary & { connections: number; rounds: number; serverPeak?: Peak };

export type ServerLoadResult = {
  firstToken: FirstTokenComparison;
  health: LoadRun;
  /** The same load on a bare `node:http` server answering the same body (bench/server-process.ts), for scale. */
  bareNode: LoadRun & { bodyBytes: number; contentType: string };
  /** Median over the rounds of health req/s ÷ bare Node req/s measured right after it. */
  healthOverBare: number;
  recipeStreams: LoadRun & { tokensPerSecond: number };
  modelStreams: LoadRun & { tokensPerSecond: number };
  recipeOverModel: number;
  idleMemory: { rss: number; heapUsed: number };
  /** The same stream load on the peer relay (bench/peers/), each round beside the model direct. */
  peer?: { streams: LoadRun & { tokensPerSecond: number }; model: LoadRun; overModel: number; firstToken: FirstTokenComparison };
};

type Load = { url: string; connections: number; body?: string };

export function merge(runs: CannonSummary[], connections: number, serverPeak?: Peak): LoadRun {
  const mid = (pick: (run: CannonSummary) => number) => median(runs.map(pick));
  const total = (pick: (run: CannonSummary) => number) => runs.reduce((sum, run) => sum + pick(run), 0);
  return {
    requestsPerSecond: mid((run) => run.requestsPerSecond),
    latency: {
      p50: mid((run) => run.latency.p50),
      p99: mid((run) => run.latency.p99),
      max: Math.max(...runs.map((run) => run.latency.max)),
      mean: mid((run) => run.latency.mean),
    },
    completed: total((run) => run.completed),
    errors: total((run) => run.errors),
    timeouts: total((run) => run.timeouts),
    non2xx: total((run) => run.non2xx),
    seconds: total((run) => run.seconds),
    connections,
    rounds: runs.length,
    serverPeak,
  };
}

/**
 * One autocannon run from the load worker, for `seconds`; the fake's request log is emptied after
 * it (it holds every token's time). Used by this file and bench/scale-out.ts.
 */
export async function cannonRound(
  worker: Helper<LoadApi>,
  fake: Helper<FakeApi>,
  seconds: number,
  { url, connections, body }: Load,
): Promise<CannonSummary> {
  const result = await worker.call(
    'cannon',
    { url, connections, seconds, ...(body ? { method: 'POST' as const, body } : {}) },
    (seconds + 30) * 1000,
  );
  await fake.call('forget');
  return result;
}

export async function measureServerLoad(options: {
  serverUrl: string;
  fakeUrl: string;
  fake: Helper<FakeApi>;
  server: Helper<ServerApi>;
  /** A bare `node:http` server, started here with the body /api/health answers. */
  bare: Helper<ServerApi>;
  worker: Helper<LoadApi>;
  /** A peer relay in a process of its own, loaded the same way. */
  peer?: { url: string; helper: Helper<ServerApi> };
  pairs: number;
  /** Each comparison alternates its two loads this many times… */
  rounds: number;
  /** …for this long each. */
  seconds: number;
}): Promise<ServerLoadResult> {
  const { fake, server, worker, seconds, rounds } = options;
  await fake.call('streamLongRecipe', { tokensPerSecond: 100 });
  const firstToken = await compareFirstToken(options.serverUrl, options.fakeUrl, options.pairs);
  // The same pairs with the peer, whose plain text stream has no event to wait for: any chunk is text.
  const peerFirstToken =
    options.peer && (await compareFirstToken(options.peer.url, options.fakeUrl, options.pairs, 10, (url) => serverFirstToken(url, '')));
  await fake.call('forget');
  const idle = await server.call('memory', { gc: true });

  const cannon = (load: Load) => cannonRound(worker, fake, seconds, load);
  /** Server load and its reference load, back to back in each round, so both meet the same machine. */
  const sideBySide = async (onServer: Load, reference: Load, process = server) => {
    const serverRuns: CannonSummary[] = [];
    const referenceRuns: CannonSummary[] = [];
    await process.call('peak');
    let peak: Peak = { rss: 0, heapUsed: 0 };
    for (let round = 0; round < rounds; round++) {
      serverRuns.push(await cannon(onServer));
      const seen = await process.call('peak');
      peak = { rss: Math.max(peak.rss, seen.rss), heapUsed: Math.max(peak.heapUsed, seen.heapUsed) };
      referenceRuns.push(await cannon(reference));
      await process.call('peak');
    }
    return {
      server: merge(serverRuns, onServer.connections, peak),
      reference: merge(referenceRuns, reference.connections),
      ratio: median(serverRuns.map((run, i) => run.requestsPerSecond / (referenceRuns[i]?.requestsPerSecond ?? Number.NaN))),
    };
  };

  const healthResponse = await fetch(`${options.serverUrl}/api/health`);
  const healthBody = await healthResponse.text();
  const contentType = healthResponse.headers.get('content-type') ?? 'application/json';
  const bareUrl = await options.bare.call('start', { name: 'bare', target: { kind: 'bare', body: healthBody, contentType } });
  const health = await sideBySide({ url: `${options.serverUrl}/api/health`, connections: 50 }, { url: `${bareUrl}/`, connections: 50 });
  await options.bare.call('stop', { name: 'bare' });
  // As fast as the fake can write: what the server itself can relay.
  const tokens = await fake.call('streamLongRecipe', { tokensPerSecond: 0 });
  const model = { url: `${options.fakeUrl}/chat/completions`, connections: 20, body: MODEL_BODY };
  const streams = await sideBySide({ url: `${options.serverUrl}/api/recipe`, connections: 20, body: RECIPE_BODY }, model);
  // Ours was warmed by the first-token pairs; the peer gets as many requests first.
  for (let i = 0; options.peer && i < 10; i++)
    await (await fetch(`${options.peer.url}/api/recipe`, { method: 'POST', body: RECIPE_BODY })).text();
  const peer =
    options.peer &&
    (await sideBySide({ url: `${options.peer.url}/api/recipe`, connections: 20, body: RECIPE_BODY }, model, options.peer.helper));
  return {
    firstToken,
    health: health.server,
    bareNode: { ...health.reference, bodyBytes: Buffer.byteLength(healthBody), contentType },
    healthOverBare: health.ratio,
    recipeStreams: { ...streams.server, tokensPerSecond: streams.server.requestsPerSecond * tokens },
    modelStreams: { ...streams.reference, tokensPerSecond: streams.reference.requestsPerSecond * tokens },
    recipeOverModel: streams.ratio,
    idleMemory: { rss: idle.rss, heapUsed: idle.heapUsed },
    peer: peer && {
      streams: { ...peer.server, tokensPerSecond: peer.server.requestsPerSecond * tokens },
      model: peer.reference,
      overModel: peer.ratio,
      firstToken: peerFirstToken!,
    },
  };
}

/**
 * The server under load, each load from the load-generator process (bench/helper.ts) and each
 * target in a process of its own: first tokens one at a time, throughput (autocannon), bursts of
 * streams opened at once, cooks arriving as real traffic does, slow-loris sockets, and beyond one
 * process (limits in Redis, two instances behind nginx). Ours, the AI SDK relay and the model
 * direct take each load interleaved (stats.ts `interleave`), round after round, and are compared by
 * their medians, so that a busy moment weighs on all alike.
 */

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { InferenceClient } from '@huggingface/inference';
import { buildChatRequest } from '../core/recipe-prompt.ts';
import { LONG_RECIPE, tokenize } from '../fake-model/recipes.ts';
import { memoryLimiters, redisLimiters, type NodeLimiters } from '../server/node-rate-limits.ts';
import type { StartOptions } from '../server/node-server.ts';
import { NGINX, REDIS_SERVER, startNginx, startRedis } from '../test-support/services.ts';
import { startHelper, type Api, type CooksRequest, type CooksRun, type Helper, type Service, type Target } from './helper.ts';
import { cpuSecondsFromStat, interleave, median, medianOf, peakOpen, poissonArrivals, sleep, sumCounts, summarize } from './stats.ts';

const INGREDIENTS = ['beef chuck', 'carrots', 'potatoes', 'onion'];
export const RECIPE_BODY = JSON.stringify({ ingredients: INGREDIENTS });
/** What a client of the model itself sends: the app's request, streamed. */
export const MODEL_BODY = JSON.stringify({ ...buildChatRequest(INGREDIENTS), stream: true });

/** A relay in a process of its own: ours (the app server) or the AI SDK relay (bench/peers/), and what it serves. */
export type Relay = { helper: Helper; name: string; url: string; service: Service };
/** What every load needs: the fake model, the load generator, and the two relays. */
export type Rig = { fake: Helper; fakeUrl: string; worker: Helper; ours: Relay; peer: Relay; fileLimit: number };
const WHO = ['model', 'ours', 'peer'] as const;
export type Who = (typeof WHO)[number];

/** Where a stream load goes, how to read it, and the relay's process (none for the model direct). */
function endpoint(rig: Rig, who: Who): { url: string; body: string; target: Target; relay?: Relay } {
  if (who === 'model') return { url: `${rig.fakeUrl}/chat/completions`, body: MODEL_BODY, target: 'fake' };
  return { url: `${rig[who].url}/api/recipe`, body: RECIPE_BODY, target: who === 'ours' ? 'server' : 'text', relay: rig[who] };
}

/** The soft limit on open files that this process and its children inherit. */
export function openFileLimit(): number {
  const text = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
  return text === 'unlimited' ? Infinity : Number(text);
}
/** A stream costs a descriptor in the generator and the fake, and two in a relay; keep a margin for everything else. */
export const feasibleStreams = (limit: number) => (Number.isFinite(limit) ? Math.max(0, Math.floor((limit - 256) / 2)) : Infinity);

const cpuSeconds = (pid: number) => cpuSecondsFromStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
/** Each process's CPU seconds from now until the returned function is called. */
function cpuMeter(pids: Record<string, number>): () => Record<string, number> {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid)]));
  return () => Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid) - before[name]!]));
}
const perEntry = (record: Record<string, number>, by: number) => Object.fromEntries(Object.entries(record).map(([k, v]) => [k, v / by]));

// ---------------------------------------------------------------------------------------------
// One request at a time, and throughput.

const client = new InferenceClient('hf_bench');

/** Time to the first recipe text straight from the model, through the same client the server uses. */
async function modelFirstToken(fakeUrl: string): Promise<number> {
  const controller = new AbortController();
  const started = performance.now();
  const chat = { ...buildChatRequest(INGREDIENTS), endpointUrl: fakeUrl };
  try {
    for await (const chunk of client.chatCompletionStream(chat, { signal: controller.signal, retry_on_error: false })) {
      if (chunk.choices[0]?.delta?.content) return performance.now() - started;
    }
    throw new Error('the model stream ended without text');
  } finally {
    controller.abort();
  }
}

/** Time to the first recipe text from a relay's POST /api/recipe, read with fetch as the page does; `marker` marks text ('' for a peer's plain text). */
export async function relayFirstToken(url: string, marker = 'data: {"text"'): Promise<number> {
  const controller = new AbortController();
  const started = performance.now();
  try {
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: RECIPE_BODY, signal: controller.signal };
    const response = await fetch(`${url}/api/recipe`, init);
    if (response.status !== 200 || !response.body) throw new Error(`POST /api/recipe answered ${response.status}`);
    const decoder = new TextDecoder();
    for await (const chunk of response.body)
      if (decoder.decode(chunk, { stream: true }).includes(marker)) return performance.now() - started;
    throw new Error('the recipe stream ended without text');
  } finally {
    controller.abort();
  }
}

async function healthLatency(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/api/health`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET /api/health answered ${response.status}`);
  return performance.now() - started;
}

/** Calls `probe` one after another for `seconds` (at most `maxSamples` times). */
async function sampleFor(seconds: number, maxSamples: number, probe: () => Promise<number>): Promise<number[]> {
  const samples: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until && samples.length < maxSamples) samples.push(await probe());
  return samples;
}

type Cannon = Awaited<ReturnType<Api['cannon']>>;
/** Autocannon runs of one load, merged: medians of the rates and latencies, sums of the failures. */
export type LoadRun = ReturnType<typeof merge>;
function merge(runs: Cannon[], connections: number, peak?: { rss: number; heapUsed: number }) {
  const sum = (key: 'errors' | 'non2xx' | 'timeouts') => runs.reduce((total, run) => total + run[key], 0);
  const failures = { errors: sum('errors'), non2xx: sum('non2xx'), timeouts: sum('timeouts') };
  return { ...medianOf(runs), ...failures, connections, rounds: runs.length, peak };
}

/**
 * Autocannon loads of `seconds` from the load generator, `rounds` rounds of every target in turn;
 * each target's runs merged, and the highest memory of the relay's process (`peakOf`) during its runs.
 */
async function cannons<K extends string>(
  rig: Rig,
  plan: { rounds: number; seconds: number },
  loads: Record<K, { url: string; connections: number; body?: string; peakOf?: Helper }>,
) {
  const peaks: Partial<Record<K, { rss: number; heapUsed: number }>> = {};
  const runs = await interleave(Object.keys(loads) as K[], plan.rounds, async (key) => {
    const { url, connections, body, peakOf } = loads[key];
    await peakOf?.call('peak');
    const run = await rig.worker.call('cannon', { url, connections, seconds: plan.seconds, body }, (plan.seconds + 30) * 1000);
    const seen = await peakOf?.call('peak');
    await drained(rig);
    if (seen) peaks[key] = { rss: Math.max(peaks[key]?.rss ?? 0, seen.rss), heapUsed: Math.max(peaks[key]?.heapUsed ?? 0, seen.heapUsed) };
    return run;
  });
  const merged = {} as Record<K, LoadRun>;
  for (const key of Object.keys(loads) as K[]) merged[key] = merge(runs[key], loads[key].connections, peaks[key]);
  /** The median over the rounds of `a`'s rate over `b`'s in the same round. */
  const over = (a: K, b: K) => median(runs[a].map((run, i) => run.requestsPerSecond / (runs[b][i]?.requestsPerSecond ?? Number.NaN)));
  return { merged, over };
}

/**
 * What the server adds to a first token, one request at a time, beside the model direct and the AI
 * SDK relay; GET /api/health beside a bare node:http server; recipe streams relayed as fast as the
 * fake can write, beside the model direct and the relay.
 */
export async function measureServer(rig: Rig, bare: Helper, plan: { pairs: number; rounds: number; seconds: number }) {
  const { fake, ours, peer } = rig;
  await fake.call('recipe', { tokensPerSecond: 100 });
  const firsts: Record<Who, () => Promise<number>> = {
    model: () => modelFirstToken(rig.fakeUrl),
    ours: () => relayFirstToken(ours.url),
    // The peer's plain text stream has no event to wait for: any chunk is text.
    peer: () => relayFirstToken(peer.url, ''),
  };
  const warmUp = 10;
  const times = await interleave(WHO, warmUp + plan.pairs, (who) => firsts[who]());
  const first = (who: Who) => summarize(times[who].slice(warmUp));
  const firstToken = { model: first('model'), ours: first('ours'), peer: first('peer') };
  await drained(rig);
  const idle = await ours.helper.call('memory', { gc: true });

  const response = await fetch(`${ours.url}/api/health`);
  const [body, contentType] = [await response.text(), response.headers.get('content-type') ?? 'application/json'];
  const bareUrl = await bare.call('start', { name: 'bare', service: { kind: 'bare', body, contentType } });
  const health = await cannons(rig, plan, {
    health: { url: `${ours.url}/api/health`, connections: 50, peakOf: ours.helper },
    bare: { url: `${bareUrl}/`, connections: 50 },
  });
  await bare.call('stop', { name: 'bare' });
  // As fast as the fake can write: what a relay itself can carry.
  const tokens = await fake.call('recipe', { tokensPerSecond: 0 });
  for (let i = 0; i < warmUp; i++) await (await fetch(`${peer.url}/api/recipe`, { method: 'POST', body: RECIPE_BODY })).text();
  const recipe = (relay: Relay) => ({ url: `${relay.url}/api/recipe`, connections: 20, body: RECIPE_BODY, peakOf: relay.helper });
  const streams = await cannons(rig, plan, {
    ours: recipe(ours),
    model: { url: `${rig.fakeUrl}/chat/completions`, connections: 20, body: MODEL_BODY },
    peer: recipe(peer),
  });
  const withTokens = (run: LoadRun) => ({ ...run, tokensPerSecond: run.requestsPerSecond * tokens });
  return {
    firstToken,
    health: health.merged.health,
    bareNode: { ...health.merged.bare, bodyBytes: Buffer.byteLength(body) },
    healthOverBare: health.over('health', 'bare'),
    streams: { ours: withTokens(streams.merged.ours), model: withTokens(streams.merged.model), peer: withTokens(streams.merged.peer) },
    oursOverModel: streams.over('ours', 'model'),
    peerOverModel: streams.over('peer', 'model'),
    idleMemory: { rss: idle.rss, heapUsed: idle.heapUsed },
  };
}

// ---------------------------------------------------------------------------------------------
// Beyond one process.

/** Time for the limiter work of `samples` recipe requests (a request point, a stream slot taken and given back), from 50 clients in turn. */
async function limiterCost(limiters: NodeLimiters, samples: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const [key, started] = [`bench-${i % 50}`, performance.now()];
    await limiters.requests.consume(key);
    await limiters.streams.consume(key);
    await limiters.streams.release(key);
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * What counting the limits in Redis adds to a recipe request, and what two instances behind nginx
 * (deploy/nginx.conf) serve against one alone and one behind nginx, each instance in a process of its own.
 */
export async function measureScaleOut(
  rig: Rig,
  app: { env: Record<string, string>; options: StartOptions },
  plan: { limiterSamples: number; firstTokens: number; rounds: number; seconds: number },
) {
  const missing = [REDIS_SERVER ? [] : ['redis-server'], NGINX ? [] : ['nginx']].flat();
  if (missing.length > 0) return { skipped: `${missing.join(' and ')} not installed (apt-get install redis-server nginx)` };
  const stoppers: (() => Promise<void>)[] = [];
  try {
    const redis = await startRedis();
    stoppers.push(() => redis.close());
    const inMemory = memoryLimiters(1_000_000, 1_000_000);
    const quiet = { info: () => {}, warn: () => {} };
    const inRedis = redisLimiters({ url: redis.url, requestsPerMinute: 1_000_000, streamsPerClient: 1_000_000, log: quiet });
    stoppers.push(() => inRedis.close());
    while (inRedis.scope() !== 'shared') await sleep(20);
    const limiters = { memory: inMemory, redis: inRedis };
    const limiter = await interleave(['memory', 'redis'] as const, 2 + plan.limiterSamples / 100, (key) => limiterCost(limiters[key], 100));
    const [memory, shared] = [limiter.memory.slice(2).flat(), limiter.redis.slice(2).flat()];

    const instances = await Promise.all(
      ['a', 'b'].map(async (name) => {
        const helper = await startHelper(`scale-out ${name}`);
        stoppers.push(() => helper.stop());
        const service = { kind: 'app' as const, env: { ...app.env, REDIS_URL: redis.url }, options: { ...app.options, log: false } };
        return helper.call('start', { name, service });
      }),
    );
    const [a = '', b = ''] = instances.map((url) => new URL(url).host);
    const [nginxOne, nginxTwo] = [await startNginx([a, a]), await startNginx([a, b])];
    stoppers.push(() => nginxOne.close());
    stoppers.push(() => nginxTwo.close());
    const urls = { one: instances[0]!, nginxOne: nginxOne.url, nginxTwo: nginxTwo.url };

    await rig.fake.call('recipe', { tokensPerSecond: 100 });
    const firstTargets = { memory: rig.ours.url, redis: urls.one, nginxTwo: urls.nginxTwo };
    const firsts = await interleave(['memory', 'redis', 'nginxTwo'] as const, plan.firstTokens + 10, (k) =>
      relayFirstToken(firstTargets[k]),
    );
    await rig.fake.call('forget');
    const three = (path: string, connections: number, body?: string) =>
      cannons(rig, plan, {
        one: { url: `${urls.one}${path}`, connections, body },
        nginxOne: { url: `${urls.nginxOne}${path}`, connections, body },
        nginxTwo: { url: `${urls.nginxTwo}${path}`, connections, body },
      });
    const health = (await three('/api/health', 50)).merged;
    await rig.fake.call('recipe', { tokensPerSecond: 0 });
    const recipeStreams = (await three('/api/recipe', 20, RECIPE_BODY)).merged;
    const first = (key: keyof typeof firsts) => summarize(firsts[key].slice(10));
    return {
      cores: availableParallelism(),
      limiter: { memory: summarize(memory), redis: summarize(shared) },
      firstToken: { memory: first('memory'), redis: first('redis'), nginxTwo: first('nginxTwo') },
      health,
      recipeStreams,
    };
  } finally {
    for (const stop of stoppers.reverse()) await stop().catch(() => {});
  }
}

// ---------------------------------------------------------------------------------------------
// Many streams at once: bursts, and cooks as they come.

/**
 * Waits until the fake writes to no stream, then forgets them: the next measurement meets no relay
 * still letting go of the last one's. A relay that has not let go of its streams to the model 5 s
 * after its cooks left lags behind the load (the AI SDK relay, after 1,000 streams, still read them
 * a minute later): its process is started afresh instead, and warmed up as at first.
 */
async function drained(rig: Rig, relay?: Relay) {
  const [began, streaming] = [performance.now(), () => rig.fake.call('streaming')];
  while ((await streaming()) > 0 && performance.now() - began < (relay ? 5_000 : 30_000)) await sleep(250);
  if (relay && (await streaming()) > 0) {
    await relay.helper.stop();
    relay.helper = await startHelper(relay.name);
    relay.url = await relay.helper.call('start', { name: relay.name, service: relay.service });
    const { url, body, target } = endpoint(rig, relay === rig.ours ? 'ours' : 'peer');
    await rig.worker.call('openCooks', { url, body, target, offsetsMs: Array<number>(100).fill(0), expectBytes: 0, giveUpMs: 60_000 });
    await rig.worker.call('closeCooks');
    await drained(rig);
  }
  await rig.fake.call('forget');
}
const pidsOf = (rig: Rig, relay?: Relay) => ({ fake: rig.fake.pid, generator: rig.worker.pid, ...(relay && { relay: relay.helper.pid }) });

/** `streams` opened at once to `who`, held `holdMs`, let go: how they fared, what the opening cost each process, and the relay's memory per held stream. */
async function hold(rig: Rig, who: Who, streams: number, holdMs: number, firstTextWithinMs: number) {
  const { url, body, target, relay } = endpoint(rig, who);
  const memoryBefore = await relay?.helper.call('memory', { gc: true });
  const cpu = cpuMeter(pidsOf(rig, relay));
  const offsetsMs = Array.from({ length: streams }, () => 0);
  const request: CooksRequest = { url, body, target, offsetsMs, expectBytes: 0, giveUpMs: 120_000, firstTextWithinMs };
  const open = await rig.worker.call('openCooks', request, 60_000);
  const openingCores = perEntry(cpu(), open.wallMs / 1000);
  const heldAt = performance.now();
  // The relay's memory and (ours') sockets as it counts them: n/a if it is too busy to say within 10 s.
  const memoryHeld = await relay?.helper.call('memory', { gc: true }, 10_000).catch(() => undefined);
  const connections = who === 'ours' ? await rig.ours.helper.call('connections', { name: rig.ours.name }, 10_000).catch(() => NaN) : NaN;
  await sleep(holdMs - (performance.now() - heldAt));
  const close = await rig.worker.call('closeCooks');
  await drained(rig, relay);
  const perStream = (key: 'heapUsed' | 'rss') => (memoryHeld && memoryBefore ? (memoryHeld[key] - memoryBefore[key]) / streams : NaN);
  const rssHeld = memoryHeld?.rss ?? Number.NaN;
  return { open, close, openingCores, connections, rssHeld, heapPerStream: perStream('heapUsed'), rssPerStream: perStream('rss') };
}
export type Held = Awaited<ReturnType<typeof hold>>;

/**
 * Bursts of `levels` streams opened at once through one process, held `holdSeconds` while the fake
 * writes `tokensPerSecond` to each (a slow model, so that many stay open): straight to the model,
 * through ours and through the AI SDK relay, interleaved over `rounds` rounds at the budgeted level
 * and once each at the others. Each figure is the median of the rounds; `leastServed`, the fewest
 * streams that got a first token in any round.
 */
export type BurstsPlan = { levels: number[]; rounds: number; tokensPerSecond: number; holdSeconds: number; firstTextWithinMs: number };
export async function measureBursts(rig: Rig, plan: BurstsPlan & { budgeted: number }) {
  await rig.fake.call('recipe', { tokensPerSecond: plan.tokensPerSecond });
  const fit = feasibleStreams(rig.fileLimit);
  // Not measured: the first streams of a process pay for compiling its code paths.
  for (const who of WHO) await hold(rig, who, Math.min(100, fit), 0, plan.firstTextWithinMs);
  const levels: Burst[] = [];
  for (const streams of plan.levels) {
    if (streams > fit) {
      levels.push({ streams, skipped: `ulimit -n is ${rig.fileLimit}: at most ${fit} streams fit` });
      continue;
    }
    const rounds = streams === plan.budgeted ? plan.rounds : 1;
    const runs = await interleave(WHO, rounds, (who) => hold(rig, who, streams, plan.holdSeconds * 1000, plan.firstTextWithinMs));
    const medians = (who: Who): Held & { leastServed: number } => {
      const { open, close } = medianOf(runs[who]);
      const errors = sumCounts(runs[who].flatMap((run) => [run.open.errors, run.close.errors]));
      const leastServed = Math.min(...runs[who].map((run) => run.open.withFirstToken));
      return { ...medianOf(runs[who]), open: { ...open, errors }, close: { ...close, errors: {} }, leastServed };
    };
    const [model, ours, peer] = [medians('model'), medians('ours'), medians('peer')];
    levels.push({ streams, rounds: runs.model.length, model, ours, peer });
  }
  return levels;
}
export type Burst = { streams: number; skipped?: string; rounds?: number } & Partial<Record<Who, Held & { leastServed: number }>>;

/** Over the model direct, at the same percentile: relayed − direct. */
const addedOver = (model: CooksRun, relayed: CooksRun) => ({
  firstTokenP50Ms: relayed.firstTokenMs.p50 - model.firstTokenMs.p50,
  firstTokenP99Ms: relayed.firstTokenMs.p99 - model.firstTokenMs.p99,
  gapP99Ms: relayed.gapMs.p99 - model.gapMs.p99,
});

export type ArrivalsPlan = {
  cooks: number;
  overSeconds: number;
  tokensPerSecond: number;
  tokens: number;
  seed: number;
  /** The runs, in this order (model direct, ours, the AI SDK relay, ours again…); each figure the median of a target's runs. */
  order: readonly Who[];
  /** Cooks sent to each target first, at full speed and not measured, so that no code path is cold. */
  warmUpCooks: number;
  /** The same load with this many cooks through ours alone, shown without a budget with the cores it needs. */
  largeCooks: number;
};

/**
 * Cooks as they really come: `cooks` arriving over `overSeconds` (a Poisson process, the same seeded
 * times for every target), each reading `tokens` that the fake writes at `tokensPerSecond`, one token
 * a write, to the end; with the CPU each process used, so that a slow figure says whether the relay
 * or the machine was short. Then `largeCooks` through ours, and the inference client's own floor.
 */
export async function measureArrivals(rig: Rig, plan: ArrivalsPlan) {
  const { fake, worker } = rig;
  const cooks = Math.min(plan.cooks, feasibleStreams(rig.fileLimit));
  const largeCooks = Math.min(plan.largeCooks, feasibleStreams(rig.fileLimit));
  const expectBytes = Buffer.byteLength(tokenize(LONG_RECIPE).slice(0, plan.tokens).join(''));
  const streamMs = ((plan.tokens - 1) / plan.tokensPerSecond) * 1000;
  const giveUpMs = streamMs + 15_000;
  const send = (who: Who, offsetsMs: number[]) => {
    const { url, body, target } = endpoint(rig, who);
    const timeoutMs = Math.max(...offsetsMs) + giveUpMs + 30_000;
    return worker.call('cooks', { url, body, target, offsetsMs, expectBytes, giveUpMs }, timeoutMs);
  };
  // Warm-up: the whole recipe at once, a few cooks to each target.
  await fake.call('recipe', { tokensPerSecond: 0, tokens: plan.tokens });
  for (const who of WHO) await send(who, poissonArrivals(plan.warmUpCooks, 0.5, plan.seed + 1));
  const tokens = await fake.call('recipe', { tokensPerSecond: plan.tokensPerSecond, tokens: plan.tokens });
  if (tokens !== plan.tokens) throw new Error(`the fake streams ${tokens} tokens, not ${plan.tokens}`);
  await fake.call('forget');
  const measure = async (who: Who, offsetsMs: number[]) => {
    const { relay } = endpoint(rig, who);
    await relay?.helper.call('peak');
    const [cpu, mark, began] = [cpuMeter(pidsOf(rig, relay)), await fake.call('mark'), performance.now()];
    const run = await send(who, offsetsMs);
    const [used, seconds] = [cpu(), (performance.now() - began) / 1000];
    const peak = await relay?.helper.call('peak');
    const sent = await fake.call('tokensSent', { since: mark });
    await drained(rig, relay);
    // Cores used on average, and CPU µs per token the fake sent, by process.
    return { run, cores: perEntry(used, seconds), tokens: sent, cpuPerToken: perEntry(used, sent / 1e6), peak };
  };
  const offsetsMs = poissonArrivals(cooks, plan.overSeconds, plan.seed);
  const runs = await interleave(plan.order, 1, (who) => measure(who, offsetsMs));
  const medians = (who: Who) => ({
    ...medianOf(runs[who]),
    leastCompleted: Math.min(...runs[who].map(({ run }) => run.completed)),
    errors: sumCounts(runs[who].map(({ run }) => run.errors)),
  });
  const [model, server, peer] = [medians('model'), medians('ours'), medians('peer')];
  const largeOffsets = poissonArrivals(largeCooks, plan.overSeconds, plan.seed);
  const large = { cooks: largeCooks, peakStreams: peakOpen(largeOffsets, streamMs), server: await measure('ours', largeOffsets) };
  // The client's floor, paced as the arrivals are but shorter (a fifth of the cooks, 100 tokens each), in our relay's process.
  await fake.call('recipe', { tokensPerSecond: plan.tokensPerSecond, tokens: Math.min(plan.tokens, 100) });
  const clientFloor = await rig.ours.helper.call('clientFloor', { baseUrl: rig.fakeUrl, streams: Math.ceil(cooks / 5) }, 60_000);
  await fake.call('forget');
  return {
    plan,
    cooks,
    capped: cooks < plan.cooks ? `ulimit -n is ${rig.fileLimit}: at most ${cooks} streams fit` : undefined,
    peakStreams: peakOpen(offsetsMs, streamMs),
    machineCores: availableParallelism(),
    model,
    server,
    peer,
    clientFloor,
    added: addedOver(model.run, server.run),
    peerAdded: addedOver(model.run, peer.run),
    large,
  };
}
export type ArrivalsResult = Awaited<ReturnType<typeof measureArrivals>>;
export type ArrivalsTarget = ArrivalsResult['server'];

// ---------------------------------------------------------------------------------------------
// Slow loris.

/**
 * Legitimate requests (sequential, from the bench process) alone and then beside `sockets` sockets
 * that trickle their headers, against a freshly started server so that Node's check of
 * headersTimeout falls at the same point in every run; then how soon the server cut them.
 */
export async function measureLoris(rig: Rig, url: string, plan: { sockets: number; lineEveryMs: number; maxWaitMs: number }) {
  await rig.fake.call('recipe', { tokensPerSecond: 100 });
  const legitimate = async () => ({
    health: summarize(await sampleFor(3, 2_000, () => healthLatency(url))),
    firstToken: summarize(await sampleFor(3, 40, () => relayFirstToken(url))),
  });
  const baseline = await legitimate();
  const { hostname: host, port } = new URL(url);
  const openedAt = performance.now();
  await rig.worker.call('openLoris', { host, port: Number(port), count: plan.sockets, lineEveryMs: plan.lineEveryMs }, 30_000);
  const underAttack = await legitimate();
  while (performance.now() - openedAt < plan.maxWaitMs && (await rig.worker.call('lorisOpen')) > 0) await sleep(1_000);
  const waitedMs = performance.now() - openedAt;
  const report = await rig.worker.call('closeLoris');
  await rig.fake.call('forget');
  return { ...plan, baseline, underAttack, report, waitedMs };
}

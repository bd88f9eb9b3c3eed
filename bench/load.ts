/**
 * The server under load, each load from the load generator (bench/helper.ts) and each target in a
 * process of its own: first tokens one at a time, throughput (autocannon), bursts, cooks as they
 * come, slow-loris sockets, and beyond one process (limits in Redis, two instances behind nginx).
 * Ours, the AI SDK relay and the model direct take each load interleaved and are compared by medians.
 */

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { buildChatRequest } from '../core/recipe-prompt.ts';
import { LONG_RECIPE, tokenize } from '../fake-model/recipes.ts';
import { memoryLimiters, redisLimiters, type NodeLimiters } from '../server/node-rate-limits.ts';
import type { StartOptions } from '../server/node-server.ts';
import { NGINX, REDIS_SERVER, startNginx, startRedis } from '../test-support/services.ts';
import { startTarget, type Api, type CooksRequest, type CooksRun, type Helper, type Reading, type Target } from './helper.ts';
import type { PLAN } from './plan.ts';
import { cpuSecondsFromStat, interleave, median, medianOf, peakOpen, poissonArrivals, sleep, sumCounts, summarize } from './stats.ts';

const INGREDIENTS = ['beef chuck', 'carrots', 'potatoes', 'onion'];
export const RECIPE_BODY = JSON.stringify({ ingredients: INGREDIENTS });
/** What a client of the model itself sends: the app's request, streamed. */
export const MODEL_BODY = JSON.stringify({ ...buildChatRequest(INGREDIENTS), stream: true });

/** What every load needs: the fake model, the load generator, and the two relays (ours and the AI SDK relay). */
export type Rig = { fake: Helper; fakeUrl: string; worker: Helper; ours: Target; peer: Target; fileLimit: number };
const WHO = ['model', 'ours', 'peer'] as const;
type Who = (typeof WHO)[number];
type Endpoint = { url: string; body: string; reading: Reading; relay?: Target };

/** POST /api/recipe of the app at `url`. */
const recipeApi = (url: string, relay?: Target): Endpoint => ({ url: `${url}/api/recipe`, body: RECIPE_BODY, reading: 'server', relay });
/** Where a stream load goes, how to read it, and the relay's process (none for the model direct). */
function endpoint(rig: Rig, who: Who): Endpoint {
  if (who === 'model') return { url: `${rig.fakeUrl}/chat/completions`, body: MODEL_BODY, reading: 'fake' };
  return who === 'ours' ? recipeApi(rig.ours.url, rig.ours) : { ...recipeApi(rig.peer.url, rig.peer), reading: 'text' };
}
/** One request, let go once its first text came (read by the cooks, as every stream is): ms from sending to it. */
const firstText = (rig: Rig, { url, body, reading }: Endpoint) =>
  rig.worker.call('firstText', { url, body, reading, offsetsMs: [0], expectBytes: 0, giveUpMs: 15_000 });

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
const pidsOf = (rig: Rig, relay?: Target) => ({ fake: rig.fake.pid, generator: rig.worker.pid, ...(relay && { relay: relay.helper.pid }) });

/** `samples` GET /api/health one after another, for 3 s at most. */
async function healthLatencies(url: string, samples: number): Promise<number[]> {
  const [times, until] = [[] as number[], performance.now() + 3_000];
  while (performance.now() < until && times.length < samples) {
    const started = performance.now();
    const response = await fetch(`${url}/api/health`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /api/health answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

type Cannon = Awaited<ReturnType<Api['cannon']>>;
/** Autocannon runs of one load, merged: medians of the rates and latencies, sums of the failures. */
export type LoadRun = ReturnType<typeof merge>;
function merge(runs: Cannon[], connections: number, peak?: { rss: number; heapUsed: number }) {
  const sum = (key: 'errors' | 'non2xx' | 'timeouts') => runs.reduce((total, run) => total + run[key], 0);
  return {
    ...medianOf(runs),
    errors: sum('errors'),
    non2xx: sum('non2xx'),
    timeouts: sum('timeouts'),
    connections,
    rounds: runs.length,
    peak,
  };
}

/** Autocannon loads of `seconds`, `rounds` rounds of every target in turn; each target's runs merged, with its process's memory peak (`peakOf`). */
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
  const over = (a: K, b: K) => median(runs[a].map((run, i) => run.requestsPerSecond / (runs[b][i]?.requestsPerSecond ?? NaN)));
  return { merged, over };
}

/** The first token one request at a time, GET /api/health beside a bare node:http server, recipe streams as fast as the fake writes. */
export async function measureServer(rig: Rig, plan: typeof PLAN.server) {
  const { fake, ours, peer } = rig;
  await fake.call('recipe', { tokensPerSecond: 100 });
  const warmUp = 10;
  const times = await interleave(WHO, warmUp + plan.pairs, (who) => firstText(rig, endpoint(rig, who)));
  const first = (who: Who) => summarize(times[who].slice(warmUp));
  const firstToken = { model: first('model'), ours: first('ours'), peer: first('peer') };
  await drained(rig);
  const idle = await ours.helper.call('memory', { gc: true });

  const response = await fetch(`${ours.url}/api/health`);
  const [body, contentType] = [await response.text(), response.headers.get('content-type') ?? 'application/json'];
  const bare = await startTarget('bare node:http', { kind: 'bare', body, contentType });
  const health = await cannons(rig, plan, {
    health: { url: `${ours.url}/api/health`, connections: 50, peakOf: ours.helper },
    bare: { url: `${bare.url}/`, connections: 50 },
  }).finally(() => bare.helper.stop());
  // As fast as the fake can write: what a relay itself can carry.
  const tokens = await fake.call('recipe', { tokensPerSecond: 0 });
  for (let i = 0; i < warmUp; i++) await (await fetch(`${peer.url}/api/recipe`, { method: 'POST', body: RECIPE_BODY })).text();
  const recipe = (relay: Target) => ({ url: `${relay.url}/api/recipe`, connections: 20, body: RECIPE_BODY, peakOf: relay.helper });
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

/** Time for the limiter work of 100 recipe requests (a request point, a stream slot taken and given back), from 50 clients in turn. */
async function limiterCost(limiters: NodeLimiters): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < 100; i++) {
    const [key, started] = [`bench-${i % 50}`, performance.now()];
    await limiters.requests.consume(key);
    await limiters.streams.consume(key);
    await limiters.streams.release(key);
    times.push(performance.now() - started);
  }
  return times;
}

/** What limits in Redis add to a recipe request, and what two instances behind nginx serve against one alone and one behind nginx. */
export async function measureScaleOut(rig: Rig, app: { env: Record<string, string>; options: StartOptions }, plan: typeof PLAN.scaleOut) {
  const missing = [REDIS_SERVER ? [] : ['redis-server'], NGINX ? [] : ['nginx']].flat();
  if (missing.length > 0) return { skipped: `${missing.join(' and ')} not installed (apt-get install redis-server nginx)` };
  const stoppers: (() => Promise<void>)[] = [];
  try {
    const redis = await startRedis();
    stoppers.push(() => redis.close());
    const quiet = { info: () => {}, warn: () => {} };
    const inRedis = redisLimiters({ url: redis.url, requestsPerMinute: 1_000_000, streamsPerClient: 1_000_000, log: quiet });
    stoppers.push(() => inRedis.close());
    while (inRedis.scope() !== 'shared') await sleep(20);
    const limiters = { memory: memoryLimiters(1_000_000, 1_000_000), redis: inRedis };
    const limiter = await interleave(['memory', 'redis'] as const, 2 + plan.limiterSamples / 100, (key) => limiterCost(limiters[key]));

    const service = { kind: 'app' as const, env: { ...app.env, REDIS_URL: redis.url }, options: { ...app.options, log: false } };
    const instances = await Promise.all(['a', 'b'].map((name) => startTarget(`scale-out ${name}`, service)));
    for (const { helper } of instances) stoppers.push(() => helper.stop());
    const [a = '', b = ''] = instances.map(({ url }) => new URL(url).host);
    const [nginxOne, nginxTwo] = [await startNginx([a, a]), await startNginx([a, b])];
    for (const nginx of [nginxOne, nginxTwo]) stoppers.push(() => nginx.close());
    const urls = { one: instances[0]!.url, nginxOne: nginxOne.url, nginxTwo: nginxTwo.url };

    await rig.fake.call('recipe', { tokensPerSecond: 100 });
    const firstTargets = { memory: rig.ours.url, redis: urls.one, nginxTwo: urls.nginxTwo };
    const firsts = await interleave(['memory', 'redis', 'nginxTwo'] as const, plan.firstTokens + 10, (key) =>
      firstText(rig, recipeApi(firstTargets[key])),
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
      limiter: { memory: summarize(limiter.memory.slice(2).flat()), redis: summarize(limiter.redis.slice(2).flat()) },
      firstToken: { memory: first('memory'), redis: first('redis'), nginxTwo: first('nginxTwo') },
      health,
      recipeStreams,
    };
  } finally {
    for (const stop of stoppers.reverse()) await stop().catch(() => {});
  }
}

/**
 * Waits until the fake writes to no stream, then forgets them: the next measurement meets no relay
 * still letting go of the last one's. A relay still reading from the model 2 s after its cooks left
 * lags behind the load (the AI SDK relay, after 1,000 streams, for a minute): the model cuts its
 * streams, and the next measurement waits for the relay's process to answer again.
 */
async function drained(rig: Rig, relay?: Target) {
  const [began, streaming] = [performance.now(), () => rig.fake.call('streaming')];
  while ((await streaming()) > 0 && performance.now() - began < (relay ? 2_000 : 30_000)) await sleep(250);
  if (relay && (await streaming()) > 0) {
    await rig.fake.call('cut');
    await relay.helper.call('memory', { gc: true }, 60_000);
  }
  await rig.fake.call('forget');
}

/** `streams` opened at once to `who`, held `holdMs`, let go: how they fared, what the opening cost each process, and the relay's memory per held stream. */
async function hold(rig: Rig, who: Who, streams: number, holdMs: number, firstTextWithinMs: number) {
  const { url, body, reading, relay } = endpoint(rig, who);
  const memoryBefore = await relay?.helper.call('memory', { gc: true });
  const cpu = cpuMeter(pidsOf(rig, relay));
  const request: CooksRequest = { url, body, reading, offsetsMs: Array<number>(streams).fill(0), expectBytes: 0, giveUpMs: 120_000 };
  const open = await rig.worker.call('openCooks', { ...request, firstTextWithinMs }, 60_000);
  const openingCores = perEntry(cpu(), open.wallMs / 1000);
  const heldAt = performance.now();
  // The relay's memory and (ours') sockets as it counts them: n/a if it is too busy to say within 10 s.
  const memoryHeld = await relay?.helper.call('memory', { gc: true }, 10_000).catch(() => undefined);
  const connections = who === 'ours' ? await rig.ours.helper.call('connections', { name: rig.ours.name }, 10_000).catch(() => NaN) : NaN;
  await sleep(holdMs - (performance.now() - heldAt));
  const close = await rig.worker.call('closeCooks');
  await drained(rig, relay);
  const perStream = (key: 'heapUsed' | 'rss') => (memoryHeld && memoryBefore ? (memoryHeld[key] - memoryBefore[key]) / streams : NaN);
  const rssHeld = memoryHeld?.rss ?? NaN;
  return { open, close, openingCores, connections, rssHeld, heapPerStream: perStream('heapUsed'), rssPerStream: perStream('rss') };
}
export type Held = Awaited<ReturnType<typeof hold>>;

/** Bursts of `levels` streams at once to each target, interleaved over `rounds` at the budgeted level; `leastServed`, the fewest served in a round. */
export async function measureBursts(rig: Rig, plan: typeof PLAN.bursts & { budgeted: number }) {
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
    const targets: readonly Who[] = streams > plan.peerUpTo ? WHO.filter((who) => who !== 'peer') : WHO;
    const runs = await interleave(targets, rounds, (who) => hold(rig, who, streams, plan.holdSeconds * 1000, plan.firstTextWithinMs));
    const medians = (who: Who): Held & { leastServed: number } => {
      const { open, close } = medianOf(runs[who]);
      const errors = sumCounts(runs[who].flatMap((run) => [run.open.errors, run.close.errors]));
      const leastServed = Math.min(...runs[who].map((run) => run.open.withFirstToken));
      return { ...medianOf(runs[who]), open: { ...open, errors }, close: { ...close, errors: {} }, leastServed };
    };
    const peer = targets.includes('peer') ? medians('peer') : undefined;
    levels.push({ streams, rounds: runs.model.length, model: medians('model'), ours: medians('ours'), peer });
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

/** Cooks as they come (the same seeded Poisson times for every target, in `order`), each reading to the end; then `largeCooks` through ours and the client's floor. */
export async function measureArrivals(rig: Rig, plan: typeof PLAN.arrivals) {
  const { fake, worker } = rig;
  const cooks = Math.min(plan.cooks, feasibleStreams(rig.fileLimit));
  const largeCooks = Math.min(plan.largeCooks, feasibleStreams(rig.fileLimit));
  const expectBytes = Buffer.byteLength(tokenize(LONG_RECIPE).slice(0, plan.tokens).join(''));
  const streamMs = ((plan.tokens - 1) / plan.tokensPerSecond) * 1000;
  const giveUpMs = streamMs + 5_000;
  const send = (who: Who, offsetsMs: number[]) => {
    const { url, body, reading } = endpoint(rig, who);
    return worker.call('cooks', { url, body, reading, offsetsMs, expectBytes, giveUpMs }, Math.max(...offsetsMs) + giveUpMs + 30_000);
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
    large,
    added: addedOver(model.run, server.run),
    peerAdded: addedOver(model.run, peer.run),
  };
}
export type ArrivalsResult = Awaited<ReturnType<typeof measureArrivals>>;

/** Legitimate requests alone and then beside `sockets` sockets that trickle their headers, against a freshly started server; then how soon it cut them. */
export async function measureLoris(rig: Rig, url: string, plan: typeof PLAN.loris) {
  await rig.fake.call('recipe', { tokensPerSecond: 100 });
  const legitimate = async () => {
    const health = summarize(await healthLatencies(url, 2_000));
    const [firsts, until] = [[] as number[], performance.now() + 3_000];
    while (performance.now() < until && firsts.length < 40) firsts.push(await firstText(rig, recipeApi(url)));
    return { health, firstToken: summarize(firsts) };
  };
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

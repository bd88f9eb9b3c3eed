/** The server's measurements as rows: its cost under load, behind nginx, and under abuse. */

import type { ConcurrencyLevel, Held, LorisResult } from './abuse.ts';
import { HELD_STREAM_RATE, HOLD_SECONDS } from './abuse.ts';
import { BUDGETS } from './budgets.ts';
import { atLeast, pair, row, seconds, signed, within, type Row, type Section } from './report.ts';
import type { ScaleOutResult, Target } from './scale-out.ts';
import type { LoadRun, ServerLoadResult } from './server-load.ts';
import { count, kb, mb, ms, ratio } from './stats.ts';

const errorsText = (errors: Record<string, number>) =>
  Object.entries(errors)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ') || '0 errors';
const failed = (run: LoadRun) => (run.errors + run.non2xx ? `${run.errors} errors, ${run.non2xx} non-2xx` : '0 errors');
const streams = (run: LoadRun & { tokensPerSecond: number }) =>
  `${run.requestsPerSecond.toFixed(1)} recipes/s (${count(run.tokensPerSecond)} tokens/s) · p99 ${ms(run.latency.p99, 0)}`;

export function serverSection(result: ServerLoadResult): Section {
  const { firstToken: ft, health, bareNode, recipeStreams, modelStreams, idleMemory: idle } = result;
  const { healthOverBare: overBare, recipeOverModel: overModel } = result;
  const theirs = result.peer?.overModel ?? Number.NaN;
  const relayBudget = within(
    'relayThroughputOverPeer',
    `≥ the AI SDK relay's ${result.peer ? ratio(theirs) : '(not measured)'}`,
    overModel >= theirs * BUDGETS.relayThroughputOverPeer,
  );
  const load = (run: LoadRun) =>
    `${count(run.requestsPerSecond)} req/s · latency p50 ${ms(run.latency.p50, 0)}, p99 ${ms(run.latency.p99, 0)} · ${failed(run)}`;
  const peak = (run: LoadRun, key: 'rss' | 'heapUsed') => mb(run.serverPeak?.[key] ?? Number.NaN);
  const body = Number.isFinite(bareNode.bodyBytes) ? ` (${count(bareNode.bodyBytes)} bytes)` : '';
  return {
    title: 'Server',
    rows: [
      row(`First token from the model directly, p50 / p99 (${ft.model.n} requests)`, pair(ft.model.p50, ft.model.p99)),
      row('First token through POST /api/recipe, p50 / p99', pair(ft.server.p50, ft.server.p99)),
      row('Added by the server, p50 / p99', `${signed(ft.addedP50Ms)} / ${signed(ft.addedP99Ms)} (p50 ratio ${ratio(ft.ratioP50)})`),
      row(`GET /api/health, ${health.connections} connections`, load(health)),
      row(`Bare node:http server answering the same body${body}, same load`, load(bareNode)),
      row(
        'GET /api/health / bare node:http throughput (median of the rounds)',
        ratio(overBare),
        atLeast('healthOverBareNode', overBare, BUDGETS.healthOverBareNode),
      ),
      row(
        `Recipe streams through the server, ${recipeStreams.connections} connections`,
        `${streams(recipeStreams)} · ${failed(recipeStreams)}`,
      ),
      row('The same streams straight from the model', streams(modelStreams)),
      row('Relay throughput, server / model direct (median of the rounds)', ratio(overModel), relayBudget),
      row(
        'Server memory: idle → peak under health load → peak under stream load',
        `RSS ${mb(idle.rss)} → ${peak(health, 'rss')} → ${peak(recipeStreams, 'rss')} · heap ${mb(idle.heapUsed)} → ${peak(health, 'heapUsed')} → ${peak(recipeStreams, 'heapUsed')}`,
      ),
    ],
    notes: [
      'The app server (server/node-server.ts), the fake model and a bare node:http server (a target of bench/server-process.ts, answering every request with the body and content type /api/health sent, and nothing else) each run in their own process; load comes from another (autocannon in bench/load-worker.ts).',
      'First token: the direct call uses @huggingface/inference, as the server does; the fake sends its first token at once, then 100 tok/s.',
      `Stream load: the fake writes the whole 1,024-token recipe at once, so the numbers are the server's own relaying cost. Each comparison alternates the two loads ${health.rounds} times, ${(health.seconds / health.rounds).toFixed(0)} s each; rates and latencies are medians over the rounds, and each ratio is the median of the rounds' ratios (server ÷ the reference measured right after it).`,
    ],
  };
}

export function scaleOutSection(result: ScaleOutResult): Section {
  const { limiter, firstToken: ft, health, recipeStreams: streams } = result;
  if (result.skipped || !limiter || !ft || !health || !streams) {
    const why = `not measured: ${result.skipped ?? 'no result'}`;
    return { title: 'Scale-out', rows: [row('Redis limits, two instances behind nginx', why)], notes: [] };
  }
  const rate = (run: LoadRun, unit: string, digits: number) =>
    `${run.requestsPerSecond.toFixed(digits)} ${unit} (p99 ${ms(run.latency.p99, 0)}${run.errors + run.non2xx ? `, ${failed(run)}` : ''})`;
  const ratios = (runs: Record<Target, LoadRun>) =>
    `${ratio(runs.nginxTwo.requestsPerSecond / runs.nginxOne.requestsPerSecond)} / ${ratio(runs.nginxTwo.requestsPerSecond / runs.one.requestsPerSecond)}`;
  const threeWays = (load: string, name: string, runs: Record<Target, LoadRun>, unit: string, digits = 0) => [
    row(
      `${load}, ${runs.one.connections} connections: one instance · nginx → one · nginx → two`,
      [runs.one, runs.nginxOne, runs.nginxTwo].map((run) => rate(run, unit, digits)).join(' · '),
    ),
    row(`${name} throughput, two instances behind nginx / one behind nginx / one alone`, ratios(runs)),
  ];
  return {
    title: 'Scale-out',
    rows: [
      row(
        `Limiter work per recipe request, memory vs Redis, p50 / p99 (${limiter.memory.n} each)`,
        `${pair(limiter.memory.p50, limiter.memory.p99, 3)} vs ${pair(limiter.redis.p50, limiter.redis.p99, 3)} (Redis adds ${signed(limiter.redis.p50 - limiter.memory.p50, 2)} at p50)`,
      ),
      row(
        `First token through POST /api/recipe, p50 / p99 (${ft.memory.n} each): memory limits · Redis limits · two instances behind nginx`,
        `${pair(ft.memory.p50, ft.memory.p99)} · ${pair(ft.redis.p50, ft.redis.p99)} · ${pair(ft.nginxTwo.p50, ft.nginxTwo.p99)} (nginx and Redis add ${signed(ft.nginxTwo.p50 - ft.memory.p50)} at p50)`,
      ),
      ...threeWays('GET /api/health', 'Health', health, 'req/s'),
      ...threeWays('Recipe streams', 'Stream', streams, 'recipes/s', 1),
    ],
    notes: [
      'Every instance here counts its limits in one redis-server (REDIS_URL) and runs in a process of its own; nginx runs deploy/nginx.conf (no upstream keepalive: a fresh loopback connection per request) with one worker process per core. "One instance" is one of the two, called directly.',
      'Limiter work: a request point taken, a stream slot taken and given back, as one recipe request does, timed in the benchmark process against memoryLimiters and redisLimiters (rate-limiter-flexible, ioredis) over loopback.',
      `On ${result.cores} cores the two instances share the CPU with nginx, the fake model and the load generator: the ratio shows what a second process buys on this machine, not on a machine with a core per instance. Each load alternates the three targets ${health.one.rounds} times, ${(health.one.seconds / health.one.rounds).toFixed(0)} s each; rates and latencies are medians over the rounds.`,
    ],
  };
}

export function abuseSection(levels: ConcurrencyLevel[], loris: LorisResult | undefined, fileLimit: number): Section {
  const rows = levels.flatMap((level) => levelRows(level));
  const notes = [
    `Streams are opened all at once from the load-generator process (after a warm-up of 100 to each target), first straight on the fake model, then through the server; the fake streams ${HELD_STREAM_RATE} tok/s to each, and they are held ${HOLD_SECONDS} s. Memory is read after a full GC (node --expose-gc). ulimit -n: ${fileLimit}. Rate limits raised for the test (RATE_LIMIT_PER_MINUTE, maxStreams, maxStreamsPerClient).`,
  ];
  if (loris) {
    const { report: r, baseline: before, underAttack: during } = loris;
    const [life, answers] = [r.lifetimeMs, Object.entries(r.answers).map(([line, n]) => `${n}× "${line}"`)];
    const cut = r.cutByServer ? `, after ${seconds(life.min)} to ${seconds(life.max)} (p50 ${seconds(life.p50)})` : '';
    rows.push(
      row(
        `GET /api/health p99: alone → with ${loris.sockets} slow-loris sockets`,
        `${ms(before.health.p99, 2)} → ${ms(during.health.p99, 2)} (${ratio(loris.healthP99Ratio)}; p50 ${ms(before.health.p50, 2)} → ${ms(during.health.p50, 2)})`,
      ),
      row(
        'Recipe first token p99: alone → with the slow-loris sockets',
        `${ms(before.firstToken.p99)} → ${ms(during.firstToken.p99)} (${ratio(loris.firstTokenP99Ratio)})`,
      ),
      row(
        'Slow-loris sockets cut by the server',
        `${count(r.cutByServer)} / ${count(r.connected)} within ${seconds(loris.waitedMs)}${cut}${answers.length ? ` · ${answers.join(', ')}` : ''}${Object.keys(r.failed).length ? ` · connect failures: ${errorsText(r.failed)}` : ''}`,
      ),
    );
    notes.push(
      `Slow loris: each socket sends a request line and then one header line every ${seconds(loris.lineEveryMs)}, never finishing, against a freshly started server (headersTimeout 10 s by default, enforced by Node on each connectionsCheckingInterval tick). Legitimate requests are sequential, from the benchmark process.`,
    );
  }
  return { title: 'Abuse', rows, notes };
}

/** The rows of one number of concurrent streams; at BUDGETS.concurrentStreams, all served, adding no more than the AI SDK relay. */
function levelRows(level: ConcurrencyLevel): Row[] {
  const n = count(level.streams);
  const budgeted = level.streams === BUDGETS.concurrentStreams;
  const allServed = (got: number) => (budgeted ? within('concurrentStreams', `all ${n}`, got >= level.streams) : undefined);
  if (level.skipped || !level.server || !level.model) {
    return [row(`${n} streams through one process: got a first token`, `not attempted: ${level.skipped ?? 'no result'}`, allServed(0))];
  }
  const { server, model } = level;
  const { open, close } = server;
  const [p50, p99] = [level.addedFirstTokenP50Ms ?? Number.NaN, level.addedFirstTokenP99Ms ?? Number.NaN];
  const peer = level.peer?.open.firstTokenMs;
  const limit50 = (peer?.p50 ?? Number.NaN) - model.open.firstTokenMs.p50;
  const limit99 = (peer?.p99 ?? Number.NaN) - model.open.firstTokenMs.p99;
  const limit = peer ? `the AI SDK relay's ${signed(limit50, 0)} / ${signed(limit99, 0)}` : 'the AI SDK relay (not measured)';
  const added = within('concurrentStreams', `added ≤ ${limit}`, p50 <= limit50 && p99 <= limit99);
  const delivered = level.deliveredShare ?? 0;
  return [
    row(
      `${n} streams through one process: got a first token`,
      `${count(open.withFirstToken)} of ${n}, ${count(close.alive)} alive after ${close.holdSeconds.toFixed(1)} s · ${errorsText({ ...open.errors, ...close.errors })} (model direct: ${count(model.close.alive)} alive, ${errorsText(model.close.errors)})`,
      allServed(open.withFirstToken),
    ),
    row(
      `${n} streams: first token p50 / p99, server vs model (added: server − model direct, at each percentile)`,
      `${pair(open.firstTokenMs.p50, open.firstTokenMs.p99, 0)} vs ${pair(model.open.firstTokenMs.p50, model.open.firstTokenMs.p99, 0)} (added ${signed(p50, 0)} / ${signed(p99, 0)})`,
      budgeted ? added : undefined,
    ),
    row(
      `${n} streams: server memory per open stream`,
      `heap ${kb(server.heapPerStream)} · RSS ${server.rssPerStream > 0 ? kb(server.rssPerStream) : 'n/a (RSS fell after the GC)'} (RSS ${mb(server.memoryHeld.rss)} held, ${count(server.connections)} sockets)`,
    ),
    row(
      `${n} streams: tokens delivered while held`,
      `${(delivered * 100).toFixed(0)}% of the ${count(level.streams * HELD_STREAM_RATE)}/s the model sent${delivered >= 1.005 ? ' (over 100%: a backlog from the opening burst was read during the hold)' : ''}`,
    ),
  ];
}

/** Ours beside the AI SDK relay (bench/peers/), under the same loads in the same run, with ours ÷ theirs. */
export function peersSection(server: ServerLoadResult | undefined, levels: ConcurrencyLevel[]): Section {
  const times = (a: number, b: number) => (a > 0 && b > 0 ? ratio(a / b) : '—');
  const vs = (metric: string, ours: string, theirs: string, oursOverTheirs: string) =>
    row(metric, ours, undefined, [theirs, oursOverTheirs]);
  const rows: Row[] = [];
  if (server?.peer) {
    const [ours, theirs] = [server.recipeStreams, server.peer.streams];
    const rate = (run: LoadRun, overModel: number) =>
      `${run.requestsPerSecond.toFixed(1)} recipes/s (${ratio(overModel)} the model direct)`;
    const [ourRate, theirRate] = [rate(ours, server.recipeOverModel), rate(theirs, server.peer.overModel)];
    const oursOverTheirs = times(ours.requestsPerSecond, theirs.requestsPerSecond);
    rows.push(vs(`Recipe streams, ${ours.connections} connections`, ourRate, theirRate, oursOverTheirs));
    const [mine, their] = [server.firstToken, server.peer.firstToken];
    if (their) {
      const added = (ft: typeof mine) => `${signed(ft.addedP50Ms)} / ${signed(ft.addedP99Ms)}`;
      const metric = `One request at a time (${mine.model.n} pairs with the model direct): first token added, p50 / p99`;
      rows.push(vs(metric, added(mine), added(their), `p50 ${times(mine.addedP50Ms, their.addedP50Ms)}`));
    }
  }
  for (const { streams, server: ours, peer, model } of levels) {
    if (!ours || !peer || !model) continue;
    const [n, first] = [count(streams), model.open.firstTokenMs];
    const added = (held: Held) =>
      `${signed(held.open.firstTokenMs.p50 - first.p50, 0)} / ${signed(held.open.firstTokenMs.p99 - first.p99, 0)}`;
    const p99 = (held: Held) => held.open.firstTokenMs.p99 - first.p99;
    const got = (held: Held) => `${count(held.open.withFirstToken)} of ${n}`;
    const at = (what: string, value: (held: Held) => string, oursOverTheirs: string) =>
      vs(`${n} streams at once: ${what}`, value(ours), value(peer), oursOverTheirs);
    rows.push(
      at('got a first token', got, times(ours.open.withFirstToken, peer.open.withFirstToken)),
      at('first token added, p50 / p99 (over the model direct)', added, `p99 ${times(p99(ours), p99(peer))}`),
      at('heap per open stream', (held) => kb(held.heapPerStream), times(ours.heapPerStream, peer.heapPerStream)),
      at(
        'RSS per open stream',
        (held) => (held.rssPerStream > 0 ? kb(held.rssPerStream) : 'n/a'),
        times(ours.rssPerStream, peer.rssPerStream),
      ),
    );
  }
  if (rows.length === 0) rows.push(row('The AI SDK relay', 'not measured in this run'));
  return {
    title: 'Peers',
    columns: ['Pantry Chef server', 'AI SDK relay', 'Ours / AI SDK'],
    rows,
    notes: [
      "The AI SDK relay (bench/peers/ai-sdk-relay.ts) is the recipe relay as an app on the Vercel AI SDK writes it: ai 6's streamText with @ai-sdk/openai-compatible pointed at the same fake model, the same prompt, toTextStreamResponse() on Hono and @hono/node-server with Node's defaults, in a process of its own. It sends plain text and checks nothing; ours validates, limits, sets its security headers and sends typed events.",
      'Each load runs on ours, then on the peer, in the same run: the stream load alternates each with the model direct (the ratio is the median of the rounds), the bursts open the streams at once and hold them as in Abuse, after the same warm-up.',
    ],
  };
}

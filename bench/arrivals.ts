/**
 * Cooks as they really come: three hundred arriving over ten seconds (a Poisson process, the same
 * seeded times for every target), each reading a 600-token recipe that the fake model writes at
 * 40 tokens a second, to the end. The same arrivals go straight to the fake model (the reference),
 * through our server, and through the AI SDK relay (bench/peers/), one after the other; each
 * reports its first tokens, the gaps between the pieces of text, how many streams completed, and
 * the CPU each process used meanwhile, so that a slow figure says whether the relay or the machine
 * was short.
 */

import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { feasibleStreams, type Relay, type RelayLoad } from './abuse.ts';
import type { ArrivalsRun, Target } from './arrivals-client.ts';
import { cpuSecondsFromStat, peakOpen, poissonArrivals } from './arrivals-stats.ts';
import { LONG_RECIPE, tokenize } from '../fake-model/recipes.ts';
import { MODEL_BODY, RECIPE_BODY } from './server-load.ts';
import { sleep } from './stats.ts';

export type ArrivalsPlan = {
  cooks: number;
  overSeconds: number;
  tokensPerSecond: number;
  tokens: number;
  seed: number;
  /** Cooks sent to each target first, at full speed and not measured, so that no code path is cold. */
  warmUpCooks: number;
  /** A larger load through our server alone, shown without a budget with the cores it needs (it needs more than this machine has). */
  largeCooks: number;
};

type Cpu = { fake: number; generator: number; relay?: number };

/** One target's run, with the CPU each process used during it (in cores: CPU seconds ÷ wall seconds). */
export type ArrivalsTarget = {
  run: ArrivalsRun;
  cores: Cpu;
  /** Tokens the fake sent during the run, and each process's CPU time per token, in µs. */
  tokens: number;
  cpuPerToken: Cpu;
  /** The relay process's highest RSS and heap during the run (bench/server-process.ts `peak`). */
  peak?: { rss: number; heapUsed: number };
};

export type Added = { firstTokenP50Ms: number; firstTokenP99Ms: number; gapP99Ms: number };

export type ArrivalsResult = {
  plan: ArrivalsPlan;
  /** Cooks sent: the plan's, unless the open-file limit allows fewer (then `capped` says why). */
  cooks: number;
  capped?: string;
  /** The most streams open at once by the schedule, each lasting its nominal length. */
  peakStreams: number;
  /** The cores of the machine, which the relay, the fake and the generator share. */
  machineCores: number;
  model: ArrivalsTarget;
  server: ArrivalsTarget;
  peer?: ArrivalsTarget;
  /**
   * The inference client alone in a relay's process (bench/server-process.ts clientFloor), reading
   * `streams` streams at the plan's rate: its CPU per piece of text, the floor under any relay built on it.
   */
  clientFloor?: { streams: number; pieces: number; cpuPerPieceUs: number };
  /** Through the server, over the model direct, at the same percentile. */
  added: Added;
  peerAdded?: Added;
  /** `largeCooks` on the same terms through our server alone, after the others. */
  large?: { cooks: number; peakStreams: number; server: ArrivalsTarget };
};

/** The cores the processes of a run would need at the peak, at the CPU per token they used: µs × tokens per second. */
export function coresAtPeak(target: ArrivalsTarget, peakStreams: number, tokensPerSecond: number): number {
  const { fake, generator, relay = 0 } = target.cpuPerToken;
  return ((fake + generator + relay) * peakStreams * tokensPerSecond) / 1e6;
}

/** Over the model direct, at the same percentile: server − direct. */
export function addedOver(model: ArrivalsRun, relayed: ArrivalsRun): Added {
  return {
    firstTokenP50Ms: relayed.firstTokenMs.p50 - model.firstTokenMs.p50,
    firstTokenP99Ms: relayed.firstTokenMs.p99 - model.firstTokenMs.p99,
    gapP99Ms: relayed.gapMs.p99 - model.gapMs.p99,
  };
}

const cpuSeconds = (pid: number) => cpuSecondsFromStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));

export async function measureArrivals(options: RelayLoad & { plan: ArrivalsPlan }): Promise<ArrivalsResult> {
  const { plan, fake, worker } = options;
  const cooks = Math.min(plan.cooks, feasibleStreams(options.fileLimit));
  const capped = cooks < plan.cooks ? `ulimit -n is ${options.fileLimit}: at most ${cooks} streams fit` : undefined;
  const recipe = tokenize(LONG_RECIPE).slice(0, plan.tokens).join('');
  const expectBytes = Buffer.byteLength(recipe);
  const streamMs = ((plan.tokens - 1) / plan.tokensPerSecond) * 1000;
  const giveUpMs = streamMs + 15_000;
  const targets: { name: string; url: string; body: string; target: Target; relay?: Relay }[] = [
    { name: 'model', url: `${options.fakeUrl}/chat/completions`, body: MODEL_BODY, target: 'fake' },
    ...[options.ours, ...(options.peer ? [options.peer] : [])].map((relay) => ({
      name: relay.name,
      url: `${relay.url}/api/recipe`,
      body: RECIPE_BODY,
      target: relay.target,
      relay,
    })),
  ];
  const send = (target: (typeof targets)[number], offsetsMs: number[]) =>
    worker.call(
      'arrivals',
      { url: target.url, body: target.body, target: target.target, offsetsMs, expectBytes, giveUpMs },
      plan.overSeconds * 1000 + giveUpMs + 30_000,
    );

  // Warm-up: the whole recipe at once, a few cooks to each target.
  await fake.call('streamLongRecipe', { tokensPerSecond: 0, tokens: plan.tokens });
  for (const target of targets) await send(target, poissonArrivals(plan.warmUpCooks, 0.5, plan.seed + 1));
  await fake.call('forget');

  const tokens = await fake.call('streamLongRecipe', { tokensPerSecond: plan.tokensPerSecond, tokens: plan.tokens });
  if (tokens !== plan.tokens) throw new Error(`the fake streams ${tokens} tokens, not ${plan.tokens}`);
  const offsetsMs = poissonArrivals(cooks, plan.overSeconds, plan.seed);
  const measure = async (target: (typeof targets)[number], offsetsMs: number[]): Promise<ArrivalsTarget> => {
    await sleep(1_000);
    const pids = { fake: fake.pid, generator: worker.pid, ...(target.relay ? { relay: target.relay.helper.pid } : {}) };
    const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid)]));
    await target.relay?.helper.call('peak');
    const mark = await fake.call('mark');
    const began = performance.now();
    const run = await send(target, offsetsMs);
    const seconds = (performance.now() - began) / 1000;
    const peak = await target.relay?.helper.call('peak');
    const tokens = await fake.call('tokensSent', { since: mark });
    const used = Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid) - before[name]!] as const);
    const cores = Object.fromEntries(used.map(([name, cpu]) => [name, cpu / seconds])) as Cpu;
    const cpuPerToken = Object.fromEntries(used.map(([name, cpu]) => [name, (cpu / tokens) * 1e6])) as Cpu;
    await fake.call('forget');
    return { run, cores, tokens, cpuPerToken, peak };
  };
  const measured: ArrivalsTarget[] = [];
  for (const target of targets) measured.push(await measure(target, offsetsMs));
  const [model, server, peer] = measured as [ArrivalsTarget, ArrivalsTarget, ArrivalsTarget?];
  const largeCooks = Math.min(plan.largeCooks, feasibleStreams(options.fileLimit));
  const largeOffsets = poissonArrivals(largeCooks, plan.overSeconds, plan.seed);
  await fake.call('streamLongRecipe', { tokensPerSecond: plan.tokensPerSecond, tokens: plan.tokens });
  const large = { cooks: largeCooks, peakStreams: peakOpen(largeOffsets, streamMs), server: await measure(targets[1]!, largeOffsets) };
  // The client's floor, paced as the arrivals are but shorter (a fifth of the cooks, 100 tokens each), in our relay's process.
  await fake.call('streamLongRecipe', { tokensPerSecond: plan.tokensPerSecond, tokens: Math.min(plan.tokens, 100) });
  const clientFloor = await options.ours.helper.call('clientFloor', { baseUrl: options.fakeUrl, streams: Math.ceil(cooks / 5) }, 60_000);
  await fake.call('forget');
  return {
    plan,
    cooks,
    capped,
    peakStreams: peakOpen(offsetsMs, streamMs),
    machineCores: availableParallelism(),
    model,
    server,
    peer,
    clientFloor,
    added: addedOver(model.run, server.run),
    peerAdded: peer && addedOver(model.run, peer.run),
    large,
  };
}

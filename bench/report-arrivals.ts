/** The arrivals load (bench/arrivals.ts) as rows: its own section, and its rows beside the AI SDK relay in Peers. */

import { coresAtPeak, type Added, type ArrivalsResult, type ArrivalsTarget } from './arrivals.ts';
import { BUDGETS } from './budgets.ts';
import { atMost, pair, row, signed, within, type Row, type Section } from './report.ts';
import { count, mb, ms, ratio } from './stats.ts';

const errorsText = (errors: Record<string, number>) =>
  Object.entries(errors)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ') || '0 errors';
const completed = ({ run }: ArrivalsTarget) => `${count(run.completed)} of ${count(run.cooks)}`;
const cores = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? 'n/a' : value.toFixed(2));
const load = ({ cores: c }: ArrivalsTarget) =>
  [...(c.relay === undefined ? [] : [`relay ${cores(c.relay)}`]), `fake ${cores(c.fake)}`, `generator ${cores(c.generator)}`].join(' · ');
const perToken = ({ cpuPerToken: c }: ArrivalsTarget) =>
  [
    ...(c.relay === undefined ? [] : [`relay ${c.relay.toFixed(0)}`]),
    `fake ${c.fake.toFixed(0)}`,
    `generator ${c.generator.toFixed(0)}`,
  ].join(' · ');
const peak = (target: ArrivalsTarget) => (target.peak ? `RSS ${mb(target.peak.rss)} · heap ${mb(target.peak.heapUsed)}` : 'n/a');
const addedFirst = (added: Added) => `${signed(added.firstTokenP50Ms, 0)} / ${signed(added.firstTokenP99Ms, 0)}`;

/** What the plan says in words: "1,000 cooks over 10 s (Poisson arrivals), 600 tokens at 40 tok/s". */
function describeArrivals({ plan, cooks }: ArrivalsResult): string {
  return `${count(cooks)} cooks over ${plan.overSeconds} s (Poisson arrivals), ${count(plan.tokens)} tokens at ${plan.tokensPerSecond} tok/s`;
}

export function arrivalsSection(result: ArrivalsResult): Section {
  const { model, server, added, peerAdded, plan, clientFloor, large } = result;
  const budget = BUDGETS.arrivals;
  // Each figure within its budget and at most what the AI SDK relay adds in the same run; no peer figure, no pass.
  const held = (ours: number, limit: number, theirs: number | undefined) =>
    Number.isFinite(ours) && ours <= limit && theirs !== undefined && ours <= theirs;
  const relay = peerAdded ? ` and ≤ the AI SDK relay's` : ' and ≤ the AI SDK relay (not measured)';
  const firstBudget = within(
    'arrivals',
    `added ≤ +${budget.addedFirstTokenP50Ms} ms / +${budget.addedFirstTokenP99Ms} ms${relay}`,
    held(added.firstTokenP50Ms, budget.addedFirstTokenP50Ms, peerAdded?.firstTokenP50Ms) &&
      held(added.firstTokenP99Ms, budget.addedFirstTokenP99Ms, peerAdded?.firstTokenP99Ms),
  );
  const gapBudget = within(
    'arrivals',
    `added p99 ≤ +${budget.addedGapP99Ms} ms${relay}`,
    held(added.gapP99Ms, budget.addedGapP99Ms, peerAdded?.gapP99Ms),
  );
  const stream = (target: ArrivalsTarget) =>
    `${completed(target)} (${errorsText(target.run.errors)}, last ended after ${(target.run.wallMs / 1000).toFixed(1)} s)`;
  const gaps = (target: ArrivalsTarget) => pair(target.run.gapMs.p50, target.run.gapMs.p99, 1);
  const generator = (target: ArrivalsTarget) =>
    `sent late p99 ${ms(target.run.sendLateMs.p99, 1)}, event-loop delay p99 ${ms(target.run.loopDelayMs.p99, 1)}`;
  const need = (target: ArrivalsTarget, peakStreams: number) => {
    const relayAlone = ((target.cpuPerToken.relay ?? Number.NaN) * peakStreams * plan.tokensPerSecond) / 1e6;
    return `${cores(coresAtPeak(target, peakStreams, plan.tokensPerSecond))} of the machine's ${result.machineCores} (the relay alone ${cores(relayAlone)}, on one event loop)`;
  };
  const relayCpu = server.cpuPerToken.relay ?? Number.NaN;
  const floor = clientFloor?.cpuPerPieceUs ?? Number.NaN;
  return {
    title: 'Arrivals',
    rows: [
      row(
        `${describeArrivals(result)}: streams completed through the server`,
        `${stream(server)} · model direct ${completed(model)} (${errorsText(model.run.errors)})`,
        within('arrivals', `all ${count(plan.cooks)}`, server.run.completed >= plan.cooks),
      ),
      row(
        'First token p50 / p99, server vs model direct (added: server − model direct, at each percentile)',
        `${pair(server.run.firstTokenMs.p50, server.run.firstTokenMs.p99, 0)} vs ${pair(model.run.firstTokenMs.p50, model.run.firstTokenMs.p99, 0)} (added ${addedFirst(added)}; the AI SDK relay ${peerAdded ? addedFirst(peerAdded) : 'not measured'})`,
        firstBudget,
      ),
      row(
        'Gap between pieces of text p50 / p99, server vs model direct (added at p99)',
        `${gaps(server)} vs ${gaps(model)} (added ${signed(added.gapP99Ms, 1)}, the AI SDK relay ${peerAdded ? signed(peerAdded.gapP99Ms, 1) : 'not measured'}; ${count(server.run.gapMs.n)} vs ${count(model.run.gapMs.n)} gaps)`,
        gapBudget,
      ),
      row('CPU per token, µs: through the server · model direct', `${perToken(server)} · ${perToken(model)}`),
      row(
        "The relay's CPU per token over the inference client's own (no relay, same run: the floor under a relay that keeps the client)",
        `${relayCpu.toFixed(0)} µs / ${floor.toFixed(0)} µs = ${ratio(relayCpu / floor)}${clientFloor ? ` (client: ${count(clientFloor.streams)} streams at ${plan.tokensPerSecond} tok/s)` : ' (client floor not measured)'}`,
        atMost('relayCpuOverClientFloor', `≤ ${ratio(BUDGETS.relayCpuOverClientFloor)}`, relayCpu / floor, BUDGETS.relayCpuOverClientFloor),
      ),
      row(
        `At those costs, ${count(result.peakStreams)} streams open at once × ${plan.tokensPerSecond} tok/s need, in cores`,
        `${need(server, result.peakStreams)} · used on average: ${load(server)} · model direct ${load(model)}`,
      ),
      row('Server memory peak during the arrivals', peak(server)),
      row('Load generator: through the server · model direct', `${generator(server)} · ${generator(model)}`),
      ...(large
        ? [
            row(
              `${count(large.cooks)} cooks on the same terms through the server (no budget: more than one event loop here)`,
              `${completed(large.server)} completed · first token p50 / p99 ${pair(large.server.run.firstTokenMs.p50, large.server.run.firstTokenMs.p99, 0)} · gap p99 ${ms(large.server.run.gapMs.p99, 1)} · ${count(large.peakStreams)} streams open at once need ${need(large.server, large.peakStreams)} · used on average ${load(large.server)}`,
            ),
          ]
        : []),
      ...(result.capped ? [row('Fewer cooks than planned', result.capped)] : []),
    ],
    notes: [
      `Each cook posts at its time, one connection each, from the load-generator process (node:http, bench/arrivals-client.ts), and reads its recipe to the end: a Poisson process (exponential gaps between cooks, seed ${plan.seed}), the same times for the model direct, the server and the AI SDK relay, run one after the other after ${plan.warmUpCooks} unmeasured cooks to each. The fake writes the first ${count(plan.tokens)} tokens of LONG_RECIPE at ${plan.tokensPerSecond} tok/s, one token per write, so a stream lasts about ${((plan.tokens - 1) / plan.tokensPerSecond).toFixed(0)} s and up to ${count(result.peakStreams)} are open at once.`,
      "First token: from sending the request to the first read carrying text. Gap: the time between two reads carrying text in one stream, pooled over every stream; pieces parsed from one socket read (less than 1 ms apart) count as one read, so a relay that falls behind and sends several tokens at once shows fewer, longer gaps. Complete: the stream ended as a whole recipe does (the fake's [DONE], our `event: done`, every byte of the peer's text) with no error, within 15 s past its nominal length.",
      "CPU: each process's user + system time during the run (/proc/<pid>/stat), per token the fake sent, and over the run's wall time (cores used on average). The peak's need is the three processes' CPU per token times the tokens per second of the streams open at once: above the machine's cores, no relay could keep pace on this machine, and the figures above show the machine, not the relay, falling behind; cores used far below the need mean other work held them. The relay runs its streams on one event loop: above 1 core at the peak (its garbage collector's threads aside, which this CPU time includes) it cannot keep pace on any machine. Sent late: how far behind its schedule the generator sent; event-loop delay: how late its timers and reads ran.",
      "The inference client alone: @huggingface/inference reading a fifth of the cooks' streams at once (100 tokens each, at the same rate) in the relay's process, relaying nothing; its CPU per piece of text is the floor under a relay that keeps the client, and times the peak's tokens per second it is the share of one event loop the client alone would need.",
    ],
  };
}

/** The arrivals rows of the Peers table: ours, the AI SDK relay, ours ÷ theirs. */
export function arrivalsPeerRows(result: ArrivalsResult | undefined): Row[] {
  if (!result?.peer || !result.peerAdded) return [];
  const { server: ours, peer: theirs, added, peerAdded } = result;
  const times = (a: number, b: number) => (a > 0 && b > 0 ? ratio(a / b) : '—');
  const vs = (metric: string, a: string, b: string, oursOverTheirs: string) =>
    row(`${describeArrivals(result)}: ${metric}`, a, undefined, [b, oursOverTheirs]);
  return [
    vs('completed', completed(ours), completed(theirs), times(ours.run.completed, theirs.run.completed)),
    vs(
      'first token added, p50 / p99 (over the model direct)',
      addedFirst(added),
      addedFirst(peerAdded),
      `p99 ${times(added.firstTokenP99Ms, peerAdded.firstTokenP99Ms)}`,
    ),
    vs(
      'gap between pieces of text added, p99',
      signed(added.gapP99Ms, 1),
      signed(peerAdded.gapP99Ms, 1),
      times(added.gapP99Ms, peerAdded.gapP99Ms),
    ),
    vs(
      'relay CPU per token',
      `${(ours.cpuPerToken.relay ?? Number.NaN).toFixed(0)} µs`,
      `${(theirs.cpuPerToken.relay ?? Number.NaN).toFixed(0)} µs`,
      times(ours.cpuPerToken.relay ?? 0, theirs.cpuPerToken.relay ?? 0),
    ),
    vs(
      'relay memory peak (RSS)',
      ours.peak ? mb(ours.peak.rss) : 'n/a',
      theirs.peak ? mb(theirs.peak.rss) : 'n/a',
      times(ours.peak?.rss ?? 0, theirs.peak?.rss ?? 0),
    ),
  ];
}

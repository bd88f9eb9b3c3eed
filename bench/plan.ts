/** What `npm run bench` measures, and how much of it: every knob in one place. Its budget is 8 minutes on two cores (docs/performance.md). */

import type { ArrivalsPlan, BurstsPlan } from './load.ts';
import type { FeaturesPlan } from './features.ts';
import type { Preset } from './browser.ts';
import type { RendererPeer } from './peers/renderer-peers.ts';

export const PLAN = {
  /** Preset, page language, runs: mobile carries the budgets (in English and Spanish), FCP and LCP with room to spare; desktop is shown. */
  lighthouseRuns: [
    ['mobile', 'en', 1],
    ['mobile', 'es', 1],
    ['desktop', 'en', 1],
  ] as [Preset, string, number][],
  /** The first word at 100 tok/s: five runs for the budgeted median; direct mode and slow 4G are shown, once each. */
  streaming: { tokensPerSecond: 100, runs: 5, directRuns: 1, slowNetworkRuns: 1 },
  /** A slower rate (20 tok/s) added nothing the 100 tok/s run does not show: per frame, not per token, is what costs. */
  renderRates: [100, 500],
  /** A phone is slower than this machine: 100 tok/s with the CPU throttled as Lighthouse's mobile preset does, ours' runs among the renderers'. */
  renderThrottled: { tokensPerSecond: 100, cpuSlowdown: 4 },
  renderMaxSeconds: 60,
  /** The card's renderer beside these (bench/peers/markdown-*.ts), interleaved this many rounds, each run the recipe's first 320 tokens. */
  rendererPeers: ['react-markdown', 'streamdown'] as RendererPeer[],
  rendererRounds: 3,
  rendererTokens: 320,
  /** The newer features (bench/features.ts); the change's, the photo's and the language switch's budgets have room to spare. */
  features: {
    change: { tokensPerSecond: 100, runs: 3 },
    photo: { width: 4000, height: 3000, cpuSlowdown: 4, runs: 2 },
    nutrition: { computeRuns: 300, panelRuns: 2, cpuSlowdown: 4, tokensPerSecond: 100 },
    languageSwitch: { language: 'es', runs: 2 },
    safetyCheckRuns: 50,
  } satisfies FeaturesPlan,
  /** First tokens one at a time (model direct, ours, the AI SDK relay in turn), and loads of `seconds` interleaved over `rounds`. */
  server: { pairs: 100, rounds: 3, seconds: 1.5 },
  /** Nothing here is budgeted: one round of each load. */
  scaleOut: { limiterSamples: 2_000, firstTokens: 50, rounds: 1, seconds: 1.5 },
  /** Streams opened at once, held `holdSeconds` at `tokensPerSecond` each; the budgeted level (BUDGETS.concurrentStreams) interleaved `rounds` times. */
  bursts: { levels: [100, 500, 1_000], rounds: 3, tokensPerSecond: 10, holdSeconds: 2, firstTextWithinMs: 10_000 } satisfies BurstsPlan,
  /**
   * Cooks as they really come (load.ts `measureArrivals`), then 1,000 through ours. 400 tokens: a 10-s stream, so all 300 are open
   * around the tenth second. Ours on either side of the AI SDK relay, whose one run costs 35 s and adds a hundred times what ours does;
   * the model direct, the reference, first.
   */
  arrivals: {
    cooks: 300,
    overSeconds: 10,
    tokensPerSecond: 40,
    tokens: 400,
    seed: 2026,
    order: ['model', 'ours', 'peer', 'ours'],
    warmUpCooks: 50,
    largeCooks: 1_000,
  } satisfies ArrivalsPlan,
  loris: { sockets: 500, lineEveryMs: 2_000, maxWaitMs: 45_000 },
  /** Nothing may run longer than this (on a busy machine too, so that the report says how long it took): the benchmark stops itself. */
  hardLimitMs: 20 * 60_000,
};

import type { FeaturesPlan } from './features.ts';

/** What `npm run bench` measures, and how much of it: every knob in one place. */

import type { RendererPeer } from './peers/renderer-peers.ts';
import type { Preset } from './lighthouse.ts';

/** The whole run takes about seven and a half minutes on two cores; its budget is 8 (docs/performance.md). */
export const PLAN = {
  /** Preset, page language, runs: mobile carries the budgets that must hold in every run (issue 29: in English and Spanish); desktop is shown for comparison. */
  lighthouseRuns: [
    ['mobile', 'en', 2],
    ['mobile', 'es', 1],
    ['desktop', 'en', 1],
  ] as [Preset, string, number][],
  firstWordRuns: 5,
  directFirstWordRuns: 2,
  slowNetworkRuns: 1,
  streamRate: 100,
  /** A slower rate (20 tok/s, 50 s a run) added nothing the 100 tok/s run does not show: per frame, not per token, is what costs. */
  renderRates: [100, 500],
  /** A phone is slower than this machine: 100 tok/s once more with the CPU throttled as Lighthouse's mobile preset does. */
  renderThrottled: { tokensPerSecond: 100, cpuSlowdown: 4 },
  renderMaxSeconds: 60,
  /** The card's renderer beside these (bench/peers/markdown-*.ts): one build each, at renderThrottled's rate and slowdown. */
  rendererPeers: ['react-markdown', 'streamdown'] as RendererPeer[],
  /** Ours and the peers interleaved this many times, medians compared, each run the recipe's first 512 tokens (nine whole recipes would cost a minute more). */
  rendererRounds: 3,
  rendererTokens: 512,
  /** The newer features (bench/features.ts): a change's first word, a 12-megapixel photo, the nutrition panel; about 60 s. */
  features: {
    changeRate: 100,
    changeRuns: 4,
    photo: { width: 4000, height: 3000, cpuSlowdown: 4, runs: 3 },
    nutrition: { computeRuns: 300, panelRuns: 2, cpuSlowdown: 4, tokensPerSecond: 100 },
    languageSwitch: { language: 'es', runs: 3 },
    safetyCheckRuns: 50,
  } satisfies FeaturesPlan,
  firstTokenPairs: 200,
  /** Each load alternates with its reference this many times (two keep the whole bench within its 8 minutes). */
  loadRounds: 2,
  loadSeconds: 2,
  limiterSamples: 2_000,
  scaleOutFirstTokens: 100,
  concurrentStreams: [100, 500, 1_000],
  /** Cooks as they really come (bench/arrivals.ts): about 25 s for each of the model direct, ours and the peer, then 1,000 through ours. */
  arrivals: { cooks: 300, overSeconds: 10, tokensPerSecond: 40, tokens: 600, seed: 2026, warmUpCooks: 50, largeCooks: 1_000 },
  lorisSockets: 500,
  lorisLineEveryMs: 2_000,
  lorisMaxWaitMs: 45_000,
  /** Nothing may run longer than this: the benchmark stops itself. */
  hardLimitMs: 12 * 60_000,
};

import type { FeaturesPlan } from './features.ts';

/** What `npm run bench` measures, and how much of it: every knob in one place. */

import type { RendererPeer } from './peers/renderer-peers.ts';

/** The whole run takes about six minutes on two cores (the Markdown renderer peers add about one). */
export const PLAN = {
  lighthouseRuns: 2,
  firstWordRuns: 9,
  directFirstWordRuns: 3,
  slowNetworkRuns: 3,
  streamRate: 100,
  renderRates: [20, 100, 500],
  /** A phone is slower than this machine: 100 tok/s once more with the CPU throttled as Lighthouse's mobile preset does. */
  renderThrottled: { tokensPerSecond: 100, cpuSlowdown: 4 },
  renderMaxSeconds: 60,
  /** The card's renderer beside these (bench/peers/markdown-*.ts): one build and one run each, at renderThrottled's rate and slowdown. */
  rendererPeers: ['react-markdown', 'streamdown'] as RendererPeer[],
  /** The newer features (bench/features.ts): a change's first word, a 12-megapixel photo, the nutrition panel; about 60 s. */
  features: {
    changeRate: 100,
    changeRuns: 5,
    photo: { width: 4000, height: 3000, cpuSlowdown: 4, runs: 3 },
    nutrition: { computeRuns: 300, panelRuns: 2, cpuSlowdown: 4, tokensPerSecond: 100 },
  } satisfies FeaturesPlan,
  firstTokenPairs: 200,
  loadRounds: 3,
  loadSeconds: 2,
  limiterSamples: 2_000,
  scaleOutFirstTokens: 100,
  concurrentStreams: [100, 500, 1_000],
  /** Cooks as they really come (bench/arrivals.ts): about 25 s for each of the model direct, ours and the peer. */
  arrivals: { cooks: 1_000, overSeconds: 10, tokensPerSecond: 40, tokens: 600, seed: 2026, warmUpCooks: 50 },
  lorisSockets: 500,
  lorisLineEveryMs: 2_000,
  lorisMaxWaitMs: 45_000,
  /** Nothing may run longer than this: the benchmark stops itself. */
  hardLimitMs: 12 * 60_000,
};

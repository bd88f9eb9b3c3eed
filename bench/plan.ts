/** What `npm run bench` measures, and how much of it: every knob in one place, sized for 8 minutes on two cores (docs/performance.md). */

import type { Preset } from './browser.ts';
import type { RendererPeer } from './peers/renderer-peers.ts';

export const PLAN = {
  /** Preset, page language, runs: mobile carries the budgets (in English and Spanish), desktop is shown. */
  lighthouseRuns: [
    ['mobile', 'en', 1],
    ['mobile', 'es', 1],
    ['desktop', 'en', 1],
  ] as [Preset, string, number][],
  /** The first word at 100 tok/s: five runs for the budgeted median; direct mode and slow 4G are shown, once each. */
  streaming: { tokensPerSecond: 100, runs: 5, directRuns: 1, slowNetworkRuns: 1 },
  renderRates: [100, 500],
  /** 100 tok/s with the CPU throttled as Lighthouse's mobile preset does: ours' runs among the renderers'. */
  renderThrottled: { tokensPerSecond: 100, cpuSlowdown: 4 },
  renderMaxSeconds: 60,
  /** The card's renderer beside these (bench/peers/markdown-*.ts), interleaved, each run the recipe's first rendererTokens. */
  rendererPeers: ['react-markdown', 'streamdown'] as RendererPeer[],
  rendererRounds: 3,
  rendererTokens: 240,
  features: {
    change: { tokensPerSecond: 100, runs: 3 },
    photo: { width: 4000, height: 3000, cpuSlowdown: 4, runs: 2 },
    nutrition: { computeRuns: 300, panelRuns: 2, cpuSlowdown: 4, tokensPerSecond: 100 },
    languageSwitch: { language: 'es' as const, runs: 2 },
    safetyCheckRuns: 50,
  },
  /** First tokens one at a time (model direct, ours, the AI SDK relay in turn), and loads of `seconds` interleaved over `rounds`. */
  server: { pairs: 50, rounds: 3, seconds: 1 },
  scaleOut: { limiterSamples: 2_000, firstTokens: 50, rounds: 1, seconds: 1.5 },
  /** Streams opened at once, held `holdSeconds` at `tokensPerSecond` each; the budgeted level interleaved `rounds` times; the AI SDK relay up to `peerUpTo`. */
  bursts: { levels: [100, 500, 1_000], rounds: 2, tokensPerSecond: 10, holdSeconds: 1, firstTextWithinMs: 6_000, peerUpTo: 500 },
  /** Cooks as they come (load.ts `measureArrivals`), ours on either side of the AI SDK relay; then 1,000 through ours. */
  arrivals: {
    cooks: 300,
    overSeconds: 10,
    tokensPerSecond: 40,
    tokens: 400,
    seed: 2026,
    order: ['model', 'ours', 'peer', 'ours'] as const,
    warmUpCooks: 50,
    largeCooks: 1_000,
  },
  loris: { sockets: 500, lineEveryMs: 2_000, maxWaitMs: 45_000 },
  /** Nothing may run longer than this (on a busy machine too, so that the report says how long it took). */
  hardLimitMs: 20 * 60_000,
};

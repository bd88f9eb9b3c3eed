/** The record of a run, as bench/results.json holds it: what bench/run.ts measured, and on what. */

import type { ConcurrencyLevel, LorisResult } from './abuse.ts';
import type { ArrivalsResult } from './arrivals.ts';
import type { BuildWeights } from './bundle.ts';
import type { FeaturesResult } from './features.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { ScaleOutResult } from './scale-out.ts';
import type { ServerLoadResult } from './server-load.ts';
import type { RenderingRun } from './rendering.ts';
import type { RenderingPeersResult } from './rendering-peers.ts';
import type { StreamingResult } from './streaming.ts';

export type Machine = {
  os: string;
  cpu: string;
  cores: number;
  memoryBytes: number;
  node: string;
  chromium: string;
  openFileLimit: number;
  vite: string;
  react: string;
  lighthouse: string;
  commit: string;
};

export type Measurements = {
  bundle?: { server: BuildWeights; direct?: BuildWeights; floor: BuildWeights };
  lighthouse?: LighthouseResult[];
  streaming?: StreamingResult;
  rendering?: RenderingRun[];
  renderingPeers?: RenderingPeersResult;
  features?: FeaturesResult;
  server?: ServerLoadResult;
  scaleOut?: ScaleOutResult;
  abuse?: { concurrency?: ConcurrencyLevel[]; slowLoris?: LorisResult };
  arrivals?: ArrivalsResult;
};

/** What bench/results.json holds, besides the tables it was printed as. */
export type RunResults = Measurements & {
  timestamp: string;
  wallSeconds: number;
  machine: Machine;
  /** Per step that broke, its error message; `setup` when the run itself could not start. */
  errors: Record<string, string>;
  /** The machine's 1-minute load average as each step started. */
  loadAverage: Record<string, number>;
};

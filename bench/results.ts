/** The record of a run, as bench/results.json holds it: what bench/run.ts measured, and on what machine. */

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, release, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { chromium } from '../playwright.config.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { BuildWeights } from './bundle.ts';
import type { RenderingPeersResult, RenderingRun, StreamingResult } from './browser.ts';
import type { FeaturesResult } from './features.ts';
import type { ArrivalsResult, Burst, measureLoris, measureScaleOut, measureServer } from './load.ts';

export type ServerResult = Awaited<ReturnType<typeof measureServer>>;
export type ScaleOutResult = Awaited<ReturnType<typeof measureScaleOut>>;
export type LorisResult = Awaited<ReturnType<typeof measureLoris>>;

export type Measurements = {
  bundle?: { server: BuildWeights; direct?: BuildWeights; floor: BuildWeights };
  lighthouse?: LighthouseResult[];
  streaming?: StreamingResult;
  rendering?: RenderingRun[];
  renderingPeers?: RenderingPeersResult;
  features?: FeaturesResult;
  server?: ServerResult;
  scaleOut?: ScaleOutResult;
  abuse?: { concurrency?: Burst[]; slowLoris?: LorisResult };
  arrivals?: ArrivalsResult;
};

export type RunResults = Measurements & {
  timestamp: string;
  wallSeconds: number;
  machine: Machine;
  /** Per step that broke, its error message; `setup` when the run itself could not start. */
  errors: Record<string, string>;
  /** The machine's 1-minute load average as each step started, and how long each step took. */
  loadAverage: Record<string, number>;
  stepSeconds?: Record<string, number>;
};

const run = (command: string, args: string[]) => {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
};
const version = (name: string) =>
  (JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

export type Machine = ReturnType<typeof describeMachine>;
export function describeMachine(openFileLimit: number) {
  return {
    os: `${type()} ${release()}`,
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryBytes: totalmem(),
    node: process.version,
    chromium: run(chromium.executablePath, ['--version']),
    openFileLimit,
    vite: version('vite'),
    react: version('react'),
    lighthouse: version('lighthouse'),
    commit: `${run('git', ['rev-parse', '--short', 'HEAD'])}${run('git', ['status', '--porcelain']) ? ' (uncommitted changes)' : ''}`,
  };
}

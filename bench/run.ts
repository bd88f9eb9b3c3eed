/**
 * `npm run bench`: builds what it measures, runs every measurement in one go, prints the tables and
 * writes bench/results.json, bench/results.md and the figures of docs/performance.md (report.ts).
 * Exits 2 when a budget failed, 1 when a measurement broke, else 0. Scratch output goes to .bench/.
 *
 *   --no-docs         leave docs/performance.md alone
 *   --report-only     measure nothing: print and write the report again from bench/results.json
 */

import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import type { Browser } from '@playwright/test';
import { chromium } from '../playwright.config.ts';
import { buildAppAsync } from '../scripts/build-app.ts';
import { launchBrowser, measureRendering, measureRenderers, measureStreaming, runLighthouse } from './browser.ts';
import { BUDGETS } from './budgets.ts';
import { buildFloor, weighBuild } from './bundle.ts';
import { measureFeatures } from './features.ts';
import { startHelper, startTarget, stopHelpers, type Service } from './helper.ts';
import { feasibleStreams, measureArrivals, measureBursts, measureLoris, measureScaleOut, measureServer, openFileLimit } from './load.ts';
import { PLAN } from './plan.ts';
import { buildSections, failures, publish, RESULTS_JSON, type RunResults } from './report.ts';
import { roundDeep, worstRun } from './stats.ts';

const [SERVER_BUILD, DIRECT_BUILD, FLOOR] = ['.bench/server-build', '.bench/direct-build', '.bench/floor'];
const peerBuild = (peer: string) => `.bench/renderer-${peer}`;
/** The server's limits, raised so that the load tests measure the server and not its rate limiter. */
const UNLIMITED_STREAMS = { maxStreams: 100_000, maxStreamsPerClient: 100_000 };

const args = process.argv.slice(2);
const unknown = args.filter((arg) => !['--no-docs', '--report-only'].includes(arg));
if (unknown.length) throw new Error(`Unknown option: ${unknown.join(' ')}. Options: --no-docs, --report-only.`);
const docs = !args.includes('--no-docs');
/** 1 when a measurement broke; 2 when a budget failed; else 0. */
const exitCode = (errors: Record<string, string>, failed: string[]) => (Object.keys(errors).length ? 1 : failed.length ? 2 : 0);
if (args.includes('--report-only')) {
  const results = JSON.parse(readFileSync(RESULTS_JSON, 'utf8')) as RunResults;
  process.exit(exitCode(results.errors, (await publish(results, { docs })).failed));
}

const startedAt = performance.now();
const hardStop = setTimeout(() => {
  console.error(`The benchmark ran past ${PLAN.hardLimitMs / 60_000} minutes and stops here.`);
  process.exit(1);
}, PLAN.hardLimitMs);
const log = (message: string) => console.error(`[bench ${((performance.now() - startedAt) / 1000).toFixed(0).padStart(3)} s] ${message}`);
const output = (command: string, ...args: string[]) => {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
};
const fileLimit = openFileLimit();
const machine = { os: `${type()} ${release()}`, cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, memoryBytes: totalmem() };
const versions = { node: process.version, chromium: output(chromium.executablePath, '--version'), openFileLimit: fileLimit };
const results: RunResults = {
  timestamp: new Date().toISOString(),
  wallSeconds: NaN,
  machine: { ...machine, ...versions },
  errors: {},
  loadAverage: {},
};
const stepSeconds: Record<string, number> = (results.stepSeconds = {});

/** Runs one measurement; a failure is recorded and reported, and the others still run. */
async function step<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
  const began = performance.now();
  log(`${name}… (load average ${(results.loadAverage[name] = loadavg()[0] ?? NaN).toFixed(2)})`);
  try {
    return await work();
  } catch (error) {
    results.errors[name] = error instanceof Error ? error.message : String(error);
    log(`${name} FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    log(`${name}: ${(stepSeconds[name] = (performance.now() - began) / 1000).toFixed(1)} s`);
  }
}

/** `work` on each item, one after the other. */
async function sequentially<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const done: R[] = [];
  for (const item of items) done.push(await work(item));
  return done;
}

/** Runs the jobs two at a time: a build keeps about a core busy, and more side by side only make each slower. */
async function twoAtATime(jobs: (() => Promise<unknown>)[]): Promise<void> {
  const next = async (): Promise<void> => void (await jobs.shift()?.().then(next));
  await Promise.all([next(), next()]);
}

let browser: Browser | undefined;
try {
  mkdirSync('.bench', { recursive: true });
  // Every target, and the load generator, in a process of its own.
  const [{ helper: fake, url: fakeUrl }, worker] = await Promise.all([
    startTarget('fake', { kind: 'fake' }),
    startHelper('load generator'),
  ]);

  // Every build first, two at a time.
  const peerErrors: Record<string, string> = {};
  results.bundle = await step(
    'Bundle: the builds, two at a time (server mode, direct mode, the React floor, each renderer peer)',
    async () => {
      const config = 'bench/peers/vite-renderer.config.ts';
      // A peer that fails to build is reported as not measured in its own table.
      const peer = (name: string) => () =>
        buildAppAsync(peerBuild(name), { VITE_HF_TOKEN: '', BENCH_RENDERER: name }, config).catch(
          (e: Error) => (peerErrors[name] = e.message),
        );
      let floor = '';
      await twoAtATime([
        () => buildAppAsync(SERVER_BUILD, { VITE_HF_TOKEN: '' }),
        () => buildAppAsync(DIRECT_BUILD, { VITE_HF_TOKEN: 'hf_bench', VITE_MODEL_BASE_URL: fakeUrl }),
        ...PLAN.rendererPeers.map(peer),
        async () => (floor = await buildFloor(FLOOR)),
      ]);
      return { server: weighBuild(SERVER_BUILD), direct: weighBuild(DIRECT_BUILD), floor: weighBuild(floor) };
    },
  );

  const serverEnv = { HF_TOKEN: 'hf_bench', MODEL_BASE_URL: fakeUrl, HOST: '127.0.0.1', PORT: '0', RATE_LIMIT_PER_MINUTE: '1000000' };
  const app = (staticRoot: string): Service => ({ kind: 'app', env: serverEnv, options: { staticRoot, ...UNLIMITED_STREAMS } });
  const [ours, peer] = await Promise.all([startTarget('main', app(SERVER_BUILD)), startTarget('peer', { kind: 'ai-sdk', env: serverEnv })]);
  const serverUrl = ours.url;
  const directUrl = results.bundle?.direct && (await startTarget('direct', { kind: 'site', root: DIRECT_BUILD }, ours.helper)).url;

  results.lighthouse = await step('Lighthouse: mobile in English and Spanish, and desktop', () =>
    sequentially(PLAN.lighthouseRuns, ([preset, language, n]) => runLighthouse(serverUrl, preset, n, '.bench/lighthouse', language)),
  );

  const page = { browser: (browser = await launchBrowser()), fake };
  results.streaming = await step('Streaming: first word vs the whole recipe without streaming', () =>
    measureStreaming({ ...page, serverUrl, directUrl, fakeUrl, plan: PLAN.streaming }),
  );
  results.rendering = await step('Rendering: main-thread cost while streaming', () =>
    sequentially(PLAN.renderRates, (tokensPerSecond) =>
      measureRendering({ ...page, serverUrl, tokensPerSecond, maxSeconds: PLAN.renderMaxSeconds }),
    ),
  );
  results.renderingPeers = await step('Markdown renderers: the recipe card beside react-markdown and streamdown', async () => {
    const renderers: { name: string; outDir: string; url?: string; error?: string }[] = [
      { name: 'ours', outDir: SERVER_BUILD, url: serverUrl },
    ];
    // Each peer's build served by the real server, as ours is; one that failed to build is reported as not measured.
    for (const name of PLAN.rendererPeers) {
      const [outDir, error] = [peerBuild(name), peerErrors[name]];
      renderers.push({
        name,
        outDir,
        url: error ? '' : (await startTarget(outDir, app(outDir), ours.helper)).url,
        ...(error && { error }),
      });
    }
    const { rendererRounds: rounds, rendererTokens: tokens, renderMaxSeconds: maxSeconds } = PLAN;
    return measureRenderers({ ...page, renderers, rounds, tokens, maxSeconds, ...PLAN.renderThrottled });
  });
  // With the CPU slowed, Rendering's row is the worst of ours' runs among the renderers': a long task in any of them fails it.
  const throttled = worstRun(results.renderingPeers?.ours.runs ?? []);
  if (throttled) results.rendering?.push(throttled);
  results.features = await step('Features: a change, a 12-megapixel photo, the nutrition panel', () =>
    measureFeatures({ ...page, serverUrl, plan: PLAN.features }),
  );
  await browser.close();
  browser = undefined;

  const rig = { fake, fakeUrl, worker, ours, peer, fileLimit };
  results.server = await step('Server: first-token overhead and throughput under load, beside the AI SDK relay', () =>
    measureServer(rig, PLAN.server),
  );
  results.scaleOut = await step('Scale-out: limits in Redis, two instances behind nginx', () =>
    measureScaleOut(rig, { env: serverEnv, options: { staticRoot: SERVER_BUILD, ...UNLIMITED_STREAMS } }, PLAN.scaleOut),
  );
  const abuse: NonNullable<RunResults['abuse']> = (results.abuse = {});
  abuse.concurrency = await step('Abuse: concurrent streams', () =>
    measureBursts(rig, { ...PLAN.bursts, budgeted: BUDGETS.concurrentStreams }),
  );
  results.arrivals = await step('Arrivals: cooks as they come, straight to the model, through ours and the AI SDK relay', () =>
    measureArrivals(rig, PLAN.arrivals),
  );
  abuse.slowLoris = await step('Abuse: slow-loris sockets', async () => {
    // A fresh server, so Node's periodic timeout check starts with the attack.
    const { url } = await startTarget('loris', app(SERVER_BUILD), ours.helper);
    return measureLoris(rig, url, { ...PLAN.loris, sockets: Math.min(PLAN.loris.sockets, feasibleStreams(fileLimit)) });
  });
} catch (error) {
  results.errors.setup = error instanceof Error ? (error.stack ?? error.message) : String(error);
  log(`setup FAILED: ${results.errors.setup}`);
} finally {
  await browser?.close().catch(() => {});
  await stopHelpers();
  // Built JavaScript under .bench/ is scratch; leaving it would only give linters more to read.
  for (const build of [SERVER_BUILD, DIRECT_BUILD, FLOOR, ...PLAN.rendererPeers.map(peerBuild)])
    rmSync(build, { recursive: true, force: true });
}

results.wallSeconds = (performance.now() - startedAt) / 1000;
const sections = buildSections(results);
const commit = `${output('git', 'rev-parse', '--short', 'HEAD')}${output('git', 'status', '--porcelain') ? ' (uncommitted changes)' : ''}`;
const raw = roundDeep({ ...results, commit, plan: PLAN, budgetFailures: failures(sections), tables: sections });
writeFileSync(RESULTS_JSON, `${JSON.stringify(raw, null, 2)}\n`);
const { failed } = await publish(results, { docs, log });
console.log(`Wrote ${RESULTS_JSON} in ${results.wallSeconds.toFixed(0)} s.`);
clearTimeout(hardStop);
process.exit(exitCode(results.errors, failed));

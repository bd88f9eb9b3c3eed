/**
 * `npm run bench`: builds what it measures, runs every measurement side by side in one go, prints
 * the tables, and writes bench/results.json (raw numbers), bench/results.md (the same tables),
 * charts in bench/charts/, and the figures of docs/performance.md (bench/publish.ts).
 * Exits 0 when every measurement ran and met its budget; 2 when a budget failed (they are listed
 * at the top of results.md and at the end of the output); 1 when a measurement itself broke.
 * Scratch output goes to .bench/.
 *
 *   --no-docs         leave docs/performance.md alone
 *   --report-only     measure nothing: print and write the report again from bench/results.json
 */

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { feasibleStreams, measureConcurrency, measureSlowLoris, type RelayLoad } from './abuse.ts';
import { measureArrivals } from './arrivals.ts';
import { buildApp } from '../scripts/build-app.ts';
import { buildFloor, weighBuild } from './bundle.ts';
import type { FakeApi } from './fake-process.ts';
import { startHelper } from './ipc.ts';
import { runLighthouse, type LighthouseResult } from './lighthouse.ts';
import type { LoadApi } from './load-worker.ts';
import { buildSections, failures, publish, RESULTS_JSON } from './publish.ts';
import type { Measurements, RunResults } from './results.ts';
import { measureScaleOut } from './scale-out.ts';
import { measureServerLoad } from './server-load.ts';
import type { ServerApi, Target } from './server-process.ts';
import { roundDeep } from './stats.ts';
import { describeMachine } from './machine.ts';
import { PLAN } from './plan.ts';
import { launchBrowser } from './browser-probe.ts';
import { measureRendering, type RenderingRun } from './rendering.ts';
import { measureRenderingPeers } from './rendering-peers.ts';
import { measureStreaming } from './streaming.ts';
import { measureFeatures } from './features.ts';

const SCRATCH = '.bench';
const SERVER_BUILD = join(SCRATCH, 'server-build');
const DIRECT_BUILD = join(SCRATCH, 'direct-build');
const FLOOR = join(SCRATCH, 'floor');
/** The server's limits, raised so that the load tests measure the server and not its rate limiter. */
const UNLIMITED = { RATE_LIMIT_PER_MINUTE: '1000000' };
const UNLIMITED_STREAMS = { maxStreams: 100_000, maxStreamsPerClient: 100_000 };

const FLAG_NAMES = ['--no-docs', '--report-only'];
const args = process.argv.slice(2);
const FLAGS = {
  docs: !args.includes('--no-docs'),
  reportOnly: args.includes('--report-only'),
};
if (args.some((arg) => !FLAG_NAMES.includes(arg))) {
  console.error(`Unknown option: ${args.filter((arg) => !FLAG_NAMES.includes(arg)).join(' ')}. Options: ${FLAG_NAMES.join(', ')}.`);
  process.exit(1);
}

/** 1 when a measurement broke; 2 when a budget failed; else 0. */
function exitCode(errors: Record<string, string>, failed: string[]): number {
  if (Object.keys(errors).length > 0) return 1;
  return failed.length > 0 ? 2 : 0;
}

if (FLAGS.reportOnly) {
  const results = JSON.parse(readFileSync(RESULTS_JSON, 'utf8')) as RunResults;
  const { failed } = await publish(results, { docs: FLAGS.docs });
  process.exit(exitCode(results.errors, failed));
}

const startedAt = performance.now();
const hardStop = setTimeout(() => {
  console.error(`The benchmark ran past ${PLAN.hardLimitMs / 60_000} minutes and stops here.`);
  process.exit(1);
}, PLAN.hardLimitMs);

const log = (message: string) => console.error(`[bench ${((performance.now() - startedAt) / 1000).toFixed(0).padStart(3)} s] ${message}`);

const errors: Record<string, string> = {};
/** The machine's 1-minute load average as each step starts: other work on the machine shows here. */
const loadAverage: Record<string, number> = {};
/** Runs one measurement; a failure is recorded and reported, and the others still run. */
async function step<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
  const began = performance.now();
  log(`${name}… (load average ${loadavg()[0]?.toFixed(2)})`);
  loadAverage[name] = loadavg()[0] ?? Number.NaN;
  try {
    const result = await work();
    log(`${name} done in ${((performance.now() - began) / 1000).toFixed(1)} s`);
    return result;
  } catch (error) {
    errors[name] = error instanceof Error ? error.message : String(error);
    log(`${name} FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return undefined;
  }
}

const machine = describeMachine();

/** The helper processes started so far, stopped in reverse order at the end whatever happens. */
const helpers: { stop(): Promise<void> }[] = [];
let browser: Browser | undefined;

const raw: Measurements = {};

try {
  mkdirSync(SCRATCH, { recursive: true });
  const fake = await startHelper<FakeApi>('./fake-process.ts');
  helpers.push(fake);
  const { url: fakeUrl } = fake.ready as { url: string };

  raw.bundle = await step('Bundle: three builds (server mode, direct mode, the React floor)', async () => {
    buildApp(SERVER_BUILD, { VITE_HF_TOKEN: '' });
    buildApp(DIRECT_BUILD, { VITE_HF_TOKEN: 'hf_bench', VITE_MODEL_BASE_URL: fakeUrl });
    const floorOut = await buildFloor(FLOOR);
    return { server: weighBuild(SERVER_BUILD), direct: weighBuild(DIRECT_BUILD), floor: weighBuild(floorOut) };
  });

  const server = await startHelper<ServerApi>('./server-process.ts', { nodeFlags: ['--expose-gc'] });
  helpers.push(server);
  const serverEnv = { HF_TOKEN: 'hf_bench', MODEL_BASE_URL: fakeUrl, HOST: '127.0.0.1', PORT: '0', ...UNLIMITED };
  const app = (staticRoot?: string): Target => ({ kind: 'app', env: serverEnv, options: { staticRoot, ...UNLIMITED_STREAMS } });
  const serverUrl = await server.call('start', { name: 'main', target: app(SERVER_BUILD) });
  const directUrl = raw.bundle?.direct
    ? await server.call('start', { name: 'direct', target: { kind: 'site', root: DIRECT_BUILD } })
    : null;

  raw.lighthouse = await step('Lighthouse: mobile in English and Spanish, and desktop', async () => {
    const results: LighthouseResult[] = [];
    for (const [preset, language, runs] of PLAN.lighthouseRuns) {
      results.push(await runLighthouse(serverUrl, preset, runs, join(SCRATCH, 'lighthouse'), language));
    }
    return results;
  });

  const chromiumBrowser = await launchBrowser();
  browser = chromiumBrowser;
  raw.streaming = await step('Streaming: first word vs the whole recipe without streaming', () =>
    measureStreaming({
      browser: chromiumBrowser,
      serverUrl,
      directUrl,
      fake,
      fakeUrl,
      tokensPerSecond: PLAN.streamRate,
      runs: PLAN.firstWordRuns,
      directRuns: PLAN.directFirstWordRuns,
      slowNetworkRuns: PLAN.slowNetworkRuns,
    }),
  );
  raw.rendering = await step('Rendering: main-thread cost while streaming', async () => {
    const runs: RenderingRun[] = [];
    for (const tokensPerSecond of PLAN.renderRates) {
      runs.push(await measureRendering({ browser: chromiumBrowser, serverUrl, fake, tokensPerSecond, maxSeconds: PLAN.renderMaxSeconds }));
    }
    runs.push(
      await measureRendering({ browser: chromiumBrowser, serverUrl, fake, ...PLAN.renderThrottled, maxSeconds: PLAN.renderMaxSeconds }),
    );
    return runs;
  });
  raw.renderingPeers = await step('Markdown renderers: the recipe card beside react-markdown and streamdown', () =>
    measureRenderingPeers({
      browser: chromiumBrowser,
      fake,
      // Each peer's build served by the real server, as ours is.
      serve: (staticRoot) => server.call('start', { name: staticRoot, target: app(staticRoot) }),
      ourBuild: SERVER_BUILD,
      ourUrl: serverUrl,
      scratch: SCRATCH,
      peers: PLAN.rendererPeers,
      rounds: PLAN.rendererRounds,
      tokens: PLAN.rendererTokens,
      ...PLAN.renderThrottled,
      maxSeconds: PLAN.renderMaxSeconds,
    }),
  );
  raw.features = await step('Features: a change, a 12-megapixel photo, the nutrition panel', () =>
    measureFeatures({ browser: chromiumBrowser, serverUrl, fake, plan: PLAN.features }),
  );
  await chromiumBrowser.close();
  browser = undefined;
  await fake.call('forget');

  const worker = await startHelper<LoadApi>('./load-worker.ts');
  helpers.push(worker);
  const bare = await startHelper<ServerApi>('./server-process.ts');
  helpers.push(bare);
  // The peer relay written the usual way (bench/peers/), in a process of its own, measured beside ours.
  const peerProcess = await startHelper<ServerApi>('./server-process.ts', { nodeFlags: ['--expose-gc'] });
  helpers.push(peerProcess);
  const peerUrl = await peerProcess.call('start', { name: 'peer', target: { kind: 'ai-sdk', env: serverEnv } });
  raw.server = await step('Server: first-token overhead and throughput under load, beside the AI SDK relay', () =>
    measureServerLoad({
      peer: { url: peerUrl, helper: peerProcess },
      serverUrl,
      fakeUrl,
      fake,
      server,
      bare,
      worker,
      pairs: PLAN.firstTokenPairs,
      rounds: PLAN.loadRounds,
      seconds: PLAN.loadSeconds,
    }),
  );

  raw.scaleOut = await step('Scale-out: limits in Redis, two instances behind nginx', () =>
    measureScaleOut({
      serverUrl,
      fakeUrl,
      fake,
      worker,
      serverEnv,
      serverOptions: { staticRoot: SERVER_BUILD, ...UNLIMITED_STREAMS },
      limiterSamples: PLAN.limiterSamples,
      firstTokenSamples: PLAN.scaleOutFirstTokens,
      rounds: PLAN.loadRounds,
      seconds: PLAN.loadSeconds,
    }),
  );

  raw.abuse = {};
  // Ours and the AI SDK relay, each in its own process, under the same loads.
  const relays: RelayLoad = {
    fileLimit: machine.openFileLimit,
    fakeUrl,
    fake,
    worker,
    ours: { helper: server, name: 'main', url: serverUrl, target: 'server' },
    peer: { helper: peerProcess, name: 'peer', url: peerUrl, target: 'text' },
  };
  raw.abuse.concurrency = await step('Abuse: concurrent streams', () =>
    measureConcurrency({
      levels: PLAN.concurrentStreams,
      ...relays,
    }),
  );
  raw.arrivals = await step('Arrivals: cooks as they come, straight to the model, through ours and the AI SDK relay', () =>
    measureArrivals({
      plan: PLAN.arrivals,
      ...relays,
    }),
  );
  raw.abuse.slowLoris = await step('Abuse: slow-loris sockets', async () => {
    // A fresh server, so Node's periodic timeout check starts with the attack.
    const lorisUrl = await server.call('start', { name: 'loris', target: app(SERVER_BUILD) });
    return measureSlowLoris({
      sockets: Math.min(PLAN.lorisSockets, feasibleStreams(machine.openFileLimit)),
      lineEveryMs: PLAN.lorisLineEveryMs,
      maxWaitMs: PLAN.lorisMaxWaitMs,
      serverUrl: lorisUrl,
      fake,
      worker,
    });
  });
} catch (error) {
  errors.setup = error instanceof Error ? (error.stack ?? error.message) : String(error);
  log(`setup FAILED: ${errors.setup}`);
} finally {
  await browser?.close().catch(() => {});
  for (const helper of helpers.reverse()) await helper.stop();
  // Built JavaScript under .bench/ is scratch; leaving it would only give linters more to read.
  for (const build of [SERVER_BUILD, DIRECT_BUILD, FLOOR]) rmSync(build, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------

const results: RunResults = {
  timestamp: new Date().toISOString(),
  wallSeconds: (performance.now() - startedAt) / 1000,
  machine,
  errors,
  loadAverage,
  ...raw,
};
const sections = buildSections(results);
writeFileSync(
  RESULTS_JSON,
  `${JSON.stringify(roundDeep({ ...results, plan: PLAN, budgetFailures: failures(sections), tables: sections }), null, 2)}\n`,
);
const { failed } = await publish(results, { docs: FLAGS.docs, log });
console.log(`Wrote ${RESULTS_JSON} in ${results.wallSeconds.toFixed(0)} s.`);

clearTimeout(hardStop);
process.exit(exitCode(errors, failed));

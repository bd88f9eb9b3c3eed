/**
 * The page in Chromium against the real server and the fake model: Lighthouse, how soon the first
 * word shows, what rendering a long stream costs the main thread, and the recipe card's Markdown
 * renderer beside react-markdown and streamdown (the app built once per renderer), interleaved.
 */

import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { buildChatRequest } from '../core/recipe-prompt.ts';
import { clock } from '../fake-model/clock.ts';
import { LONG_RECIPE, tokenize } from '../fake-model/recipes.ts';
import { chromium as chromiumLaunch } from '../playwright.config.ts';
import { WARMED_UP } from '../src/cooking/warmed-up.ts';
import { weighBuild, weighRenderer, type Weight } from './bundle.ts';
import type { Helper } from './helper.ts';
import { RENDERER_PEERS } from './peers/renderer-peers.ts';
import { interleave, median, medianOf, sleep, summarize } from './stats.ts';

/** Recorded in the page on the page's clock: the click, the first letter in the card, the frame that painted it (its text, still plain?). */
type Probe = {
  clickAt: number | null;
  textAt: number | null;
  paintedAt: number | null;
  frameText: string;
  plainInFrame: boolean;
  /** The last change event (a select, a file input). */
  changeAt: number | null;
  longTasks: { start: number; duration: number }[];
  /** Layout shifts not caused by recent input, as web-vitals counts them for CLS. */
  shifts: { start: number; value: number }[];
};

const INGREDIENTS = ['beef chuck', 'carrots', 'potatoes', 'onion'];
/** The index of the first token that carries a letter: the first word the cook can read. */
const FIRST_WORD_TOKEN = tokenize(LONG_RECIPE).findIndex((token) => /\p{L}/u.test(token));

/**
 * Runs in the page before its scripts. A click on "Get a recipe" or "Change it" starts the watch for
 * the first word on the card; `__seen(selector)` resolves when the selector first matches and after the
 * next frame. A string: tsx names inner functions through a `__name` helper that a page lacks, which
 * its first line gives the page for the functions the bench passes to page.evaluate.
 */
const PROBE = `globalThis.__name ??= (fn) => fn;
(() => {
  const now = () => performance.timeOrigin + performance.now();
  const probe = { clickAt: null, textAt: null, paintedAt: null, frameText: '', plainInFrame: false, changeAt: null, longTasks: [], shifts: [] };
  window.__bench = probe;
  const afterFrame = (then) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = then;
    channel.port2.postMessage(null);
  });
  window.__seen = (selector) => new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      watch.disconnect();
      const at = now();
      afterFrame(() => resolve({ at, paintedAt: now() }));
    });
    watch.observe(document, { subtree: true, childList: true, attributes: true });
  });
  addEventListener('change', (event) => { probe.changeAt = performance.timeOrigin + event.timeStamp; }, true);
  let staleCard = null;
  addEventListener('click', (event) => {
    const button = event.target && event.target.closest ? event.target.closest('button') : null;
    if (!button || !/Get a recipe|Change it/.test(button.textContent || '')) return;
    // A change starts the watch again; the card that held the recipe before the click is not its first word.
    Object.assign(probe, { clickAt: performance.timeOrigin + event.timeStamp, textAt: null, paintedAt: null, frameText: '' });
    staleCard = document.querySelector('.recipe-card .recipe-text');
  }, true);
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => {
    const start = performance.timeOrigin + entry.startTime;
    if (entry.entryType === 'longtask') probe.longTasks.push({ start, duration: entry.duration });
    else if (!entry.hadRecentInput) probe.shifts.push({ start, value: entry.value });
  }));
  observer.observe({ type: 'longtask', buffered: true });
  observer.observe({ type: 'layout-shift', buffered: true });
  new MutationObserver(() => {
    if (probe.textAt !== null || probe.clickAt === null) return;
    const card = document.querySelector('.recipe-card .recipe-text');
    if (!card || card === staleCard || !/\\p{L}/u.test(card.textContent || '')) return;
    probe.textAt = now();
    requestAnimationFrame(() => {
      probe.plainInFrame = document.querySelector('.recipe-card .recipe-plain') !== null;
      const shown = document.querySelector('.recipe-card .recipe-text');
      probe.frameText = shown ? (shown.textContent || '').slice(0, 60) : '';
    });
    afterFrame(() => { probe.paintedAt = now(); });
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumLaunch.executablePath, args: chromiumLaunch.args, headless: true });

/** Waits until `selector` matches, by a querySelector every 100 ms: a Playwright locator's poll was a long task of its own with the CPU slowed. */
export async function waitCheaply(page: Page, selector: string, timeoutMs: number): Promise<boolean> {
  const found = page.waitForFunction((wanted) => document.querySelector(wanted) !== null, selector, { polling: 100, timeout: timeoutMs });
  return found.then(Boolean, () => false);
}

/** Clicks the button labelled `name` with one click event: Playwright's own click landed in the app's long task with the CPU slowed. */
export async function clickCheaply(page: Page, name: string): Promise<void> {
  const clicked = await page.evaluate((label) => {
    const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === label);
    button?.click();
    return button !== undefined;
  }, name);
  if (!clicked) throw new Error(`no "${name}" button to click`);
}

/** A fresh visit: its page, a CDP session, what the probe recorded, and the long tasks from the click on. */
export type Visit = {
  page: Page;
  cdp: CDPSession;
  probe(): Promise<Probe>;
  /** When `selector` first matches from now on, and the frame after, on the page's clock. */
  seen(selector: string): Promise<{ at: number; paintedAt: number }>;
  tasksAfterClick(): Promise<{ count: number; longestMs: number }>;
};

/** `runs` fresh visits, each in a context of its own, given to `work` once four ingredients are listed and the page has settled; the CPU `cpuSlowdown`× slower from then on. */
export async function visits<T>(browser: Browser, url: string, runs: number, cpuSlowdown: number, work: (visit: Visit) => Promise<T>) {
  const results: T[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await page.addInitScript({ content: PROBE });
      await page.goto(url);
      const box = page.getByRole('textbox', { name: 'Add ingredient' });
      for (const ingredient of INGREDIENTS) await box.fill(ingredient).then(() => box.press('Enter'));
      await page.getByRole('button', { name: 'Get a recipe' }).waitFor();
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/markdown-/.test(entry.name)));
      // The cooking panel's chunk loads and warms up in idle time (src/cooking/warm-up.ts).
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, WARMED_UP);
      await sleep(150);
      const cdp = await context.newCDPSession(page);
      if (cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      const probe = () => page.evaluate('window.__bench') as Promise<Probe>;
      const seen = (selector: string) => page.evaluate(`window.__seen(${JSON.stringify(selector)})`) as ReturnType<Visit['seen']>;
      const tasksAfterClick = async () => {
        const { longTasks, clickAt } = await probe();
        const after = longTasks.filter((task) => clickAt !== null && task.start >= clickAt);
        return { count: after.length, longestMs: Math.max(0, ...after.map((task) => task.duration)) };
      };
      results.push(await work({ page, cdp, probe, seen, tasksAfterClick }));
    } finally {
      await context.close();
    }
  }
  return results;
}

/** `remote − local` between two clocks, from the read with the shortest round trip. */
export async function clockOffset(readRemote: () => Promise<number>, tries = 7): Promise<{ offset: number; uncertainty: number }> {
  let best = { offset: 0, uncertainty: Infinity };
  for (let i = 0; i < tries; i++) {
    const [before, remote, after] = [clock(), await readRemote(), clock()];
    if ((after - before) / 2 < best.uncertainty) best = { offset: remote - (before + after) / 2, uncertainty: (after - before) / 2 };
  }
  return best;
}

async function streamedChat(fake: Helper, since: number) {
  const chat = (await fake.call('chats', { since })).find((record) => record.stream);
  if (!chat) throw new Error('the fake model saw no streamed chat completion');
  return chat;
}

/** Clicks `button` and waits for the first recipe word painted, then stops the recipe; both times on this process's clock. */
export async function clickToFirstWord({ page, probe: readProbe }: Visit, fake: Helper, fakeOffset: number, button: string) {
  const since = await fake.call('mark');
  const { offset: browserOffset } = await clockOffset(() => page.evaluate(() => performance.timeOrigin + performance.now()));
  await page.getByRole('button', { name: button }).click();
  await page.waitForFunction(() => (window as { __bench?: Probe }).__bench?.paintedAt != null, null, { timeout: 30_000 });
  const probe = await readProbe();
  const stop = page.getByRole('button', { name: 'Stop' });
  await stop.click({ timeout: 2_000 }).catch(() => {});
  const modelWroteAt = (await streamedChat(fake, since)).tokenAt[FIRST_WORD_TOKEN];
  if (modelWroteAt === undefined) throw new Error(`the model had not written the first word after "${button}"`);
  const modelToVisibleMs = probe.paintedAt! - browserOffset - (modelWroteAt - fakeOffset);
  return { probe, clickToVisibleMs: probe.paintedAt! - probe.clickAt!, modelToVisibleMs };
}

/** The network Lighthouse's mobile preset emulates when it throttles in DevTools (slow 4G). */
const SLOW_4G = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };

export async function measureStreaming(options: {
  browser: Browser;
  serverUrl: string;
  directUrl?: string;
  fake: Helper;
  fakeUrl: string;
  plan: { tokensPerSecond: number; runs: number; directRuns: number; slowNetworkRuns: number };
}) {
  const { browser, fake, serverUrl, directUrl, plan } = options;
  const recipeTokens = await fake.call('recipe', { tokensPerSecond: plan.tokensPerSecond });
  const fakeClock = await clockOffset(() => fake.call('clock'));
  /** Clicks on "Get a recipe", each timed to the first painted word; on slow 4G from the click on if `slow`. */
  const firstWords = async (url: string | undefined, runs: number, slow = false) => {
    const all = await visits(browser, url ?? '', url ? runs : 0, 1, async (visit) => {
      const [latency, downloadThroughput, uploadThroughput] = [SLOW_4G.latencyMs, SLOW_4G.downloadKbps * 125, SLOW_4G.uploadKbps * 125];
      if (slow) await visit.cdp.send('Network.enable');
      if (slow) await visit.cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput, uploadThroughput });
      const { probe, clickToVisibleMs, modelToVisibleMs } = await clickToFirstWord(visit, fake, fakeClock.offset, 'Get a recipe');
      return { clickToVisibleMs, modelToVisibleMs, rawMarkdownPainted: probe.plainInFrame, frameText: probe.frameText };
    });
    const times = (key: 'clickToVisibleMs' | 'modelToVisibleMs') => summarize(all.map((run) => run[key]));
    return { runs: all, clickToVisibleMs: times('clickToVisibleMs'), modelToVisibleMs: times('modelToVisibleMs') };
  };
  // The original product's way, side by side with the streamed runs (it waits on the fake's clock): one non-streamed chat completion from the browser.
  const nonStreamed = (async () => {
    const page = await browser.newPage();
    const body = JSON.stringify({ ...buildChatRequest(INGREDIENTS), stream: false });
    const whole = page.evaluate(
      async ({ url, body }) => {
        const [started, headers] = [performance.now(), { 'Content-Type': 'application/json', Authorization: 'Bearer hf_bench' }];
        await (await fetch(`${url}/chat/completions`, { method: 'POST', headers, body })).json();
        return performance.now() - started;
      },
      { url: options.fakeUrl, body },
    );
    return whole.finally(() => page.close());
  })();
  nonStreamed.catch(() => {}); // awaited below, unless a streamed run fails first
  const server = await firstWords(serverUrl, plan.runs);
  const direct = await firstWords(directUrl, plan.directRuns);
  const slowServer = await firstWords(serverUrl, plan.slowNetworkRuns, true);
  const slowDirect = await firstWords(directUrl, plan.slowNetworkRuns, true);
  const wholeMs = await nonStreamed;
  const unstreamed = (await fake.call('chats', {})).find((chat) => !chat.stream);
  return {
    tokensPerSecond: plan.tokensPerSecond,
    recipeTokens,
    firstWordToken: FIRST_WORD_TOKEN,
    firstWordText: tokenize(LONG_RECIPE)[FIRST_WORD_TOKEN] ?? '',
    server,
    direct: directUrl ? direct : undefined,
    slowNetwork: { network: SLOW_4G, server: slowServer, direct: directUrl ? slowDirect : undefined },
    nonStreamed: { wholeMs, fakeGenerationMs: unstreamed ? (unstreamed.tokenAt[0] ?? Number.NaN) - unstreamed.receivedAt : Number.NaN },
    clockOffsets: { fakeMs: fakeClock.offset, uncertaintyMs: fakeClock.uncertainty },
  };
}
export type StreamingResult = Awaited<ReturnType<typeof measureStreaming>>;

/** CLS as web-vitals defines it: shifts grouped in windows of at most 5 s with gaps under 1 s; the worst window. */
function cumulativeLayoutShift(shifts: readonly { start: number; value: number }[]): number {
  let [worst, windowValue, windowStart, previous] = [0, 0, -Infinity, -Infinity];
  for (const shift of [...shifts].sort((a, b) => a.start - b.start)) {
    if (shift.start - previous >= 1000 || shift.start - windowStart >= 5000) [windowValue, windowStart] = [0, shift.start];
    windowValue += shift.value;
    previous = shift.start;
    worst = Math.max(worst, windowValue);
  }
  return worst;
}

/** LONG_RECIPE (or its first `tokens`) streamed at `tokensPerSecond`, stopped at `maxSeconds`; main-thread cost per 1,000 tokens. */
export async function measureRendering(options: {
  browser: Browser;
  serverUrl: string;
  fake: Helper;
  tokensPerSecond: number;
  tokens?: number;
  cpuSlowdown?: number;
  maxSeconds: number;
}) {
  const { browser, serverUrl, fake, tokensPerSecond, cpuSlowdown = 1 } = options;
  await fake.call('recipe', { tokensPerSecond, tokens: options.tokens });
  const [run] = await visits(browser, serverUrl, 1, cpuSlowdown, async ({ page, cdp, probe: readProbe, tasksAfterClick }) => {
    const metrics = async () => {
      const { metrics: list } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
      return Object.fromEntries(list.map(({ name, value }) => [name, value]));
    };
    await cdp.send('Performance.enable');
    const [since, before, started] = [await fake.call('mark'), await metrics(), performance.now()];
    await clickCheaply(page, 'Get a recipe');
    const finished = await waitCheaply(page, '.recipe-card[aria-busy="false"]', options.maxSeconds * 1000);
    if (!finished) await page.getByRole('button', { name: 'Stop' }).click({ timeout: 2_000 });
    const seconds = (performance.now() - started) / 1000;
    const [after, probe, tasks] = [await metrics(), await readProbe(), await tasksAfterClick()];
    const tokens = (await streamedChat(fake, since)).tokenAt.length;
    const per1000 = (name: string) => (((after[name] ?? 0) - (before[name] ?? 0)) * 1000 * 1000) / tokens;
    return {
      tokensPerSecond,
      cpuSlowdown,
      tokens,
      seconds,
      finished,
      longTasks: tasks.count,
      longestTaskMs: tasks.longestMs,
      scriptMsPer1000Tokens: per1000('ScriptDuration'),
      taskMsPer1000Tokens: per1000('TaskDuration'),
      layoutMsPer1000Tokens: per1000('LayoutDuration') + per1000('RecalcStyleDuration'),
      /** Every layout shift after the click that no input explains, as CLS (the worst 5-second session window). */
      layoutShiftCls: cumulativeLayoutShift(probe.shifts.filter((shift) => probe.clickAt !== null && shift.start >= probe.clickAt)),
    };
  });
  return run!;
}
export type RenderingRun = Awaited<ReturnType<typeof measureRendering>>;

/** One renderer: its libraries, what its build loads first, its lazy JS, and its runs and their medians. */
export type RendererFigures = {
  name: string;
  libraries: string[];
  initialJs: Weight;
  rendererJs: Weight & { files: string[] };
  run?: RenderingRun;
  runs: RenderingRun[];
  error?: string;
};

const LIBRARIES: Record<string, readonly string[]> = { ours: ['marked'], ...RENDERER_PEERS };
const version = (name: string) => (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;
/** A renderer's build, weighed, or why it has none. */
function weighed(name: string, outDir: string, error?: string): RendererFigures {
  const none = { raw: NaN, gzip: NaN, brotli: NaN };
  if (error) return { name, libraries: [], initialJs: none, rendererJs: { ...none, files: [] }, runs: [], error };
  const build = weighBuild(outDir);
  const { raw, gzip, brotli } = build.initial;
  const libraries = (LIBRARIES[name] ?? []).map((library) => `${library}@${version(library)}`);
  return { name, libraries, initialJs: { raw, gzip, brotli }, rendererJs: weighRenderer(outDir, build), runs: [] };
}

/** Ours and each peer (each build served by the real server at `url`), interleaved `rounds` times; each figure the median of a renderer's runs. */
export async function measureRenderers(options: {
  browser: Browser;
  fake: Helper;
  renderers: { name: string; outDir: string; url?: string; error?: string }[];
  rounds: number;
  tokens: number;
  tokensPerSecond: number;
  cpuSlowdown: number;
  maxSeconds: number;
}) {
  const { browser, fake, rounds, ...run } = options;
  const renderers = options.renderers.map(({ name, outDir, url, error }) => ({ url, figures: weighed(name, outDir, error) }));
  const byName = new Map(renderers.map((renderer) => [renderer.figures.name, renderer]));
  await interleave([...byName.keys()], rounds, async (name) => {
    const { figures, url } = byName.get(name)!;
    if (figures.error || !url) return;
    await measureRendering({ browser, fake, serverUrl: url, ...run }).then(
      (result) => figures.runs.push(result),
      (error: unknown) => (figures.error = error instanceof Error ? error.message : String(error)),
    );
  });
  for (const { figures } of renderers) figures.run = figures.error || !figures.runs.length ? undefined : medianOf(figures.runs);
  const [ours, ...peers] = renderers.map((renderer) => renderer.figures);
  return { tokensPerSecond: run.tokensPerSecond, tokens: run.tokens, cpuSlowdown: run.cpuSlowdown, ours: ours!, peers };
}
export type RenderingPeersResult = Awaited<ReturnType<typeof measureRenderers>>;

// ---------------------------------------------------------------------------------------------
// Lighthouse, in the mobile and desktop presets.

export type Preset = 'mobile' | 'desktop';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'] as const;
type Audit = { title: string; score: number | null; numericValue?: number; displayValue?: string; explanation?: string };
type Category = { score: number | null; auditRefs: { id: string; weight: number }[] };
type Report = { categories: Record<string, Category>; audits: Record<string, Audit>; runtimeError?: { code: string; message: string } };
const byName = <K extends string>(names: readonly K[], value: (name: K) => number) =>
  Object.fromEntries(names.map((name) => [name, value(name)])) as Record<K, number>;

/** `runs` runs of one preset in `language` (Accept-Language): per category the lowest score, per metric the median, and the audits that cost points. */
export async function runLighthouse(url: string, preset: Preset, runs: number, outDir: string, language = 'en') {
  mkdirSync(outDir, { recursive: true });
  const all: Awaited<ReturnType<typeof runOnce>>[] = [];
  for (let i = 1; i <= runs; i++) {
    const reportPath = join(outDir, `${preset}-${language}-${i}.json`);
    // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): one more try is allowed.
    all.push(await runOnce(url, preset, language, reportPath).catch(() => runOnce(url, preset, language, reportPath)));
  }
  const scores = byName(CATEGORIES, (category) => Math.min(...all.map((run) => run.scores[category])));
  const metrics = byName(METRICS, (id) => median(all.map((run) => run.metrics[id])));
  const failing = new Map(all.flatMap((run) => run.failing.map((audit) => [`${audit.category}/${audit.id}`, audit] as const)));
  return { preset, language, runs: all, scores, metrics, failing: [...failing.values()] };
}
export type LighthouseResult = Awaited<ReturnType<typeof runLighthouse>>;

async function runOnce(url: string, preset: Preset, language: string, reportPath: string) {
  const cli = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'));
  const flags = [`--only-categories=${CATEGORIES.join(',')}`, `--chrome-flags=${[...chromiumLaunch.args, '--headless=new'].join(' ')}`];
  flags.push(`--extra-headers=${JSON.stringify({ 'Accept-Language': language })}`, ...(preset === 'desktop' ? ['--preset=desktop'] : []));
  const args = [cli, url, '--output=json', `--output-path=${reportPath}`, '--quiet', ...flags];
  const env = { ...process.env, CHROME_PATH: chromiumLaunch.executablePath };
  await promisify(execFile)(process.execPath, args, { env, timeout: 90_000, killSignal: 'SIGKILL' }).catch(
    (error: Error & { stderr?: string }) => {
      throw new Error(`lighthouse ${preset} failed (${error.message.split('\n')[0]}): ${(error.stderr ?? '').trim().slice(-500)}`);
    },
  );
  const { categories, audits, runtimeError: error } = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;
  if (error) throw new Error(`lighthouse ${preset}: ${error.code} ${error.message}`);
  const failing = CATEGORIES.flatMap((category) =>
    (categories[category]?.auditRefs ?? []).flatMap(({ id, weight }) => {
      const { title, score, displayValue, explanation: why } = audits[id] ?? { title: id, score: null };
      return weight > 0 && score !== null && score < 1 ? [{ category, id, title, score, displayValue, why }] : [];
    }),
  );
  const scores = byName(CATEGORIES, (category) => Math.round((categories[category]?.score ?? 0) * 100));
  return { scores, metrics: byName(METRICS, (id) => audits[id]?.numericValue ?? NaN), failing, report: reportPath };
}

/**
 * The cook's view, in real Chromium: how soon the first recipe word shows after "Get a recipe"
 * (and after the model wrote it), against the whole recipe fetched without streaming as the
 * original product did; then what rendering a long stream costs the main thread.
 */

import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { clock } from '../fake-model/clock.ts';
import { LONG_RECIPE, tokenize } from '../fake-model/recipes.ts';
import { buildChatRequest } from '../core/recipe-prompt.ts';
import { chromium as chromiumLaunch } from '../playwright.config.ts';
import type { ChatRecord, FakeApi } from './fake-process.ts';
import type { Helper } from './ipc.ts';
import { sleep, summarize, type Summary } from './stats.ts';

type Fake = Helper<FakeApi>;

/** Recorded in the page on the page's clock (performance.timeOrigin + performance.now()). */
type Probe = {
  clickAt: number | null;
  /** The first letter of the recipe is in the card's DOM. */
  textAt: number | null;
  /** The next animation frame: the one that paints it. */
  frameAt: number | null;
  /** After that frame's rendering work (a message posted from the frame callback). */
  paintedAt: number | null;
  firstText: string;
  /** The card's text, and whether it was still the plain-text fallback, in the frame that painted it. */
  frameText: string;
  plainInFrame: boolean;
  longTasks: { start: number; duration: number }[];
  /** Layout shifts not caused by recent input, as web-vitals counts them for CLS. */
  shifts: { start: number; value: number }[];
};

declare global {
  interface Window {
    __bench?: Probe;
  }
}

const INGREDIENTS = ['beef chuck', 'carrots', 'potatoes', 'onion'];
/** The index of the first token that carries a letter: the first word the cook can read. */
const FIRST_WORD_TOKEN = tokenize(LONG_RECIPE).findIndex((token) => /\p{L}/u.test(token));

/**
 * The network Lighthouse's mobile preset emulates when it throttles in DevTools (slow 4G):
 * 562.5 ms request latency, 1,474.56 kbit/s down, 675 kbit/s up.
 */
export const SLOW_4G = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };
export type Network = typeof SLOW_4G;

/**
 * Runs in the page before its own scripts; nothing here may depend on the app's code. A string,
 * not a function: tsx would wrap a function's inner functions in a helper the page does not have.
 */
const PROBE = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  const probe = { clickAt: null, textAt: null, frameAt: null, paintedAt: null, firstText: '', frameText: '', plainInFrame: false, longTasks: [], shifts: [] };
  window.__bench = probe;
  addEventListener('click', (event) => {
    const button = event.target && event.target.closest ? event.target.closest('button') : null;
    if (button && /Get a recipe/.test(button.textContent || '')) probe.clickAt = performance.timeOrigin + event.timeStamp;
  }, true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: performance.timeOrigin + entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) probe.shifts.push({ start: performance.timeOrigin + entry.startTime, value: entry.value });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver(() => {
    if (probe.textAt !== null || probe.clickAt === null) return;
    const card = document.querySelector('.recipe-card .recipe-text');
    const text = card ? card.textContent || '' : '';
    if (!/\\p{L}/u.test(text)) return;
    probe.textAt = now();
    probe.firstText = text.slice(0, 60);
    requestAnimationFrame(() => {
      probe.frameAt = now();
      probe.plainInFrame = document.querySelector('.recipe-card .recipe-plain') !== null;
      const shown = document.querySelector('.recipe-card .recipe-text');
      probe.frameText = shown ? (shown.textContent || '').slice(0, 60) : '';
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { probe.paintedAt = now(); };
      channel.port2.postMessage(null);
    });
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumLaunch.executablePath, args: chromiumLaunch.args, headless: true });
}

/** A fresh visit: the page loaded, four ingredients listed, the Markdown renderer prefetched. */
async function openApp(browser: Browser, url: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.addInitScript({ content: PROBE });
  await page.goto(url);
  const box = page.getByRole('textbox', { name: 'Add ingredient' });
  for (const ingredient of INGREDIENTS) {
    await box.fill(ingredient);
    await box.press('Enter');
  }
  await page.getByRole('button', { name: 'Get a recipe' }).waitFor();
  // A cook reads the prompt before clicking; by then the prefetched renderer has arrived.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/markdown-/.test(entry.name)));
  await sleep(150);
  return { context, page };
}

/** `remote − local` between two clocks, from the read with the shortest round trip. */
export async function clockOffset(readRemote: () => Promise<number>, tries = 7): Promise<{ offset: number; uncertainty: number }> {
  let best = { offset: 0, uncertainty: Infinity };
  for (let i = 0; i < tries; i++) {
    const before = clock();
    const remote = await readRemote();
    const after = clock();
    if ((after - before) / 2 < best.uncertainty) best = { offset: remote - (before + after) / 2, uncertainty: (after - before) / 2 };
  }
  return best;
}

async function streamedChat(fake: Fake, since: number): Promise<ChatRecord> {
  const chat = (await fake.call('chats', { since })).find((record) => record.stream);
  if (!chat) throw new Error('the fake model saw no streamed chat completion');
  return chat;
}

export type FirstWordRun = {
  clickToVisibleMs: number;
  clickToDomMs: number;
  modelToVisibleMs: number;
  firstText: string;
  /** The first painted frame showed the raw Markdown (the Suspense fallback), not the rendered recipe. */
  rawMarkdownPainted: boolean;
  frameText: string;
};

/**
 * One click on "Get a recipe", timed to the first painted word; the recipe is then stopped.
 * With `network`, the connection is throttled once the page has loaded, just before the click.
 */
async function firstWordRun(browser: Browser, url: string, fake: Fake, fakeOffset: number, network?: Network): Promise<FirstWordRun> {
  const { context, page } = await openApp(browser, url);
  try {
    if (network) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: network.latencyMs,
        downloadThroughput: (network.downloadKbps * 1000) / 8,
        uploadThroughput: (network.uploadKbps * 1000) / 8,
      });
    }
    const since = await fake.call('mark');
    const { offset: browserOffset } = await clockOffset(() => page.evaluate(() => performance.timeOrigin + performance.now()));
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.waitForFunction(() => window.__bench?.paintedAt != null, null, { timeout: 15_000 });
    const probe = (await page.evaluate(() => window.__bench)) as Probe;
    await page
      .getByRole('button', { name: 'Stop' })
      .click({ timeout: 2_000 })
      .catch(() => {});
    const chat = await streamedChat(fake, since);
    const modelWroteAt = chat.tokenAt[FIRST_WORD_TOKEN];
    if (modelWroteAt === undefined) throw new Error('the fake model had not written the first word');
    const paintedAt = probe.paintedAt!;
    return {
      clickToVisibleMs: paintedAt - probe.clickAt!,
      clickToDomMs: probe.textAt! - probe.clickAt!,
      // Both onto this process's clock before subtracting.
      modelToVisibleMs: paintedAt - browserOffset - (modelWroteAt - fakeOffset),
      firstText: probe.firstText,
      rawMarkdownPainted: probe.plainInFrame,
      frameText: probe.frameText,
    };
  } finally {
    await context.close();
  }
}

/** The original product's way: one non-streamed chat completion from the browser, timed to the whole recipe. */
async function wholeRecipeWithoutStreaming(browser: Browser, fakeUrl: string): Promise<{ wholeMs: number; characters: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const body = JSON.stringify({ ...buildChatRequest(INGREDIENTS), stream: false });
    return await page.evaluate(
      async ({ url, body }) => {
        const started = performance.now();
        const response = await fetch(`${url}/chat/completions`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: 'Bearer hf_bench' },
          body,
        });
        const answer = (await response.json()) as { choices: { message: { content: string } }[] };
        return { wholeMs: performance.now() - started, characters: answer.choices[0]?.message.content.length ?? 0 };
      },
      { url: fakeUrl, body },
    );
  } finally {
    await context.close();
  }
}

export type StreamingResult = {
  tokensPerSecond: number;
  recipeTokens: number;
  firstWordToken: number;
  runs: FirstWordRun[];
  clickToVisibleMs: Summary;
  clickToDomMs: Summary;
  modelToVisibleMs: Summary;
  direct: { runs: FirstWordRun[]; clickToVisibleMs: Summary; modelToVisibleMs: Summary } | null;
  /** Click to first word on a slow 4G connection (see SLOW_4G), in both modes. */
  slowNetwork: { network: Network; server: Summary; direct: Summary | null };
  firstWordText: string;
  nonStreamed: { wholeMs: number; characters: number; fakeGenerationMs: number };
  /** Median click-to-first-word with streaming, over the time to the whole non-streamed recipe. */
  firstWordOverWhole: number;
  clockOffsets: { fakeMs: number; uncertaintyMs: number };
};

export async function measureStreaming(options: {
  browser: Browser;
  serverUrl: string;
  directUrl: string | null;
  fake: Fake;
  fakeUrl: string;
  tokensPerSecond: number;
  runs: number;
  directRuns: number;
  slowNetworkRuns: number;
}): Promise<StreamingResult> {
  const { browser, fake } = options;
  const recipeTokens = await fake.call('streamLongRecipe', { tokensPerSecond: options.tokensPerSecond });
  const fakeClock = await clockOffset(() => fake.call('clock'));

  // Side by side: the non-streamed request waits on the fake's clock while the streamed runs go.
  const nonStreamed = wholeRecipeWithoutStreaming(browser, options.fakeUrl);
  const runs: FirstWordRun[] = [];
  for (let i = 0; i < options.runs; i++) runs.push(await firstWordRun(browser, options.serverUrl, fake, fakeClock.offset));
  const directRuns: FirstWordRun[] = [];
  if (options.directUrl) {
    for (let i = 0; i < options.directRuns; i++) directRuns.push(await firstWordRun(browser, options.directUrl, fake, fakeClock.offset));
  }
  const slowServer: FirstWordRun[] = [];
  const slowDirect: FirstWordRun[] = [];
  for (let i = 0; i < options.slowNetworkRuns; i++) {
    slowServer.push(await firstWordRun(browser, options.serverUrl, fake, fakeClock.offset, SLOW_4G));
    if (options.directUrl) slowDirect.push(await firstWordRun(browser, options.directUrl, fake, fakeClock.offset, SLOW_4G));
  }
  const whole = await nonStreamed;
  const unstreamedChat = (await fake.call('chats', {})).find((record) => !record.stream);

  const clickToVisibleMs = summarize(runs.map((run) => run.clickToVisibleMs));
  return {
    tokensPerSecond: options.tokensPerSecond,
    recipeTokens,
    firstWordToken: FIRST_WORD_TOKEN,
    runs,
    clickToVisibleMs,
    clickToDomMs: summarize(runs.map((run) => run.clickToDomMs)),
    modelToVisibleMs: summarize(runs.map((run) => run.modelToVisibleMs)),
    direct: options.directUrl
      ? {
          runs: directRuns,
          clickToVisibleMs: summarize(directRuns.map((run) => run.clickToVisibleMs)),
          modelToVisibleMs: summarize(directRuns.map((run) => run.modelToVisibleMs)),
        }
      : null,
    slowNetwork: {
      network: SLOW_4G,
      server: summarize(slowServer.map((run) => run.clickToVisibleMs)),
      direct: options.directUrl ? summarize(slowDirect.map((run) => run.clickToVisibleMs)) : null,
    },
    firstWordText: tokenize(LONG_RECIPE)[FIRST_WORD_TOKEN] ?? '',
    nonStreamed: {
      ...whole,
      fakeGenerationMs: unstreamedChat?.tokenAt[0] !== undefined ? unstreamedChat.tokenAt[0] - unstreamedChat.receivedAt : Number.NaN,
    },
    firstWordOverWhole: clickToVisibleMs.p50 / whole.wholeMs,
    clockOffsets: { fakeMs: fakeClock.offset, uncertaintyMs: fakeClock.uncertainty },
  };
}

// ---------------------------------------------------------------------------------------------

export type RenderingRun = {
  tokensPerSecond: number;
  cpuSlowdown: number;
  tokens: number;
  seconds: number;
  finished: boolean;
  longTasks: number;
  longestTaskMs: number;
  scriptMsPer1000Tokens: number;
  taskMsPer1000Tokens: number;
  layoutMsPer1000Tokens: number;
  /** Every layout shift after the click that no input explains, summed, and as CLS (the worst 5-second session window). */
  layoutShiftTotal: number;
  layoutShiftCls: number;
};

/** CLS as web-vitals defines it: shifts grouped in windows of at most 5 s with gaps under 1 s; the worst window. */
export function cumulativeLayoutShift(shifts: readonly { start: number; value: number }[]): number {
  let worst = 0;
  let windowValue = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.start - b.start)) {
    if (shift.start - previous >= 1000 || shift.start - windowStart >= 5000) {
      windowValue = 0;
      windowStart = shift.start;
    }
    windowValue += shift.value;
    previous = shift.start;
    worst = Math.max(worst, windowValue);
  }
  return worst;
}

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return Object.fromEntries(list.map(({ name, value }) => [name, value]));
}

/** A whole LONG_RECIPE streamed at `tokensPerSecond`, stopped at `maxSeconds`; main-thread cost per 1,000 tokens. */
export async function measureRendering(options: {
  browser: Browser;
  serverUrl: string;
  fake: Fake;
  tokensPerSecond: number;
  cpuSlowdown?: number;
  maxSeconds: number;
}): Promise<RenderingRun> {
  const { browser, fake, tokensPerSecond } = options;
  const cpuSlowdown = options.cpuSlowdown ?? 1;
  await fake.call('streamLongRecipe', { tokensPerSecond });
  const { context, page } = await openApp(browser, options.serverUrl);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    if (cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const since = await fake.call('mark');
    const before = await metrics(cdp);
    const started = performance.now();
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    const finished = await page
      .getByRole('button', { name: 'Another idea' })
      .waitFor({ timeout: options.maxSeconds * 1000 })
      .then(() => true)
      .catch(() => false);
    if (!finished) await page.getByRole('button', { name: 'Stop' }).click({ timeout: 2_000 });
    const seconds = (performance.now() - started) / 1000;
    const after = await metrics(cdp);
    const probe = (await page.evaluate(() => window.__bench)) as Probe;
    const tokens = (await streamedChat(fake, since)).tokenAt.length;
    const longTasks = probe.longTasks.filter((task) => probe.clickAt !== null && task.start >= probe.clickAt);
    const shifts = probe.shifts.filter((shift) => probe.clickAt !== null && shift.start >= probe.clickAt);
    const per1000 = (name: string) => (((after[name] ?? 0) - (before[name] ?? 0)) * 1000 * 1000) / tokens;
    return {
      tokensPerSecond,
      cpuSlowdown,
      tokens,
      seconds,
      finished,
      longTasks: longTasks.length,
      longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)),
      scriptMsPer1000Tokens: per1000('ScriptDuration'),
      taskMsPer1000Tokens: per1000('TaskDuration'),
      layoutMsPer1000Tokens: per1000('LayoutDuration') + per1000('RecalcStyleDuration'),
      layoutShiftTotal: shifts.reduce((sum, shift) => sum + shift.value, 0),
      layoutShiftCls: cumulativeLayoutShift(shifts),
    };
  } finally {
    await context.close();
  }
}

/**
 * The cook's view, in real Chromium against the real server and the fake model: how soon the first
 * word shows after "Get a recipe" (and after the model wrote it), against the whole recipe fetched
 * without streaming as the original product did; what rendering a long stream costs the main
 * thread; and the recipe card's Markdown renderer beside react-markdown and streamdown, the same
 * app built once per renderer (bench/peers/vite-renderer.config.ts), the runs interleaved.
 */

import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { buildChatRequest } from '../core/recipe-prompt.ts';
import { clock } from '../fake-model/clock.ts';
import { LONG_RECIPE, tokenize } from '../fake-model/recipes.ts';
import { chromium as chromiumLaunch } from '../playwright.config.ts';
import { WARMED_UP } from '../src/cooking/warmed-up.ts';
import type { Helper } from './helper.ts';
import { interleave, medianOf, sleep, summarize } from './stats.ts';

/** Recorded in the page on the page's clock (performance.timeOrigin + performance.now()). */
export type Probe = {
  clickAt: number | null;
  /** The first letter of the recipe is in the card's DOM; the next animation frame; after that frame's rendering work. */
  textAt: number | null;
  frameAt: number | null;
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
 * Runs in the page before its own scripts; nothing here may depend on the app's code. A click on
 * "Get a recipe" or "Change it" starts the watch for the first word on the card. A string, not a
 * function: tsx would wrap a function's inner functions in a helper the page does not have.
 */
const PROBE = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  const probe = { clickAt: null, textAt: null, frameAt: null, paintedAt: null, firstText: '', frameText: '', plainInFrame: false, longTasks: [], shifts: [] };
  window.__bench = probe;
  let staleCard = null;
  addEventListener('click', (event) => {
    const button = event.target && event.target.closest ? event.target.closest('button') : null;
    if (!button || !/Get a recipe|Change it/.test(button.textContent || '')) return;
    // A change starts the watch again; the card that held the recipe before the click is not its first word.
    Object.assign(probe, { clickAt: performance.timeOrigin + event.timeStamp, textAt: null, frameAt: null, paintedAt: null, firstText: '', frameText: '' });
    staleCard = document.querySelector('.recipe-card .recipe-text');
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
    if (card !== null && card === staleCard) return;
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

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumLaunch.executablePath, args: chromiumLaunch.args, headless: true });

/** tsx names the functions it compiles through a `__name` helper that a page does not have: inner functions of a function passed to page.evaluate need it. */
export const allowNamedFunctions = (page: Page) => page.evaluate('globalThis.__name ??= (fn) => fn');

/**
 * Waits until `selector` matches, by a plain querySelector every 100 ms. Playwright's locators work
 * out roles and text across the page on every poll: with the CPU slowed and a long recipe on the
 * card, one poll was a long task of its own, and its style and layout work was counted against the app.
 */
export const waitCheaply = (page: Page, selector: string, timeoutMs: number): Promise<boolean> =>
  page
    .waitForFunction((wanted) => document.querySelector(wanted) !== null, selector, { polling: 100, timeout: timeoutMs })
    .then(
      () => true,
      () => false,
    );

/**
 * Clicks the button labelled `name` as a script would, one click event and nothing else: with the
 * CPU slowed, Playwright's own click (its checks, the pointer's moves) landed in the same long task
 * as the app's click handler, where a cook's pointer events come as tasks of their own.
 */
export async function clickCheaply(page: Page, name: string): Promise<void> {
  const clicked = await page.evaluate((label) => {
    const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === label);
    button?.click();
    return button !== undefined;
  }, name);
  if (!clicked) throw new Error(`no "${name}" button to click`);
}

/** A fresh visit: the page loaded, four ingredients listed, the Markdown renderer prefetched, the cooking panel warmed up. */
export async function openApp(browser: Browser, url: string) {
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
  // A cook reads the prompt before clicking; by then the prefetched renderer has arrived…
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/markdown-/.test(entry.name)));
  // …and the cooking panel's chunk has loaded and warmed up in idle time (src/cooking/warm-up.ts).
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, WARMED_UP);
  await sleep(150);
  return { context, page, probe: async () => (await page.evaluate(() => window.__bench)) as Probe };
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

async function streamedChat(fake: Helper, since: number) {
  return (await fake.call('chats', { since })).find((chat) => chat.stream) ?? raise('the fake model saw no streamed chat completion');
}
const raise = (message: string): never => {
  throw new Error(message);
};

/**
 * Clicks `button` (`Get a recipe`, `Change it`) and waits for the first recipe word painted; the
 * recipe is then stopped. Both times on this process's clock.
 */
export async function clickToFirstWord(page: Page, fake: Helper, fakeOffset: number, button: string) {
  const since = await fake.call('mark');
  const { offset: browserOffset } = await clockOffset(() => page.evaluate(() => performance.timeOrigin + performance.now()));
  await page.getByRole('button', { name: button }).click();
  await page.waitForFunction(() => window.__bench?.paintedAt != null, null, { timeout: 15_000 });
  const probe = (await page.evaluate(() => window.__bench)) as Probe;
  await page
    .getByRole('button', { name: 'Stop' })
    .click({ timeout: 2_000 })
    .catch(() => {});
  const modelWroteAt =
    (await streamedChat(fake, since)).tokenAt[FIRST_WORD_TOKEN] ?? raise(`the model had not written the first word after "${button}"`);
  const modelToVisibleMs = probe.paintedAt! - browserOffset - (modelWroteAt - fakeOffset);
  return { probe, clickToVisibleMs: probe.paintedAt! - probe.clickAt!, modelToVisibleMs };
}

/**
 * The network Lighthouse's mobile preset emulates when it throttles in DevTools (slow 4G):
 * 562.5 ms latency, 1,474.56 kbit/s down, 675 kbit/s up.
 */
const SLOW_4G = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };

/** One click on "Get a recipe", timed to the first painted word; with `slow`, on slow 4G from the click on. */
async function firstWordRun(browser: Browser, url: string, fake: Helper, fakeOffset: number, slow = false) {
  const { context, page } = await openApp(browser, url);
  try {
    if (slow) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const [down, up] = [(SLOW_4G.downloadKbps * 1000) / 8, (SLOW_4G.uploadKbps * 1000) / 8];
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: SLOW_4G.latencyMs,
        downloadThroughput: down,
        uploadThroughput: up,
      });
    }
    const { probe, clickToVisibleMs, modelToVisibleMs } = await clickToFirstWord(page, fake, fakeOffset, 'Get a recipe');
    return { clickToVisibleMs, modelToVisibleMs, rawMarkdownPainted: probe.plainInFrame, frameText: probe.frameText };
  } finally {
    await context.close();
  }
}

/** The original product's way: one non-streamed chat completion from the browser, timed to the whole recipe. */
async function wholeRecipeWithoutStreaming(browser: Browser, fakeUrl: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const body = JSON.stringify({ ...buildChatRequest(INGREDIENTS), stream: false });
    return await (
      await context.newPage()
    ).evaluate(
      async ({ url, body }) => {
        const started = performance.now();
        const headers = { 'Content-Type': 'application/json', Authorization: 'Bearer hf_bench' };
        await (await fetch(`${url}/chat/completions`, { method: 'POST', headers, body })).json();
        return performance.now() - started;
      },
      { url: fakeUrl, body },
    );
  } finally {
    await context.close();
  }
}

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
  const run = (url: string, slow?: boolean) => firstWordRun(browser, url, fake, fakeClock.offset, slow);
  const times = (runs: Awaited<ReturnType<typeof run>>[]) => ({
    runs,
    clickToVisibleMs: summarize(runs.map((r) => r.clickToVisibleMs)),
    modelToVisibleMs: summarize(runs.map((r) => r.modelToVisibleMs)),
  });
  // Side by side: the non-streamed request waits on the fake's clock while the streamed runs go.
  const nonStreamed = wholeRecipeWithoutStreaming(browser, options.fakeUrl);
  type Run = Awaited<ReturnType<typeof run>>;
  const [server, direct, slowServer, slowDirect]: [Run[], Run[], Run[], Run[]] = [[], [], [], []];
  for (let i = 0; i < plan.runs; i++) server.push(await run(serverUrl));
  for (let i = 0; directUrl && i < plan.directRuns; i++) direct.push(await run(directUrl));
  for (let i = 0; i < plan.slowNetworkRuns; i++) {
    slowServer.push(await run(serverUrl, true));
    if (directUrl) slowDirect.push(await run(directUrl, true));
  }
  const wholeMs = await nonStreamed;
  const unstreamed = (await fake.call('chats', {})).find((chat) => !chat.stream);
  return {
    tokensPerSecond: plan.tokensPerSecond,
    recipeTokens,
    firstWordToken: FIRST_WORD_TOKEN,
    firstWordText: tokenize(LONG_RECIPE)[FIRST_WORD_TOKEN] ?? '',
    server: times(server),
    direct: directUrl ? times(direct) : undefined,
    slowNetwork: { network: SLOW_4G, server: times(slowServer), direct: directUrl ? times(slowDirect) : undefined },
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

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return Object.fromEntries(list.map(({ name, value }) => [name, value]));
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
  const { fake, tokensPerSecond, cpuSlowdown = 1 } = options;
  await fake.call('recipe', { tokensPerSecond, tokens: options.tokens });
  const { context, page, probe: readProbe } = await openApp(options.browser, options.serverUrl);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    if (cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const [since, before, started] = [await fake.call('mark'), await metrics(cdp), performance.now()];
    await clickCheaply(page, 'Get a recipe');
    const finished = await waitCheaply(page, '.recipe-card[aria-busy="false"]', options.maxSeconds * 1000);
    if (!finished) await page.getByRole('button', { name: 'Stop' }).click({ timeout: 2_000 });
    const [seconds, after, probe] = [(performance.now() - started) / 1000, await metrics(cdp), await readProbe()];
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
      /** Every layout shift after the click that no input explains, as CLS (the worst 5-second session window). */
      layoutShiftCls: cumulativeLayoutShift(shifts),
    };
  } finally {
    await context.close();
  }
}
export type RenderingRun = Awaited<ReturnType<typeof measureRendering>>;

/** One renderer: its libraries, what its build loads first, its lazy JS, and its runs and their medians. */
export type RendererFigures = {
  name: string;
  libraries: string[];
  initialJs: { raw: number; gzip: number; brotli: number };
  rendererJs: { raw: number; gzip: number; brotli: number; files: string[] };
  run?: RenderingRun;
  runs: RenderingRun[];
  error?: string;
};

/**
 * Ours and each peer (each build served by the real server), measured `rounds` times interleaved
 * (ours, each peer, ours again…), so that other work on the machine weighs on all alike; each
 * figure the median of a renderer's runs. A renderer that fails is reported as not measured.
 */
export async function measureRenderers(options: {
  browser: Browser;
  fake: Helper;
  renderers: { figures: RendererFigures; url?: string }[];
  rounds: number;
  tokens: number;
  tokensPerSecond: number;
  cpuSlowdown: number;
  maxSeconds: number;
}) {
  const { browser, fake, renderers, rounds, ...run } = options;
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

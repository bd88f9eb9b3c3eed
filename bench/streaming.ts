/**
 * The cook's view, in real Chromium: how soon the first recipe word shows after "Get a recipe"
 * (and after the model wrote it), against the whole recipe fetched without streaming as the
 * original product did.
 */

import type { Browser } from '@playwright/test';
import { LONG_RECIPE, tokenize } from '../fake-model/recipes.ts';
import { buildChatRequest } from '../core/recipe-prompt.ts';
import { clickToFirstWord, clockOffset, FIRST_WORD_TOKEN, INGREDIENTS, openApp, type Fake } from './browser-probe.ts';
import { summarize, type Summary } from './stats.ts';

/**
 * The network Lighthouse's mobile preset emulates when it throttles in DevTools (slow 4G):
 * 562.5 ms request latency, 1,474.56 kbit/s down, 675 kbit/s up.
 */
const SLOW_4G = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };
type Network = typeof SLOW_4G;

type FirstWordRun = {
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
    const { probe, clickToVisibleMs, modelToVisibleMs } = await clickToFirstWord(page, fake, fakeOffset, 'Get a recipe');
    return {
      clickToVisibleMs,
      clickToDomMs: probe.textAt! - probe.clickAt!,
      modelToVisibleMs,
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

/**
 * What the bench's Chromium pages share: a probe installed before the page's own scripts (first
 * words, long tasks, layout shifts), a fresh visit with four ingredients listed, and the clocks.
 */

import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { clock } from '../fake-model/clock.ts';
import { LONG_RECIPE, tokenize } from '../fake-model/recipes.ts';
import { chromium as chromiumLaunch } from '../playwright.config.ts';
import { WARMED_UP } from '../src/cooking/warmed-up.ts';
import type { ChatRecord, FakeApi } from './fake-process.ts';
import type { Helper } from './ipc.ts';
import { sleep } from './stats.ts';

export type Fake = Helper<FakeApi>;

/** Recorded in the page on the page's clock (performance.timeOrigin + performance.now()). */
export type Probe = {
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

export const INGREDIENTS = ['beef chuck', 'carrots', 'potatoes', 'onion'];
/** The index of the first token that carries a letter: the first word the cook can read. */
export const FIRST_WORD_TOKEN = tokenize(LONG_RECIPE).findIndex((token) => /\p{L}/u.test(token));

/**
 * Runs in the page before its own scripts; nothing here may depend on the app's code. A click on
 * "Get a recipe" or "Change it" starts the watch for the first word on the card. A string,
 * not a function: tsx would wrap a function's inner functions in a helper the page does not have.
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

/**
 * tsx names the functions it compiles through a `__name` helper that a page does not have: inner
 * functions of a function passed to page.evaluate need it there (it only names them).
 */
/**
 * Waits until `selector` matches in the page, by a plain querySelector every 100 ms. Playwright's
 * own locators work out roles and text across the whole page on every poll: with the CPU slowed
 * and a long recipe on the card, one poll was a long task of its own, and its style and layout
 * work was counted against the app.
 */
export async function waitForSelectorCheaply(page: Page, selector: string, timeoutMs: number): Promise<boolean> {
  return page
    .waitForFunction((wanted) => document.querySelector(wanted) !== null, selector, { polling: 100, timeout: timeoutMs })
    .then(() => true)
    .catch(() => false);
}

/**
 * Clicks the button labelled `name` as a script would: one click event and nothing else. A
 * Playwright click works out the button's role and name, checks what is under the pointer and sends
 * the pointer's moves and presses, and with the CPU slowed all of that landed in the same long task
 * as the app's own click handler; a cook's pointer events come as tasks of their own.
 */
export async function clickCheaply(page: Page, name: string): Promise<void> {
  const clicked = await page.evaluate((label) => {
    const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === label);
    button?.click();
    return button !== undefined;
  }, name);
  if (!clicked) throw new Error(`no "${name}" button to click`);
}

export const allowNamedFunctions = (page: Page) => page.evaluate('globalThis.__name ??= (fn) => fn');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumLaunch.executablePath, args: chromiumLaunch.args, headless: true });
}

/** A fresh visit: the page loaded, four ingredients listed, the Markdown renderer prefetched, the cooking panel warmed up. */
export async function openApp(browser: Browser, url: string): Promise<{ context: BrowserContext; page: Page }> {
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
  // …and the cooking panel's chunk has loaded and warmed up in idle time (src/cooking/warm-up.ts).
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, WARMED_UP);
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

export async function streamedChat(fake: Fake, since: number): Promise<ChatRecord> {
  const chat = (await fake.call('chats', { since })).find((record) => record.stream);
  if (!chat) throw new Error('the fake model saw no streamed chat completion');
  return chat;
}

/**
 * Clicks `button` (`Get a recipe`, `Change it`) and waits for the first recipe word painted; the
 * recipe is then stopped. Returns the probe and the model's first word, both on this process's clock.
 */
export async function clickToFirstWord(page: Page, fake: Fake, fakeOffset: number, button: string) {
  const since = await fake.call('mark');
  const { offset: browserOffset } = await clockOffset(() => page.evaluate(() => performance.timeOrigin + performance.now()));
  await page.getByRole('button', { name: button }).click();
  await page.waitForFunction(() => window.__bench?.paintedAt != null, null, { timeout: 15_000 });
  const probe = (await page.evaluate(() => window.__bench)) as Probe;
  await page
    .getByRole('button', { name: 'Stop' })
    .click({ timeout: 2_000 })
    .catch(() => {});
  const modelWroteAt = (await streamedChat(fake, since)).tokenAt[FIRST_WORD_TOKEN];
  if (modelWroteAt === undefined) throw new Error(`the fake model had not written the first word after "${button}"`);
  const paintedAt = probe.paintedAt! - browserOffset;
  return { probe, clickToVisibleMs: probe.paintedAt! - probe.clickAt!, modelToVisibleMs: paintedAt - (modelWroteAt - fakeOffset) };
}

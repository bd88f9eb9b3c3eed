/** What rendering a long stream costs the page's main thread, in real Chromium, at full speed and with the CPU slowed. */

import type { Browser, CDPSession } from '@playwright/test';
import { clickCheaply, openApp, streamedChat, waitForSelectorCheaply, type Fake, type Probe } from './browser-probe.ts';

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
function cumulativeLayoutShift(shifts: readonly { start: number; value: number }[]): number {
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

/** LONG_RECIPE (or its first `tokens`) streamed at `tokensPerSecond`, stopped at `maxSeconds`; main-thread cost per 1,000 tokens. */
export async function measureRendering(options: {
  browser: Browser;
  serverUrl: string;
  fake: Fake;
  tokensPerSecond: number;
  tokens?: number;
  cpuSlowdown?: number;
  maxSeconds: number;
}): Promise<RenderingRun> {
  const { browser, fake, tokensPerSecond } = options;
  const cpuSlowdown = options.cpuSlowdown ?? 1;
  await fake.call('streamLongRecipe', { tokensPerSecond, tokens: options.tokens });
  const { context, page } = await openApp(browser, options.serverUrl);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    if (cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const since = await fake.call('mark');
    const before = await metrics(cdp);
    const started = performance.now();
    await clickCheaply(page, 'Get a recipe');
    const finished = await waitForSelectorCheaply(page, '.recipe-card[aria-busy="false"]', options.maxSeconds * 1000);
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

/**
 * The nutrition panel of a 20-line recipe, in real Chromium: the estimate's compute time, warm,
 * with the app's own modules (bench/nutrition-page.ts, bundled by Vite); and, with the CPU slowed,
 * the long tasks from "Get a recipe" until the panel shows its figures.
 */

import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { build, type Rolldown } from 'vite';
import { allowNamedFunctions, clickCheaply, openApp, waitForSelectorCheaply, type Fake, type Probe } from './browser-probe.ts';
import { sleep, summarize, type Summary } from './stats.ts';

/** Twenty ingredient lines of the kinds models write: weights, volumes, counts, a can, a pinch, "to taste". */
const TWENTY_LINE_RECIPE = `
# Chicken, Chickpea and Vegetable Tray Bake

Serves 4. Prep time: 20 minutes. Cook time: 45 minutes.

## Ingredients

- 600 g boneless chicken thighs
- 1 (400 g) can chickpeas, drained
- 2 medium potatoes, cubed
- 2 carrots, sliced
- 1 large onion, cut into wedges
- 1 red bell pepper, sliced
- 1 zucchini, sliced
- 200 g cherry tomatoes
- 4 cloves garlic, minced
- 3 tbsp olive oil
- 1 tbsp honey
- 2 tbsp lemon juice
- 1 tsp ground cumin
- 1 tsp smoked paprika
- 1/2 tsp salt
- 1/4 tsp black pepper
- 1 cup chicken broth
- 100 g feta cheese, crumbled
- 2 tbsp chopped fresh parsley
- A pinch of chili flakes

## Instructions

1. Heat the oven to 200°C.
2. Toss the vegetables and chickpeas with half the oil, the cumin, the paprika, salt and pepper.
3. Lay the chicken on top, brush with the rest of the oil mixed with the honey and lemon juice.
4. Pour in the broth and bake for 45 minutes, until the chicken is cooked through.
5. Scatter the feta, parsley and chili flakes over and serve.

## Extra Tip

Any firm vegetables work: try squash or sweet potato in autumn.
`;

declare global {
  interface Window {
    /** When the nutrition figures appeared (nutrition-bench.ts's panel run). */
    __figuresAt?: number;
  }
}

type NutritionPanelRun = { longTasks: number; longestTaskMs: number; clickToFiguresMs: number; basedOn: string };
export type NutritionResult = {
  lines: number;
  counted: number;
  /** estimateRecipe + nutritionFacts on the read recipe, with the food index built: the first call, then warm. */
  coldMs: number;
  warmMs: Summary;
  cpuSlowdown: number;
  panel: NutritionPanelRun[];
};

/** bench/nutrition-page.ts as one script, built by Vite as the app's own chunks are. */
async function nutritionBundle(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      lib: { entry: fileURLToPath(new URL('./nutrition-page.ts', import.meta.url)), formats: ['iife'], name: 'pantryNutrition' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const code = chunks.flatMap((chunk) => (chunk.type === 'chunk' ? [chunk.code] : []));
  if (code.length !== 1) throw new Error(`the nutrition bundle came out as ${code.length} chunks, not one`);
  return code[0]!;
}

/** In a blank page: the recipe read and the food index built once, then the estimate `runs` times. */
async function computeTimes(browser: Browser, runs: number) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addScriptTag({ content: await nutritionBundle() });
    await allowNamedFunctions(page);
    return await page.evaluate(
      async ({ markdown, runs }) => {
        const nutrition = window.__nutrition!;
        const recipe = nutrition.readRecipe(markdown)!;
        const index = await nutrition.loadFoodIndex();
        const once = () => {
          const started = performance.now();
          const estimate = nutrition.estimateRecipe(recipe, index, null);
          nutrition.nutritionFacts(estimate, 1);
          return { ms: performance.now() - started, estimate };
        };
        const cold = once();
        const samples: number[] = [];
        for (let i = 0; i < runs; i++) samples.push(once().ms);
        const { lines } = cold.estimate;
        return { coldMs: cold.ms, samples, lines: lines.length, counted: lines.filter((line) => line.counted).length };
      },
      { markdown: TWENTY_LINE_RECIPE, runs },
    );
  } finally {
    await context.close();
  }
}

/** The recipe streamed at `tokensPerSecond` with the CPU slowed; long tasks after the click until the panel's figures show, and half a second more. */
async function panelRun(browser: Browser, url: string, cpuSlowdown: number): Promise<NutritionPanelRun> {
  const { context, page } = await openApp(browser, url);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // The moment the figures are in the page, seen by the page itself (a poll would be late by up to its interval).
    await page.evaluate(() => {
      const watch = new MutationObserver(() => {
        if (!document.querySelector('.nutrition-facts')) return;
        window.__figuresAt = performance.timeOrigin + performance.now();
        watch.disconnect();
      });
      watch.observe(document.body, { childList: true, subtree: true });
    });
    await clickCheaply(page, 'Get a recipe');
    if (!(await waitForSelectorCheaply(page, '.nutrition-facts', 60_000))) throw new Error('no nutrition figures after 60 s');
    const shownAt = (await page.evaluate(() => window.__figuresAt))!;
    await sleep(500);
    const basedOn = page.getByText(/^Based on \d+ of \d+ ingredients$/);
    const probe = (await page.evaluate(() => window.__bench)) as Probe;
    const after = probe.longTasks.filter((task) => probe.clickAt !== null && task.start >= probe.clickAt);
    return {
      longTasks: after.length,
      longestTaskMs: Math.max(0, ...after.map((task) => task.duration)),
      clickToFiguresMs: shownAt - probe.clickAt!,
      basedOn: (await basedOn.textContent()) ?? '',
    };
  } finally {
    await context.close();
  }
}

export async function measureNutrition(options: {
  browser: Browser;
  serverUrl: string;
  fake: Fake;
  computeRuns: number;
  panelRuns: number;
  cpuSlowdown: number;
  tokensPerSecond: number;
}): Promise<NutritionResult> {
  const compute = await computeTimes(options.browser, options.computeRuns);
  if (compute.lines !== 20) throw new Error(`the recipe was read with ${compute.lines} ingredient lines, not 20`);
  await options.fake.call('streamRecipe', { recipe: TWENTY_LINE_RECIPE, tokensPerSecond: options.tokensPerSecond });
  const panel: NutritionPanelRun[] = [];
  for (let i = 0; i < options.panelRuns; i++) panel.push(await panelRun(options.browser, options.serverUrl, options.cpuSlowdown));
  return {
    lines: compute.lines,
    counted: compute.counted,
    coldMs: compute.coldMs,
    warmMs: summarize(compute.samples),
    cpuSlowdown: options.cpuSlowdown,
    panel,
  };
}

/**
 * The newer features, in real Chromium against the real server and the fake model: a change's
 * first word on the card (timed as streaming.ts times a first recipe's), and a 12-megapixel photo
 * chosen with the CPU slowed until its request leaves the page. Nutrition is in nutrition-bench.ts.
 */

import type { Browser, Page } from '@playwright/test';
import { allowNamedFunctions, clickToFirstWord, clockOffset, openApp, type Fake } from './browser-probe.ts';
import { measureNutrition, type NutritionResult } from './nutrition-bench.ts';
import type { Language } from '../core/kitchen-words.ts';
import { findConflicts, type SafetySettings } from '../core/safety-check.ts';
import { pageWords } from '../test-support/page-words.ts';
import { summarize, type Summary } from './stats.ts';

type ChangeRun = { clickToVisibleMs: number; modelToVisibleMs: number; firstText: string };
type ChangeResult = { tokensPerSecond: number; runs: ChangeRun[]; clickToVisibleMs: Summary; modelToVisibleMs: Summary };

type PhotoRun = { chosenToSentMs: number; bodyBytes: number; jpegBytes: number };
type PhotoResult = {
  width: number;
  height: number;
  /** The photo as chosen: a JPEG with detail throughout, as a phone writes one. */
  photoBytes: number;
  cpuSlowdown: number;
  runs: PhotoRun[];
  slowestMs: number;
  largestBodyBytes: number;
};

/** The header's Language select changed on a loaded page → the next paint in the new language, per run, ms. */
type LanguageSwitchResult = { language: string; label: string; runs: number[]; switchMs: Summary };
export type FeaturesResult = {
  change?: ChangeResult;
  photo?: PhotoResult;
  nutrition?: NutritionResult;
  languageSwitch?: LanguageSwitchResult;
  safetyCheck?: Summary;
  errors: Record<string, string>;
};

/** The safety check as the card runs it on every paint of a long recipe: a 4 KB recipe, twenty foods avoided, vegan. */
function measureSafetyCheck(runs: number): Summary {
  const recipe =
    '# Roast Vegetable Traybake\n\n## Ingredients\n- 3 carrots, peeled\n- 2 parsnips\n- 1 red onion\n- 2 tbsp olive oil\n' +
    '- 200 g almonds\n- a knob of butter\n\n## Instructions\n1. Heat the oven to 200 °C.\n2. Toss everything on a tray.\n' +
    '3. Roast for 35 to 40 minutes, turning once.\n\n## Extra Tip\nLeftovers keep for three days in the fridge.\n';
  const text = recipe.repeat(Math.ceil(4096 / recipe.length));
  const settings: SafetySettings = {
    diet: 'vegan',
    avoid: ['nuts', 'gluten', 'soy', 'sesame', 'shellfish', 'peanuts', 'fish', 'eggs', 'coriander', 'pine nuts'].concat([
      'mushrooms',
      'olives',
      'celery',
      'mustard',
      'pork',
      'beef',
      'honey',
      'sugar',
      'chilli',
      'onion',
    ]),
  };
  findConflicts(text, settings);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    // A new text each run, so that nothing read before is reused.
    findConflicts(text + i, settings);
    samples.push(performance.now() - start);
  }
  return summarize(samples);
}

/**
 * Switching the page's language (issue 29), in server mode at full CPU: from the select's change
 * event to the first frame painted after the "Add ingredient" box's label reads as the catalog of
 * `language` says (a message posted from requestAnimationFrame, as "painted" is taken elsewhere).
 */
async function measureLanguageSwitch(options: { browser: Browser; serverUrl: string; language: Language; runs: number }) {
  const label = pageWords('page', options.language)['page.addIngredient'];
  if (!label) throw new Error(`page.${options.language}.json has no page.addIngredient`);
  const runs: number[] = [];
  for (let i = 0; i < options.runs; i++) {
    const { context, page } = await openApp(options.browser, options.serverUrl);
    try {
      await allowNamedFunctions(page);
      const painted = page.evaluate(
        (label) =>
          new Promise<number>((resolve) => {
            let changedAt = Number.NaN;
            const select = document.querySelector('select[name="language"]')!;
            select.addEventListener('change', () => (changedAt = performance.now()), { capture: true, once: true });
            const observer = new MutationObserver(() => {
              if (!document.querySelector(`[aria-label="${CSS.escape(label)}"]`)) return;
              observer.disconnect();
              requestAnimationFrame(() => {
                const channel = new MessageChannel();
                channel.port1.onmessage = () => resolve(performance.now() - changedAt);
                channel.port2.postMessage(null);
              });
            });
            observer.observe(document.body, { subtree: true, attributes: true, childList: true, characterData: true });
          }),
        label,
      );
      await page.selectOption('select[name="language"]', options.language);
      runs.push(await painted);
    } finally {
      await context.close();
    }
  }
  return { language: options.language, label, runs, switchMs: summarize(runs) };
}

/**
 * A first recipe arrives whole (the fake sends it at once), then the cook asks for a change; the
 * change streams at `tokensPerSecond` and is timed to its first painted word, then stopped.
 */
async function changeRun(browser: Browser, url: string, fake: Fake, fakeOffset: number, tokensPerSecond: number): Promise<ChangeRun> {
  await fake.call('streamLongRecipe', { tokensPerSecond: 0 });
  const { context, page } = await openApp(browser, url);
  try {
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    const box = page.getByRole('textbox', { name: 'Change this recipe' });
    await box.waitFor({ timeout: 30_000 });
    await box.fill('Make it with chicken instead of beef');
    // The cooking panel has settled (its nutrition figures show) before the cook asks.
    await page.getByRole('heading', { name: /^Nutrition / }).waitFor({ timeout: 30_000 });
    await fake.call('streamLongRecipe', { tokensPerSecond });
    const { probe, clickToVisibleMs, modelToVisibleMs } = await clickToFirstWord(page, fake, fakeOffset, 'Change it');
    return {
      clickToVisibleMs,
      modelToVisibleMs,
      firstText: probe.firstText,
    };
  } finally {
    await context.close();
  }
}

async function measureChange(options: { browser: Browser; serverUrl: string; fake: Fake; tokensPerSecond: number; runs: number }) {
  const fakeClock = await clockOffset(() => options.fake.call('clock'));
  const runs: ChangeRun[] = [];
  for (let i = 0; i < options.runs; i++) {
    runs.push(await changeRun(options.browser, options.serverUrl, options.fake, fakeClock.offset, options.tokensPerSecond));
  }
  return {
    tokensPerSecond: options.tokensPerSecond,
    runs,
    clickToVisibleMs: summarize(runs.map((run) => run.clickToVisibleMs)),
    modelToVisibleMs: summarize(runs.map((run) => run.modelToVisibleMs)),
  };
}

/**
 * A `width`×`height` JPEG with detail everywhere, drawn by the browser: shelves of gradients, a few
 * hundred soft shapes and grain, so that it weighs what a phone's photo of a fridge weighs (a flat
 * colour would compress to almost nothing and flatter the scaling).
 */
async function detailedPhoto(page: Page, width: number, height: number): Promise<Buffer> {
  await allowNamedFunctions(page);
  const base64 = await page.evaluate(
    async ([w, h]) => {
      let seed = 12_345;
      const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
      const canvas = new OffscreenCanvas(w!, h!);
      const context = canvas.getContext('2d')!;
      for (let shelf = 0; shelf < 6; shelf++) {
        const gradient = context.createLinearGradient(0, (shelf * h!) / 6, w!, ((shelf + 1) * h!) / 6);
        gradient.addColorStop(0, `hsl(${random() * 360} 40% ${30 + random() * 40}%)`);
        gradient.addColorStop(1, `hsl(${random() * 360} 50% ${30 + random() * 40}%)`);
        context.fillStyle = gradient;
        context.fillRect(0, (shelf * h!) / 6, w!, h! / 6);
      }
      for (let shape = 0; shape < 400; shape++) {
        const [x, y, r] = [random() * w!, random() * h!, 20 + random() * 220];
        const gradient = context.createRadialGradient(x, y, r / 8, x, y, r);
        gradient.addColorStop(0, `hsl(${random() * 360} 70% ${40 + random() * 40}%)`);
        gradient.addColorStop(1, `hsl(${random() * 360} 60% ${20 + random() * 30}%)`);
        context.fillStyle = gradient;
        context.beginPath();
        context.ellipse(x, y, r, r * (0.4 + random() * 0.6), random() * Math.PI, 0, 2 * Math.PI);
        context.fill();
      }
      // Sensor grain: a little noise on every pixel, a band of rows at a time.
      const band = 200;
      for (let top = 0; top < h!; top += band) {
        const image = context.getImageData(0, top, w!, Math.min(band, h! - top));
        const data = image.data;
        for (let i = 0; i < data.length; i += 4) {
          const grain = (random() - 0.5) * 14;
          data[i] = data[i]! + grain;
          data[i + 1] = data[i + 1]! + grain;
          data[i + 2] = data[i + 2]! + grain;
        }
        context.putImageData(image, 0, top);
      }
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
      let binary = '';
      for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
      return btoa(binary);
    },
    [width, height],
  );
  return Buffer.from(base64, 'base64');
}

/** One photo chosen in "From a photo" with the CPU slowed: from the file input's change to the request's start, and its body. */
async function photoRun(browser: Browser, url: string, photo: Buffer, cpuSlowdown: number): Promise<PhotoRun> {
  const { context, page } = await openApp(browser, url);
  try {
    await page.evaluate(() => {
      addEventListener(
        'change',
        (event) => {
          if ((event.target as HTMLInputElement | null)?.type === 'file')
            (window as { __chosenAt?: number }).__chosenAt = performance.timeOrigin + event.timeStamp;
        },
        true,
      );
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'From a photo' }).click()]);
    const [request] = await Promise.all([
      page.waitForRequest((sent) => sent.url().endsWith('/api/photo-ingredients'), { timeout: 60_000 }),
      // Handing 2.7 MB to the page is not timed, and takes a while with the CPU throttled.
      chooser.setFiles({ name: 'fridge.jpg', mimeType: 'image/jpeg', buffer: photo }, { timeout: 60_000 }),
    ]);
    const body = request.postDataBuffer() ?? Buffer.alloc(0);
    const timing = await page.waitForFunction(
      () => {
        const entry = performance.getEntriesByType('resource').find((resource) => resource.name.endsWith('/api/photo-ingredients'));
        const chosenAt = (window as { __chosenAt?: number }).__chosenAt;
        return entry && chosenAt !== undefined ? { sentAt: performance.timeOrigin + entry.startTime, chosenAt } : null;
      },
      null,
      { timeout: 60_000 },
    );
    const { sentAt, chosenAt } = (await timing.jsonValue())!;
    const image = (JSON.parse(body.toString('utf8')) as { image?: string }).image ?? '';
    return {
      chosenToSentMs: sentAt - chosenAt,
      bodyBytes: body.length,
      jpegBytes: Buffer.from(image.split(',')[1] ?? '', 'base64').length,
    };
  } finally {
    await context.close();
  }
}

async function measurePhoto(options: {
  browser: Browser;
  serverUrl: string;
  fake: Fake;
  width: number;
  height: number;
  cpuSlowdown: number;
  runs: number;
}): Promise<PhotoResult> {
  // The fake's own answer to a photo: its list of ingredients, at once.
  await options.fake.call('streamRecipe', { tokensPerSecond: 0 });
  const maker = await options.browser.newPage();
  const photo = await detailedPhoto(maker, options.width, options.height).finally(() => maker.close());
  const runs: PhotoRun[] = [];
  for (let i = 0; i < options.runs; i++) runs.push(await photoRun(options.browser, options.serverUrl, photo, options.cpuSlowdown));
  return {
    width: options.width,
    height: options.height,
    photoBytes: photo.length,
    cpuSlowdown: options.cpuSlowdown,
    runs,
    slowestMs: Math.max(...runs.map((run) => run.chosenToSentMs)),
    largestBodyBytes: Math.max(...runs.map((run) => run.bodyBytes)),
  };
}

/** The three measurements, each on its own: one that breaks is recorded and the others still run. */
export async function measureFeatures(options: {
  browser: Browser;
  serverUrl: string;
  fake: Fake;
  plan: FeaturesPlan;
}): Promise<FeaturesResult> {
  const { browser, serverUrl, fake, plan } = options;
  const result: FeaturesResult = { errors: {} };
  const attempt = async <K extends 'change' | 'photo' | 'nutrition' | 'languageSwitch' | 'safetyCheck'>(
    name: K,
    work: () => Promise<FeaturesResult[K]>,
  ) => {
    try {
      result[name] = await work();
    } catch (error) {
      result.errors[name] = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    }
  };
  await attempt('change', () => measureChange({ browser, serverUrl, fake, tokensPerSecond: plan.changeRate, runs: plan.changeRuns }));
  await attempt('photo', () => measurePhoto({ browser, serverUrl, fake, ...plan.photo }));
  await attempt('nutrition', () => measureNutrition({ browser, serverUrl, fake, ...plan.nutrition }));
  await attempt('languageSwitch', () => measureLanguageSwitch({ browser, serverUrl, ...plan.languageSwitch }));
  await attempt('safetyCheck', async () => measureSafetyCheck(plan.safetyCheckRuns));
  // The long recipe again, as the other steps expect to find it.
  await fake.call('streamLongRecipe', { tokensPerSecond: 100 });
  return result;
}

export type FeaturesPlan = {
  changeRate: number;
  changeRuns: number;
  photo: { width: number; height: number; cpuSlowdown: number; runs: number };
  nutrition: { computeRuns: number; panelRuns: number; cpuSlowdown: number; tokensPerSecond: number };
  languageSwitch: { language: Language; runs: number };
  safetyCheckRuns: number;
};

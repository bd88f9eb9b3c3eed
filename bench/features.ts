/**
 * The newer features: a change's first word, a 12-megapixel photo until its request leaves the page,
 * the nutrition estimate and panel, switching the page's language (in Chromium, against the real
 * server and the fake model), and the safety check (in Node). One that breaks leaves the others.
 */

import type { Browser, Page } from '@playwright/test';
import { readRecipe } from '../core/reading/recipe.ts';
import { findConflicts, type SafetySettings } from '../core/safety-check.ts';
import { estimateRecipe } from '../src/cooking/nutrition/estimate.ts';
import { loadFoodIndex, nutritionFacts } from '../src/cooking/nutrition/facts.ts';
import { pageWords } from '../test-support/page-words.ts';
import { clickCheaply, clickToFirstWord, clockOffset, visits, waitCheaply } from './browser.ts';
import type { Helper } from './helper.ts';
import type { PLAN } from './plan.ts';
import { sleep, summarize } from './stats.ts';

type FeaturesPlan = typeof PLAN.features;
type Options = { browser: Browser; serverUrl: string; fake: Helper };

/** The safety check as the card runs it on every paint of a long recipe: a 4 KB recipe, twenty foods avoided, vegan. */
function measureSafetyCheck(runs: number) {
  const recipe =
    '# Roast Vegetable Traybake\n\n## Ingredients\n- 3 carrots, peeled\n- 2 parsnips\n- 1 red onion\n- 2 tbsp olive oil\n' +
    '- 200 g almonds\n- a knob of butter\n\n## Instructions\n1. Heat the oven to 200 °C.\n2. Toss everything on a tray.\n' +
    '3. Roast for 35 to 40 minutes, turning once.\n\n## Extra Tip\nLeftovers keep for three days in the fridge.\n';
  const text = recipe.repeat(Math.ceil(4096 / recipe.length));
  const avoid =
    'nuts gluten soy sesame shellfish peanuts fish eggs coriander pine_nuts mushrooms olives celery mustard pork beef honey sugar chilli onion';
  const settings: SafetySettings = { diet: 'vegan', avoid: avoid.split(' ').map((food) => food.replace('_', ' ')) };
  const timed = (suffix: string) => {
    const started = performance.now();
    findConflicts(text + suffix, settings);
    return performance.now() - started;
  };
  timed('');
  // A new text each run, so that nothing read before is reused.
  return summarize(Array.from({ length: runs }, (_, i) => timed(String(i))));
}

/** The header's Language select changed on a loaded page: from the change event to the frame after the "Add ingredient" label reads in `language`. */
async function measureLanguageSwitch({ browser, serverUrl }: Options, { language, runs }: FeaturesPlan['languageSwitch']) {
  const label = pageWords('page', language)['page.addIngredient'];
  if (!label) throw new Error(`page.${language}.json has no page.addIngredient`);
  const times = await visits(browser, serverUrl, runs, 1, async ({ page, probe, seen }) => {
    const painted = seen(`[aria-label=${JSON.stringify(label)}]`);
    await page.selectOption('select[name="language"]', language);
    return (await painted).paintedAt - (await probe()).changeAt!;
  });
  return { language, label, runs: times, switchMs: summarize(times) };
}

/** A first recipe arrives whole, the cook types a change and clicks "Change it": timed to the change's first painted word. */
async function measureChange({ browser, serverUrl, fake }: Options, { tokensPerSecond, runs: count }: FeaturesPlan['change']) {
  const { offset } = await clockOffset(() => fake.call('clock'));
  // The first recipe comes whole; set before each visit, as the change's rate is set before its click.
  await fake.call('recipe', { tokensPerSecond: 0 });
  const runs = await visits(browser, serverUrl, count, 1, async (visit) => {
    await visit.page.getByRole('button', { name: 'Get a recipe' }).click();
    const box = visit.page.getByRole('textbox', { name: 'Change this recipe' });
    await box.waitFor({ timeout: 30_000 });
    await box.fill('Make it with chicken instead of beef');
    // The cooking panel has settled (its nutrition figures show) before the cook asks.
    await visit.page.getByRole('heading', { name: /^Nutrition / }).waitFor({ timeout: 30_000 });
    await fake.call('recipe', { tokensPerSecond });
    const { clickToVisibleMs, modelToVisibleMs } = await clickToFirstWord(visit, fake, offset, 'Change it');
    await fake.call('recipe', { tokensPerSecond: 0 });
    return { clickToVisibleMs, modelToVisibleMs };
  });
  const summary = (key: keyof (typeof runs)[number]) => summarize(runs.map((run) => run[key]));
  return { tokensPerSecond, runs, clickToVisibleMs: summary('clickToVisibleMs'), modelToVisibleMs: summary('modelToVisibleMs') };
}

/** A `width`×`height` JPEG with detail everywhere (gradients, soft shapes, grain), so that it weighs what a phone's photo of a fridge weighs. */
async function detailedPhoto(page: Page, width: number, height: number): Promise<Buffer> {
  await page.evaluate('globalThis.__name ??= (fn) => fn'); // as bench/browser.ts's PROBE does
  const base64 = await page.evaluate(
    async ([w, h]) => {
      let seed = 12_345;
      const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
      const hsl = (saturation: number, light: number, spread: number) =>
        `hsl(${random() * 360} ${saturation}% ${light + random() * spread}%)`;
      const context = new OffscreenCanvas(w!, h!).getContext('2d')!;
      for (let shelf = 0; shelf < 6; shelf++) {
        const gradient = context.createLinearGradient(0, (shelf * h!) / 6, w!, ((shelf + 1) * h!) / 6);
        gradient.addColorStop(0, hsl(40, 30, 40));
        gradient.addColorStop(1, hsl(50, 30, 40));
        context.fillStyle = gradient;
        context.fillRect(0, (shelf * h!) / 6, w!, h! / 6);
      }
      for (let shape = 0; shape < 400; shape++) {
        const [x, y, r] = [random() * w!, random() * h!, 20 + random() * 220];
        const gradient = context.createRadialGradient(x, y, r / 8, x, y, r);
        gradient.addColorStop(0, hsl(70, 40, 40));
        gradient.addColorStop(1, hsl(60, 20, 30));
        context.fillStyle = gradient;
        context.beginPath();
        context.ellipse(x, y, r, r * (0.4 + random() * 0.6), random() * Math.PI, 0, 2 * Math.PI);
        context.fill();
      }
      // Sensor grain: a little noise on every pixel, a band of rows at a time.
      for (let top = 0; top < h!; top += 200) {
        const image = context.getImageData(0, top, w!, Math.min(200, h! - top));
        for (let i = 0; i < image.data.length; i += 4) {
          const grain = (random() - 0.5) * 14;
          for (let channel = i; channel < i + 3; channel++) image.data[channel] = image.data[channel]! + grain;
        }
        context.putImageData(image, 0, top);
      }
      const blob = await (context.canvas as OffscreenCanvas).convertToBlob({ type: 'image/jpeg', quality: 0.9 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
      return btoa(binary);
    },
    [width, height],
  );
  return Buffer.from(base64, 'base64');
}

/** A photo chosen in "From a photo" with the CPU slowed: from the file input's change event to the request's start (Resource Timing), and its body. */
async function measurePhoto({ browser, serverUrl, fake }: Options, { width, height, cpuSlowdown, runs: count }: FeaturesPlan['photo']) {
  // The fake's own answer to a photo: its list of ingredients, at once.
  await fake.call('recipe', { tokensPerSecond: 0, recipe: null });
  const maker = await browser.newPage();
  const photo = await detailedPhoto(maker, width, height).finally(() => maker.close());
  const runs = await visits(browser, serverUrl, count, cpuSlowdown, async ({ page, probe }) => {
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
        return entry && performance.timeOrigin + entry.startTime;
      },
      null,
      { timeout: 60_000 },
    );
    const [sentAt, { changeAt: chosenAt }] = [(await timing.jsonValue()) as number, await probe()];
    const image = (JSON.parse(body.toString('utf8')) as { image?: string }).image ?? '';
    const jpegBytes = Buffer.from(image.split(',')[1] ?? '', 'base64').length;
    return { chosenToSentMs: sentAt - chosenAt!, bodyBytes: body.length, jpegBytes };
  });
  return { width, height, photoBytes: photo.length, cpuSlowdown, runs };
}

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

/**
 * The twenty-line recipe's estimate by the app's own modules, in Node, the first call and `computeRuns` warm; then the recipe streamed
 * into the app with the CPU slowed, and the long tasks from the click until the panel's figures show, and half a second more.
 */
async function measureNutrition({ browser, serverUrl, fake }: Options, plan: FeaturesPlan['nutrition']) {
  const [recipe, index] = [readRecipe(TWENTY_LINE_RECIPE)!, await loadFoodIndex()];
  const once = () => {
    const started = performance.now();
    const estimate = estimateRecipe(recipe, index, null);
    nutritionFacts(estimate, 1);
    return { ms: performance.now() - started, lines: estimate.lines };
  };
  const [cold, samples] = [once(), Array.from({ length: plan.computeRuns }, () => once().ms)];
  const [lines, counted] = [cold.lines.length, cold.lines.filter((line) => line.counted).length];
  if (lines !== 20) throw new Error(`the recipe was read with ${lines} ingredient lines, not 20`);
  await fake.call('recipe', { recipe: TWENTY_LINE_RECIPE, tokensPerSecond: plan.tokensPerSecond });
  const panel = await visits(browser, serverUrl, plan.panelRuns, plan.cpuSlowdown, async ({ page, probe, seen, tasksAfterClick }) => {
    // The moment the figures are in the page, seen by the page itself (a poll would be late by up to its interval).
    const figures = seen('.nutrition-facts');
    await clickCheaply(page, 'Get a recipe');
    if (!(await waitCheaply(page, '.nutrition-facts', 60_000))) throw new Error('no nutrition figures after 60 s');
    const shownAt = (await figures).at;
    await sleep(500);
    const [{ clickAt }, tasks] = [await probe(), await tasksAfterClick()];
    const basedOn = (await page.getByText(/^Based on \d+ of \d+ ingredients$/).textContent()) ?? '';
    return { longTasks: tasks.count, longestTaskMs: tasks.longestMs, clickToFiguresMs: shownAt - clickAt!, basedOn };
  });
  return { lines, counted, coldMs: cold.ms, warmMs: summarize(samples), cpuSlowdown: plan.cpuSlowdown, panel };
}

export async function measureFeatures(options: Options & { plan: FeaturesPlan }) {
  const { plan } = options;
  const errors: Record<string, string> = {};
  const attempt = <T>(name: string, work: () => Promise<T>) =>
    work().catch((error: unknown) => void (errors[name] = error instanceof Error ? error.message.split('\n')[0]! : String(error)));
  const change = await attempt('change', () => measureChange(options, plan.change));
  const photo = await attempt('photo', () => measurePhoto(options, plan.photo));
  const nutrition = await attempt('nutrition', () => measureNutrition(options, plan.nutrition));
  const languageSwitch = await attempt('languageSwitch', () => measureLanguageSwitch(options, plan.languageSwitch));
  const safetyCheck = await attempt('safetyCheck', async () => measureSafetyCheck(plan.safetyCheckRuns));
  return { change, photo, nutrition, languageSwitch, safetyCheck, errors };
}
export type FeaturesResult = Awaited<ReturnType<typeof measureFeatures>>;

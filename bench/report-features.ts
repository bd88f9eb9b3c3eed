/** The newer features' rows (bench/features.ts, bench/nutrition-bench.ts), each with its budget. */

import { BUDGETS, type BudgetKey } from './budgets.ts';
import type { FeaturesResult } from './features.ts';
import { atMost, bytes, longTasks, row, seconds, within, type Row, type Section } from './report.ts';
import { count, mb, ms } from './stats.ts';

/** A measurement that broke shows as its row with its budget failed, so that the verdict lists it. */
const broken = (metric: string, key: BudgetKey, limit: string, message: string | undefined): Row =>
  row(metric, `measurement failed: ${message ?? 'no result'}`, within(key, limit, false));

export function featuresSection({ change, photo, nutrition, languageSwitch: language, safetyCheck, errors }: FeaturesResult): Section {
  const rows: Row[] = [];
  const safetyLimit = `≤ ${BUDGETS.safetyCheckMs} ms`;
  const safetyMetric = `Safety check: a 4 KB recipe, twenty foods avoided, vegan (median of ${safetyCheck?.n ?? 0}, in Node)`;
  rows.push(
    safetyCheck
      ? row(
          safetyMetric,
          `${ms(safetyCheck.p50, 2)} (p90 ${ms(safetyCheck.p90, 2)})`,
          atMost('safetyCheckMs', safetyLimit, safetyCheck.p50, BUDGETS.safetyCheckMs),
        )
      : broken(safetyMetric, 'safetyCheckMs', safetyLimit, errors.safetyCheck),
  );
  const switchLimit = `≤ ${BUDGETS.languageSwitchMs} ms`;
  const switchMetric = `Language: the header's select changed on a loaded page → painted in ${language?.language ?? 'the new language'} (median of ${language?.runs.length ?? 0})`;
  rows.push(
    language
      ? row(
          switchMetric,
          `${ms(language.switchMs.p50)} (runs: ${language.runs.map((run) => ms(run, 0)).join(', ')}; "${language.label}")`,
          atMost('languageSwitchMs', switchLimit, language.switchMs.p50, BUDGETS.languageSwitchMs),
        )
      : broken(switchMetric, 'languageSwitchMs', switchLimit, errors.languageSwitch),
  );

  const changeLimit = `< ${BUDGETS.changeModelToVisibleMs} ms`;
  if (change) {
    const { clickToVisibleMs: click, modelToVisibleMs: model } = change;
    rows.push(
      row(
        `Change: click "Change it" → first word painted (median, p90 of ${change.runs.length})`,
        `${ms(click.p50)} (p90 ${ms(click.p90)})`,
      ),
      row(
        'Change: model writes the first word → painted (median)',
        `${ms(model.p50)} (p90 ${ms(model.p90)}, max ${ms(model.max)})`,
        within('changeModelToVisibleMs', changeLimit, model.p50 < BUDGETS.changeModelToVisibleMs),
      ),
    );
  } else rows.push(broken('Change: model writes the first word → painted (median)', 'changeModelToVisibleMs', changeLimit, errors.change));

  const photoLimit = `≤ ${seconds(BUDGETS.photoChosenToSentMs)} in every run`;
  const bytesLimit = `≤ ${bytes(BUDGETS.photoRequestBytes)}`;
  if (photo) {
    const times = photo.runs.map((run) => run.chosenToSentMs);
    rows.push(
      row(
        `Photo ${photo.width}×${photo.height} (${mb(photo.photoBytes)} JPEG), CPU ${photo.cpuSlowdown}× slower: chosen → /api/photo-ingredients sent (slowest of ${photo.runs.length})`,
        `${seconds(photo.slowestMs)} (runs: ${times.map((value) => seconds(value)).join(', ')})`,
        atMost('photoChosenToSentMs', photoLimit, photo.runs.length ? photo.slowestMs : Number.NaN, BUDGETS.photoChosenToSentMs),
      ),
      row(
        'Photo: request body sent (largest of the runs)',
        `${bytes(photo.largestBodyBytes)} (the JPEG in it: ${bytes(Math.max(...photo.runs.map((run) => run.jpegBytes)))})`,
        atMost('photoRequestBytes', bytesLimit, photo.runs.length ? photo.largestBodyBytes : Number.NaN, BUDGETS.photoRequestBytes),
      ),
    );
  } else rows.push(broken('Photo: chosen → /api/photo-ingredients sent', 'photoChosenToSentMs', photoLimit, errors.photo));

  const warmLimit = `≤ ${BUDGETS.nutritionWarmMs} ms`;
  const panelLimit = `no long task (> 50 ms) in any run`;
  if (nutrition) {
    const worst = nutrition.panel.reduce((a, b) =>
      b.longTasks > a.longTasks || (b.longTasks === a.longTasks && b.longestTaskMs > a.longestTaskMs) ? b : a,
    );
    rows.push(
      row(
        `Nutrition, ${nutrition.lines}-line recipe (${nutrition.counted} counted): estimate, warm (median, p90 of ${count(nutrition.warmMs.n)})`,
        `${ms(nutrition.warmMs.p50, 2)} (p90 ${ms(nutrition.warmMs.p90, 2)}; first call ${ms(nutrition.coldMs, 1)})`,
        atMost('nutritionWarmMs', warmLimit, nutrition.warmMs.p50, BUDGETS.nutritionWarmMs),
      ),
      row(
        `Nutrition panel, CPU ${nutrition.cpuSlowdown}× slower: click → figures shown (worst of ${nutrition.panel.length})`,
        `${longTasks(worst.longTasks, worst.longestTaskMs)} · figures after ${seconds(Math.max(...nutrition.panel.map((run) => run.clickToFiguresMs)))} · "${worst.basedOn}"`,
        within(
          'nutritionPanelLongTasks',
          panelLimit,
          nutrition.panel.length > 0 && nutrition.panel.every((run) => run.longTasks <= BUDGETS.nutritionPanelLongTasks),
        ),
      ),
    );
  } else rows.push(broken('Nutrition, 20-line recipe: estimate, warm', 'nutritionWarmMs', warmLimit, errors.nutrition));

  return {
    title: 'Features',
    rows,
    notes: [
      `A change: a first LONG_RECIPE arrives at once, the cook types a change and clicks "Change it"; the change streams at ${change?.tokensPerSecond ?? 100} tok/s and is timed as the first recipe is (Streaming), the probe watching the card from the click.`,
      "The photo is drawn in the browser (gradients, a few hundred soft shapes, grain) and encoded at JPEG quality 0.9, so that it weighs what a phone photo does; the time runs from the file input's change event to the start of the request (Resource Timing), with the CPU throttled through CDP (Emulation.setCPUThrottlingRate). The body is the JSON the page posts, the scaled JPEG as a data URL in it.",
      "Nutrition: the app's own modules (src/cooking/nutrition, the recipe reader), bundled by Vite into a blank page; the estimate and the panel's figures computed on the read recipe with the food index built. The panel row streams the same recipe at 100 tok/s with the CPU throttled and counts long tasks from the click until the figures show, and half a second more.",
    ],
  };
}

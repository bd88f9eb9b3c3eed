/** The page's measurements as rows, each with its budget where one applies (the server's are in report-server.ts). */

import { LANGUAGES, type Language } from '../core/kitchen-words.ts';
import { BUDGETS, catalogBudget, CHUNK_FEATURES, type BudgetKey } from './budgets.ts';
import type { BuildWeights, Chunk, Weight } from './bundle.ts';
import type { LighthouseResult } from './lighthouse.ts';
import { count, kb, ms, ratio } from './stats.ts';
import type { RenderingRun } from './rendering.ts';
import type { StreamingResult } from './streaming.ts';

/** A budget on a row: `key` names it in BUDGETS, so that a budget no row carries fails the run (publish.ts `failures`). */
export type Budget = { key: BudgetKey; limit: string; pass: boolean };
/** One measurement; `more` fills the further columns of a section that names them (a peer, a ratio). */
export type Row = { metric: string; value: string; budget?: Budget; more?: string[] };
export type Section = { title: string; rows: Row[]; notes: string[]; error?: string; columns?: string[] };

export const row = (metric: string, value: string, budget?: Budget, more?: string[]): Row => ({ metric, value, budget, more });
export const within = (key: BudgetKey, limit: string, pass: boolean): Budget => ({ key, limit, pass });
/** At most `max`: a figure that is not a number (no runs, a NaN) fails, as `Math.max()`'s -Infinity must. */
export const atMost = (key: BudgetKey, limit: string, value: number, max: number) =>
  within(key, limit, Number.isFinite(value) && value <= max);
export const atLeast = (key: BudgetKey, value: number, limit: number) => within(key, `≥ ${ratio(limit, 1)}`, value >= limit);
export const bytes = (value: number) => `${count(value)} B`;
export const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;
export const pair = (a: number, b: number, digits = 1) => `${ms(a, digits).replace(' ms', '')} / ${ms(b, digits)}`;
export const signed = (value: number, digits = 1) =>
  Number.isFinite(value) ? `${value >= 0 ? '+' : ''}${value.toFixed(digits)} ms` : 'n/a';
const underGzip = (key: BudgetKey, gzip: number, limit: number) => atMost(key, `≤ ${bytes(limit)} gzip`, gzip, limit);
const weight = (w: Weight) => `gzip ${bytes(w.gzip)} · brotli ${kb(w.brotli)} · raw ${kb(w.raw)}`;

export function bundleSection(app: BuildWeights, direct: BuildWeights | undefined, floor: BuildWeights): Section {
  const initial = (w: Weight) => underGzip('initialJsGzipBytes', w.gzip, BUDGETS.initialJsGzipBytes);
  const above = kb(app.initial.gzip - floor.initial.gzip);
  const overFloor = (w: Weight) => ratio(w.gzip / floor.initial.gzip, 3);
  const languages = Object.entries(app.initialByLanguage);
  const unlabelled = [...new Set([...app.lazy, ...(direct?.lazy ?? [])].map((chunk) => chunk.name))]
    .filter((name) => !CHUNK_FEATURES[name] && !catalogBudget(name))
    .map((name) => `"${name}"`);
  return {
    title: 'Bundle',
    rows: [
      row(`Initial JS, server mode, the largest of ${languages.length} languages (${app.initial.language})`, weight(app.initial)),
      // Each language's page is held to the budget: the first screen's words differ by language.
      ...languages.map(([language, gzip]) =>
        row(`Initial JS, server mode, the page in ${language}`, `gzip ${bytes(gzip)}`, initial({ ...app.initial, gzip })),
      ),
      ...(languages.length
        ? []
        : [row('Initial JS, server mode', 'no page found in the build', within('initialJsGzipBytes', 'a page', false))]),
      row('Floor: bare React 19 page, same Vite and target', weight(floor.initial)),
      row('Initial JS / floor (gzip)', `${overFloor(app.initial)} (app code above the floor: ${above})`),
      row('CSS, server mode', weight(app.css)),
      ...chunkRows(app.lazy, 'server mode', true),
      ...(direct
        ? [
            row('Initial JS, direct mode (largest language)', weight(direct.initial), initial(direct.initial)),
            row('Initial JS / floor, direct mode (gzip)', overFloor(direct.initial)),
            ...chunkRows(direct.lazy, 'direct mode', false),
          ]
        : []),
    ],
    notes: [
      `Initial JS is what a language's page loads before the app runs: its inline boot script, module scripts and modulepreloads, what the boot script imports, everything those import statically, and the page's words in its language (page.<language>); largest (${app.initial.language}): ${app.initial.files.join(', ')}.`,
      'Sizes are computed here with gzip level 9 and brotli quality 11, the settings of the precompressed files the server sends.',
      "Lazy chunks are named as Vite names them, with what each holds; server mode's have a gzip budget each (a word catalog, `<area>.<language>`, the budget of its area in every language), a chunk without one fails, and so does a budgeted chunk missing from the build (rename the budget with the chunk); direct mode's are listed for comparison.",
      ...(unlabelled.length ? [`Not yet described in CHUNK_FEATURES (bench/budgets.ts): ${unlabelled.join(', ')}.`] : []),
    ],
  };
}

/**
 * One row per lazy chunk, largest first, labelled by feature. With budgets (server mode), a
 * budgeted chunk missing from the build fails, and so does a chunk that has no budget yet.
 */
function chunkRows(chunks: readonly Chunk[], mode: string, budgeted: boolean): Row[] {
  const feature = (name: string) => CHUNK_FEATURES[name] ?? (catalogBudget(name) && `words: the ${name.split('.')[0]} catalog`);
  const label = (name: string) => `Lazy chunk "${name}"${feature(name) ? ` (${feature(name)})` : ''}, ${mode}`;
  const limitOf = (name: string) => BUDGETS.lazyChunkGzipBytes[name] ?? catalogBudget(name);
  const gone = [
    ...Object.keys(BUDGETS.lazyChunkGzipBytes),
    // Every area's catalog in every language but English, whose page words are initial.
    ...Object.keys(BUDGETS.catalogChunkGzipBytes).flatMap((area) =>
      (Object.keys(LANGUAGES) as Language[]).map((language) => `${area}.${language}`),
    ),
  ].filter((name) => !chunks.some((chunk) => chunk.name === name) && name !== 'page.en');
  const budget = (name: string, gzip: number) => {
    if (!budgeted) return undefined;
    const limit = limitOf(name);
    return limit === undefined
      ? within('lazyChunkGzipBytes', 'none set (BUDGETS.lazyChunkGzipBytes)', false)
      : underGzip('lazyChunkGzipBytes', gzip, limit);
  };
  return [
    ...chunks.map((chunk) => row(label(chunk.name), weight(chunk), budget(chunk.name, chunk.gzip))),
    ...(budgeted ? gone : []).map((name) =>
      row(label(name), 'not in this build (renamed, merged into another chunk, or gone)', budget(name, Number.NaN)),
    ),
  ];
}

export function lighthouseSection(results: LighthouseResult[]): Section {
  const rows = results.flatMap(({ preset, language = 'en', scores: s, metrics: m, runs }) => {
    const mobile = `Mobile, ${language}`;
    const all = [s.performance, s.accessibility, s['best-practices'], s.seo];
    const four = within(
      'lighthouseMobile',
      `${BUDGETS.lighthouseMobile} in all four`,
      all.every((score) => score >= BUDGETS.lighthouseMobile),
    );
    const [fcp, lcp] = [seconds(m['first-contentful-paint']), seconds(m['largest-contentful-paint'])];
    const tbtCls = `${ms(m['total-blocking-time'], 0)} / ${m['cumulative-layout-shift'].toFixed(3)}`;
    const paint = (id: 'first-contentful-paint' | 'largest-contentful-paint', name: string, key: BudgetKey, limit: number) => {
      const slowest = Math.max(...runs.map((run) => run.metrics[id]));
      const budget = atMost(key, `≤ ${seconds(limit)} in every run`, slowest, limit);
      return row(`${mobile}: ${name}, median (slowest of ${runs.length})`, `${seconds(m[id])} (${seconds(slowest)})`, budget);
    };
    if (preset === 'desktop') {
      return [
        row('Desktop: performance / accessibility / best practices / SEO', all.join(' / ')),
        row('Desktop: FCP / LCP / TBT / CLS', `${fcp} / ${lcp} / ${tbtCls}`),
      ];
    }
    return [
      row(`${mobile}: performance / accessibility / best practices / SEO`, all.join(' / '), four),
      paint('first-contentful-paint', 'FCP', 'lighthouseMobileFcpMs', BUDGETS.lighthouseMobileFcpMs),
      paint('largest-contentful-paint', 'LCP', 'lighthouseMobileLcpMs', BUDGETS.lighthouseMobileLcpMs),
      row(`${mobile}: TBT / CLS`, tbtCls),
    ];
  });
  const failing = results.flatMap(({ preset, language = 'en', failing }) =>
    failing.map(
      (a) =>
        `${preset} (${language}), ${a.category}: "${a.title}" (${a.id}) scored ${a.score}${a.displayValue ? ` (${a.displayValue})` : ''}${a.why ? `: ${a.why}` : ''}.`,
    ),
  );
  const note = `Scores are the lowest of ${results.map((result) => `${result.runs.length} ${result.preset} (${result.language})`).join(' and ')} run(s), metrics the median; the mobile FCP and LCP budgets hold for the slowest run. Simulated throttling (mobile: slow 4G, 4× CPU slowdown). Reports: .bench/lighthouse/.`;
  return { title: 'Lighthouse', rows, notes: [...failing, note] };
}

export function streamingSection(result: StreamingResult): Section {
  const rate = `${result.tokensPerSecond} tok/s`;
  const { clickToVisibleMs: click, modelToVisibleMs: model, direct, slowNetwork: slow } = result;
  const raw = result.runs.filter((run) => run.rawMarkdownPainted);
  const network = `${slow.network.latencyMs} ms latency, ${(slow.network.downloadKbps / 1000).toFixed(2)} Mbit/s`;
  const directValue = direct && `${ms(direct.clickToVisibleMs.p50)} (model → painted ${ms(direct.modelToVisibleMs.p50)})`;
  const slowDirect = slow.direct ? ` · direct mode ${ms(slow.direct.p50, 0)} (${ratio(slow.direct.p50 / slow.server.p50)})` : '';
  return {
    title: 'Streaming',
    rows: [
      row(`Click → first word painted, server mode (median, p90 of ${result.runs.length})`, `${ms(click.p50)} (p90 ${ms(click.p90)})`),
      row(
        'Model writes the first word → painted, server mode (median)',
        `${ms(model.p50)} (p90 ${ms(model.p90)}, max ${ms(model.max)})`,
        within('modelToVisibleMs', `< ${BUDGETS.modelToVisibleMs} ms`, model.p50 < BUDGETS.modelToVisibleMs),
      ),
      row(
        'First painted frame shows the raw Markdown fallback',
        `${raw.length} of ${result.runs.length} runs${raw[0] ? ` (e.g. "${raw[0].frameText.split('\n')[0]}")` : ''}`,
      ),
      ...(direct ? [row(`Click → first word painted, direct mode (median of ${direct.runs.length})`, directValue ?? '')] : []),
      row(
        `Click → first word painted on slow 4G (${network}), median of ${slow.server.n}`,
        `server mode ${ms(slow.server.p50, 0)}${slowDirect}`,
      ),
      row(
        `Whole recipe without streaming (stream: false, ${rate})`,
        `${ms(result.nonStreamed.wholeMs, 0)} (the fake generated for ${ms(result.nonStreamed.fakeGenerationMs, 0)})`,
      ),
      row(
        'Streaming first word / non-streamed whole recipe',
        `${ratio(result.firstWordOverWhole, 4)} (the first word comes ${Math.round(1 / result.firstWordOverWhole)}× sooner)`,
      ),
    ],
    notes: [
      `The fake model sends LONG_RECIPE (${result.recipeTokens} tokens) at ${rate}; the first word is token #${result.firstWordToken} ("${result.firstWordText.trim()}").`,
      '"Painted" is taken after the first animation frame that follows the DOM change (a message posted from requestAnimationFrame); all times use performance.timeOrigin + performance.now(), with the browser and fake-model clocks calibrated against the benchmark\'s.',
      'Slow 4G: DevTools network emulation from the click on, once the page has loaded. It does not delay CORS preflights (checked: the POST reaches the model 5 ms after its OPTIONS), so on a real network direct mode pays one more round trip than shown, unless the preflight is cached.',
      `Clock offset fake → benchmark ${ms(result.clockOffsets.fakeMs, 2)} (± ${ms(result.clockOffsets.uncertaintyMs, 2)}).`,
    ],
  };
}

/** "2 long tasks (longest 114 ms)". */
export const longTasks = (n: number, longestMs: number) =>
  `${n} long task${n === 1 ? '' : 's'}${n ? ` (longest ${ms(longestMs, 0)})` : ''}`;

export function renderingSection(runs: RenderingRun[]): Section {
  const rows = runs.map((run): Row => {
    const slower = run.cpuSlowdown !== 1 ? `, CPU ${run.cpuSlowdown}× slower` : '';
    const key = run.tokensPerSecond === 100 ? (run.cpuSlowdown > 1 ? 'longTasksAt100Throttled' : 'longTasksAt100') : undefined;
    return row(
      `${run.tokensPerSecond} tok/s${slower} (${count(run.tokens)} tokens${run.finished ? '' : ', stopped early'})`,
      `${longTasks(run.longTasks, run.longestTaskMs)} · layout shift ${run.layoutShiftCls.toFixed(3)} CLS · script ${ms(run.scriptMsPer1000Tokens, 0)} · all tasks ${ms(run.taskMsPer1000Tokens, 0)} · style+layout ${ms(run.layoutMsPer1000Tokens, 0)} per 1,000 tokens`,
      key && within(key, `no long task (> 50 ms)${slower}`, run.longTasks <= BUDGETS[key]),
    );
  });
  return {
    title: 'Rendering',
    rows,
    notes: [
      'Main-thread time from CDP Performance.getMetrics (ScriptDuration, TaskDuration, LayoutDuration + RecalcStyleDuration) between the click and the end of the recipe, per 1,000 tokens received; long tasks from a PerformanceObserver("longtask"); layout shifts (PerformanceObserver("layout-shift"), those without recent input) after the click, as CLS: the worst 5-second session window, as web-vitals computes it in the field. Lighthouse does not click, so it never sees these.',
    ],
  };
}

/**
 * The one writer of the bench's tables: a run's measurements as sections, a row a figure, each with
 * its budget where one applies (`key` names it in BUDGETS, so that a budget no row carries fails the
 * run), and peer columns where ours is compared; then the verdict and the Markdown.
 */

import { LANGUAGES, type Language } from '../core/kitchen-words.ts';
import type { RendererFigures, RenderingPeersResult, RenderingRun, StreamingResult } from './browser.ts';
import { BUDGETS, catalogBudget, CHUNK_FEATURES, type BudgetKey } from './budgets.ts';
import type { BuildWeights, Chunk, Weight } from './bundle.ts';
import type { FeaturesResult } from './features.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { ArrivalsResult, ArrivalsTarget, Burst, Held, LoadRun } from './load.ts';
import { PLAN } from './plan.ts';
import type { LorisResult, Machine, RunResults, ScaleOutResult, ServerResult } from './results.ts';
import { count, kb, mb, ms, ratio } from './stats.ts';

export type Budget = { key: BudgetKey; limit: string; pass: boolean };
/** One figure; `more` fills the further columns of a section that names them (a peer, ours ÷ theirs). */
export type Row = { metric: string; value: string; budget?: Budget; more?: string[] };
export type Section = { title: string; rows: Row[]; notes: string[]; error?: string; columns?: string[] };

const row = (metric: string, value: string, budget?: Budget, more?: string[]): Row => ({ metric, value, budget, more });
const within = (key: BudgetKey, limit: string, pass: boolean): Budget => ({ key, limit, pass });
/** At most `max`: a figure that is not a number (no runs, a NaN) fails, as `Math.max()`'s -Infinity must. */
const atMost = (key: BudgetKey, limit: string, value: number, max: number) => within(key, limit, Number.isFinite(value) && value <= max);
const bytes = (value: number) => `${count(value)} B`;
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;
const pair = (a: number, b: number, digits = 1) => `${ms(a, digits).replace(' ms', '')} / ${ms(b, digits)}`;
const signed = (value: number, digits = 1) => (Number.isFinite(value) ? `${value >= 0 ? '+' : ''}${value.toFixed(digits)} ms` : 'n/a');
const weight = (w: Weight) => `gzip ${bytes(w.gzip)} · brotli ${kb(w.brotli)} · raw ${kb(w.raw)}`;
const errorsText = (errors: Record<string, number>) =>
  Object.entries(errors)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ') || '0 errors';
/** Ours ÷ theirs; "both 0" when neither has any, "—" when one is missing. */
const times = (ours: number, theirs: number) =>
  ours === 0 && theirs === 0 ? 'both 0' : Number.isFinite(ours) && Number.isFinite(theirs) && theirs > 0 ? ratio(ours / theirs) : '—';
/** "2 long tasks (longest 114 ms)". */
const longTasks = (n: number, longestMs: number) => `${n} long task${n === 1 ? '' : 's'}${n ? ` (longest ${ms(longestMs, 0)})` : ''}`;
const cores = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? 'n/a' : value.toFixed(2));
/** "relay 0.62 · fake 0.36 · generator 0.17". */
const byProcess = (record: Record<string, number>, format: (value: number) => string) =>
  ['relay', 'fake', 'generator'].flatMap((name) => (name in record ? [`${name} ${format(record[name]!)}`] : [])).join(' · ');
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function bundleSection(app: BuildWeights, direct: BuildWeights | undefined, floor: BuildWeights): Section {
  const limit = BUDGETS.initialJsGzipBytes;
  const initial = (gzip: number) => atMost('initialJsGzipBytes', `≤ ${bytes(limit)} gzip`, gzip, limit);
  const overFloor = (w: Weight) => ratio(w.gzip / floor.initial.gzip, 3);
  const languages = Object.entries(app.initialByLanguage);
  const names = new Set([...app.lazy, ...(direct?.lazy ?? [])].map((chunk) => `"${chunk.name}"`));
  const unlabelled = [...names].filter((name) => !CHUNK_FEATURES[name.slice(1, -1)] && !catalogBudget(name.slice(1, -1)));
  const largest = `Initial JS, server mode, the largest of ${languages.length} languages (${app.initial.language})`;
  const above = `${overFloor(app.initial)} (app code above the floor: ${kb(app.initial.gzip - floor.initial.gzip)})`;
  const rows = [
    row(largest, weight(app.initial)),
    // Each language's page is held to the budget: the first screen's words differ by language.
    ...languages.map(([language, gzip]) => row(`Initial JS, server mode, the page in ${language}`, `gzip ${bytes(gzip)}`, initial(gzip))),
    ...(languages.length ? [] : [row('Initial JS, server mode', 'no page found', within('initialJsGzipBytes', 'a page', false))]),
    row('Floor: bare React 19 page, same Vite and target', weight(floor.initial)),
    row('Initial JS / floor (gzip)', above),
    row('CSS, server mode', weight(app.css)),
    ...chunkRows(app.lazy, 'server mode', true),
  ];
  if (direct) {
    rows.push(row('Initial JS, direct mode (largest language)', weight(direct.initial), initial(direct.initial.gzip)));
    rows.push(row('Initial JS / floor, direct mode (gzip)', overFloor(direct.initial)), ...chunkRows(direct.lazy, 'direct mode', false));
  }
  return {
    title: 'Bundle',
    rows,
    notes: [
      `Initial JS is what a language's page loads before the app runs: its inline boot script, module scripts and modulepreloads, what the boot script imports, everything those import statically, and the page's words in its language (page.<language>); largest (${app.initial.language}): ${app.initial.files.join(', ')}.`,
      'Sizes are computed here with gzip level 9 and brotli quality 11, the settings of the precompressed files the server sends.',
      "Lazy chunks are named as Vite names them, with what each holds; server mode's have a gzip budget each (a word catalog, `<area>.<language>`, the budget of its area in every language), a chunk without one fails, and so does a budgeted chunk missing from the build (rename the budget with the chunk); direct mode's are listed for comparison.",
      ...(unlabelled.length ? [`Not yet described in CHUNK_FEATURES (bench/budgets.ts): ${unlabelled.join(', ')}.`] : []),
    ],
  };
}

/** One row per lazy chunk, largest first; in server mode a budgeted chunk missing from the build fails, and so does a chunk with no budget. */
function chunkRows(chunks: readonly Chunk[], mode: string, budgeted: boolean): Row[] {
  const feature = (name: string) => CHUNK_FEATURES[name] ?? (catalogBudget(name) && `words: the ${name.split('.')[0]} catalog`);
  const label = (name: string) => `Lazy chunk "${name}"${feature(name) ? ` (${feature(name)})` : ''}, ${mode}`;
  const budget = (name: string, gzip: number) => {
    const limit = BUDGETS.lazyChunkGzipBytes[name] ?? catalogBudget(name);
    if (!budgeted) return undefined;
    if (limit === undefined) return within('lazyChunkGzipBytes', 'none set (BUDGETS.lazyChunkGzipBytes)', false);
    return atMost('lazyChunkGzipBytes', `≤ ${bytes(limit)} gzip`, gzip, limit);
  };
  // Every budgeted chunk, and every area's catalog in every language but English, whose page words are initial.
  const languages = Object.keys(LANGUAGES) as Language[];
  const catalogs = Object.keys(BUDGETS.catalogChunkGzipBytes).flatMap((area) => languages.map((language) => `${area}.${language}`));
  const expected = [...Object.keys(BUDGETS.lazyChunkGzipBytes), ...catalogs].filter((name) => name !== 'page.en');
  const gone = budgeted ? expected.filter((name) => !chunks.some((chunk) => chunk.name === name)) : [];
  const missing = 'not in this build (renamed, merged into another chunk, or gone)';
  return [
    ...chunks.map((chunk) => row(label(chunk.name), weight(chunk), budget(chunk.name, chunk.gzip))),
    ...gone.map((name) => row(label(name), missing, budget(name, Number.NaN))),
  ];
}

function lighthouseSection(results: LighthouseResult[]): Section {
  const rows = results.flatMap(({ preset, language, scores: s, metrics: m, runs }) => {
    const all = [s.performance, s.accessibility, s['best-practices'], s.seo];
    const tbtCls = `${ms(m['total-blocking-time'], 0)} / ${m['cumulative-layout-shift'].toFixed(3)}`;
    if (preset === 'desktop') {
      const paints = `${seconds(m['first-contentful-paint'])} / ${seconds(m['largest-contentful-paint'])} / ${tbtCls}`;
      return [
        row('Desktop: performance / accessibility / best practices / SEO', all.join(' / ')),
        row('Desktop: FCP / LCP / TBT / CLS', paints),
      ];
    }
    const mobile = `Mobile, ${language}`;
    const paint = (id: 'first-contentful-paint' | 'largest-contentful-paint', name: string, key: BudgetKey, limit: number) => {
      const slowest = Math.max(...runs.map((run) => run.metrics[id]));
      const budget = atMost(key, `≤ ${seconds(limit)} in every run`, slowest, limit);
      return row(`${mobile}: ${name}, median (slowest of ${runs.length})`, `${seconds(m[id])} (${seconds(slowest)})`, budget);
    };
    const [limit, fcp, lcp] = [BUDGETS.lighthouseMobile, BUDGETS.lighthouseMobileFcpMs, BUDGETS.lighthouseMobileLcpMs];
    const scores = within(
      'lighthouseMobile',
      `${limit} in all four`,
      all.every((score) => score >= limit),
    );
    return [
      row(`${mobile}: performance / accessibility / best practices / SEO`, all.join(' / '), scores),
      paint('first-contentful-paint', 'FCP', 'lighthouseMobileFcpMs', fcp),
      paint('largest-contentful-paint', 'LCP', 'lighthouseMobileLcpMs', lcp),
      row(`${mobile}: TBT / CLS`, tbtCls),
    ];
  });
  const failing = results.flatMap(({ preset, language, failing }) =>
    failing.map(({ category, title, id, score, displayValue: shown, why }) => {
      return `${preset} (${language}), ${category}: "${title}" (${id}) scored ${score}${shown ? ` (${shown})` : ''}${why ? `: ${why}` : ''}.`;
    }),
  );
  const runs = results.map((result) => `${result.runs.length} ${result.preset} (${result.language})`).join(' and ');
  const note = `Scores are the lowest of ${runs} run(s), metrics the median; the mobile FCP and LCP budgets hold for the slowest run. Simulated throttling (mobile: slow 4G, 4× CPU slowdown). Reports: .bench/lighthouse/.`;
  return { title: 'Lighthouse', rows, notes: [...failing, note] };
}

function streamingSection(result: StreamingResult): Section {
  const { server, direct, slowNetwork: slow, nonStreamed } = result;
  const [click, model, rate] = [server.clickToVisibleMs, server.modelToVisibleMs, `${result.tokensPerSecond} tok/s`];
  const raw = server.runs.filter((run) => run.rawMarkdownPainted);
  const frames = `${raw.length} of ${server.runs.length} runs${raw[0] ? ` (e.g. "${raw[0].frameText.split('\n')[0]}")` : ''}`;
  const network = `${slow.network.latencyMs} ms latency, ${(slow.network.downloadKbps / 1000).toFixed(2)} Mbit/s`;
  const [slowServer, slowDirect] = [slow.server.clickToVisibleMs.p50, slow.direct?.clickToVisibleMs.p50 ?? Number.NaN];
  const slowText = `server mode ${ms(slowServer, 0)}${slow.direct ? ` · direct mode ${ms(slowDirect, 0)} (${ratio(slowDirect / slowServer)})` : ''}`;
  const overWhole = click.p50 / nonStreamed.wholeMs;
  const modelBudget = within('modelToVisibleMs', `< ${BUDGETS.modelToVisibleMs} ms`, model.p50 < BUDGETS.modelToVisibleMs);
  const rows = [
    row(`Click → first word painted, server mode (median, p90 of ${click.n})`, `${ms(click.p50)} (p90 ${ms(click.p90)})`),
    row(
      'Model writes the first word → painted, server mode (median)',
      `${ms(model.p50)} (p90 ${ms(model.p90)}, max ${ms(model.max)})`,
      modelBudget,
    ),
    row('First painted frame shows the raw Markdown fallback', frames),
  ];
  if (direct) {
    const directText = `${ms(direct.clickToVisibleMs.p50)} (model → painted ${ms(direct.modelToVisibleMs.p50)})`;
    rows.push(row(`Click → first word painted, direct mode (median of ${direct.runs.length})`, directText));
  }
  const whole = `${ms(nonStreamed.wholeMs, 0)} (the fake generated for ${ms(nonStreamed.fakeGenerationMs, 0)})`;
  rows.push(
    row(`Click → first word painted on slow 4G (${network}), median of ${slow.server.runs.length}`, slowText),
    row(`Whole recipe without streaming (stream: false, ${rate})`, whole),
    row(
      'Streaming first word / non-streamed whole recipe',
      `${ratio(overWhole, 4)} (the first word comes ${Math.round(1 / overWhole)}× sooner)`,
    ),
  );
  const clocks = `${ms(result.clockOffsets.fakeMs, 2)} (± ${ms(result.clockOffsets.uncertaintyMs, 2)})`;
  return {
    title: 'Streaming',
    rows,
    notes: [
      `The fake model sends LONG_RECIPE (${result.recipeTokens} tokens) at ${rate}; the first word is token #${result.firstWordToken} ("${result.firstWordText.trim()}").`,
      '"Painted" is taken after the first animation frame that follows the DOM change (a message posted from requestAnimationFrame); all times use performance.timeOrigin + performance.now(), with the browser and fake-model clocks calibrated against the benchmark\'s.',
      'Slow 4G: DevTools network emulation from the click on, once the page has loaded. It does not delay CORS preflights (checked: the POST reaches the model 5 ms after its OPTIONS), so on a real network direct mode pays one more round trip than shown, unless the preflight is cached.',
      `Clock offset fake → benchmark ${clocks}.`,
    ],
  };
}

function renderingSection(runs: RenderingRun[]): Section {
  const rows = runs.map((run): Row => {
    const slower = run.cpuSlowdown !== 1 ? `, CPU ${run.cpuSlowdown}× slower` : '';
    const key = run.tokensPerSecond === 100 ? (run.cpuSlowdown > 1 ? 'longTasksAt100Throttled' : 'longTasksAt100') : undefined;
    const per1000 = `script ${ms(run.scriptMsPer1000Tokens, 0)} · all tasks ${ms(run.taskMsPer1000Tokens, 0)} · style+layout ${ms(run.layoutMsPer1000Tokens, 0)} per 1,000 tokens`;
    const value = `${longTasks(run.longTasks, run.longestTaskMs)} · layout shift ${run.layoutShiftCls.toFixed(3)} CLS · ${per1000}`;
    const metric = `${run.tokensPerSecond} tok/s${slower} (${count(run.tokens)} tokens${run.finished ? '' : ', stopped early'})`;
    return row(metric, value, key && within(key, `no long task (> 50 ms)${slower}`, run.longTasks <= BUDGETS[key]));
  });
  const note =
    'Main-thread time from CDP Performance.getMetrics (ScriptDuration, TaskDuration, LayoutDuration + RecalcStyleDuration) between the click and the end of the recipe, per 1,000 tokens received; long tasks from a PerformanceObserver("longtask"); layout shifts (PerformanceObserver("layout-shift"), those without recent input) after the click, as CLS: the worst 5-second session window, as web-vitals computes it in the field. Lighthouse does not click, so it never sees these.';
  return { title: 'Rendering', rows, notes: [note] };
}

/** The recipe card's renderer beside each peer: a row per measure, ours and each peer adjacent with ours ÷ theirs. */
export function renderingPeersSection({ ours, peers, tokens, tokensPerSecond, cpuSlowdown }: RenderingPeersResult): Section {
  type Measure = { value: (f: RendererFigures) => number; text: (f: RendererFigures) => string };
  const onRun = (pick: (run: RenderingRun) => number, text = (run: RenderingRun) => ms(pick(run), 0)): Measure => ({
    value: (f) => (f.run ? pick(f.run) : Number.NaN),
    text: (f) => (f.run ? text(f.run) : 'not measured'),
  });
  const js = (pick: (f: RendererFigures) => Weight): Measure => ({
    value: (f) => pick(f).gzip,
    text: (f) => (Number.isFinite(pick(f).gzip) ? `${bytes(pick(f).gzip)} gzip` : 'not measured'),
  });
  const tasks = onRun(
    (run) => run.longTasks,
    (run) => longTasks(run.longTasks, run.longestTaskMs),
  );
  const measures: [string, Measure, boolean][] = [
    ['Long tasks (> 50 ms) after the click', tasks, true],
    ['Main-thread busy time per 1,000 tokens (all tasks)', onRun((run) => run.taskMsPer1000Tokens), true],
    ['Script per 1,000 tokens', onRun((run) => run.scriptMsPer1000Tokens), false],
    ['Style and layout per 1,000 tokens', onRun((run) => run.layoutMsPer1000Tokens), true],
    ['Initial JS of the page built with it', js((f) => f.initialJs), true],
    ['The renderer’s lazy JS (its chunk and what it imports)', js((f) => f.rendererJs), true],
  ];
  const rows = measures.map(([metric, { value, text }, budgeted]) => {
    const mine = value(ours);
    const pass = peers.length > 0 && peers.every((peer) => Number.isFinite(mine) && mine <= value(peer) * BUDGETS.renderingOursOverPeer);
    const budget = budgeted ? within('renderingOursOverPeer', `≤ ${peers.map((peer) => peer.name).join(' and ')}`, pass) : undefined;
    return row(
      metric,
      text(ours),
      budget,
      peers.flatMap((peer) => [text(peer), times(mine, value(peer))]),
    );
  });
  const slower = cpuSlowdown !== 1 ? `, the CPU ${cpuSlowdown}× slower (CDP Emulation.setCPUThrottlingRate)` : '';
  const describe = (f: RendererFigures) =>
    `${f.name}: ${f.libraries.join(', ') || 'no build'}${f.error ? ` (not measured: ${f.error.split('\n')[0]})` : ''}; renderer chunks ${f.rendererJs.files.join(', ') || 'n/a'} (${kb(f.rendererJs.raw)} raw)`;
  return {
    title: 'Markdown renderers',
    columns: ['Pantry Chef', ...peers.flatMap((peer) => [peer.name, `Ours / ${peer.name}`])],
    rows,
    notes: [
      `The same app built once per renderer: bench/peers/vite-renderer.config.ts swaps the card's lazy renderer (src/recipe/markdown.tsx) for an adapter in bench/peers/ that renders the same text with the peer library, configured for untrusted model output (no raw HTML, no images, the library's own URL checks). Each build is served by the real server and fed ${tokens ? `the first ${tokens} tokens of ` : ''}LONG_RECIPE at ${tokensPerSecond} tok/s${slower}, in the same Chromium, ${ours.runs.length} times each, interleaved (ours, each peer, ours again…) once every build is made; each figure is the median of a renderer's runs, so that other work on the machine weighs on all alike.`,
      'Main-thread times as in Rendering (CDP Performance.getMetrics between the click and the end of the recipe). Initial JS as in Bundle; the renderer’s lazy JS is what the page fetches when it prefetches the renderer: its chunk and, following static imports, every chunk it needs that index.html did not load.',
      `Budget: ours at most each peer's on every budgeted row; a peer that was not measured fails it. ${[ours, ...peers].map(describe).join(' · ')}.`,
    ],
  };
}

function featuresSection({ change, photo, nutrition, languageSwitch: language, safetyCheck, errors }: FeaturesResult): Section {
  /** A measurement that broke shows as its row with its budget failed, so that the verdict lists it. */
  const broken = (metric: string, key: BudgetKey, limit: string, name: string) =>
    row(metric, `measurement failed: ${errors[name] ?? 'no result'}`, within(key, limit, false));
  const rows: Row[] = [];
  const safetyLimit = `≤ ${BUDGETS.safetyCheckMs} ms`;
  const safetyMetric = `Safety check: a 4 KB recipe, twenty foods avoided, vegan (median of ${safetyCheck?.n ?? 0}, in Node)`;
  if (safetyCheck) {
    const budget = atMost('safetyCheckMs', safetyLimit, safetyCheck.p50, BUDGETS.safetyCheckMs);
    rows.push(row(safetyMetric, `${ms(safetyCheck.p50, 2)} (p90 ${ms(safetyCheck.p90, 2)})`, budget));
  } else rows.push(broken(safetyMetric, 'safetyCheckMs', safetyLimit, 'safetyCheck'));

  const switchLimit = `≤ ${BUDGETS.languageSwitchMs} ms`;
  const switchMetric = `Language: the header's select changed on a loaded page → painted in ${language?.language ?? 'the new language'} (median of ${language?.runs.length ?? 0})`;
  if (language) {
    const value = `${ms(language.switchMs.p50)} (runs: ${language.runs.map((run) => ms(run, 0)).join(', ')}; "${language.label}")`;
    rows.push(row(switchMetric, value, atMost('languageSwitchMs', switchLimit, language.switchMs.p50, BUDGETS.languageSwitchMs)));
  } else rows.push(broken(switchMetric, 'languageSwitchMs', switchLimit, 'languageSwitch'));

  const [changeLimit, changeMetric] = [`< ${BUDGETS.changeModelToVisibleMs} ms`, 'Change: model writes the first word → painted (median)'];
  if (change) {
    const { clickToVisibleMs: click, modelToVisibleMs: model } = change;
    const budget = within('changeModelToVisibleMs', changeLimit, model.p50 < BUDGETS.changeModelToVisibleMs);
    rows.push(
      row(
        `Change: click "Change it" → first word painted (median, p90 of ${change.runs.length})`,
        `${ms(click.p50)} (p90 ${ms(click.p90)})`,
      ),
      row(changeMetric, `${ms(model.p50)} (p90 ${ms(model.p90)}, max ${ms(model.max)})`, budget),
    );
  } else rows.push(broken(changeMetric, 'changeModelToVisibleMs', changeLimit, 'change'));

  const photoLimit = `≤ ${seconds(BUDGETS.photoChosenToSentMs)} in every run`;
  if (photo) {
    const [slowest, largest] = [
      Math.max(...photo.runs.map((run) => run.chosenToSentMs)),
      Math.max(...photo.runs.map((run) => run.bodyBytes)),
    ];
    const metric = `Photo ${photo.width}×${photo.height} (${mb(photo.photoBytes)} JPEG), CPU ${photo.cpuSlowdown}× slower: chosen → /api/photo-ingredients sent (slowest of ${photo.runs.length})`;
    const value = `${seconds(slowest)} (runs: ${photo.runs.map((run) => seconds(run.chosenToSentMs)).join(', ')})`;
    const body = `${bytes(largest)} (the JPEG in it: ${bytes(Math.max(...photo.runs.map((run) => run.jpegBytes)))})`;
    rows.push(
      row(metric, value, atMost('photoChosenToSentMs', photoLimit, slowest, BUDGETS.photoChosenToSentMs)),
      row(
        'Photo: request body sent (largest of the runs)',
        body,
        atMost('photoRequestBytes', `≤ ${bytes(BUDGETS.photoRequestBytes)}`, largest, BUDGETS.photoRequestBytes),
      ),
    );
  } else rows.push(broken('Photo: chosen → /api/photo-ingredients sent', 'photoChosenToSentMs', photoLimit, 'photo'));

  const [warmLimit, panelLimit] = [`≤ ${BUDGETS.nutritionWarmMs} ms`, 'no long task (> 50 ms) in any run'];
  const worst = nutrition?.panel.length
    ? nutrition.panel.reduce((a, b) =>
        b.longTasks > a.longTasks || (b.longTasks === a.longTasks && b.longestTaskMs > a.longestTaskMs) ? b : a,
      )
    : undefined;
  if (nutrition && worst) {
    const { warmMs: warm, panel } = nutrition;
    const metric = `Nutrition, ${nutrition.lines}-line recipe (${nutrition.counted} counted): estimate, warm (median, p90 of ${count(warm.n)})`;
    const value = `${ms(warm.p50, 2)} (p90 ${ms(warm.p90, 2)}; first call ${ms(nutrition.coldMs, 1)})`;
    const shown = `${longTasks(worst.longTasks, worst.longestTaskMs)} · figures after ${seconds(Math.max(...panel.map((run) => run.clickToFiguresMs)))} · "${worst.basedOn}"`;
    const calm = within(
      'nutritionPanelLongTasks',
      panelLimit,
      panel.every((run) => run.longTasks <= BUDGETS.nutritionPanelLongTasks),
    );
    rows.push(
      row(metric, value, atMost('nutritionWarmMs', warmLimit, warm.p50, BUDGETS.nutritionWarmMs)),
      row(`Nutrition panel, CPU ${nutrition.cpuSlowdown}× slower: click → figures shown (worst of ${panel.length})`, shown, calm),
    );
  } else {
    rows.push(broken('Nutrition: estimate, warm (median)', 'nutritionWarmMs', warmLimit, 'nutrition'));
    rows.push(broken('Nutrition panel: click → figures shown', 'nutritionPanelLongTasks', panelLimit, 'nutrition'));
  }
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

const failed = (run: LoadRun) => (run.errors + run.non2xx ? `${run.errors} errors, ${run.non2xx} non-2xx` : '0 errors');
const recipes = (run: LoadRun & { tokensPerSecond: number }) =>
  `${run.requestsPerSecond.toFixed(1)} recipes/s (${count(run.tokensPerSecond)} tokens/s) · p99 ${ms(run.latency.p99, 0)}`;

function serverSection({
  firstToken: { ours, model },
  health,
  bareNode: bare,
  streams,
  idleMemory: idle,
  ...result
}: ServerResult): Section {
  const load = (run: LoadRun) =>
    `${count(run.requestsPerSecond)} req/s · latency p50 ${ms(run.latency.p50, 0)}, p99 ${ms(run.latency.p99, 0)} · ${failed(run)}`;
  const peak = (run: LoadRun, key: 'rss' | 'heapUsed') => mb(run.peak?.[key] ?? Number.NaN);
  const added = `${signed(ours.p50 - model.p50)} / ${signed(ours.p99 - model.p99)} (p50 ratio ${ratio(ours.p50 / model.p50)})`;
  const [overBare, overModel, peerOverModel] = [result.healthOverBare, result.oursOverModel, result.peerOverModel];
  const healthBudget = within('healthOverBareNode', `≥ ${ratio(BUDGETS.healthOverBareNode, 1)}`, overBare >= BUDGETS.healthOverBareNode);
  const relayBudget = within(
    'relayThroughputOverPeer',
    `≥ the AI SDK relay's ${ratio(peerOverModel)}`,
    overModel >= peerOverModel * BUDGETS.relayThroughputOverPeer,
  );
  const memory = `RSS ${mb(idle.rss)} → ${peak(health, 'rss')} → ${peak(streams.ours, 'rss')} · heap ${mb(idle.heapUsed)} → ${peak(health, 'heapUsed')} → ${peak(streams.ours, 'heapUsed')}`;
  return {
    title: 'Server',
    rows: [
      row(`First token from the model directly, p50 / p99 (${model.n} requests)`, pair(model.p50, model.p99)),
      row('First token through POST /api/recipe, p50 / p99', pair(ours.p50, ours.p99)),
      row('Added by the server, p50 / p99', added),
      row(`GET /api/health, ${health.connections} connections`, load(health)),
      row(`Bare node:http server answering the same body (${count(bare.bodyBytes)} bytes), same load`, load(bare)),
      row('GET /api/health / bare node:http throughput (median of the rounds)', ratio(overBare), healthBudget),
      row(
        `Recipe streams through the server, ${streams.ours.connections} connections`,
        `${recipes(streams.ours)} · ${failed(streams.ours)}`,
      ),
      row('The same streams straight from the model', recipes(streams.model)),
      row('Relay throughput, server / model direct (median of the rounds)', ratio(overModel), relayBudget),
      row('Server memory: idle → peak under health load → peak under stream load', memory),
    ],
    notes: [
      'The app server (server/node-server.ts), the fake model, the AI SDK relay and a bare node:http server (answering every request with the body and content type /api/health sent, and nothing else) each run in a process of their own (bench/helper.ts); load comes from another (autocannon).',
      'First token: the direct call uses @huggingface/inference, as the server does; the fake sends its first token at once, then 100 tok/s; the model direct, ours and the AI SDK relay take turns, one request each, the order rotated each round.',
      `Stream load: the fake writes the whole 1,024-token recipe at once, so the numbers are a relay's own relaying cost. Each comparison interleaves its loads ${health.rounds} times (the order rotated each round), ${health.seconds.toFixed(0)} s each; rates and latencies are medians over the rounds, and each ratio is the median of the rounds' ratios.`,
    ],
  };
}

function scaleOutSection({ limiter, firstToken: ft, health, recipeStreams, cores, skipped }: ScaleOutResult): Section {
  if (!limiter || !ft || !health || !recipeStreams) {
    return {
      title: 'Scale-out',
      rows: [row('Redis limits, two instances behind nginx', `not measured: ${skipped ?? 'no result'}`)],
      notes: [],
    };
  }
  const threeWays = (load: string, name: string, runs: typeof health, unit: string, digits = 0) => {
    const rate = (run: LoadRun) =>
      `${run.requestsPerSecond.toFixed(digits)} ${unit} (p99 ${ms(run.latency.p99, 0)}${run.errors + run.non2xx ? `, ${failed(run)}` : ''})`;
    const two = (run: LoadRun) => ratio(runs.nginxTwo.requestsPerSecond / run.requestsPerSecond);
    return [
      row(
        `${load}, ${runs.one.connections} connections: one instance · nginx → one · nginx → two`,
        [runs.one, runs.nginxOne, runs.nginxTwo].map(rate).join(' · '),
      ),
      row(`${name} throughput, two instances behind nginx / one behind nginx / one alone`, `${two(runs.nginxOne)} / ${two(runs.one)}`),
    ];
  };
  const limiterText = `${pair(limiter.memory.p50, limiter.memory.p99, 3)} vs ${pair(limiter.redis.p50, limiter.redis.p99, 3)} (Redis adds ${signed(limiter.redis.p50 - limiter.memory.p50, 2)} at p50)`;
  const firstText = `${pair(ft.memory.p50, ft.memory.p99)} · ${pair(ft.redis.p50, ft.redis.p99)} · ${pair(ft.nginxTwo.p50, ft.nginxTwo.p99)} (nginx and Redis add ${signed(ft.nginxTwo.p50 - ft.memory.p50)} at p50)`;
  return {
    title: 'Scale-out',
    rows: [
      row(`Limiter work per recipe request, memory vs Redis, p50 / p99 (${limiter.memory.n} each)`, limiterText),
      row(
        `First token through POST /api/recipe, p50 / p99 (${ft.memory.n} each): memory limits · Redis limits · two instances behind nginx`,
        firstText,
      ),
      ...threeWays('GET /api/health', 'Health', health, 'req/s'),
      ...threeWays('Recipe streams', 'Stream', recipeStreams, 'recipes/s', 1),
    ],
    notes: [
      'Every instance here counts its limits in one redis-server (REDIS_URL) and runs in a process of its own; nginx runs deploy/nginx.conf (no upstream keepalive: a fresh loopback connection per request) with one worker process per core. "One instance" is one of the two, called directly.',
      'Limiter work: a request point taken, a stream slot taken and given back, as one recipe request does, timed in the benchmark process against memoryLimiters and redisLimiters (rate-limiter-flexible, ioredis) over loopback.',
      `On ${cores} cores the two instances share the CPU with nginx, the fake model and the load generator: the ratio shows what a second process buys on this machine, not on a machine with a core per instance. Each load takes the three targets in turn ${health.one.rounds} time(s), ${health.one.seconds.toFixed(0)} s each; rates and latencies are medians over the rounds.`,
    ],
  };
}

/** A burst's first token over the model direct's, p50 and p99 (each the median of the rounds). */
const burstAdded = (held: Held, model: Held) => [
  held.open.firstTokenMs.p50 - model.open.firstTokenMs.p50,
  held.open.firstTokenMs.p99 - model.open.firstTokenMs.p99,
];

/** The rows of one burst; at BUDGETS.concurrentStreams, every stream served in every round, adding no more than the AI SDK relay. */
function burstRows({ streams, skipped, rounds = 1, model, ours, peer }: Burst, machine: Machine): Row[] {
  const n = count(streams);
  const budgeted = streams === BUDGETS.concurrentStreams;
  const allServed = (got: number) => (budgeted ? within('concurrentStreams', `all ${n} in every round`, got >= streams) : undefined);
  if (skipped || !ours || !model)
    return [row(`${n} streams through one process: got a first token`, `not attempted: ${skipped ?? 'no result'}`, allServed(0))];
  const [[p50, p99], [limit50, limit99]] = [burstAdded(ours, model), peer ? burstAdded(peer, model) : [Number.NaN, Number.NaN]];
  const limit = peer ? `the AI SDK relay's ${signed(limit50!, 0)} / ${signed(limit99!, 0)}` : 'the AI SDK relay (not measured)';
  const { open, close } = ours;
  const delivered = close.piecesPerSecond / (streams * PLAN.bursts.tokensPerSecond);
  const median = rounds > 1 ? ` (the median of ${rounds} rounds; fewest ${count(ours.leastServed)})` : '';
  const opening = `opened in ${seconds(open.wallMs)} on ${cores(sum(Object.values(ours.openingCores)))} of the machine's ${machine.cores} cores: ${byProcess(ours.openingCores, cores)}`;
  const served = `${count(open.withFirstToken)} of ${n}${median}, ${count(close.alive)} alive after ${close.holdSeconds.toFixed(1)} s · ${errorsText(open.errors)} (model direct: ${count(model.close.alive)} alive, ${errorsText(model.open.errors)}) · ${opening}`;
  const first = `${pair(open.firstTokenMs.p50, open.firstTokenMs.p99, 0)} vs ${pair(model.open.firstTokenMs.p50, model.open.firstTokenMs.p99, 0)} (added ${signed(p50!, 0)} / ${signed(p99!, 0)})`;
  const memory = `heap ${kb(ours.heapPerStream)} · RSS ${ours.rssPerStream > 0 ? kb(ours.rssPerStream) : 'n/a (RSS fell after the GC)'} (RSS ${mb(ours.rssHeld)} held, ${count(ours.connections)} sockets)`;
  const backlog = delivered >= 1.005 ? ' (over 100%: a backlog from the opening burst was read during the hold)' : '';
  return [
    row(`${n} streams through one process: got a first token`, served, allServed(ours.leastServed)),
    row(
      `${n} streams: first token p50 / p99, server vs model (added: server − model direct, at each percentile)`,
      first,
      budgeted ? within('concurrentStreams', `added ≤ ${limit}`, p50! <= limit50! && p99! <= limit99!) : undefined,
    ),
    row(`${n} streams: server memory per open stream`, memory),
    row(
      `${n} streams: tokens delivered while held`,
      `${(delivered * 100).toFixed(0)}% of the ${count(streams * PLAN.bursts.tokensPerSecond)}/s the model sent${backlog}`,
    ),
  ];
}

function abuseSection(bursts: Burst[], loris: LorisResult | undefined, machine: Machine): Section {
  const rows = bursts.flatMap((burst) => burstRows(burst, machine));
  const budgeted = count(BUDGETS.concurrentStreams);
  const notes = [
    `Streams are opened all at once from the load-generator process (bench/cooks.ts, a connection each; after a warm-up of 100 to each target): straight on the fake model, through the server and through the AI SDK relay, interleaved over ${PLAN.bursts.rounds} rounds at ${budgeted} streams (each figure the median of the rounds) and once each at the others; the fake streams ${PLAN.bursts.tokensPerSecond} tok/s to each, and they are held ${PLAN.bursts.holdSeconds} s. Memory is read after a full GC (node --expose-gc). Cores: each process's CPU time (/proc/<pid>/stat) over the opening's wall time. ulimit -n: ${machine.openFileLimit}. Rate limits raised for the test (RATE_LIMIT_PER_MINUTE, maxStreams, maxStreamsPerClient).`,
    `The budget holds at ${budgeted} streams, what one event loop on this machine carries; above it, the model direct alone falls behind, the machine's cores are all in use while the streams open, and the AI SDK relay serves a share of them, so its figures are over the streams it served (docs/performance.md).`,
  ];
  if (loris) {
    const { report: r, baseline: before, underAttack: during, waitedMs, sockets, lineEveryMs } = loris;
    const [life, answers] = [r.lifetimeMs, Object.entries(r.answers).map(([line, n]) => `${n}× "${line}"`)];
    const cut = r.cutByServer ? `, after ${seconds(life.min)} to ${seconds(life.max)} (p50 ${seconds(life.p50)})` : '';
    const failures = Object.keys(r.failed).length ? ` · connect failures: ${errorsText(r.failed)}` : '';
    const health = `${ms(before.health.p99, 2)} → ${ms(during.health.p99, 2)} (${ratio(during.health.p99 / before.health.p99)}; p50 ${ms(before.health.p50, 2)} → ${ms(during.health.p50, 2)})`;
    const first = `${ms(before.firstToken.p99)} → ${ms(during.firstToken.p99)} (${ratio(during.firstToken.p99 / before.firstToken.p99)})`;
    rows.push(
      row(`GET /api/health p99: alone → with ${sockets} slow-loris sockets`, health),
      row('Recipe first token p99: alone → with the slow-loris sockets', first),
      row(
        'Slow-loris sockets cut by the server',
        `${count(r.cutByServer)} / ${count(r.connected)} within ${seconds(waitedMs)}${cut}${answers.length ? ` · ${answers.join(', ')}` : ''}${failures}`,
      ),
    );
    notes.push(
      `Slow loris: each socket sends a request line and then one header line every ${seconds(lineEveryMs)}, never finishing, against a freshly started server (headersTimeout 10 s by default, enforced by Node on each connectionsCheckingInterval tick). Legitimate requests are sequential, from the benchmark process.`,
    );
  }
  return { title: 'Abuse', rows, notes };
}

type Measured = Pick<ArrivalsTarget, 'run' | 'cores' | 'cpuPerToken' | 'peak'>;
const completed = ({ run }: Measured) => `${count(run.completed)} of ${count(run.cooks)}`;
const addedFirst = (added: ArrivalsResult['added']) => `${signed(added.firstTokenP50Ms, 0)} / ${signed(added.firstTokenP99Ms, 0)}`;
/** "300 cooks over 10 s (Poisson arrivals), 600 tokens at 40 tok/s". */
const describeArrivals = ({ plan, cooks }: ArrivalsResult) =>
  `${count(cooks)} cooks over ${plan.overSeconds} s (Poisson arrivals), ${count(plan.tokens)} tokens at ${plan.tokensPerSecond} tok/s`;

function arrivalsSection(result: ArrivalsResult): Section {
  const { model, server, added, peerAdded, plan, clientFloor: floor, large } = result;
  const limits = BUDGETS.arrivals;
  // Each figure within its budget and at most what the AI SDK relay adds in the same run.
  const held = (ours: number, limit: number, theirs: number) => Number.isFinite(ours) && ours <= limit && ours <= theirs;
  const firstLimit = `added ≤ +${limits.addedFirstTokenP50Ms} ms / +${limits.addedFirstTokenP99Ms} ms and ≤ the AI SDK relay's`;
  const firstHeld =
    held(added.firstTokenP50Ms, limits.addedFirstTokenP50Ms, peerAdded.firstTokenP50Ms) &&
    held(added.firstTokenP99Ms, limits.addedFirstTokenP99Ms, peerAdded.firstTokenP99Ms);
  const gapLimit = `added p99 ≤ +${limits.addedGapP99Ms} ms and ≤ the AI SDK relay's`;
  const gapBudget = within('arrivals', gapLimit, held(added.gapP99Ms, limits.addedGapP99Ms, peerAdded.gapP99Ms));
  const allComplete = within('arrivals', `all ${count(plan.cooks)} in every round`, server.leastCompleted >= plan.cooks);
  const gaps = ({ run }: Measured) => pair(run.gapMs.p50, run.gapMs.p99, 1);
  const generator = ({ run }: Measured) => `sent late p99 ${ms(run.sendLateMs.p99, 1)}, event-loop delay p99 ${ms(run.loopDelayMs.p99, 1)}`;
  const used = (target: Measured) => byProcess(target.cores, cores);
  /** The cores the processes would need at the peak, at the CPU per token they used, and the relay alone. */
  const need = ({ cpuPerToken }: Measured, peakStreams: number) => {
    const at = (perToken: number) => cores((perToken * peakStreams * plan.tokensPerSecond) / 1e6);
    return `${at(sum(Object.values(cpuPerToken)))} of the machine's ${result.machineCores} (the relay alone ${at(cpuPerToken.relay ?? Number.NaN)}, on one event loop)`;
  };
  const relayCpu = server.cpuPerToken.relay ?? Number.NaN;
  const overFloor = relayCpu / floor.cpuPerPieceUs;
  const floorText = `${relayCpu.toFixed(0)} µs / ${floor.cpuPerPieceUs.toFixed(0)} µs = ${ratio(overFloor)} (client: ${count(floor.streams)} streams at ${plan.tokensPerSecond} tok/s)`;
  const floorBudget = atMost(
    'relayCpuOverClientFloor',
    `≤ ${ratio(BUDGETS.relayCpuOverClientFloor)}`,
    overFloor,
    BUDGETS.relayCpuOverClientFloor,
  );
  const perToken = (target: Measured) => byProcess(target.cpuPerToken, (value) => value.toFixed(0));
  const ended = `${completed(server)} (${errorsText(server.errors)}, last ended after ${(server.run.wallMs / 1000).toFixed(1)} s) · model direct ${completed(model)} (${errorsText(model.errors)})`;
  const first = `${pair(server.run.firstTokenMs.p50, server.run.firstTokenMs.p99, 0)} vs ${pair(model.run.firstTokenMs.p50, model.run.firstTokenMs.p99, 0)} (added ${addedFirst(added)}; the AI SDK relay ${addedFirst(peerAdded)})`;
  const gap = `${gaps(server)} vs ${gaps(model)} (added ${signed(added.gapP99Ms, 1)}, the AI SDK relay ${signed(peerAdded.gapP99Ms, 1)}; ${count(server.run.gapMs.n)} vs ${count(model.run.gapMs.n)} gaps)`;
  const big = `${completed(large.server)} completed · first token p50 / p99 ${pair(large.server.run.firstTokenMs.p50, large.server.run.firstTokenMs.p99, 0)} · gap p99 ${ms(large.server.run.gapMs.p99, 1)} · ${count(large.peakStreams)} streams open at once need ${need(large.server, large.peakStreams)} · used on average ${used(large.server)}`;
  return {
    title: 'Arrivals',
    rows: [
      row(`${describeArrivals(result)}: streams completed through the server`, ended, allComplete),
      row(
        'First token p50 / p99, server vs model direct (added: server − model direct, at each percentile)',
        first,
        within('arrivals', firstLimit, firstHeld),
      ),
      row('Gap between pieces of text p50 / p99, server vs model direct (added at p99)', gap, gapBudget),
      row('CPU per token, µs: through the server · model direct', `${perToken(server)} · ${perToken(model)}`),
      row(
        "The relay's CPU per token over the inference client's own (no relay, same run: the floor under a relay that keeps the client)",
        floorText,
        floorBudget,
      ),
      row(
        `At those costs, ${count(result.peakStreams)} streams open at once × ${plan.tokensPerSecond} tok/s need, in cores`,
        `${need(server, result.peakStreams)} · used on average: ${used(server)} · model direct ${used(model)}`,
      ),
      row('Server memory peak during the arrivals', server.peak ? `RSS ${mb(server.peak.rss)} · heap ${mb(server.peak.heapUsed)}` : 'n/a'),
      row('Load generator: through the server · model direct', `${generator(server)} · ${generator(model)}`),
      row(`${count(large.cooks)} cooks on the same terms through the server (no budget: more than one event loop here)`, big),
      ...(result.capped ? [row('Fewer cooks than planned', result.capped)] : []),
    ],
    notes: [
      `Each cook posts at its time, one connection each, from the load-generator process (node:http, bench/cooks.ts), and reads its recipe to the end: a Poisson process (exponential gaps between cooks, seed ${plan.seed}), the same times for the model direct, the server and the AI SDK relay, interleaved over ${plan.rounds} rounds (the order rotated each round; each figure the median of the rounds) after ${plan.warmUpCooks} unmeasured cooks to each. The fake writes the first ${count(plan.tokens)} tokens of LONG_RECIPE at ${plan.tokensPerSecond} tok/s, one token per write, so a stream lasts about ${((plan.tokens - 1) / plan.tokensPerSecond).toFixed(0)} s and up to ${count(result.peakStreams)} are open at once.`,
      "First token: from sending the request to the first read carrying text. Gap: the time between two reads carrying text in one stream, pooled over every stream; pieces parsed from one socket read (less than 1 ms apart) count as one read, so a relay that falls behind and sends several tokens at once shows fewer, longer gaps. Complete: the stream ended as a whole recipe does (the fake's [DONE], our `event: done`, every byte of the peer's text) with no error, within 15 s past its nominal length.",
      "CPU: each process's user + system time during the run (/proc/<pid>/stat), per token the fake sent, and over the run's wall time (cores used on average). The peak's need is the three processes' CPU per token times the tokens per second of the streams open at once: above the machine's cores, no relay could keep pace on this machine, and the figures above show the machine, not the relay, falling behind; cores used far below the need mean other work held them. The relay runs its streams on one event loop: above 1 core at the peak (its garbage collector's threads aside, which this CPU time includes) it cannot keep pace on any machine. Sent late: how far behind its schedule the generator sent; event-loop delay: how late its timers and reads ran.",
      "The inference client alone: @huggingface/inference reading a fifth of the cooks' streams at once (100 tokens each, at the same rate) in the relay's process, relaying nothing; its CPU per piece of text is the floor under a relay that keeps the client, and times the peak's tokens per second it is the share of one event loop the client alone would need.",
    ],
  };
}

/** Ours beside the AI SDK relay (bench/peers/), under the same loads, interleaved, with ours ÷ theirs. */
function peersSection(server: ServerResult | undefined, bursts: Burst[], arrivals: ArrivalsResult | undefined): Section {
  const rows: Row[] = [];
  const vs = (metric: string, ours: string, theirs: string, oursOverTheirs: string) =>
    rows.push(row(metric, ours, undefined, [theirs, oursOverTheirs]));
  if (server) {
    const { streams, firstToken: ft } = server;
    const rate = (run: LoadRun, overModel: number) =>
      `${run.requestsPerSecond.toFixed(1)} recipes/s (${ratio(overModel)} the model direct)`;
    const oursOverTheirs = times(streams.ours.requestsPerSecond, streams.peer.requestsPerSecond);
    vs(
      `Recipe streams, ${streams.ours.connections} connections`,
      rate(streams.ours, server.oursOverModel),
      rate(streams.peer, server.peerOverModel),
      oursOverTheirs,
    );
    const added = (who: 'ours' | 'peer') => `${signed(ft[who].p50 - ft.model.p50)} / ${signed(ft[who].p99 - ft.model.p99)}`;
    const p50 = `p50 ${times(ft.ours.p50 - ft.model.p50, ft.peer.p50 - ft.model.p50)}`;
    vs(
      `One request at a time (${ft.model.n} pairs with the model direct): first token added, p50 / p99`,
      added('ours'),
      added('peer'),
      p50,
    );
  }
  for (const { streams, ours, peer, model } of bursts) {
    if (!ours || !peer || !model) continue;
    const at = (what: string, value: (held: Held) => string, oursOverTheirs: string) =>
      vs(`${count(streams)} streams at once: ${what}`, value(ours), value(peer), oursOverTheirs);
    const added = (held: Held) =>
      burstAdded(held, model)
        .map((value) => signed(value, 0))
        .join(' / ');
    at(
      'got a first token',
      (held) => `${count(held.open.withFirstToken)} of ${count(streams)}`,
      times(ours.open.withFirstToken, peer.open.withFirstToken),
    );
    at(
      'first token added, p50 / p99 (over the model direct)',
      added,
      `p99 ${times(burstAdded(ours, model)[1]!, burstAdded(peer, model)[1]!)}`,
    );
    at('heap per open stream', (held) => kb(held.heapPerStream), times(ours.heapPerStream, peer.heapPerStream));
    at(
      'RSS per open stream',
      (held) => (held.rssPerStream > 0 ? kb(held.rssPerStream) : 'n/a'),
      times(ours.rssPerStream, peer.rssPerStream),
    );
  }
  if (arrivals) {
    const { server: ours, peer: theirs, added, peerAdded } = arrivals;
    const at = (metric: string, a: string, b: string, oursOverTheirs: string) =>
      vs(`${describeArrivals(arrivals)}: ${metric}`, a, b, oursOverTheirs);
    const [relay, rss] = [
      (target: Measured) => target.cpuPerToken.relay ?? Number.NaN,
      (target: Measured) => target.peak?.rss ?? Number.NaN,
    ];
    at('completed', completed(ours), completed(theirs), times(ours.run.completed, theirs.run.completed));
    at(
      'first token added, p50 / p99 (over the model direct)',
      addedFirst(added),
      addedFirst(peerAdded),
      `p99 ${times(added.firstTokenP99Ms, peerAdded.firstTokenP99Ms)}`,
    );
    at(
      'gap between pieces of text added, p99',
      signed(added.gapP99Ms, 1),
      signed(peerAdded.gapP99Ms, 1),
      times(added.gapP99Ms, peerAdded.gapP99Ms),
    );
    at('relay CPU per token', `${relay(ours).toFixed(0)} µs`, `${relay(theirs).toFixed(0)} µs`, times(relay(ours), relay(theirs)));
    at('relay memory peak (RSS)', mb(rss(ours)), mb(rss(theirs)), times(rss(ours), rss(theirs)));
  }
  if (rows.length === 0) rows.push(row('The AI SDK relay', 'not measured in this run'));
  return {
    title: 'Peers',
    columns: ['Pantry Chef server', 'AI SDK relay', 'Ours / AI SDK'],
    rows,
    notes: [
      "The AI SDK relay (bench/peers/ai-sdk-relay.ts) is the recipe relay as an app on the Vercel AI SDK writes it: ai 6's streamText with @ai-sdk/openai-compatible pointed at the same fake model, the same prompt, toTextStreamResponse() on Hono and @hono/node-server with Node's defaults, in a process of its own. It sends plain text and checks nothing; ours validates, limits, sets its security headers and sends typed events.",
      'Every load takes ours, the AI SDK relay and the model direct in turn, interleaved over rounds (the order rotated each round), and each figure is the median of the rounds, so that a busy moment on the machine weighs on all alike: the stream load and the first tokens as in Server, the bursts as in Abuse, the arrivals as in Arrivals.',
    ],
  };
}

/** Budgets that are data for other rows' budgets, not rows of their own. */
const UNCARRIED: BudgetKey[] = ['catalogChunkGzipBytes'];

/** Every section of a run's report, a failed step's error beside its section. */
export function buildSections(results: RunResults): Section[] {
  const { bundle, lighthouse, streaming, rendering, renderingPeers, features, server, scaleOut, abuse, arrivals, errors } = results;
  const section = (title: string, build: (() => Section) | false | undefined): Section => {
    const error = Object.entries(errors).flatMap(([step, message]) => (step.startsWith(title) ? [message] : []));
    return { ...(build ? build() : { title, rows: [], notes: [] }), error: error.join('; ') || undefined };
  };
  const wall = within('benchSeconds', `≤ ${BUDGETS.benchSeconds} s`, results.wallSeconds <= BUDGETS.benchSeconds);
  const run: Section = {
    title: 'Run',
    rows: [row('The whole benchmark (`npm run bench`)', `${results.wallSeconds.toFixed(0)} s`, wall)],
    notes: [],
  };
  const bursts = abuse?.concurrency ?? [];
  const sections = [
    run,
    section('Bundle', bundle && (() => bundleSection(bundle.server, bundle.direct, bundle.floor))),
    section('Lighthouse', lighthouse && (() => lighthouseSection(lighthouse))),
    section('Streaming', streaming && (() => streamingSection(streaming))),
    section('Rendering', rendering && (() => renderingSection(rendering))),
    section('Markdown renderers', renderingPeers && (() => renderingPeersSection(renderingPeers))),
    section('Features', features && (() => featuresSection(features))),
    section('Server', server && (() => serverSection(server))),
    section('Scale-out', scaleOut && (() => scaleOutSection(scaleOut))),
    section('Abuse', () => abuseSection(bursts, abuse?.slowLoris, results.machine)),
    section('Arrivals', arrivals && (() => arrivalsSection(arrivals))),
    section('Peers', () => peersSection(server, bursts, arrivals)),
    ...(errors.setup ? [{ title: 'Setup', rows: [], notes: [], error: errors.setup.split('\n')[0] }] : []),
  ];
  // Every budget is required by name: one that no row carries (a renamed plan entry, a step that
  // measured nothing) fails here instead of dropping out of the verdict.
  const carried = new Set(sections.flatMap((s) => s.rows.flatMap((r) => (r.budget ? [r.budget.key] : []))));
  const missing = (Object.keys(BUDGETS) as BudgetKey[]).filter((key) => !carried.has(key) && !UNCARRIED.includes(key));
  run.rows.push(...missing.map((key) => row(`Budget ${key}: no row measured it`, 'missing', within(key, 'a row', false))));
  return sections;
}

/** Every missed budget and every measurement that broke, one line each. */
export function failures(sections: Section[]): string[] {
  return sections.flatMap(({ title, error, rows }) => [
    ...(error ? [`${title}: the measurement failed: ${error}`] : []),
    ...rows.filter((r) => r.budget?.pass === false).map((r) => `${title}: ${r.metric} is ${r.value} (budget ${r.budget!.limit})`),
  ]);
}

/** The verdict that opens the report: every budget met, or what failed. */
export function verdict(sections: Section[]): string[] {
  const failed = failures(sections);
  const budgets = sections.flatMap((section) => section.rows.filter((r) => r.budget)).length;
  if (failed.length === 0) return [`**All ${budgets} budgets met.**`];
  return [`**${failed.length} failure${failed.length === 1 ? '' : 's'}** (of ${budgets} budgets):`, '', ...failed.map((f) => `- ${f}`)];
}

/** A table per section (metric, value and the section's further columns, budget), then its notes. */
export function toMarkdown(sections: Section[]): string {
  const cells = (texts: string[]) => `| ${texts.map((text) => text.replace(/\|/g, '\\|')).join(' | ')} |`;
  const status = (budget: Row['budget']) => (budget ? `${budget.limit}: ${budget.pass ? 'pass' : 'FAIL'}` : '—');
  const table = (rows: Row[], columns: string[]) =>
    [
      ['Metric', ...columns, 'Budget'],
      ['---', ...columns.map(() => '---'), '---'],
      ...rows.map((r) => [r.metric, r.value, ...(r.more ?? []), status(r.budget)]),
    ]
      .map(cells)
      .join('\n');
  return sections
    .flatMap(({ title, rows, notes, error, columns = ['Value'] }) => [
      `### ${title}`,
      ...(error ? [`Measurement failed: ${error}`] : []),
      ...(rows.length ? [table(rows, columns)] : []),
      ...notes.map((note) => `- ${note}`),
    ])
    .join('\n\n');
}

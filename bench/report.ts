/**
 * The one writer of the bench's tables: a section per step, a row per figure with its budget where
 * one applies (`key` names it in BUDGETS: a budget no row carries fails the run), peer columns where
 * ours is compared; then the verdict, written to bench/results.md and docs/performance.md.
 */

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { LANGUAGES } from '../core/kitchen-words.ts';
import type { LighthouseResult, RendererFigures, RenderingPeersResult, RenderingRun, StreamingResult } from './browser.ts';
import { BUDGETS, catalogBudget, CHUNK_FEATURES, type BudgetKey } from './budgets.ts';
import type { BuildWeights, Chunk, Weight } from './bundle.ts';
import type { FeaturesResult } from './features.ts';
import type { ArrivalsResult, Burst, Held, LoadRun, measureLoris, measureScaleOut, measureServer } from './load.ts';
import { PLAN } from './plan.ts';
import { count, kb, mb, ms, ratio, worstRun } from './stats.ts';

type ServerResult = Awaited<ReturnType<typeof measureServer>>;
/** What bench/results.json holds, besides the plan and the tables it was printed as. */
export type RunResults = {
  timestamp: string;
  wallSeconds: number;
  machine: { cpu: string; cores: number; memoryBytes: number; os: string; node: string; chromium: string; openFileLimit: number };
  /** Per step that broke, its error message; `setup` when the run itself could not start. */
  errors: Record<string, string>;
  /** The machine's 1-minute load average as each step started, and how long each took. */
  loadAverage: Record<string, number>;
  stepSeconds?: Record<string, number>;
  bundle?: { server: BuildWeights; direct?: BuildWeights; floor: BuildWeights };
  lighthouse?: LighthouseResult[];
  streaming?: StreamingResult;
  rendering?: RenderingRun[];
  renderingPeers?: RenderingPeersResult;
  features?: FeaturesResult;
  server?: ServerResult;
  scaleOut?: Awaited<ReturnType<typeof measureScaleOut>>;
  abuse?: { concurrency?: Burst[]; slowLoris?: Awaited<ReturnType<typeof measureLoris>> };
  arrivals?: ArrivalsResult;
};

type Budget = { key: BudgetKey; limit: string; pass: boolean };
/** One figure; `more` fills the further columns of a section that names them (a peer, ours ÷ theirs). */
type Row = { metric: string; value: string; budget?: Budget; more?: string[] };
export type Section = { title: string; rows: Row[]; notes: string[]; error?: string; columns?: string[] };

const row = (metric: string, value: string, budget?: Budget, more?: string[]): Row => ({ metric, value, budget, more });
const within = (key: BudgetKey, limit: string, pass: boolean): Budget => ({ key, limit, pass });
/** At most `max`: a figure that is not a number (no runs, a NaN) fails, as `Math.max()`'s -Infinity must. */
const atMost = (key: BudgetKey, limit: string, value: number, max: number) => within(key, limit, Number.isFinite(value) && value <= max);
const bytes = (value: number) => `${count(value)} B`;
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;
const p50p99 = (summary: { p50: number; p99: number }, digits = 1) =>
  `${ms(summary.p50, digits).replace(' ms', '')} / ${ms(summary.p99, digits)}`;
const signed = (value: number, digits = 1) => (Number.isFinite(value) ? `${value >= 0 ? '+' : ''}${value.toFixed(digits)} ms` : 'n/a');
const pairOf = ([p50, p99]: number[]) => `${signed(p50!, 0)} / ${signed(p99!, 0)}`;
const weight = (w: Weight) => `gzip ${bytes(w.gzip)} · brotli ${kb(w.brotli)} · raw ${kb(w.raw)}`;
const ADDED = 'added: server − model direct, at each percentile';
/** "24.8 ms (p90 31.2 ms, max 40.1 ms)". */
const spread = (summary: { p50: number; p90: number; max: number }) =>
  `${ms(summary.p50)} (p90 ${ms(summary.p90)}, max ${ms(summary.max)})`;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
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

function bundleSection(app: BuildWeights, direct: BuildWeights | undefined, floor: BuildWeights): Section {
  const limit = BUDGETS.initialJsGzipBytes;
  const initial = (gzip: number) => atMost('initialJsGzipBytes', `≤ ${bytes(limit)} gzip`, gzip, limit);
  const overFloor = (w: Weight) => ratio(w.gzip / floor.initial.gzip, 3);
  const languages = Object.entries(app.initialByLanguage);
  const names = [...new Set([...app.lazy, ...(direct?.lazy ?? [])].map((chunk) => chunk.name))];
  const unlabelled = names.filter((name) => !CHUNK_FEATURES[name] && !catalogBudget(name)).map((name) => `"${name}"`);
  const above = `${overFloor(app.initial)} (app code above the floor: ${kb(app.initial.gzip - floor.initial.gzip)})`;
  const rows = [
    row(`Initial JS, server mode, the largest of ${languages.length} languages (${app.initial.language})`, weight(app.initial)),
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
  const notes = [
    "Initial JS is the scripts written into the page (boot, the direct mode's chooser), the index chunk and what it imports statically, and the first screen's words the page carries.",
    `The largest page's (${app.initial.language}): ${app.initial.files.join(', ')}.`,
  ];
  if (unlabelled.length) notes.push(`Not yet described in CHUNK_FEATURES (bench/budgets.ts): ${unlabelled.join(', ')}.`);
  return { title: 'Bundle', rows, notes };
}

/** One row per lazy chunk, largest first; in server mode a budgeted chunk missing from the build fails, and so does a chunk with no budget. */
function chunkRows(chunks: readonly Chunk[], mode: string, budgeted: boolean): Row[] {
  const catalog = (area = '') => (area === 'words' ? "words: every area's, for a change of language" : `words: the ${area} catalog`);
  const feature = (name: string) => CHUNK_FEATURES[name] ?? (catalogBudget(name) && catalog(name.split('.')[0]));
  const label = (name: string) => `Lazy chunk "${name}"${feature(name) ? ` (${feature(name)})` : ''}, ${mode}`;
  const budget = (name: string, gzip: number) => {
    const limit = BUDGETS.lazyChunkGzipBytes[name] ?? catalogBudget(name);
    if (!budgeted) return undefined;
    if (limit === undefined) return within('lazyChunkGzipBytes', 'none set (BUDGETS.lazyChunkGzipBytes)', false);
    return atMost('lazyChunkGzipBytes', `≤ ${bytes(limit)} gzip`, gzip, limit);
  };
  // Every budgeted chunk, and every area's catalog in every language but the English page's words.
  const catalogs = Object.keys(BUDGETS.catalogChunkGzipBytes).flatMap((area) => Object.keys(LANGUAGES).map((code) => `${area}.${code}`));
  const expected = [...Object.keys(BUDGETS.lazyChunkGzipBytes), ...catalogs].filter((name) => name !== 'page.en');
  const gone = budgeted ? expected.filter((name) => !chunks.some((chunk) => chunk.name === name)) : [];
  return [
    ...chunks.map((chunk) => row(label(chunk.name), weight(chunk), budget(chunk.name, chunk.gzip))),
    ...gone.map((name) => row(label(name), 'not in this build (renamed, merged into another chunk, or gone)', budget(name, NaN))),
  ];
}

function lighthouseSection(results: LighthouseResult[]): Section {
  const rows = results.flatMap(({ preset, language, scores: s, metrics: m, runs }) => {
    const all = [s.performance, s.accessibility, s['best-practices'], s.seo];
    const tbtCls = `${ms(m['total-blocking-time'], 0)} / ${m['cumulative-layout-shift'].toFixed(3)}`;
    const categories = 'performance / accessibility / best practices / SEO';
    if (preset === 'desktop') {
      const paints = `${seconds(m['first-contentful-paint'])} / ${seconds(m['largest-contentful-paint'])} / ${tbtCls}`;
      return [row(`Desktop: ${categories}`, all.join(' / ')), row('Desktop: FCP / LCP / TBT / CLS', paints)];
    }
    const mobile = `Mobile, ${language}`;
    const paint = (id: 'first-contentful-paint' | 'largest-contentful-paint', name: string, key: BudgetKey, limit: number) => {
      const slowest = Math.max(...runs.map((run) => run.metrics[id]));
      const budget = atMost(key, `≤ ${seconds(limit)} in every run`, slowest, limit);
      return row(`${mobile}: ${name}, median (slowest of ${runs.length})`, `${seconds(m[id])} (${seconds(slowest)})`, budget);
    };
    const limit = BUDGETS.lighthouseMobile;
    return [
      row(`${mobile}: ${categories}`, all.join(' / '), within('lighthouseMobile', `${limit} in all four`, Math.min(...all) >= limit)),
      paint('first-contentful-paint', 'FCP', 'lighthouseMobileFcpMs', BUDGETS.lighthouseMobileFcpMs),
      paint('largest-contentful-paint', 'LCP', 'lighthouseMobileLcpMs', BUDGETS.lighthouseMobileLcpMs),
      row(`${mobile}: TBT / CLS`, tbtCls),
    ];
  });
  const notes = results.flatMap(({ preset, language, failing }) =>
    failing.map(({ category, title, id, score, displayValue: shown, why }) => {
      return `${preset} (${language}), ${category}: "${title}" (${id}) scored ${score}${shown ? ` (${shown})` : ''}${why ? `: ${why}` : ''}.`;
    }),
  );
  const runs = results.map((result) => `${result.runs.length} ${result.preset} (${result.language})`).join(' and ');
  notes.push(`Scores are the lowest of ${runs} run(s), metrics the median. Reports: .bench/lighthouse/.`);
  return { title: 'Lighthouse', rows, notes };
}

function streamingSection(result: StreamingResult): Section {
  const { server, direct, slowNetwork: slow, nonStreamed } = result;
  const [click, model, rate] = [server.clickToVisibleMs, server.modelToVisibleMs, `${result.tokensPerSecond} tok/s`];
  const raw = server.runs.filter((run) => run.rawMarkdownPainted);
  const frames = `${raw.length} of ${server.runs.length} runs${raw[0] ? ` (e.g. "${raw[0].frameText.split('\n')[0]}")` : ''}`;
  const network = `${slow.network.latencyMs} ms latency, ${(slow.network.downloadKbps / 1000).toFixed(2)} Mbit/s`;
  const [slowServer, slowDirect] = [slow.server.clickToVisibleMs.p50, slow.direct?.clickToVisibleMs.p50 ?? NaN];
  const slowText = `server mode ${ms(slowServer, 0)}${slow.direct ? ` · direct mode ${ms(slowDirect, 0)} (${ratio(slowDirect / slowServer)})` : ''}`;
  const overWhole = click.p50 / nonStreamed.wholeMs;
  const sooner = `${ratio(overWhole, 4)} (the first word comes ${Math.round(1 / overWhole)}× sooner)`;
  const modelBudget = within('modelToVisibleMs', `< ${BUDGETS.modelToVisibleMs} ms`, model.p50 < BUDGETS.modelToVisibleMs);
  const whole = `${ms(nonStreamed.wholeMs, 0)} (the fake generated for ${ms(nonStreamed.fakeGenerationMs, 0)})`;
  const directText = direct && `${ms(direct.clickToVisibleMs.p50)} (model → painted ${ms(direct.modelToVisibleMs.p50)})`;
  const rows = [
    row(`Click → first word painted, server mode (median, p90 of ${click.n})`, `${ms(click.p50)} (p90 ${ms(click.p90)})`),
    row('Model writes the first word → painted, server mode (median)', spread(model), modelBudget),
    row('First painted frame shows the raw Markdown fallback', frames),
    ...(direct ? [row(`Click → first word painted, direct mode (median of ${direct.runs.length})`, directText!)] : []),
    row(`Click → first word painted on slow 4G (${network}), median of ${slow.server.runs.length}`, slowText),
    row(`Whole recipe without streaming (stream: false, ${rate})`, whole),
    row('Streaming first word / non-streamed whole recipe', sooner),
  ];
  const { fakeMs, uncertaintyMs } = result.clockOffsets;
  const first = `The fake sends LONG_RECIPE (${result.recipeTokens} tokens) at ${rate}; its first word is token #${result.firstWordToken} ("${result.firstWordText.trim()}").`;
  return { title: 'Streaming', rows, notes: [first, `Clock offset fake → benchmark ${ms(fakeMs, 2)} (± ${ms(uncertaintyMs, 2)}).`] };
}

function renderingSection(runs: RenderingRun[]): Section {
  const rows = runs.map((run): Row => {
    const slower = run.cpuSlowdown !== 1 ? `, CPU ${run.cpuSlowdown}× slower` : '';
    const key = run.tokensPerSecond === 100 ? (run.cpuSlowdown > 1 ? 'longTasksAt100Throttled' : 'longTasksAt100') : undefined;
    const per1000 = `script ${ms(run.scriptMsPer1000Tokens, 0)} · all tasks ${ms(run.taskMsPer1000Tokens, 0)} · style+layout ${ms(run.layoutMsPer1000Tokens, 0)}`;
    const value = `${longTasks(run.longTasks, run.longestTaskMs)} · layout shift ${run.layoutShiftCls.toFixed(3)} CLS · ${per1000} per 1,000 tokens`;
    const metric = `${run.tokensPerSecond} tok/s${slower} (${count(run.tokens)} tokens${run.finished ? '' : ', stopped early'})`;
    return row(metric, value, key && within(key, `no long task (> 50 ms)${slower}`, run.longTasks <= BUDGETS[key]));
  });
  const throttled = runs.some((run) => run.cpuSlowdown !== 1)
    ? ["With the CPU slowed: the worst of ours' runs among the Markdown renderers."]
    : [];
  return { title: 'Rendering', rows, notes: throttled };
}

/** The recipe card's renderer beside each peer: a row per measure, ours and each peer adjacent with ours ÷ theirs. */
function renderingPeersSection({ ours, peers, tokens, tokensPerSecond, cpuSlowdown }: RenderingPeersResult): Section {
  type Measure = { value: (f: RendererFigures) => number; text: (f: RendererFigures) => string };
  const onRun = (pick: (run: RenderingRun) => number, text = (run: RenderingRun) => ms(pick(run), 0)): Measure => ({
    value: (f) => (f.run ? pick(f.run) : NaN),
    text: (f) => (f.run ? text(f.run) : 'not measured'),
  });
  const js = (pick: (f: RendererFigures) => Weight): Measure => ({
    value: (f) => pick(f).gzip,
    text: (f) => (Number.isFinite(pick(f).gzip) ? `${bytes(pick(f).gzip)} gzip` : 'not measured'),
  });
  const taskText = (run: RenderingRun) => longTasks(run.longTasks, run.longestTaskMs);
  const tasks = onRun((run) => run.longTasks, taskText);
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
    return row(metric, text(ours), budget, [...peers.flatMap((peer) => [text(peer), times(mine, value(peer))])]);
  });
  const fed = `Fed the first ${tokens} tokens of LONG_RECIPE at ${tokensPerSecond} tok/s, the CPU ${cpuSlowdown}× slower, ${ours.runs.length} runs each, interleaved; each figure the median of a renderer's runs.`;
  const describe = (f: RendererFigures) =>
    `${f.name}: ${f.libraries.join(', ') || 'no build'}${f.error ? ` (not measured: ${f.error.split('\n')[0]})` : ''}; renderer chunks ${f.rendererJs.files.join(', ') || 'n/a'}.`;
  const columns = ['Pantry Chef', ...peers.flatMap((peer) => [peer.name, `Ours / ${peer.name}`])];
  return { title: 'Markdown renderers', columns, rows, notes: [fed, ...[ours, ...peers].map(describe)] };
}

/** A feature whose measurement broke leaves its budgets to no row, which fails them; its error is the section's. */
function featuresSection({ change, photo, nutrition, languageSwitch: language, safetyCheck, errors }: FeaturesResult): Section {
  const rows: Row[] = [];
  if (safetyCheck) {
    const metric = `Safety check: a 4 KB recipe, twenty foods avoided, vegan (median of ${safetyCheck.n}, in Node)`;
    const budget = atMost('safetyCheckMs', `≤ ${BUDGETS.safetyCheckMs} ms`, safetyCheck.p50, BUDGETS.safetyCheckMs);
    rows.push(row(metric, `${ms(safetyCheck.p50, 2)} (p90 ${ms(safetyCheck.p90, 2)})`, budget));
  }
  if (language) {
    const metric = `Language: the header's select changed on a loaded page → painted in ${language.language} (median of ${language.runs.length})`;
    const value = `${ms(language.switchMs.p50)} (runs: ${language.runs.map((run) => ms(run, 0)).join(', ')}; "${language.label}")`;
    const limit = BUDGETS.languageSwitchMs;
    rows.push(row(metric, value, atMost('languageSwitchMs', `≤ ${limit} ms`, language.switchMs.p50, limit)));
  }
  if (change) {
    const { clickToVisibleMs: click, modelToVisibleMs: model } = change;
    const budget = within('changeModelToVisibleMs', `< ${BUDGETS.changeModelToVisibleMs} ms`, model.p50 < BUDGETS.changeModelToVisibleMs);
    const metric = `Change: click "Change it" → first word painted (median, p90 of ${change.runs.length})`;
    rows.push(row(metric, `${ms(click.p50)} (p90 ${ms(click.p90)})`));
    rows.push(row('Change: model writes the first word → painted (median)', spread(model), budget));
  }
  if (photo) {
    const { runs } = photo;
    const most = (pick: (run: (typeof runs)[number]) => number) => Math.max(...runs.map(pick));
    const [slowest, largest, limit] = [most((run) => run.chosenToSentMs), most((run) => run.bodyBytes), BUDGETS.photoChosenToSentMs];
    const what = `Photo ${photo.width}×${photo.height} (${mb(photo.photoBytes)} JPEG), CPU ${photo.cpuSlowdown}× slower`;
    const value = `${seconds(slowest)} (runs: ${runs.map((run) => seconds(run.chosenToSentMs)).join(', ')})`;
    const body = `${bytes(largest)} (the JPEG in it: ${bytes(most((run) => run.jpegBytes))})`;
    const [sent, small] = [atMost('photoChosenToSentMs', `≤ ${seconds(limit)} in every run`, slowest, limit), BUDGETS.photoRequestBytes];
    rows.push(row(`${what}: chosen → /api/photo-ingredients sent (slowest of ${runs.length})`, value, sent));
    const smallBudget = atMost('photoRequestBytes', `≤ ${bytes(small)}`, largest, small);
    rows.push(row('Photo: request body sent (largest of the runs)', body, smallBudget));
  }
  const panel = nutrition?.panel ?? [];
  const worst = worstRun(panel);
  if (nutrition && worst) {
    const { warmMs: warm, cpuSlowdown } = nutrition;
    const metric = `Nutrition, ${nutrition.lines}-line recipe (${nutrition.counted} counted): estimate, warm (median, p90 of ${count(warm.n)})`;
    const value = `${ms(warm.p50, 2)} (p90 ${ms(warm.p90, 2)}; first call ${ms(nutrition.coldMs, 1)})`;
    const after = `figures after ${seconds(Math.max(...panel.map((run) => run.clickToFiguresMs)))}`;
    const calm = panel.every((run) => run.longTasks <= BUDGETS.nutritionPanelLongTasks);
    const shown = `${longTasks(worst.longTasks, worst.longestTaskMs)} · ${after} · "${worst.basedOn}"`;
    const panelMetric = `Nutrition panel, CPU ${cpuSlowdown}× slower: click → figures shown (worst of ${panel.length})`;
    rows.push(row(metric, value, atMost('nutritionWarmMs', `≤ ${BUDGETS.nutritionWarmMs} ms`, warm.p50, BUDGETS.nutritionWarmMs)));
    rows.push(row(panelMetric, shown, within('nutritionPanelLongTasks', 'no long task (> 50 ms) in any run', calm)));
  }
  const error = Object.entries(errors).map(([name, message]) => `${name}: ${message}`);
  return { title: 'Features', rows, notes: [], error: error.join('; ') || undefined };
}

const failed = (run: LoadRun) => (run.errors + run.non2xx ? `${run.errors} errors, ${run.non2xx} non-2xx` : '0 errors');
const recipes = (run: LoadRun & { tokensPerSecond: number }) =>
  `${run.requestsPerSecond.toFixed(1)} recipes/s (${count(run.tokensPerSecond)} tokens/s) · p99 ${ms(run.latency.p99, 0)}`;

function serverSection(server: ServerResult): Section {
  const { firstToken: ft, health, bareNode: bare, streams, idleMemory: idle, healthOverBare, oursOverModel, peerOverModel } = server;
  const { ours, model } = ft;
  const load = (run: LoadRun) =>
    `${count(run.requestsPerSecond)} req/s · latency p50 ${ms(run.latency.p50, 0)}, p99 ${ms(run.latency.p99, 0)} · ${failed(run)}`;
  const memory = (key: 'rss' | 'heapUsed') =>
    `${mb(idle[key])} → ${mb(health.peak?.[key] ?? NaN)} → ${mb(streams.ours.peak?.[key] ?? NaN)}`;
  const added = `${signed(ours.p50 - model.p50)} / ${signed(ours.p99 - model.p99)} (p50 ratio ${ratio(ours.p50 / model.p50)})`;
  const [bareLimit, relayLimit] = [BUDGETS.healthOverBareNode, BUDGETS.relayThroughputOverPeer];
  const healthBudget = within('healthOverBareNode', `≥ ${ratio(bareLimit, 1)}`, healthOverBare >= bareLimit);
  const relayHeld = oursOverModel >= peerOverModel * relayLimit;
  const relayBudget = within('relayThroughputOverPeer', `≥ the AI SDK relay's ${ratio(peerOverModel)}`, relayHeld);
  const relayed = `${recipes(streams.ours)} · ${failed(streams.ours)}`;
  const rounds = `Each load interleaved with its reference and peer ${health.rounds} times, ${health.seconds.toFixed(1)} s each; medians over the rounds.`;
  return {
    title: 'Server',
    rows: [
      row(`First token from the model directly, p50 / p99 (${model.n} requests)`, p50p99(model)),
      row('First token through POST /api/recipe, p50 / p99', p50p99(ours)),
      row('Added by the server, p50 / p99', added),
      row(`GET /api/health, ${health.connections} connections`, load(health)),
      row(`Bare node:http server answering the same body (${count(bare.bodyBytes)} bytes), same load`, load(bare)),
      row('GET /api/health / bare node:http throughput (median of the rounds)', ratio(healthOverBare), healthBudget),
      row(`Recipe streams through the server, ${streams.ours.connections} connections`, relayed),
      row('The same streams straight from the model', recipes(streams.model)),
      row('Relay throughput, server / model direct (median of the rounds)', ratio(oursOverModel), relayBudget),
      row('Server memory: idle → peak under health load → peak under stream load', `RSS ${memory('rss')} · heap ${memory('heapUsed')}`),
    ],
    notes: [rounds],
  };
}

function scaleOutSection(scaleOut: NonNullable<RunResults['scaleOut']>): Section {
  const { limiter, firstToken: ft, health, recipeStreams } = scaleOut;
  const skipped = row('Redis limits, two instances behind nginx', `not measured: ${scaleOut.skipped ?? 'no result'}`);
  if (!limiter || !ft || !health || !recipeStreams) return { title: 'Scale-out', rows: [skipped], notes: [] };
  const threeWays = (load: string, name: string, runs: typeof health, unit: string, digits = 0) => {
    const rate = (run: LoadRun) =>
      `${run.requestsPerSecond.toFixed(digits)} ${unit} (p99 ${ms(run.latency.p99, 0)}${run.errors + run.non2xx ? `, ${failed(run)}` : ''})`;
    const two = (run: LoadRun) => ratio(runs.nginxTwo.requestsPerSecond / run.requestsPerSecond);
    const all = [runs.one, runs.nginxOne, runs.nginxTwo].map(rate).join(' · ');
    return [
      row(`${load}, ${runs.one.connections} connections: one instance · nginx → one · nginx → two`, all),
      row(`${name} throughput, two instances behind nginx / one behind nginx / one alone`, `${two(runs.nginxOne)} / ${two(runs.one)}`),
    ];
  };
  const redis = `${p50p99(limiter.memory, 3)} vs ${p50p99(limiter.redis, 3)} (Redis adds ${signed(limiter.redis.p50 - limiter.memory.p50, 2)} at p50)`;
  const first = `${p50p99(ft.memory)} · ${p50p99(ft.redis)} · ${p50p99(ft.nginxTwo)} (nginx and Redis add ${signed(ft.nginxTwo.p50 - ft.memory.p50)} at p50)`;
  const through = 'memory limits · Redis limits · two instances behind nginx';
  return {
    title: 'Scale-out',
    rows: [
      row(`Limiter work per recipe request, memory vs Redis, p50 / p99 (${limiter.memory.n} each)`, redis),
      row(`First token through POST /api/recipe, p50 / p99 (${ft.memory.n} each): ${through}`, first),
      ...threeWays('GET /api/health', 'Health', health, 'req/s'),
      ...threeWays('Recipe streams', 'Stream', recipeStreams, 'recipes/s', 1),
    ],
    notes: [`${scaleOut.cores} cores shared by both instances, nginx, the fake and the load generator; ${health.one.rounds} round(s).`],
  };
}

/** A burst's first token over the model direct's, p50 and p99 (each the median of the rounds). */
const burstAdded = ({ open: { firstTokenMs: ours } }: Held, { open: { firstTokenMs: model } }: Held) => [
  ours.p50 - model.p50,
  ours.p99 - model.p99,
];

/** The rows of one burst; at BUDGETS.concurrentStreams every stream served in every round, adding no more than the AI SDK relay. */
function burstRows({ streams, skipped, rounds = 1, model, ours, peer }: Burst, machineCores: number): Row[] {
  const n = count(streams);
  const budgeted = streams === BUDGETS.concurrentStreams;
  const allServed = (got: number) => (budgeted ? within('concurrentStreams', `all ${n} in every round`, got >= streams) : undefined);
  const servedMetric = `${n} streams through one process: got a first token`;
  if (skipped || !ours || !model) return [row(servedMetric, `not attempted: ${skipped ?? 'no result'}`, allServed(0))];
  const [[p50, p99], [limit50, limit99]] = [burstAdded(ours, model), peer ? burstAdded(peer, model) : [NaN, NaN]];
  const limit = peer ? `the AI SDK relay's ${pairOf([limit50!, limit99!])}` : 'the AI SDK relay (not measured)';
  const { open, close } = ours;
  const sent = streams * PLAN.bursts.tokensPerSecond;
  const delivered = close.piecesPerSecond / sent;
  const median = rounds > 1 ? ` (the median of ${rounds} rounds; fewest ${count(ours.leastServed)})` : '';
  const used = `on ${cores(sum(Object.values(ours.openingCores)))} of the machine's ${machineCores} cores: ${byProcess(ours.openingCores, cores)}`;
  const held = `${count(close.alive)} alive after ${close.holdSeconds.toFixed(1)} s · ${errorsText(open.errors)}`;
  const direct = `(model direct: ${count(model.close.alive)} alive, ${errorsText(model.open.errors)})`;
  const first = `${p50p99(open.firstTokenMs, 0)} vs ${p50p99(model.open.firstTokenMs, 0)} (added ${pairOf([p50!, p99!])})`;
  const rss = ours.rssPerStream > 0 ? kb(ours.rssPerStream) : 'n/a (RSS fell after the GC)';
  const memory = `heap ${kb(ours.heapPerStream)} · RSS ${rss} (RSS ${mb(ours.rssHeld)} held, ${count(ours.connections)} sockets)`;
  const backlog = delivered >= 1.005 ? ' (over 100%: a backlog from the opening burst was read during the hold)' : '';
  const served = `${count(open.withFirstToken)} of ${n}${median}, ${held} ${direct} · opened in ${seconds(open.wallMs)} ${used}`;
  const addedBudget = budgeted ? within('concurrentStreams', `added ≤ ${limit}`, p50! <= limit50! && p99! <= limit99!) : undefined;
  return [
    row(servedMetric, served, allServed(ours.leastServed)),
    row(`${n} streams: first token p50 / p99, server vs model (${ADDED})`, first, addedBudget),
    row(`${n} streams: server memory per open stream`, memory),
    row(`${n} streams: tokens delivered while held`, `${(delivered * 100).toFixed(0)}% of the ${count(sent)}/s the model sent${backlog}`),
  ];
}

function abuseSection(bursts: Burst[], loris: NonNullable<RunResults['abuse']>['slowLoris'], machine: RunResults['machine']): Section {
  const rows = bursts.flatMap((burst) => burstRows(burst, machine.cores));
  const notes = [
    `Budgeted at ${count(BUDGETS.concurrentStreams)} streams, interleaved over ${PLAN.bursts.rounds} rounds; the others once each; the AI SDK relay up to ${count(PLAN.bursts.peerUpTo)}. ulimit -n: ${machine.openFileLimit}.`,
  ];
  if (loris) {
    const { report: r, baseline: before, underAttack: during } = loris;
    const [life, answers] = [r.lifetimeMs, Object.entries(r.answers).map(([line, n]) => `${n}× "${line}"`)];
    const after = r.cutByServer ? `, after ${seconds(life.min)} to ${seconds(life.max)} (p50 ${seconds(life.p50)})` : '';
    const failures = Object.keys(r.failed).length ? ` · connect failures: ${errorsText(r.failed)}` : '';
    const change = (from: number, to: number, digits: number) => `${ms(from, digits)} → ${ms(to, digits)} (${ratio(to / from)}`;
    const health = `${change(before.health.p99, during.health.p99, 2)}; p50 ${ms(before.health.p50, 2)} → ${ms(during.health.p50, 2)})`;
    const cut = `${count(r.cutByServer)} / ${count(r.connected)} within ${seconds(loris.waitedMs)}${after}${answers.length ? ` · ${answers.join(', ')}` : ''}${failures}`;
    rows.push(
      row(`GET /api/health p99: alone → with ${loris.sockets} slow-loris sockets`, health),
      row('Recipe first token p99: alone → with the slow-loris sockets', `${change(before.firstToken.p99, during.firstToken.p99, 1)})`),
      row('Slow-loris sockets cut by the server', cut),
    );
    notes.push(`Slow loris: a header line every ${seconds(loris.lineEveryMs)} from each socket, against a freshly started server.`);
  }
  return { title: 'Abuse', rows, notes };
}

const [FLOOR, BEYOND] = ['the floor under a relay that keeps the client', 'no budget: more than one event loop here'];
type Measured = Pick<ArrivalsResult['server'], 'run' | 'cores' | 'cpuPerToken' | 'peak'>;
const completed = ({ run }: Measured) => `${count(run.completed)} of ${count(run.cooks)}`;
const addedFirst = (added: ArrivalsResult['added']) => pairOf([added.firstTokenP50Ms, added.firstTokenP99Ms]);
/** "300 cooks over 10 s (Poisson arrivals), 600 tokens at 40 tok/s". */
const describeArrivals = ({ plan, cooks }: ArrivalsResult) =>
  `${count(cooks)} cooks over ${plan.overSeconds} s (Poisson arrivals), ${count(plan.tokens)} tokens at ${plan.tokensPerSecond} tok/s`;

function arrivalsSection(result: ArrivalsResult): Section {
  const { model, server, added, peerAdded, plan, clientFloor: floor, large } = result;
  const limits = BUDGETS.arrivals;
  // Each figure within its budget and at most what the AI SDK relay adds in the same run.
  const held = (ours: number, limit: number, theirs: number) => Number.isFinite(ours) && ours <= limit && ours <= theirs;
  const firstHeld =
    held(added.firstTokenP50Ms, limits.addedFirstTokenP50Ms, peerAdded.firstTokenP50Ms) &&
    held(added.firstTokenP99Ms, limits.addedFirstTokenP99Ms, peerAdded.firstTokenP99Ms);
  const firstLimit = `added ≤ +${limits.addedFirstTokenP50Ms} ms / +${limits.addedFirstTokenP99Ms} ms and ≤ the AI SDK relay's`;
  const gapHeld = held(added.gapP99Ms, limits.addedGapP99Ms, peerAdded.gapP99Ms);
  const gapLimit = `added p99 ≤ +${limits.addedGapP99Ms} ms and ≤ the AI SDK relay's`;
  const gaps = ({ run }: Measured) => p50p99(run.gapMs);
  const generator = ({ run }: Measured) => `sent late p99 ${ms(run.sendLateMs.p99, 1)}, event-loop delay p99 ${ms(run.loopDelayMs.p99, 1)}`;
  const used = (target: Measured) => byProcess(target.cores, cores);
  /** The cores the processes would need at the peak, at the CPU per token they used, and the relay alone. */
  const need = ({ cpuPerToken }: Measured, peakStreams: number) => {
    const at = (perToken: number) => cores((perToken * peakStreams * plan.tokensPerSecond) / 1e6);
    return `${at(sum(Object.values(cpuPerToken)))} of the machine's ${result.machineCores} (the relay alone ${at(cpuPerToken.relay ?? NaN)}, on one event loop)`;
  };
  const relayCpu = server.cpuPerToken.relay ?? NaN;
  const overFloor = relayCpu / floor.cpuPerPieceUs;
  const floorLimit = BUDGETS.relayCpuOverClientFloor;
  const perToken = (target: Measured) => byProcess(target.cpuPerToken, (value) => value.toFixed(0));
  const last = `last ended after ${(server.run.wallMs / 1000).toFixed(1)} s`;
  const ended = `${completed(server)} (${errorsText(server.errors)}, ${last}) · model direct ${completed(model)} (${errorsText(model.errors)})`;
  const first = `${p50p99(server.run.firstTokenMs, 0)} vs ${p50p99(model.run.firstTokenMs, 0)} (added ${addedFirst(added)}; the AI SDK relay ${addedFirst(peerAdded)})`;
  const gapCount = `${count(server.run.gapMs.n)} vs ${count(model.run.gapMs.n)} gaps`;
  const gap = `${gaps(server)} vs ${gaps(model)} (added ${signed(added.gapP99Ms, 1)}, the AI SDK relay ${signed(peerAdded.gapP99Ms, 1)}; ${gapCount})`;
  const big = large.server;
  const bigFirst = `first token p50 / p99 ${p50p99(big.run.firstTokenMs, 0)} · gap p99 ${ms(big.run.gapMs.p99, 1)}`;
  const bigNeed = `${count(large.peakStreams)} streams open at once need ${need(big, large.peakStreams)} · used on average ${used(big)}`;
  const floorText = `${relayCpu.toFixed(0)} µs / ${floor.cpuPerPieceUs.toFixed(0)} µs = ${ratio(overFloor)} (client: ${count(floor.streams)} streams at ${plan.tokensPerSecond} tok/s)`;
  const needText = `${need(server, result.peakStreams)} · used on average: ${used(server)} · model direct ${used(model)}`;
  const allComplete = within('arrivals', `all ${count(plan.cooks)} in every run`, server.leastCompleted >= plan.cooks);
  const floorBudget = atMost('relayCpuOverClientFloor', `≤ ${ratio(floorLimit)}`, overFloor, floorLimit);
  const rows = [
    row(`${describeArrivals(result)}: streams completed through the server`, ended, allComplete),
    row(`First token p50 / p99, server vs model direct (${ADDED})`, first, within('arrivals', firstLimit, firstHeld)),
    row('Gap between pieces of text p50 / p99, server vs model direct (added at p99)', gap, within('arrivals', gapLimit, gapHeld)),
    row('CPU per token, µs: through the server · model direct', `${perToken(server)} · ${perToken(model)}`),
    row(`The relay's CPU per token over the inference client's own (no relay, same run: ${FLOOR})`, floorText, floorBudget),
    row(`At those costs, ${count(result.peakStreams)} streams open at once × ${plan.tokensPerSecond} tok/s need, in cores`, needText),
    row('Server memory peak during the arrivals', server.peak ? `RSS ${mb(server.peak.rss)} · heap ${mb(server.peak.heapUsed)}` : 'n/a'),
    row('Load generator: through the server · model direct', `${generator(server)} · ${generator(model)}`),
    row(
      `${count(large.cooks)} cooks on the same terms through the server (${BEYOND})`,
      `${completed(big)} completed · ${bigFirst} · ${bigNeed}`,
    ),
    ...(result.capped ? [row('Fewer cooks than planned', result.capped)] : []),
  ];
  const rounds = `Seed ${plan.seed}; runs in this order: ${plan.order.join(', ')}; each figure the median of a target's runs.`;
  return { title: 'Arrivals', rows, notes: [rounds] };
}

/** Ours beside the AI SDK relay (bench/peers/), under the same loads, interleaved, with ours ÷ theirs. */
function peersSection(server: ServerResult | undefined, bursts: Burst[], arrivals: ArrivalsResult | undefined): Section {
  const rows: Row[] = [];
  const vs = (metric: string, ours: string, theirs: string, over: string) => rows.push(row(metric, ours, undefined, [theirs, over]));
  if (server) {
    const { streams, firstToken: ft } = server;
    const rate = (who: 'ours' | 'peer') =>
      `${streams[who].requestsPerSecond.toFixed(1)} recipes/s (${ratio(server[`${who}OverModel`])} the model direct)`;
    const over = times(streams.ours.requestsPerSecond, streams.peer.requestsPerSecond);
    vs(`Recipe streams, ${streams.ours.connections} connections`, rate('ours'), rate('peer'), over);
    const added = (who: 'ours' | 'peer') => `${signed(ft[who].p50 - ft.model.p50)} / ${signed(ft[who].p99 - ft.model.p99)}`;
    const p50 = `p50 ${times(ft.ours.p50 - ft.model.p50, ft.peer.p50 - ft.model.p50)}`;
    const pairs = `One request at a time (${ft.model.n} pairs with the model direct): first token added, p50 / p99`;
    vs(pairs, added('ours'), added('peer'), p50);
  }
  for (const { streams, ours, peer, model } of bursts) {
    if (!ours || !peer || !model) continue;
    const at = (what: string, value: (held: Held) => string, oursOverTheirs: string) =>
      vs(`${count(streams)} streams at once: ${what}`, value(ours), value(peer), oursOverTheirs);
    const p99 = `p99 ${times(burstAdded(ours, model)[1]!, burstAdded(peer, model)[1]!)}`;
    const served = (held: Held) => `${count(held.open.withFirstToken)} of ${count(streams)}`;
    at('got a first token', served, times(ours.open.withFirstToken, peer.open.withFirstToken));
    at('first token added, p50 / p99 (over the model direct)', (held) => pairOf(burstAdded(held, model)), p99);
    at('heap per open stream', (held) => kb(held.heapPerStream), times(ours.heapPerStream, peer.heapPerStream));
    const rss = (held: Held) => (held.rssPerStream > 0 ? kb(held.rssPerStream) : 'n/a');
    at('RSS per open stream', rss, times(ours.rssPerStream, peer.rssPerStream));
  }
  if (arrivals) {
    const { server: ours, peer: theirs, added, peerAdded } = arrivals;
    const at = (metric: string, a: string, b: string, oursOverTheirs: string) =>
      vs(`${describeArrivals(arrivals)}: ${metric}`, a, b, oursOverTheirs);
    const relay = (target: Measured) => target.cpuPerToken.relay ?? NaN;
    const rss = (target: Measured) => target.peak?.rss ?? NaN;
    at('completed', completed(ours), completed(theirs), times(ours.run.completed, theirs.run.completed));
    const p99 = `p99 ${times(added.firstTokenP99Ms, peerAdded.firstTokenP99Ms)}`;
    at('first token added, p50 / p99 (over the model direct)', addedFirst(added), addedFirst(peerAdded), p99);
    const gap = times(added.gapP99Ms, peerAdded.gapP99Ms);
    at('gap between pieces of text added, p99', signed(added.gapP99Ms, 1), signed(peerAdded.gapP99Ms, 1), gap);
    at('relay CPU per token', `${relay(ours).toFixed(0)} µs`, `${relay(theirs).toFixed(0)} µs`, times(relay(ours), relay(theirs)));
    at('relay memory peak (RSS)', mb(rss(ours)), mb(rss(theirs)), times(rss(ours), rss(theirs)));
  }
  if (rows.length === 0) rows.push(row('The AI SDK relay', 'not measured in this run'));
  return { title: 'Peers', columns: ['Pantry Chef server', 'AI SDK relay', 'Ours / AI SDK'], rows, notes: [] };
}

/** Every section of a run's report, a failed step's error beside its section. */
export function buildSections(results: RunResults): Section[] {
  const { bundle, lighthouse, streaming, rendering, renderingPeers, features, server, scaleOut, abuse, arrivals, errors } = results;
  const section = (title: string, build: (() => Section) | false | undefined): Section => {
    const built = build ? build() : { title, rows: [], notes: [] };
    const error = [...Object.entries(errors).flatMap(([step, message]) => (step.startsWith(title) ? [message] : [])), built.error ?? []];
    return { ...built, error: error.flat().join('; ') || undefined };
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
  // Every budget is required by name (catalogChunkGzipBytes is data for the chunks' budgets): one that
  // no row carries, a renamed plan entry or a step that measured nothing, fails here.
  const carried = new Set(sections.flatMap((s) => s.rows.flatMap((r) => (r.budget ? [r.budget.key] : []))));
  const missing = (Object.keys(BUDGETS) as BudgetKey[]).filter((key) => !carried.has(key) && key !== 'catalogChunkGzipBytes');
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
  const table = (rows: Row[], columns: string[]) => {
    const lines = rows.map((r) => [r.metric, r.value, ...(r.more ?? []), status(r.budget)]);
    return [['Metric', ...columns, 'Budget'], ['---', ...columns.map(() => '---'), '---'], ...lines].map(cells).join('\n');
  };
  return sections
    .flatMap(({ title, rows, notes, error, columns = ['Value'] }) => [
      `### ${title}`,
      ...(error ? [`Measurement failed: ${error}`] : []),
      ...(rows.length ? [table(rows, columns)] : []),
      ...notes.map((note) => `- ${note}`),
    ])
    .join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// Publishing.

export const RESULTS_JSON = 'bench/results.json';
const [RESULTS_MD, DOCS_PAGE] = ['bench/results.md', 'docs/performance.md'];

/** Replaces what lies between the markers, each alone on its line; without them, undefined. */
export function splice(page: string, content: string): string | undefined {
  const line = (marker: string) => page.search(new RegExp(`^<!-- bench:${marker} -->$`, 'm'));
  const [start, end] = [line('start'), line('end')];
  if (start === -1 || end === -1 || end < start) return undefined;
  const notice = '<!-- Written by `npm run bench` (bench/report.ts) from its last run: edit the prose above, not this. -->';
  return `${page.slice(0, start)}<!-- bench:start -->\n${notice}\n\n${content.trim()}\n\n${page.slice(end)}`;
}

/** One line about the run: when, on what, how long, how busy the machine was. */
function runLine({ machine: m, loadAverage, timestamp, wallSeconds }: RunResults): string {
  const loads = Object.values(loadAverage);
  const load = loads.length ? `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}` : 'n/a';
  const machine = `${m.cpu}, ${m.cores} cores, ${(m.memoryBytes / 2 ** 30).toFixed(0)} GiB · ${m.os} · Node ${m.node} · ${m.chromium}`;
  return `${timestamp} · ${machine} · run took ${wallSeconds.toFixed(0)} s (\`npm run bench\`) · 1-min load average ${load} as steps started`;
}

/** Prints the report and writes results.md and (unless `docs` is false) docs/performance.md; returns what failed. */
export async function publish(results: RunResults, { docs = true, log = console.error } = {}): Promise<{ failed: string[] }> {
  const sections = buildSections(results);
  const report = [`Last run: ${runLine(results)}`, verdict(sections).join('\n'), toMarkdown(sections)].join('\n\n');
  // Formatted as the repository formats Markdown, so that `npm run format` leaves it alone.
  const formatted = async (path: string, markdown: string) => format(markdown, { ...(await resolveConfig(path)), parser: 'markdown' });
  const markdown = await formatted(RESULTS_MD, `## Benchmark results\n\n${report}`);
  writeFileSync(RESULTS_MD, markdown);
  const page = docs && existsSync(DOCS_PAGE) ? splice(readFileSync(DOCS_PAGE, 'utf8'), report) : undefined;
  if (page) writeFileSync(DOCS_PAGE, await formatted(DOCS_PAGE, page));
  else if (docs) log(`${DOCS_PAGE} has no <!-- bench:start --> / <!-- bench:end --> lines: its figures were not updated.`);
  console.log(markdown);
  console.log(`Wrote ${[RESULTS_MD, ...(page ? [DOCS_PAGE] : [])].join(', ')}.`);
  return { failed: failures(sections) };
}

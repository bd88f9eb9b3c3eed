/**
 * The benchmark's report, from small made-up results: its verdict, its budgets and the figures
 * it writes into docs/performance.md.
 */

import { expect, test } from 'vitest';
import type { BuildWeights, Chunk } from '../bench/bundle.ts';
import { BUDGETS } from '../bench/budgets.ts';
import type { Burst, Held } from '../bench/load.ts';
import { buildSections, failures, splice, toMarkdown, verdict, type RunResults } from '../bench/report.ts';
import { summarize } from '../bench/stats.ts';
import { LANGUAGES } from '../core/kitchen-words.ts';

const PAGE = `# Performance

Prose the benchmark never touches, which may quote \`<!-- bench:start -->\` in backticks.

<!-- bench:start -->
Old figures.
<!-- bench:end -->

## Reading the figures
`;

test('the docs page keeps its prose and gets the new figures between its markers, the same way every time', () => {
  const once = splice(PAGE, '### Bundle\n\nNew figures.');
  expect(once).not.toContain('Old figures.');
  expect(once).toContain('Prose the benchmark never touches, which may quote `<!-- bench:start -->` in backticks.');
  expect(once).toMatch(
    /<!-- bench:start -->\n<!-- Written by `npm run bench`[^\n]*\n\n### Bundle\n\nNew figures.\n\n<!-- bench:end -->\n\n## Reading the figures\n$/,
  );
  expect(splice(once!, '### Bundle\n\nNew figures.')).toBe(once);
});

test('a page without markers is not rewritten', () => {
  expect(splice('# Performance\n', 'figures')).toBeUndefined();
  expect(splice('<!-- bench:end -->\n<!-- bench:start -->\n', 'figures')).toBeUndefined();
});

/** One section of the report of a run that measured only `measured`. */
const section = (title: string, measured: Partial<RunResults>) =>
  buildSections({ ...emptyRun, ...measured }).find((s) => s.title === title)!;
const weight = { raw: 3_000, gzip: 1_000, brotli: 900 };
const build = (lazy: Chunk[]): BuildWeights => ({
  initial: { ...weight, gzip: 60_000, files: ['/assets/index.js'], language: 'en' },
  initialByLanguage: { en: 60_000 },
  css: { ...weight, files: [] },
  lazy,
});
const bundleSection = (lazy: Chunk[]) => section('Bundle', { bundle: { server: build(lazy), floor: build([]) } });
const catalogs = Object.entries(BUDGETS.catalogChunkGzipBytes).flatMap(([area, budget]) =>
  Object.keys(LANGUAGES).flatMap((language) => (`${area}.${language}` === 'page.en' ? [] : [[`${area}.${language}`, budget] as const])),
);
const budgeted = [...Object.entries(BUDGETS.lazyChunkGzipBytes), ...catalogs].map(([name, budget]): Chunk => ({
  ...weight,
  gzip: Math.min(200, budget),
  name,
  file: `${name}-abcd1234.js`,
}));

test('every budgeted chunk present and within its budget: the bundle meets all its budgets', () => {
  const sections = [bundleSection(budgeted)];
  expect(failures(sections)).toEqual([]);
  expect(verdict(sections)).toEqual([`**All ${budgeted.length + 1} budgets met.**`]);
});

test('a budgeted chunk that was renamed or is gone fails its budget, in the report and its verdict', () => {
  const renamed = budgeted.map((chunk) => (chunk.name === 'markdown-text' ? { ...chunk, name: 'markdown-parser' } : chunk));
  const sections = [bundleSection(renamed)];
  const failed = failures(sections);
  // The budget's chunk is gone, and the chunk under the new name has none yet: two failures.
  expect(failed).toHaveLength(2);
  expect(failed[0]).toMatch(
    /^Bundle: Lazy chunk "markdown-parser", server mode is gzip .* \(budget none set \(BUDGETS.lazyChunkGzipBytes\)\)$/,
  );
  expect(failed[1]).toMatch(/^Bundle: Lazy chunk "markdown-text" \(recipe: Markdown parser, marked\), server mode is not in this build/);
  expect(verdict(sections)[0]).toBe(`**2 failures** (of ${budgeted.length + 2} budgets):`);
  expect(toMarkdown(sections)).toMatch(/\| Lazy chunk "markdown-text"[^\n]*not in this build[^\n]*\| ≤ 17,500 B gzip: FAIL \|/);
});

test('a chunk over its budget fails it', () => {
  const heavy = budgeted.map((chunk) => (chunk.name === 'answer' ? { ...chunk, gzip: 3_501 } : chunk));
  expect(failures([bundleSection(heavy)])).toEqual([
    expect.stringMatching(/^Bundle: Lazy chunk "answer" .* is gzip 3,501 B .*\(budget ≤ 3,500 B gzip\)$/),
  ]);
});

test('a section with further columns prints them between the value and the budget', () => {
  const markdown = toMarkdown([
    { title: 'Peers', columns: ['Ours', 'Theirs', 'Ratio'], notes: [], rows: [{ metric: 'm', value: '1', more: ['2', '0.5×'] }] },
  ]);
  expect(markdown).toContain('| Metric | Ours | Theirs | Ratio | Budget |\n| --- | --- | --- | --- | --- |\n| m | 1 | 2 | 0.5× | — |');
});

const NO_READS = { gapMs: summarize([]), sendLateMs: summarize([]), loopDelayMs: { p99: 0, max: 0 } };
/** Streams whose first tokens came at `ms`, all served and held. */
const held = (streams: number, ms: number[]): Held & { leastServed: number } => ({
  open: { cooks: streams, withFirstToken: streams, completed: 0, firstTokenMs: summarize(ms), errors: {}, wallMs: 100, ...NO_READS },
  close: { alive: streams, holdSeconds: 2, piecesPerSecond: streams * 10, errors: {} },
  openingCores: { relay: 0.5, fake: 0.3, generator: 0.2 },
  connections: streams,
  rssHeld: 1e8,
  heapPerStream: 30_000,
  rssPerStream: 0,
  leastServed: streams,
});
const burst = (streams: number, ours: number[], peer?: number[]): Burst => ({
  streams,
  rounds: 3,
  model: held(streams, [100, 200]),
  ours: held(streams, ours),
  peer: peer && held(streams, peer),
});
const abuse = (level: Burst) => ({ abuse: { concurrency: [level] } });
const BUDGETED = BUDGETS.concurrentStreams;

test('the budgeted burst is held to what the AI SDK relay adds in the same run, and fails when the relay was not measured', () => {
  const burstFailures = (level: Burst) => failures([section('Abuse', abuse(level))]);
  expect(burstFailures(burst(BUDGETED, [300, 500], [400, 900]))).toEqual([]);
  expect(burstFailures(burst(BUDGETED, [300, 950], [400, 900]))).toEqual([
    expect.stringMatching(/streams: first token p50 \/ p99.*\(budget added ≤ the AI SDK relay's \+500 ms \/ \+696 ms\)$/),
  ]);
  expect(burstFailures(burst(BUDGETED, [300, 500]))).toEqual([expect.stringContaining('(budget added ≤ the AI SDK relay (not measured))')]);
  // A stream that went unserved in any round fails it, whatever the median says.
  expect(
    burstFailures({ ...burst(BUDGETED, [300, 500], [400, 900]), ours: { ...held(BUDGETED, [300, 500]), leastServed: BUDGETED - 1 } }),
  ).toEqual([expect.stringMatching(/streams through one process: got a first token .*\(budget all .* in every round\)$/)]);
});

test('a burst beyond what one event loop here carries is shown, with the cores it took, and carries no budget', () => {
  const beyond = section('Abuse', abuse(burst(BUDGETED * 2, [3_000, 9_000], [400, 900])));
  expect(beyond.rows.filter((row) => row.budget)).toEqual([]);
  expect(beyond.rows[0]?.value).toContain("of the machine's 2 cores: relay 0.50 · fake 0.30 · generator 0.20");
});

test('the Peers table sets ours beside the AI SDK relay at each burst, with ours ÷ theirs', () => {
  const markdown = toMarkdown([section('Peers', abuse(burst(1_000, [300, 500], [400, 900])))]);
  expect(markdown).toContain('| Metric | Pantry Chef server | AI SDK relay | Ours / AI SDK | Budget |');
  expect(markdown).toContain(
    '| 1,000 streams at once: first token added, p50 / p99 (over the model direct) | +250 ms / +299 ms | +500 ms / +696 ms | p99 0.43× | — |',
  );
  expect(toMarkdown([section('Peers', {})])).toContain('| The AI SDK relay | not measured in this run | — |');
});

const emptyRun: RunResults = {
  timestamp: '2026-11-26T00:00:00.000Z',
  wallSeconds: 400,
  machine: { os: '', cpu: '', cores: 2, memoryBytes: 0, node: '', chromium: '', openFileLimit: 65_536 },
  errors: {},
  loadAverage: {},
};

test('every budget is required by name: one that no row carries (a renamed plan entry, a step that measured nothing) fails the run', () => {
  const failed = failures(buildSections(emptyRun));
  expect(failed).toContain('Run: Budget longTasksAt100: no row measured it is missing (budget a row)');
  expect(failed).toContain('Run: Budget arrivals: no row measured it is missing (budget a row)');
  expect(failed.some((line) => line.includes('benchSeconds'))).toBe(false);
});

test('a paint budget over no runs fails: the largest of nothing is not within it', () => {
  const metrics = {
    'first-contentful-paint': 500,
    'largest-contentful-paint': 600,
    'total-blocking-time': 0,
    'cumulative-layout-shift': 0,
  };
  const scores = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
  const lighthouse = section('Lighthouse', { lighthouse: [{ preset: 'mobile', language: 'en', runs: [], scores, metrics, failing: [] }] });
  expect(failures([lighthouse])).toEqual([
    expect.stringMatching(/^Lighthouse: Mobile, en: FCP, median \(slowest of 0\)/),
    expect.stringMatching(/^Lighthouse: Mobile, en: LCP, median \(slowest of 0\)/),
  ]);
});

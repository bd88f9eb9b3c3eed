/**
 * From a run's results to what people read: the tables printed to stdout and written to
 * bench/results.md, the charts in bench/charts/, and the figures of docs/performance.md, written
 * between its `<!-- bench:start -->` and `<!-- bench:end -->` lines (the prose around them is left
 * alone). bench/run.ts calls it after measuring; `npm run bench -- --report-only` calls it on the
 * last bench/results.json.
 */

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { chartData, renderCharts, writeCharts, type Chart } from './charts.ts';
import type { RunResults } from './results.ts';
import { arrivalsPeerRows, arrivalsSection } from './report-arrivals.ts';
import { featuresSection } from './report-features.ts';
import { abuseSection, peersSection, scaleOutSection, serverSection } from './report-server.ts';
import { BUDGETS, type BudgetKey } from './budgets.ts';
import { bundleSection, lighthouseSection, renderingSection, row, streamingSection, within, type Row, type Section } from './report.ts';
import { renderingPeersSection } from './report-rendering-peers.ts';

export const RESULTS_JSON = 'bench/results.json';
const RESULTS_MD = 'bench/results.md';
const CHARTS_DIR = 'bench/charts';
const DOCS_PAGE = 'docs/performance.md';

export function buildSections(results: RunResults): Section[] {
  const { bundle, lighthouse, streaming, rendering, renderingPeers, features, server, scaleOut, abuse, arrivals, errors } = results;
  const section = (title: string, build: (() => Section) | false | undefined): Section => ({
    ...(build ? build() : { title, rows: [], notes: [] }),
    error:
      Object.entries(errors)
        .flatMap(([step, message]) => (step.startsWith(title) ? [message] : []))
        .join('; ') || undefined,
  });
  const run: Section = {
    title: 'Run',
    rows: [
      row(
        'The whole benchmark (`npm run bench`)',
        `${results.wallSeconds.toFixed(0)} s`,
        within('benchSeconds', `≤ ${BUDGETS.benchSeconds} s`, results.wallSeconds <= BUDGETS.benchSeconds),
      ),
    ],
    notes: [],
  };
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
    section('Abuse', () => abuseSection(abuse?.concurrency ?? [], abuse?.slowLoris, results.machine.openFileLimit)),
    section('Arrivals', arrivals && (() => arrivalsSection(arrivals))),
    section('Peers', () => {
      const [peers, more] = [peersSection(server, abuse?.concurrency ?? []), arrivalsPeerRows(arrivals)];
      return more.length ? { ...peers, rows: [...peers.rows.filter((row) => row.more), ...more] } : peers;
    }),
    ...(errors.setup ? [{ title: 'Setup', rows: [], notes: [], error: errors.setup.split('\n')[0] }] : []),
  ];
  // Every budget is required by name: one that no row carries (a renamed plan entry, a step that
  // measured nothing) fails here instead of dropping out of the verdict.
  const carried = new Set(sections.flatMap((s) => s.rows.flatMap((r) => (r.budget ? [r.budget.key] : []))));
  const missing = (Object.keys(BUDGETS) as BudgetKey[]).filter((key) => !carried.has(key) && !UNCARRIED.includes(key));
  run.rows.push(...missing.map((key) => row(`Budget ${key}: no row measured it`, 'missing', within(key, 'a row', false))));
  return sections;
}

/** Budgets that are data for other rows' budgets, not rows of their own. */
const UNCARRIED: BudgetKey[] = ['catalogChunkGzipBytes'];

/** Every missed budget and every measurement that broke, one line each. */
export function failures(sections: Section[]): string[] {
  return sections.flatMap(({ title, error, rows }) => [
    ...(error ? [`${title}: the measurement failed: ${error}`] : []),
    ...rows
      .filter((row) => row.budget?.pass === false)
      .map((row) => `${title}: ${row.metric} is ${row.value} (budget ${row.budget!.limit})`),
  ]);
}

/** The verdict that opens the report: every budget met, or what failed. */
export function verdict(sections: Section[]): string[] {
  const failed = failures(sections);
  const budgets = sections.flatMap((section) => section.rows.filter((row) => row.budget)).length;
  return failed.length === 0
    ? [`**All ${budgets} budgets met.**`]
    : [`**${failed.length} failure${failed.length === 1 ? '' : 's'}** (of ${budgets} budgets):`, '', ...failed.map((f) => `- ${f}`)];
}

/** A table per section (metric, value and the section's further columns, budget), then its notes. */
export function toMarkdown(sections: Section[]): string {
  const cells = (texts: string[]) => `| ${texts.map((text) => text.replace(/\|/g, '\\|')).join(' | ')} |`;
  const status = (budget: Row['budget']) => (budget ? `${budget.limit}: ${budget.pass ? 'pass' : 'FAIL'}` : '—');
  const cellsOf = (row: Row) => [row.metric, row.value, ...(row.more ?? []), status(row.budget)];
  return sections
    .flatMap(({ title, rows, notes, error, columns = ['Value'] }) => [
      `### ${title}`,
      ...(error ? [`Measurement failed: ${error}`] : []),
      ...(rows.length
        ? [[['Metric', ...columns, 'Budget'], ['---', ...columns.map(() => '---'), '---'], ...rows.map(cellsOf)].map(cells).join('\n')]
        : []),
      ...notes.map((note) => `- ${note}`),
    ])
    .join('\n\n');
}

/** Replaces what lies between the markers, each alone on its line; without them, the text is returned as it is. */
export function splice(page: string, content: string): string | undefined {
  const line = (marker: string) => page.search(new RegExp(`^<!-- bench:${marker} -->$`, 'm'));
  const [start, end] = [line('start'), line('end')];
  if (start === -1 || end === -1 || end < start) return undefined;
  const notice = '<!-- Written by `npm run bench` (bench/publish.ts) from its last run: edit the prose above, not this. -->';
  return `${page.slice(0, start)}<!-- bench:start -->\n${notice}\n\n${content.trim()}\n\n${page.slice(end)}`;
}

/** One line about the run: when, on what, how long, how busy the machine was. */
function runLine({ machine: m, loadAverage, timestamp, wallSeconds }: RunResults): string {
  const loads = Object.values(loadAverage);
  const load = loads.length ? `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}` : 'n/a';
  return `${timestamp} · ${m.cpu}, ${m.cores} cores, ${(m.memoryBytes / 2 ** 30).toFixed(0)} GiB · ${m.os} · Node ${m.node} · ${m.chromium} · run took ${wallSeconds.toFixed(0)} s (\`npm run bench\`) · 1-min load average ${load} as steps started`;
}

const formatted = async (path: string, markdown: string) => format(markdown, { ...(await resolveConfig(path)), parser: 'markdown' });

/** Prints the report and writes results.md, the charts and (unless `docs` is false) docs/performance.md. */
export async function publish(results: RunResults, { docs = true, log = console.error } = {}): Promise<{ failed: string[] }> {
  const sections = buildSections(results);
  let charts: Chart[] = [];
  try {
    charts = renderCharts(chartData(results));
  } catch (error) {
    // A chart that cannot be drawn must not cost the tables: it is said, and left out.
    log(`The charts could not be drawn: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  writeCharts(CHARTS_DIR, charts);
  const head = [`Last run: ${runLine(results)}`, verdict(sections).join('\n')];
  const report = (charts: string) => [...head, ...(charts ? ['### Charts', charts] : []), toMarkdown(sections)].join('\n\n');
  const links = (dir: string) => charts.map((chart) => `![${chart.title}](${dir}/${chart.file})`).join('\n');
  // Formatted as the repository formats Markdown, so that `npm run format` leaves it alone.
  const markdown = await formatted(RESULTS_MD, `## Benchmark results\n\n${report(links('charts'))}`);
  writeFileSync(RESULTS_MD, markdown);
  const page = docs && existsSync(DOCS_PAGE) ? splice(readFileSync(DOCS_PAGE, 'utf8'), report(links(`../${CHARTS_DIR}`))) : undefined;
  if (page) writeFileSync(DOCS_PAGE, await formatted(DOCS_PAGE, page));
  else if (docs) log(`${DOCS_PAGE} has no <!-- bench:start --> / <!-- bench:end --> lines: its figures were not updated.`);
  console.log(markdown);
  console.log(`Wrote ${[RESULTS_MD, ...charts.map((chart) => `${CHARTS_DIR}/${chart.file}`), ...(page ? [DOCS_PAGE] : [])].join(', ')}.`);
  return { failed: failures(sections) };
}

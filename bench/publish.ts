/**
 * From a run's results to what people read: the tables printed and written to bench/results.md,
 * the charts in bench/charts/, and the figures of docs/performance.md, between its
 * `<!-- bench:start -->` and `<!-- bench:end -->` lines (the prose around them is left alone).
 * bench/run.ts calls it after measuring; `npm run bench -- --report-only` on the last results.json.
 */

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { chartData, renderCharts, writeCharts, type Chart } from './charts.ts';
import { buildSections, failures, toMarkdown, verdict, type RunResults } from './report.ts';

export const RESULTS_JSON = 'bench/results.json';
const [RESULTS_MD, CHARTS_DIR, DOCS_PAGE] = ['bench/results.md', 'bench/charts', 'docs/performance.md'];

/** Replaces what lies between the markers, each alone on its line; without them, undefined. */
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
  const machine = `${m.cpu}, ${m.cores} cores, ${(m.memoryBytes / 2 ** 30).toFixed(0)} GiB · ${m.os} · Node ${m.node} · ${m.chromium}`;
  return `${timestamp} · ${machine} · run took ${wallSeconds.toFixed(0)} s (\`npm run bench\`) · 1-min load average ${load} as steps started`;
}

/** Prints the report and writes results.md, the charts and (unless `docs` is false) docs/performance.md; returns what failed. */
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
  const report = (dir: string) =>
    [
      `Last run: ${runLine(results)}`,
      verdict(sections).join('\n'),
      ...(charts.length ? ['### Charts', charts.map((chart) => `![${chart.title}](${dir}/${chart.file})`).join('\n')] : []),
      toMarkdown(sections),
    ].join('\n\n');
  // Formatted as the repository formats Markdown, so that `npm run format` leaves it alone.
  const formatted = async (path: string, markdown: string) => format(markdown, { ...(await resolveConfig(path)), parser: 'markdown' });
  const markdown = await formatted(RESULTS_MD, `## Benchmark results\n\n${report('charts')}`);
  writeFileSync(RESULTS_MD, markdown);
  const page = docs && existsSync(DOCS_PAGE) ? splice(readFileSync(DOCS_PAGE, 'utf8'), report(`../${CHARTS_DIR}`)) : undefined;
  if (page) writeFileSync(DOCS_PAGE, await formatted(DOCS_PAGE, page));
  else if (docs) log(`${DOCS_PAGE} has no <!-- bench:start --> / <!-- bench:end --> lines: its figures were not updated.`);
  console.log(markdown);
  console.log(`Wrote ${[RESULTS_MD, ...charts.map((chart) => `${CHARTS_DIR}/${chart.file}`), ...(page ? [DOCS_PAGE] : [])].join(', ')}.`);
  return { failed: failures(sections) };
}

/**
 * From a run's results to what people read: the tables printed to stdout, bench/results.md, the
 * charts in bench/charts/, and the figures in the README's Performance section. bench/run.ts calls
 * it after measuring; `npm run bench -- --report-only` calls it on the last bench/results.json.
 */

import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import type { ConcurrencyLevel, LorisResult } from './abuse.ts';
import type { BuildWeights } from './bundle.ts';
import { chartData, renderCharts, writeCharts, type Chart } from './charts.ts';
import type { LighthouseResult } from './lighthouse.ts';
import { updateReadme } from './readme.ts';
import {
  abuseSection,
  BUDGETS,
  budgetCount,
  bundleSection,
  failures,
  lighthouseSection,
  renderingSection,
  scaleOutSection,
  serverSection,
  streamingSection,
  toMarkdown,
  toText,
  verdict,
  type Section,
} from './report.ts';
import type { ScaleOutResult } from './scale-out.ts';
import type { ServerLoadResult } from './server-load.ts';
import type { RenderingRun, StreamingResult } from './streaming.ts';

export const RESULTS_JSON = 'bench/results.json';
export const RESULTS_MD = 'bench/results.md';
export const CHARTS_DIR = 'bench/charts';
export const README = 'docs/performance.md';

export type Machine = {
  os: string;
  cpu: string;
  cores: number;
  memoryBytes: number;
  node: string;
  chromium: string;
  openFileLimit: number;
  vite: string;
  react: string;
  lighthouse: string;
  commit: string;
};

export type Measurements = {
  bundle?: { server: BuildWeights; direct?: BuildWeights; floor: BuildWeights };
  lighthouse?: LighthouseResult[];
  streaming?: StreamingResult;
  rendering?: RenderingRun[];
  server?: ServerLoadResult;
  scaleOut?: ScaleOutResult;
  abuse?: { concurrency?: ConcurrencyLevel[]; slowLoris?: LorisResult };
};

/** What bench/results.json holds, besides the tables it was printed as. */
export type RunResults = Measurements & {
  timestamp: string;
  wallSeconds: number;
  machine: Machine;
  /** Per step that broke, its error message; `setup` when the run itself could not start. */
  errors: Record<string, string>;
  /** The machine's 1-minute load average as each step started. */
  loadAverage: Record<string, number>;
};

export function buildSections(results: RunResults): Section[] {
  const { errors } = results;
  const errorFor = (...names: string[]) =>
    Object.entries(errors)
      .filter(([name]) => names.some((prefix) => name.startsWith(prefix)))
      .map(([, message]) => message)
      .join('; ') || undefined;
  const withError = (section: Section, ...names: string[]): Section => ({ ...section, error: errorFor(...names) });
  const empty = (title: string): Section => ({ title, rows: [], notes: [] });
  const { bundle, lighthouse, streaming, rendering, server, scaleOut, abuse } = results;
  const sections: Section[] = [
    withError(bundle ? bundleSection(bundle.server, bundle.direct, bundle.floor) : empty('Bundle'), 'Bundle'),
    withError(lighthouse ? lighthouseSection(lighthouse) : empty('Lighthouse'), 'Lighthouse'),
    withError(streaming ? streamingSection(streaming) : empty('Streaming'), 'Streaming'),
    withError(rendering ? renderingSection(rendering) : empty('Rendering'), 'Rendering'),
    withError(server ? serverSection(server) : empty('Server'), 'Server'),
    withError(scaleOut ? scaleOutSection(scaleOut) : empty('Scale-out'), 'Scale-out'),
    withError(abuseSection(abuse?.concurrency ?? [], abuse?.slowLoris, results.machine.openFileLimit), 'Abuse'),
  ];
  if (errors.setup) sections.push({ ...empty('Setup'), error: errors.setup.split('\n')[0] });
  return sections;
}

/** One line about the run: when, on what, how long, how busy the machine was. */
export function runLine(results: RunResults): string {
  const { machine } = results;
  const loads = Object.values(results.loadAverage);
  const load = loads.length ? `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}` : 'n/a';
  return `${results.timestamp} · ${machine.cpu}, ${machine.cores} cores, ${(machine.memoryBytes / 2 ** 30).toFixed(0)} GiB · ${machine.os} · Node ${machine.node} · ${machine.chromium} · run took ${results.wallSeconds.toFixed(0)} s (\`npm run bench\`) · 1-min load average ${load} as steps started`;
}

const formatted = async (path: string, markdown: string) => format(markdown, { ...(await resolveConfig(path)), parser: 'markdown' });

/**
 * Prints the tables and writes results.md, the charts and (unless `readme` is false) the README's
 * figures. Returns the sections and the failures, for the exit code.
 */
export async function publish(
  results: RunResults,
  { readme = true, log = console.error }: { readme?: boolean; log?: (message: string) => void } = {},
): Promise<{ sections: Section[]; failed: string[] }> {
  const sections = buildSections(results);
  const failed = failures(sections);
  const line = runLine(results);

  // A chart that cannot be drawn must not cost the tables: it is said, and left out.
  let charts: Chart[] = [];
  try {
    charts = renderCharts(
      chartData(results, {
        addedP50Ms: BUDGETS.addedFirstTokenP50Ms,
        addedP99Ms: BUDGETS.addedFirstTokenP99Ms,
        atStreams: BUDGETS.concurrentStreams,
        relayOverModel: BUDGETS.relayOverModel,
        healthOverBare: BUDGETS.healthOverBareNode,
        mobileFcpMs: BUDGETS.lighthouseMobileFcpMs,
        mobileLcpMs: BUDGETS.lighthouseMobileLcpMs,
      }),
    );
  } catch (error) {
    log(`The charts could not be drawn: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  writeCharts(CHARTS_DIR, charts);
  const chartLinks = (prefix: string) => charts.map((chart) => `![${chart.title}](${prefix}${chart.file})`);

  const header = [
    '## Benchmark results',
    '',
    line,
    '',
    ...verdict(sections),
    ...(charts.length ? ['', '### Charts', '', ...chartLinks('charts/')] : []),
  ];
  // Formatted as the repository formats Markdown, so that `npm run format` leaves it alone.
  writeFileSync(RESULTS_MD, await formatted(RESULTS_MD, toMarkdown(sections, header)));

  let readmeNote = '';
  if (readme) {
    const { written, missing } = await updateReadme(README, {
      runLine: line,
      sections,
      verdict: verdict(sections),
      charts: charts.map((chart) => ({ title: chart.title, path: `${CHARTS_DIR}/${chart.file}` })),
    });
    if (missing.length) log(`${README} has no <!-- bench:start --> / <!-- bench:end --> markers: its figures were not updated.`);
    if (written.length) readmeNote = `, ${README} (${written.join(', ')})`;
  }

  console.log(`Pantry Chef benchmark · ${line}`);
  console.log(toText(sections));
  console.log('');
  if (failed.length === 0) console.log(`All ${budgetCount(sections)} budgets met.`);
  else console.log(`FAILURES (${failed.length}):\n${failed.map((f) => `  ✘ ${f}`).join('\n')}`);
  console.log(`\nWrote ${RESULTS_MD}, ${charts.map((chart) => `${CHARTS_DIR}/${chart.file}`).join(', ')}${readmeNote}.`);
  return { sections, failed };
}

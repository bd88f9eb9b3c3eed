/**
 * Keeps the README's figures those of the last `npm run bench`: the benchmark writes its tables
 * between marker comments (`<!-- bench:start -->` … `<!-- bench:end -->` in the Performance
 * section; optionally `<!-- bench:NAME:start -->` … `<!-- bench:NAME:end -->` elsewhere, for one
 * section by name), and leaves the prose around them alone.
 */

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { toMarkdown, type GoalId, type Row, type Section } from './report.ts';

const brief = (row: Row | undefined) => row?.brief ?? row?.value ?? 'not measured';

/**
 * Issue 13's table. "Before" is its "now" column, as the issue gave it when it was opened (fresh
 * runs of `npm run bench` on a clean clone of main, before the second performance lap): fixed
 * figures, kept here as they were, to compare each run with.
 */
export const ISSUE_13_GOALS: {
  measured: string;
  before: string;
  goal: string;
  rows: GoalId[];
  after: (rows: (Row | undefined)[]) => string;
}[] = [
  {
    measured: 'Lighthouse mobile FCP / LCP',
    before: '1.27–1.32 s / 1.43–1.48 s',
    goal: '≤ 1.0 s / ≤ 1.1 s',
    rows: ['mobile-fcp', 'mobile-lcp'],
    after: ([fcp, lcp]) => `${brief(fcp)} / ${brief(lcp)}`,
  },
  {
    measured: '1,000 concurrent streams through one process',
    before: '904 of 1,000 got a first token (96 `no_first_token`); added first-token p50 +1.5 to +2.3 s, p99 up to +12 s',
    goal: '1,000 of 1,000 got a first token in every run; added p50 ≤ 250 ms, p99 ≤ 1 s',
    rows: ['streams-first-token', 'streams-added-p50', 'streams-added-p99'],
    after: ([got, p50, p99]) => (p50 || p99 ? `${brief(got)} got a first token; added p50 ${brief(p50)}, p99 ${brief(p99)}` : brief(got)),
  },
  {
    measured: 'Relay throughput, server / model direct',
    before: '0.16–0.18×',
    goal: '≥ 0.5×',
    rows: ['relay-over-model'],
    after: ([row]) => brief(row),
  },
  {
    measured: '`GET /api/health`, server / bare Node http',
    before: '0.15–0.20×',
    goal: '≥ 0.4×',
    rows: ['health-over-bare'],
    after: ([row]) => brief(row),
  },
  {
    measured: '100 tok/s with the CPU 4× slower',
    before: '1–4 long tasks, longest 54–145 ms',
    goal: '0 long tasks',
    rows: ['long-tasks-throttled'],
    after: ([row]) => brief(row),
  },
];

/** Issue 13's table, with this run's figures beside the ones it started from, and whether each goal is met. */
export function beforeAfter(sections: Section[]): string[] {
  const tagged = new Map(sections.flatMap((section) => section.rows.flatMap((row) => (row.goal ? [[row.goal, row] as const] : []))));
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const lines = ['| Measured | Before (issue 13) | This run | Goal | Met |', '| --- | --- | --- | --- | --- |'];
  for (const goal of ISSUE_13_GOALS) {
    const rows = goal.rows.map((id) => tagged.get(id));
    const measured = rows.some((row) => row);
    const met = !measured ? 'not measured' : rows.every((row) => row?.budget?.pass) ? 'yes' : '**no**';
    const after = measured ? goal.after(rows) : 'not measured';
    lines.push(`| ${cell(goal.measured)} | ${cell(goal.before)} | ${cell(after)} | ${cell(goal.goal)} | ${met} |`);
  }
  return lines;
}

const START = (name?: string) => `<!-- bench${name ? `:${name}` : ''}:start -->`;
const END = (name?: string) => `<!-- bench${name ? `:${name}` : ''}:end -->`;
const NOTICE = '<!-- Written by `npm run bench` (bench/readme.ts) from its last run: edit the prose above the start marker, not this. -->';

/**
 * Replaces what lies between each region's markers; a region whose markers are missing is left
 * out (and reported), so a README without them is returned unchanged.
 */
export function spliceRegions(readme: string, regions: Record<string, string>): { text: string; written: string[]; missing: string[] } {
  let text = readme;
  const written: string[] = [];
  const missing: string[] = [];
  for (const [name, content] of Object.entries(regions)) {
    const label = name || 'bench';
    // Only a marker on a line of its own counts: the prose may quote one in backticks.
    const start = lineOf(text, START(name || undefined));
    const end = start === -1 ? -1 : lineOf(text, END(name || undefined), start);
    if (start === -1 || end === -1) {
      missing.push(label);
      continue;
    }
    const from = start + START(name || undefined).length;
    text = `${text.slice(0, from)}\n${NOTICE}\n\n${content.trim()}\n\n${text.slice(end)}`;
    written.push(label);
  }
  return { text, written, missing };
}

/** Where `marker` stands alone on a line, from `from` on; -1 if nowhere. */
function lineOf(text: string, marker: string, from = 0): number {
  for (let at = text.indexOf(marker, from); at !== -1; at = text.indexOf(marker, at + marker.length)) {
    const lineStart = at === 0 || text[at - 1] === '\n';
    const lineEnd = at + marker.length === text.length || text[at + marker.length] === '\n' || text[at + marker.length] === '\r';
    if (lineStart && lineEnd) return at;
  }
  return -1;
}

export type ReadmeFigures = {
  /** The run: date, machine, how long it took. */
  runLine: string;
  /** Every section of the run: the Performance region takes `performanceTitles`, the others their own regions if present. */
  sections: Section[];
  /** Lines saying every budget was met, or what failed. */
  verdict: string[];
  /** Chart files, relative to the README. */
  charts: { title: string; path: string }[];
};

/** The sections shown in the README's Performance section; the others go to named regions, where the README has them. */
const PERFORMANCE_SECTIONS = ['Bundle', 'Lighthouse', 'Streaming', 'Rendering', 'Server'];

/** The Markdown for each region of the README. */
export function readmeRegions(figures: ReadmeFigures): Record<string, string> {
  const { sections } = figures;
  const performance = [
    `Last run: ${figures.runLine}`,
    '',
    ...figures.verdict,
    '',
    '### Before / after (issue 13)',
    '',
    ...beforeAfter(sections),
    '',
    '"Before" is what issue 13 measured when it was opened (a range over several runs); "this run" is the last `npm run bench`, whose tables follow (for Lighthouse, its slowest run; the ratios are medians of the rounds’ ratios).',
    ...(figures.charts.length ? ['', '### Charts', '', ...figures.charts.map((chart) => `![${chart.title}](${chart.path})`)] : []),
    toMarkdown(
      sections.filter((section) => PERFORMANCE_SECTIONS.includes(section.title)),
      [],
    ),
  ].join('\n');
  const regions: Record<string, string> = { '': performance };
  // Other sections by name, such as <!-- bench:abuse:start -->: the table and notes, under the README's own heading.
  for (const section of sections.filter((candidate) => !PERFORMANCE_SECTIONS.includes(candidate.title))) {
    regions[section.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')] = toMarkdown([section], []).replace(/^\s*### .*\n/, '');
  }
  return regions;
}

/** Rewrites the README's regions with this run's figures, formatted as `npm run format` would. */
export async function updateReadme(path: string, figures: ReadmeFigures): Promise<{ written: string[]; missing: string[] }> {
  if (!existsSync(path)) return { written: [], missing: ['bench'] };
  const regions = readmeRegions(figures);
  const { text, written, missing } = spliceRegions(readFileSync(path, 'utf8'), regions);
  if (written.length > 0) writeFileSync(path, await format(text, { ...(await resolveConfig(path)), parser: 'markdown' }));
  // Named regions are optional: only the Performance section's markers are expected.
  return { written, missing: missing.filter((name) => name === 'bench') };
}

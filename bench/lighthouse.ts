/**
 * Lighthouse (the npm package's CLI, in a child process) against the production server, with
 * Debian's Chromium found through CHROME_PATH by chrome-launcher, in the mobile and desktop presets.
 */

import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '../playwright.config.ts';
import { median } from './stats.ts';

export type Preset = 'mobile' | 'desktop';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
} as const;
type MetricId = keyof typeof METRICS;

/** An audit that counts towards a category's score and did not get full marks. */
type FailingAudit = {
  category: Category;
  id: string;
  title: string;
  score: number;
  weight: number;
  displayValue?: string;
  why?: string;
};

type LighthouseRun = {
  scores: Record<Category, number>;
  metrics: Record<MetricId, number>;
  failing: FailingAudit[];
  warnings: string[];
  report: string;
};

export type LighthouseResult = {
  preset: Preset;
  /** The page's language, asked for as a browser set to it does (Accept-Language); the server picks the page. */
  language: string;
  runs: LighthouseRun[];
  /** Per category, the lowest score over the runs (a budget must hold every time). */
  scores: Record<Category, number>;
  /** Per metric, the median over the runs. */
  metrics: Record<MetricId, number>;
  failing: FailingAudit[];
};

type Report = {
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      numericValue?: number;
      displayValue?: string;
      explanation?: string;
      details?: { items?: unknown[] };
    }
  >;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
};

export async function runLighthouse(url: string, preset: Preset, runs: number, outDir: string, language = 'en'): Promise<LighthouseResult> {
  mkdirSync(outDir, { recursive: true });
  const all: LighthouseRun[] = [];
  for (let i = 1; i <= runs; i++) all.push(await runWithRetry(url, preset, language, join(outDir, `${preset}-${language}-${i}.json`)));
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.min(...all.map((run) => run.scores[category]))]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(
    Object.keys(METRICS).map((id) => [id, median(all.map((run) => run.metrics[id as MetricId]))]),
  ) as Record<MetricId, number>;
  // An audit that failed in any run, with what it said the last time it failed.
  const failing = new Map<string, FailingAudit>();
  for (const run of all) for (const audit of run.failing) failing.set(`${audit.category}/${audit.id}`, audit);
  return { preset, language, runs: all, scores, metrics, failing: [...failing.values()] };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP); one more try is allowed, and said. */
async function runWithRetry(url: string, preset: Preset, language: string, reportPath: string): Promise<LighthouseRun> {
  try {
    return await runOnce(url, preset, language, reportPath);
  } catch (error) {
    const run = await runOnce(url, preset, language, reportPath);
    return { ...run, warnings: [...run.warnings, `retried after: ${error instanceof Error ? error.message : String(error)}`] };
  }
}

async function runOnce(url: string, preset: Preset, language: string, reportPath: string): Promise<LighthouseRun> {
  const cli = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'));
  const args = [
    cli,
    url,
    '--output=json',
    `--output-path=${reportPath}`,
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${[...chromium.args, '--headless=new'].join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    `--extra-headers=${JSON.stringify({ 'Accept-Language': language })}`,
  ];
  await new Promise<void>((done, fail) => {
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, CHROME_PATH: chromium.executablePath },
    });
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => (stderr += String(data)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.once('error', fail);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) done();
      else fail(new Error(`lighthouse ${preset} failed (${signal ?? code}): ${stderr.trim().slice(-500)}`));
    });
  });
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;
  if (report.runtimeError) throw new Error(`lighthouse ${preset}: ${report.runtimeError.code} ${report.runtimeError.message}`);

  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(Object.keys(METRICS).map((id) => [id, report.audits[id]?.numericValue ?? Number.NaN])) as Record<
    MetricId,
    number
  >;
  const failing: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    for (const ref of report.categories[category]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      failing.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue,
        why: audit.explanation ?? describeItems(audit.details?.items),
      });
    }
  }
  return { scores, metrics, failing, warnings: report.runWarnings, report: reportPath };
}

/** The first few offending items of an audit, compactly (the selector or URL is usually enough). */
function describeItems(items: unknown[] | undefined): string | undefined {
  if (!items?.length) return undefined;
  const named = items.slice(0, 3).map((item) => {
    const record = item as { node?: { snippet?: string; explanation?: string }; url?: string; source?: { url?: string } };
    return record.node?.explanation ?? record.node?.snippet ?? record.url ?? record.source?.url ?? JSON.stringify(item).slice(0, 120);
  });
  return `${named.join('; ')}${items.length > 3 ? ` (+${items.length - 3} more)` : ''}`;
}

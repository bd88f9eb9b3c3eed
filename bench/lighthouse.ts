/**
 * Lighthouse (the npm package's CLI, in a child process) against the production server, with the
 * bench's Chromium found through CHROME_PATH by chrome-launcher, in the mobile and desktop presets.
 */

import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '../playwright.config.ts';
import { median } from './stats.ts';

export type Preset = 'mobile' | 'desktop';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'] as const;
type Category = (typeof CATEGORIES)[number];
type Metric = (typeof METRICS)[number];
type Audit = {
  title: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  explanation?: string;
  details?: { items?: unknown[] };
};
type Report = {
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  runtimeError?: { code: string; message: string };
};

/**
 * `runs` runs of one preset, the page asked for in `language` as a browser set to it asks
 * (Accept-Language): per category the lowest score (a budget must hold every time), per metric the
 * median, and every audit that cost points in any run, with what it said the last time.
 */
export async function runLighthouse(url: string, preset: Preset, runs: number, outDir: string, language = 'en') {
  mkdirSync(outDir, { recursive: true });
  const all: Awaited<ReturnType<typeof runOnce>>[] = [];
  for (let i = 1; i <= runs; i++) {
    const reportPath = join(outDir, `${preset}-${language}-${i}.json`);
    // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): one more try is allowed.
    all.push(await runOnce(url, preset, language, reportPath).catch(() => runOnce(url, preset, language, reportPath)));
  }
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.min(...all.map((run) => run.scores[c]))])) as Record<Category, number>;
  const metrics = Object.fromEntries(METRICS.map((id) => [id, median(all.map((run) => run.metrics[id]))])) as Record<Metric, number>;
  const failing = new Map(all.flatMap((run) => run.failing.map((audit) => [`${audit.category}/${audit.id}`, audit] as const)));
  return { preset, language, runs: all, scores, metrics, failing: [...failing.values()] };
}
export type LighthouseResult = Awaited<ReturnType<typeof runLighthouse>>;

async function runOnce(url: string, preset: Preset, language: string, reportPath: string) {
  const args = [
    fileURLToPath(import.meta.resolve('lighthouse/cli/index.js')),
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
    const env = { ...process.env, CHROME_PATH: chromium.executablePath };
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], env, timeout: 90_000, killSignal: 'SIGKILL' });
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => (stderr += String(data)));
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      code === 0 ? done() : fail(new Error(`lighthouse ${preset} failed (${signal ?? code}): ${stderr.trim().slice(-500)}`)),
    );
  });
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;
  if (report.runtimeError) throw new Error(`lighthouse ${preset}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)])) as Record<
    Category,
    number
  >;
  const metrics = Object.fromEntries(METRICS.map((id) => [id, report.audits[id]?.numericValue ?? Number.NaN])) as Record<Metric, number>;
  const failing = CATEGORIES.flatMap((category) =>
    (report.categories[category]?.auditRefs ?? []).flatMap(({ id, weight }) => {
      const audit = report.audits[id];
      if (!audit || weight === 0 || audit.score === null || audit.score >= 1) return [];
      return [
        {
          category,
          id,
          title: audit.title,
          score: audit.score,
          displayValue: audit.displayValue,
          why: audit.explanation ?? firstItems(audit),
        },
      ];
    }),
  );
  return { scores, metrics, failing, report: reportPath };
}

/** The first few offending items of an audit, compactly (the selector or URL is usually enough). */
function firstItems({ details }: Audit): string | undefined {
  const items = (details?.items ?? []) as { node?: { snippet?: string; explanation?: string }; url?: string; source?: { url?: string } }[];
  const named = items
    .slice(0, 3)
    .map((item) => item.node?.explanation ?? item.node?.snippet ?? item.url ?? item.source?.url ?? JSON.stringify(item).slice(0, 120));
  return named.length ? `${named.join('; ')}${items.length > 3 ? ` (+${items.length - 3} more)` : ''}` : undefined;
}

/** Small, dependency-free statistics and formatting for the benchmark's numbers. */

export type Summary = { n: number; min: number; p50: number; p90: number; p99: number; max: number; mean: number };

/** The p-th percentile (0–100) by linear interpolation between closest ranks; NaN for no samples. */
function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

export function summarize(samples: readonly number[]): Summary {
  const mean = samples.length === 0 ? Number.NaN : samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return {
    n: samples.length,
    min: samples.length === 0 ? Number.NaN : Math.min(...samples),
    p50: percentile(samples, 50),
    p90: percentile(samples, 90),
    p99: percentile(samples, 99),
    max: samples.length === 0 ? Number.NaN : Math.max(...samples),
    mean,
  };
}

/** Rounds for results.json: enough digits to compare runs, not float noise. */
function round(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Rounds every number in a plain JSON value, for a readable results.json. */
export function roundDeep<T>(value: T, digits = 2): T {
  if (typeof value === 'number') return round(value, digits) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => roundDeep(item, digits)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, roundDeep(item, digits)])) as T;
  }
  return value;
}

export const ms = (value: number, digits = 1): string => (Number.isFinite(value) ? `${value.toFixed(digits)} ms` : 'n/a');

export const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

export const mb = (bytes: number): string => `${(bytes / 1_000_000).toFixed(1)} MB`;

export const ratio = (value: number, digits = 2): string => (Number.isFinite(value) ? `${value.toFixed(digits)}×` : 'n/a');

export const count = (value: number): string => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'n/a');

export const sleep = (milliseconds: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** The bench's arithmetic: percentiles, medians over rounds, interleaving, the arrivals' schedule, CPU time, formatting. */

export type Summary = { n: number; min: number; p50: number; p90: number; p99: number; max: number; mean: number };

/** Percentiles by linear interpolation between closest ranks (NaN for no samples), sorted as a typed array for hundreds of thousands of gaps. */
export function summarize(samples: ArrayLike<number>): Summary {
  const sorted = Float64Array.from(samples).sort();
  const n = sorted.length;
  const at = (p: number) => {
    if (n === 0) return Number.NaN;
    const rank = (p / 100) * (n - 1);
    const low = Math.floor(rank);
    return sorted[low]! + (sorted[Math.ceil(rank)]! - sorted[low]!) * (rank - low);
  };
  const mean = n ? sorted.reduce((sum, value) => sum + value, 0) / n : Number.NaN;
  return { n, min: at(0), p50: at(50), p90: at(90), p99: at(99), max: at(100), mean };
}

export const median = (samples: ArrayLike<number>): number => summarize(samples).p50;

/** The median of runs of one shape, field by field; a flag holds only if it held in every run; anything else is the first run's. */
export function medianOf<T>(runs: readonly T[]): T {
  const [first] = runs;
  if (typeof first === 'number') return median(runs as unknown as number[]) as T;
  if (typeof first === 'boolean') return runs.every(Boolean) as T;
  if (!first || typeof first !== 'object' || Array.isArray(first)) return first as T;
  const field = (key: string) => medianOf(runs.map((run) => (run as Record<string, unknown>)[key]));
  return Object.fromEntries(Object.keys(first).map((key) => [key, field(key)])) as T;
}

/** `rounds` rounds of every target in turn, the order rotated each round (ours, peer, model, then peer, model, ours…); each target's results. */
export async function interleave<K extends string, T>(
  targets: readonly K[],
  rounds: number,
  run: (target: K, round: number) => Promise<T>,
): Promise<Record<K, T[]>> {
  const results = Object.fromEntries(targets.map((target) => [target, [] as T[]])) as Record<K, T[]>;
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(round + i) % targets.length]!;
      results[target].push(await run(target, round));
    }
  }
  return results;
}

/** The worst run: the most long tasks, then the longest. */
export const worstRun = <T extends { longTasks: number; longestTaskMs: number }>(runs: readonly T[]): T | undefined =>
  [...runs].sort((a, b) => b.longTasks - a.longTasks || b.longestTaskMs - a.longestTaskMs)[0];

/** Counts by kind, added up: `{ ECONNRESET: 2 }` and `{ ECONNRESET: 1, http_503: 4 }`. */
export const sumCounts = (records: Record<string, number>[]) =>
  records.reduce<Record<string, number>>((all, record) => {
    for (const [key, n] of Object.entries(record)) all[key] = (all[key] ?? 0) + n;
    return all;
  }, {});

/** A small seeded generator (mulberry32): the same seed gives every target the same cooks at the same times. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `count` arrivals of a Poisson process over `seconds`, in ms, in order: that many uniform times, sorted (exponential gaps). */
export function poissonArrivals(count: number, seconds: number, seed: number): number[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => random() * seconds * 1000).sort((a, b) => a - b);
}

/** The time between each read and the one before it: n − 1 gaps for n reads. */
export const gapsBetween = (times: readonly number[]): number[] => times.slice(1).map((time, i) => time - times[i]!);

/** The most streams open at once if each lasts `durationMs` from its arrival (`arrivals` in order). */
export function peakOpen(arrivals: readonly number[], durationMs: number): number {
  let [peak, first] = [0, 0];
  for (let last = 0; last < arrivals.length; last++) {
    while (arrivals[first]! <= arrivals[last]! - durationMs) first++;
    peak = Math.max(peak, last - first + 1);
  }
  return peak;
}

/** CPU seconds from /proc/<pid>/stat: utime and stime, fields 14 and 15 in ticks, counted from the last ")" (the command may hold spaces). */
export function cpuSecondsFromStat(stat: string, ticksPerSecond = 100): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  return (utime + stime) / ticksPerSecond;
}

/** Every number in a plain JSON value rounded, for a readable results.json. */
export function roundDeep<T>(value: T, digits = 2): T {
  if (typeof value === 'number') return (Number.isFinite(value) ? Math.round(value * 10 ** digits) / 10 ** digits : value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => roundDeep(item, digits)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, roundDeep(item, digits)])) as T;
  }
  return value;
}

const finite = (format: (value: number) => string) => (value: number) => (Number.isFinite(value) ? format(value) : 'n/a');
export const ms = (value: number, digits = 1) => finite((v) => `${v.toFixed(digits)} ms`)(value);
export const kb = finite((bytes) => `${(bytes / 1000).toFixed(1)} kB`);
export const mb = finite((bytes) => `${(bytes / 1_000_000).toFixed(1)} MB`);
export const ratio = (value: number, digits = 2) => finite((v) => `${v.toFixed(digits)}×`)(value);
export const count = finite((value) => Math.round(value).toLocaleString('en-US'));
export const sleep = (milliseconds: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, milliseconds));

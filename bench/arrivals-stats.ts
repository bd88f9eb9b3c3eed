/**
 * The pure part of the arrivals load (bench/arrivals.ts): when each cook arrives, the gaps between
 * the pieces of text each one reads, percentiles of samples too many for `Math.min(...samples)`,
 * and a process's CPU time as /proc/<pid>/stat gives it.
 */

import type { Summary } from './stats.ts';

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

/**
 * `count` arrivals of a Poisson process over `seconds`, as milliseconds from the start, in order.
 * Given how many arrive in a window, a Poisson process's arrival times are that many independent
 * uniform times in it, sorted: so the gaps between cooks are exponential, bunched as real traffic is,
 * and exactly `count` come within the window.
 */
export function poissonArrivals(count: number, seconds: number, seed: number): number[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => random() * seconds * 1000).sort((a, b) => a - b);
}

/** The time between each read carrying text and the one before it, in one stream: n − 1 gaps for n reads. */
export function gapsBetween(times: readonly number[]): number[] {
  const gaps: number[] = [];
  for (let i = 1; i < times.length; i++) gaps.push(times[i]! - times[i - 1]!);
  return gaps;
}

/**
 * The same summary as stats.ts's `summarize` (linear interpolation between closest ranks), for
 * hundreds of thousands of samples: sorted as a typed array, with no spread of the samples into a call.
 */
export function summarizeMany(samples: ArrayLike<number>): Summary {
  const n = samples.length;
  if (n === 0) return { n: 0, min: Number.NaN, p50: Number.NaN, p90: Number.NaN, p99: Number.NaN, max: Number.NaN, mean: Number.NaN };
  const sorted = Float64Array.from(samples).sort();
  const at = (p: number) => {
    const rank = (p / 100) * (n - 1);
    const low = Math.floor(rank);
    const high = Math.ceil(rank);
    return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
  };
  let sum = 0;
  for (const value of sorted) sum += value;
  return { n, min: sorted[0]!, p50: at(50), p90: at(90), p99: at(99), max: sorted[n - 1]!, mean: sum / n };
}

/**
 * CPU seconds (user + system) a process has used, from the text of /proc/<pid>/stat: utime and
 * stime are its 14th and 15th fields, in clock ticks. The 2nd field, the command, is in parentheses
 * and may hold spaces, so fields are counted from the last ")".
 */
export function cpuSecondsFromStat(stat: string, ticksPerSecond = 100): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is the 3rd field (state): utime, the 14th, is fields[11].
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  return (utime + stime) / ticksPerSecond;
}

/** The most streams open at once if each lasts `durationMs` from its arrival (`arrivals` in order). */
export function peakOpen(arrivals: readonly number[], durationMs: number): number {
  let peak = 0;
  let first = 0;
  for (let last = 0; last < arrivals.length; last++) {
    while (arrivals[first]! <= arrivals[last]! - durationMs) first++;
    peak = Math.max(peak, last - first + 1);
  }
  return peak;
}

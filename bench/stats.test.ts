import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { cpuSecondsFromStat, gapsBetween, interleave, medianOf, peakOpen, poissonArrivals, seededRandom, summarize } from './stats.ts';

test('the same seed gives every target the same cooks at the same times, in the window and in order', () => {
  const arrivals = poissonArrivals(1_000, 10, 2026);
  expect(arrivals).toEqual(poissonArrivals(1_000, 10, 2026));
  expect(arrivals).not.toEqual(poissonArrivals(1_000, 10, 2027));
  expect(arrivals).toHaveLength(1_000);
  expect(arrivals.every((at, i) => at >= 0 && at < 10_000 && (i === 0 || at >= arrivals[i - 1]!))).toBe(true);
});

test('arrivals are bunched as a Poisson process: exponential gaps, not even spacing', () => {
  const gaps = gapsBetween(poissonArrivals(20_000, 100, 3));
  const { mean } = summarize(gaps);
  // Mean gap: the window over the count (100 s / 20,000 = 5 ms); below the mean with probability 1 − 1/e; sd = mean.
  expect(mean).toBeCloseTo(5, 0);
  expect(gaps.filter((gap) => gap < mean).length / gaps.length).toBeGreaterThan(0.61);
  expect(gaps.filter((gap) => gap < mean).length / gaps.length).toBeLessThan(0.65);
  const sd = Math.sqrt(gaps.reduce((sum, gap) => sum + (gap - mean) ** 2, 0) / gaps.length);
  expect(sd / mean).toBeGreaterThan(0.95);
  expect(sd / mean).toBeLessThan(1.05);
  const draws = Array.from({ length: 10_000 }, seededRandom(42));
  expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
});

test('percentiles interpolate between closest ranks, over hundreds of thousands of gaps or none', () => {
  expect(summarize([4, 1, 3, 2])).toMatchObject({ n: 4, min: 1, p50: 2.5, max: 4, mean: 2.5 });
  expect(summarize([10]).p99).toBe(10);
  const gaps = new Float64Array(1_000 * 599).map((_, i) => (i % 100) + 1);
  expect(summarize(gaps)).toMatchObject({ n: 599_000, min: 1, max: 100 });
  expect(summarize(gaps).p99).toBeCloseTo(99, 0);
  expect(summarize([]).p99).toBeNaN();
  expect(gapsBetween([100, 125, 150, 200, 200])).toEqual([25, 25, 50, 0]);
});

test('the median of runs is taken field by field; a flag holds only if it held in every run', () => {
  const runs = [
    { ms: 10, summary: { p50: 1, p99: 9 }, finished: true, name: 'a' },
    { ms: 30, summary: { p50: 3, p99: 7 }, finished: false, name: 'b' },
    { ms: 20, summary: { p50: 2, p99: 8 }, finished: true, name: 'c' },
  ];
  expect(medianOf(runs)).toEqual({ ms: 20, summary: { p50: 2, p99: 8 }, finished: false, name: 'a' });
});

test('interleaved rounds take every target in turn, the order rotated each round', async () => {
  const order: string[] = [];
  const results = await interleave(['ours', 'peer', 'model'], 3, async (target, round) => (order.push(target), `${target}${round}`));
  expect(order).toEqual(['ours', 'peer', 'model', 'peer', 'model', 'ours', 'model', 'ours', 'peer']);
  expect(results).toEqual({ ours: ['ours0', 'ours1', 'ours2'], peer: ['peer0', 'peer1', 'peer2'], model: ['model0', 'model1', 'model2'] });
});

test('CPU seconds are read from /proc/<pid>/stat, whatever the command name holds', () => {
  // Fields 14 and 15 (utime 1234, stime 566 ticks) follow a command with spaces and a parenthesis.
  const line = '4242 (tsx (bench) 1) S 1 4242 4242 0 -1 4194560 100 0 0 0 1234 566 0 0 20 0 11 0 500 1000 200';
  expect(cpuSecondsFromStat(line)).toBe(18);
  expect(() => cpuSecondsFromStat('not a stat line')).toThrow(/stat/);
  expect(cpuSecondsFromStat(readFileSync('/proc/self/stat', 'utf8'))).toBeGreaterThanOrEqual(0);
});

test('the most streams open at once: those arrived within one stream length of each other', () => {
  expect(peakOpen([], 15_000)).toBe(0);
  // A stream ending as another starts is not open with it.
  expect(peakOpen([0, 15, 30], 15)).toBe(1);
  expect(peakOpen([0, 1, 2, 100, 101], 50)).toBe(3);
  // A thousand cooks over 10 s, each reading for 15 s: all are open at once at some point.
  expect(peakOpen(poissonArrivals(1_000, 10, 2026), 15_000)).toBe(1_000);
  expect(peakOpen(poissonArrivals(1_000, 10, 2026), 5_000)).toBeLessThan(1_000);
});

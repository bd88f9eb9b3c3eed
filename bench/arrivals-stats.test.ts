import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { cpuSecondsFromStat, gapsBetween, peakOpen, poissonArrivals, seededRandom, summarizeMany } from './arrivals-stats.ts';
import { summarize } from './stats.ts';

test('the same seed gives every target the same cooks at the same times; another seed, other times', () => {
  expect(poissonArrivals(1_000, 10, 7)).toEqual(poissonArrivals(1_000, 10, 7));
  expect(poissonArrivals(1_000, 10, 7)).not.toEqual(poissonArrivals(1_000, 10, 8));
});

test('every cook arrives within the window, in order, and exactly as many as asked', () => {
  const arrivals = poissonArrivals(1_000, 10, 2026);
  expect(arrivals).toHaveLength(1_000);
  expect(arrivals.every((at, i) => at >= 0 && at < 10_000 && (i === 0 || at >= arrivals[i - 1]!))).toBe(true);
});

test('arrivals are bunched as a Poisson process: exponential gaps, not even spacing', () => {
  const gaps = gapsBetween(poissonArrivals(20_000, 100, 3));
  const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
  // Mean gap: the window over the count (100 s / 20,000 = 5 ms).
  expect(mean).toBeCloseTo(5, 0);
  // An exponential gap is below its mean with probability 1 − 1/e ≈ 0.632; evenly spaced, never (or always).
  const below = gaps.filter((gap) => gap < mean).length / gaps.length;
  expect(below).toBeGreaterThan(0.61);
  expect(below).toBeLessThan(0.65);
  // Its standard deviation equals its mean.
  const sd = Math.sqrt(gaps.reduce((sum, gap) => sum + (gap - mean) ** 2, 0) / gaps.length);
  expect(sd / mean).toBeGreaterThan(0.95);
  expect(sd / mean).toBeLessThan(1.05);
});

test('the seeded generator stays in [0, 1) and spreads evenly', () => {
  const random = seededRandom(42);
  const draws = Array.from({ length: 10_000 }, random);
  expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
  for (let decile = 0; decile < 10; decile++) {
    const share = draws.filter((x) => Math.floor(x * 10) === decile).length / draws.length;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.12);
  }
});

test('gaps are the times between consecutive reads of one stream', () => {
  expect(gapsBetween([100, 125, 150, 200, 200])).toEqual([25, 25, 50, 0]);
  expect(gapsBetween([100])).toEqual([]);
  expect(gapsBetween([])).toEqual([]);
});

test('summarizeMany agrees with summarize on the same samples', () => {
  const random = seededRandom(9);
  for (const n of [1, 2, 3, 10, 101, 1_000]) {
    const samples = Array.from({ length: n }, () => random() * 1_000);
    const many = summarizeMany(samples);
    const few = summarize(samples);
    for (const key of ['n', 'min', 'p50', 'p90', 'p99', 'max'] as const) expect(many[key]).toBe(few[key]);
    expect(many.mean).toBeCloseTo(few.mean, 9);
  }
});

test('summarizeMany takes the gaps of a thousand 600-token streams, and nothing at all', () => {
  const gaps = new Float64Array(1_000 * 599).map((_, i) => (i % 100) + 1);
  const summary = summarizeMany(gaps);
  expect(summary).toMatchObject({ n: 599_000, min: 1, max: 100 });
  expect(summary.p50).toBeCloseTo(50.5, 0);
  expect(summary.p99).toBeCloseTo(99, 0);
  const none = summarizeMany([]);
  expect(none.n).toBe(0);
  expect(none.p99).toBeNaN();
});

test('CPU seconds are read from /proc/<pid>/stat, whatever the command name holds', () => {
  // Fields 14 and 15 (utime 1234, stime 566 ticks) follow a command with spaces and a parenthesis.
  const line = '4242 (tsx (bench) 1) S 1 4242 4242 0 -1 4194560 100 0 0 0 1234 566 0 0 20 0 11 0 500 1000 200';
  expect(cpuSecondsFromStat(line)).toBe(18);
  expect(cpuSecondsFromStat(line, 1_000)).toBeCloseTo(1.8, 9);
  expect(() => cpuSecondsFromStat('not a stat line')).toThrow(/stat/);
  const own = cpuSecondsFromStat(readFileSync('/proc/self/stat', 'utf8'));
  expect(own).toBeGreaterThanOrEqual(0);
  expect(own).toBeLessThan(process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6 + 1);
});

test('the most streams open at once: those arrived within one stream length of each other', () => {
  expect(peakOpen([], 15_000)).toBe(0);
  expect(peakOpen([0, 10, 20], 15)).toBe(2);
  // A stream ending as another starts is not open with it.
  expect(peakOpen([0, 15, 30], 15)).toBe(1);
  expect(peakOpen([0, 1, 2, 100, 101], 50)).toBe(3);
  // A thousand cooks over 10 s, each reading for 15 s: all are open at once at some point.
  expect(peakOpen(poissonArrivals(1_000, 10, 2026), 15_000)).toBe(1_000);
  expect(peakOpen(poissonArrivals(1_000, 10, 2026), 5_000)).toBeLessThan(1_000);
});

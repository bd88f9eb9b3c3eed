/**
 * Epoch milliseconds at sub-millisecond resolution. A browser's `performance.timeOrigin + performance.now()`
 * reads the same clock, so the fake model's stamps, the benchmark's and a page's compare across processes.
 */
export const clock = (): number => performance.timeOrigin + performance.now();

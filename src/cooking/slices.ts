/**
 * Work written as a generator that yields between its pieces (a line read, a food matched), run at
 * once or in slices: a slice goes on until it has taken `sliceMs`, then the page paints and answers
 * before the next. The same generator either way, so the result is the same either way.
 */

import { yieldToPage } from './yield-to-page.ts';

/** A generator of work: each `yield` is a place where it may pause; it returns its result. */
export type Pieces<T> = Generator<void, T, void>;

export function atOnce<T>(work: Pieces<T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

export async function inSlices<T>(work: Pieces<T>, pause: () => Promise<void> = yieldToPage, sliceMs = 8): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await pause();
      sliceStart = performance.now();
    }
  }
}

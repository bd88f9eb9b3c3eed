/** Runs `task` once the page has loaded, at once if it already has. */
export function whenLoaded(task: () => void): void {
  if (document.readyState === 'complete') task();
  else addEventListener('load', task, { once: true });
}

/**
 * Runs `task` once the page has loaded and the browser has nothing better to do, so prefetching
 * never competes with the first paint or delays the load event.
 */
export function whenIdle(task: () => void): void {
  whenLoaded(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 3_000 });
    // Safari has no requestIdleCallback: a moment after the page has settled will do.
    else setTimeout(task, 500);
  });
}

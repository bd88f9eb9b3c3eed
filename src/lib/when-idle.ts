/** Runs `task` once the page has loaded, at once if it already has; what it returns calls it off if it has not run yet. */
export function whenLoaded(task: () => void): () => void {
  if (document.readyState === 'complete') {
    task();
    return () => {};
  }
  addEventListener('load', task, { once: true });
  return () => removeEventListener('load', task);
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

// What a cook does first on the page: point, touch, type, tab or scroll.
const ENGAGEMENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/**
 * Runs `task` when idle once the cook first does something on the page. What only a cook's next
 * step needs (the recipe card, the cooking panel…) is then fetched and run while they type their
 * list, not while a phone is still loading the page, where each chunk's first run was a long task
 * that could delay the first tap.
 */
export function whenEngaged(task: () => void): void {
  const engaged = () => {
    for (const type of ENGAGEMENT) removeEventListener(type, engaged, true);
    whenIdle(task);
  };
  for (const type of ENGAGEMENT) addEventListener(type, engaged, { capture: true, passive: true });
}

/** Runs `task` once the browser has nothing better to do, so prefetching never competes with the first paint. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 3_000 });
    return () => cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: a moment after the page has settled will do.
  const handle = setTimeout(task, 500);
  return () => clearTimeout(handle);
}

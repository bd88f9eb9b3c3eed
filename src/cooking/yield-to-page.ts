/**
 * Lets the page paint and answer input before going on: `scheduler.yield()` where the browser has
 * it (the rest of the work keeps its place ahead of other tasks), else a fresh task through a
 * MessageChannel (no setTimeout clamping).
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

import { useEffect } from 'react';

/**
 * Keeps the screen on while the component is mounted, where the Screen Wake Lock API exists.
 * The browser drops the lock when the page is hidden, so it is asked for again on return.
 * A refusal (low battery, a browser policy) only means the screen may dim: nothing to tell the cook.
 */
export function useWakeLock() {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let active = true;
    let asking = false;

    async function acquire() {
      if (asking || (sentinel && !sentinel.released)) return;
      asking = true;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (active) sentinel = lock;
        else await lock.release();
      } catch {
        // Refused: the screen may dim, nothing else changes.
      } finally {
        asking = false;
      }
    }
    function onVisibilityChange() {
      if (document.visibilityState === 'visible') void acquire();
    }

    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      sentinel?.release().catch(() => {});
    };
  }, []);
}

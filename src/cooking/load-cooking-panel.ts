import { lazyComponent } from '../lib/lazy-component.ts';

// The cooking tools are not needed for the first paint: their code, with the recipe reader and the
// ingredient parser, comes in its own chunk, prefetched once the cook uses the page (main.tsx).
const [PreparedCookingPanel, loadCookingPanel] = lazyComponent(() => import('./cooking-panel.tsx'), 'PreparedCookingPanel', 'cooking');
export { PreparedCookingPanel };

/** Fetches the panel's chunk, then warms up its readers and food table in small pieces (warm-up.ts). */
export function preloadCooking() {
  loadCookingPanel().then(
    (module) => module.warmUpCooking(),
    () => {},
  );
}

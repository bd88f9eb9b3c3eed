// The cooking tools are not needed for the first paint: their code, with the recipe reader and the
// ingredient parser, comes in its own chunk, prefetched once the page is idle (main.tsx).
export const loadCookingPanel = () => import('./cooking-panel.tsx');

export function preloadCooking() {
  void loadCookingPanel();
}

// The word lists are large and only matter once a recipe is on the card: they load when idle.
export const loadSafetyAlert = () => import('./safety-alert.tsx');

export function preloadSafetyCheck() {
  void loadSafetyAlert();
}

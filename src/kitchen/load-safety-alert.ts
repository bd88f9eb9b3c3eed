import { lazyComponent } from '../lib/lazy-component.ts';

// The word lists are large and only matter once a recipe is on the card: they load once the cook uses the page (main.tsx).
const [SafetyAlert, loadSafetyAlert] = lazyComponent(() => import('./safety-alert.tsx'), 'SafetyAlert', 'kitchen');
export { SafetyAlert };

export function preloadSafetyCheck() {
  void loadSafetyAlert();
}

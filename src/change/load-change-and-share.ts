import { lazyComponent } from '../lib/lazy-component.ts';

/**
 * Versions, the change form, sharing and opening a shared link are not needed for the first paint:
 * they come in a chunk of their own, prefetched once the cook uses the page (main.tsx), and asked for at
 * once when a recipe is finished, a change is asked for or the page opens with a link.
 */
export const [RecipeTalk, loadChangeAndShare] = lazyComponent(() => import('./change-and-share.ts'), 'RecipeTalk');

export function preloadChangeAndShare() {
  void loadChangeAndShare();
}

import { lazy, Suspense } from 'react';
import type { useRecipe } from '../recipe/use-recipe.ts';
import type { Kitchen } from '../../core/kitchen.ts';

// Versions, the change form and sharing come in the cooking panel's chunk, prefetched once the page is idle (main.tsx).
const LazyTalk = lazy(() => import('../cooking/cooking-panel.tsx').then((module) => ({ default: module.RecipeTalk })));

export type TalkProps = {
  /** The recipe on the card, its versions and what happened to the last change. */
  recipe: ReturnType<typeof useRecipe>;
  kitchen: Kitchen;
  onChange: (words: string) => void;
};

/** Under a finished recipe: its versions, the change form and Share recipe. */
export function Talk({ recipe: { state, history, showVersion }, kitchen, onChange }: TalkProps) {
  if (state.status !== 'done' || !history) return null;
  return (
    <Suspense fallback={null}>
      <LazyTalk history={history} kitchen={kitchen} onVersion={showVersion} onChange={onChange} />
    </Suspense>
  );
}

import { Suspense } from 'react';
import type { useRecipe } from '../recipe/use-recipe.ts';
import type { Kitchen } from '../../core/kitchen.ts';
import { RecipeTalk } from './load-change-and-share.ts';

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
      <RecipeTalk history={history} kitchen={kitchen} onVersion={showVersion} onChange={onChange} />
    </Suspense>
  );
}

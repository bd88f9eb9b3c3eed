import { Suspense, useState } from 'react';
import type { SavedRecipeListProps } from './saved-recipe-list.tsx';

import { lazyComponent } from '../lib/lazy-component.ts';

const [SavedRecipeList, loadList] = lazyComponent(() => import('./saved-recipe-list.tsx'), 'SavedRecipeList', 'saved');

export function preloadSavedRecipes() {
  void loadList();
}

type SavedRecipesProps = SavedRecipeListProps & {
  /** This browser holds something of the cook's: a saved recipe, the ingredient list or the kitchen. */
  remembering: boolean;
};

/**
 * The "Saved recipes" section, with the way to forget everything. A first visit has nothing to list
 * or forget, so the section waits until there is (never in the page rendered at build time, nor in
 * the first paint); then it stays. It is the last thing on the page, so appearing moves nothing
 * above it. Its code is prefetched once the cook uses the page (main.tsx).
 */
export function SavedRecipes({ remembering, ...props }: SavedRecipesProps) {
  const [shown, setShown] = useState(false);
  if (remembering && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SavedRecipeList {...props} />
    </Suspense>
  );
}

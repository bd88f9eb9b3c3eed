import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from '../when-idle.ts';
import type { SavedRecipeListProps } from './saved-recipe-list.tsx';

const loadList = () => import('./saved-recipe-list.tsx');
const SavedRecipeList = lazy(() => loadList().then((module) => ({ default: module.SavedRecipeList })));

export type SavedRecipesProps = SavedRecipeListProps;

const noSubscription = () => () => {};

/**
 * The "Saved recipes" section, loaded once the page is idle: nothing of it is needed for the first
 * paint, and nothing of it is in the page rendered at build time, which knows no saved recipe.
 */
export function SavedRecipes(props: SavedRecipesProps) {
  useEffect(() => whenIdle(() => void loadList()), []);
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <SavedRecipeList {...props} />
    </Suspense>
  );
}

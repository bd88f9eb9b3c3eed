import { lazy, Suspense, useEffect } from 'react';
import { whenIdle } from '../when-idle.ts';
import type { SavedRecipeListProps } from './saved-recipe-list.tsx';

const loadList = () => import('./saved-recipe-list.tsx');
const SavedRecipeList = lazy(() => loadList().then((module) => ({ default: module.SavedRecipeList })));

export type SavedRecipesProps = SavedRecipeListProps;

/** The "Saved recipes" section, loaded once the page is idle: nothing of it is needed for the first paint. */
export function SavedRecipes(props: SavedRecipesProps) {
  useEffect(() => whenIdle(() => void loadList()), []);
  return (
    <Suspense fallback={null}>
      <SavedRecipeList {...props} />
    </Suspense>
  );
}

import { Suspense, useDeferredValue, type ReactNode } from 'react';
import type { Language } from '../../core/kitchen-words.ts';
import { PreparedCookingPanel } from './load-cooking-panel.ts';

type CookingProps = {
  /** The recipe Markdown once it is finished; null while it is still on its way. */
  recipe: string | null;
  /** The cook's own ingredient list. */
  pantry: readonly string[];
  /** The language the recipe was asked in. */
  language: Language;
  /** The kitchen's Servings, if set. */
  servings?: number | undefined;
  /** What the page offers for the recipe's ingredients, by their names ("I don't have …"). */
  forIngredients?: (names: readonly string[]) => ReactNode;
};

/** The cooking panel under a finished recipe: shopping list, scale, cook mode, download. */
export function Cooking({ recipe: finished, pantry, language, servings, forIngredients }: CookingProps) {
  // Rendered at a lower priority than the recipe's last words, in slices the page can answer
  // between: on a slow phone the whole panel at once was a long task the moment a recipe ended.
  const recipe = useDeferredValue(finished, null);
  if (recipe === null) return null;
  return (
    <Suspense fallback={null}>
      {/* A new recipe starts afresh: scale, step and timers belong to the recipe they were set for. */}
      <PreparedCookingPanel
        key={recipe}
        recipe={recipe}
        pantry={pantry}
        language={language}
        servings={servings}
        forIngredients={forIngredients}
      />
    </Suspense>
  );
}

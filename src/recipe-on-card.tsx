import { Suspense } from 'react';
import type { RecipeOnCardProps } from './card.tsx';
import { lazyComponent } from './lib/lazy-component.ts';

// The card is not on the first screen: its code (with Save recipe, the plain-text reader and the
// model's name) comes in a chunk of its own, prefetched once the cook uses the page (main.tsx), long
// before the cook can have listed enough ingredients to ask for a recipe.
const [LazyRecipeOnCard, loadCard] = lazyComponent(() => import('./card.tsx'), 'RecipeOnCard');

export function preloadRecipeCard() {
  void loadCard();
}

/** The recipe on its card (card.tsx), from its own chunk. */
export function RecipeOnCard(props: RecipeOnCardProps) {
  return (
    <Suspense fallback={null}>
      <LazyRecipeOnCard {...props} />
    </Suspense>
  );
}

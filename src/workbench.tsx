import { Suspense, useEffect, useState, type Dispatch } from 'react';
import { kitchenWishes } from '../core/kitchen-wishes.ts';
import type { Kitchen } from '../core/kitchen.ts';
import { RECIPE_PROMPT_THRESHOLD } from '../core/ingredients.ts';
import { preloadCooking } from './cooking/load-cooking-panel.ts';
import type { IngredientsAction } from './ingredients/ingredients-reducer.ts';
import { IngredientsSection } from './ingredients/ingredients-section.tsx';
import { RecipeCallToAction } from './recipe/recipe-call-to-action.tsx';
import { RecipeAlert } from './recipe/recipe-alert.tsx';
import { askFor, useRecipe } from './recipe/use-recipe.ts';
import { preloadSavedRecipes, SavedRecipes } from './saved/saved-recipes.tsx';
import { useRemembered } from './saved/use-remembered.ts';
import { lazyComponent } from './lib/lazy-component.ts';
import { useSharedLink } from './share/use-shared-link.ts';

// The card comes in a chunk of its own (the card and what each feature adds to it, src/card/),
// prefetched once the cook uses the page, long before they can have listed enough to ask for a recipe.
const [LazyCard, loadCard] = lazyComponent(() => import('./card/card.tsx'), 'Card', 'card');

/** What the workbench shows next, fetched once the cook starts using the page (app.tsx). */
export function preloadWhatFollows() {
  void loadCard();
  preloadCooking();
  preloadSavedRecipes();
}

export type WorkbenchProps = {
  ingredients: readonly string[];
  dispatch: Dispatch<IngredientsAction>;
  /** The kitchen a recipe is asked with: the cook's, in the page's language unless they chose one. */
  kitchen: Kitchen;
  /** What the cook set in the kitchen: what this browser keeps. */
  chosen: Kitchen;
  /** Replaces what the cook set: with what the last visit left, or with nothing when they forget it all. */
  setChosen: (kitchen: Kitchen) => void;
  /** What the page says above the form: that this browser stores nothing, that a link could not be read. */
  onMemoryUnavailable: (unavailable: boolean) => void;
  onLinkProblem: (problem: string) => void;
};

/**
 * Everything under the first screen's form, and the state behind it: the ingredient list and its
 * call-to-action, the recipe being written and its card, the saved recipes, what this browser
 * remembers and a recipe opened from a link. The first screen shows none of it, so it comes in a
 * chunk of its own, with its words, once the app has taken over a loaded page (app.tsx).
 */
export function Workbench({ ingredients, dispatch, kitchen, chosen, setChosen, onMemoryUnavailable, onLinkProblem }: WorkbenchProps) {
  // A saved recipe put on the card gets a fresh card, which scrolls itself into view.
  const [shownSaved, setShownSaved] = useState(0);
  const recipe = useRecipe();
  const { state } = recipe;
  const memory = useRemembered({
    ingredients,
    kitchen: chosen,
    onRecall: (recalled) => {
      dispatch({ type: 'recalled', ingredients: recalled.ingredients });
      if (recalled.kitchen) setChosen(recalled.kitchen);
    },
  });
  const wishes = { kitchen: kitchenWishes(kitchen) };
  // A change repeats the first version's request; a saved or shared recipe has none, so it asks with what is known now.
  const change = (words: string) => recipe.change(words, () => askFor(recipe.askedFor(), wishes));
  const linkProblem = useSharedLink((shared) => recipe.show({ ...shared, shared: true }));
  useEffect(() => onMemoryUnavailable(memory.unavailable), [memory.unavailable, onMemoryUnavailable]);
  useEffect(() => onLinkProblem(linkProblem), [linkProblem, onLinkProblem]);

  return (
    <>
      <IngredientsSection
        ingredients={ingredients}
        onRemove={(ingredient) => dispatch({ type: 'removed', ingredient })}
        onClear={() => dispatch({ type: 'cleared' })}
        onUndoClear={(list) => dispatch({ type: 'restored', ingredients: list })}
      >
        {ingredients.length > RECIPE_PROMPT_THRESHOLD && (
          <RecipeCallToAction cooking={state.status === 'cooking'} onRequest={() => recipe.request(ingredients, wishes)} />
        )}
      </IngredientsSection>
      {state.status === 'failed' && <RecipeAlert message={state.message} onRetry={() => recipe.retry(wishes)} />}
      {state.status !== 'idle' && state.status !== 'failed' && (
        <Suspense fallback={null}>
          <LazyCard
            state={state}
            recipe={recipe}
            shownSaved={shownSaved}
            kitchen={kitchen}
            pantry={ingredients}
            wishes={wishes}
            saved={memory.saved}
            onSave={memory.save}
            onChange={change}
          />
        </Suspense>
      )}
      <SavedRecipes
        remembering={memory.saved.length > 0 || ingredients.length > 0 || Object.keys(chosen).length > 0}
        recipes={memory.saved}
        onShow={(saved) => {
          recipe.show(saved);
          setShownSaved((count) => count + 1);
        }}
        onDelete={(saved) => memory.remove(saved.id)}
        onForget={() => {
          dispatch({ type: 'cleared' });
          setChosen({});
          return memory.forget();
        }}
      />
    </>
  );
}

import { Suspense, useReducer, useState } from 'react';
import { kitchenWishes } from '../core/kitchen-wishes.ts';
import type { Kitchen } from '../core/kitchen.ts';
import { RECIPE_PROMPT_THRESHOLD } from '../core/ingredients.ts';
import { Header } from './header.tsx';
import { IngredientForm } from './ingredients/ingredient-form.tsx';
import { ingredientsReducer } from './ingredients/ingredients-reducer.ts';
import { IngredientsSection } from './ingredients/ingredients-section.tsx';
import { PhotoAndVoice } from './photo/photo-and-voice.tsx';
import { YourKitchen } from './kitchen/your-kitchen.tsx';
import { RecipeCallToAction } from './recipe/recipe-call-to-action.tsx';
import { RecipeAlert } from './recipe/recipe-alert.tsx';
import { askFor, useRecipe } from './recipe/use-recipe.ts';
import { SavedRecipes } from './saved/saved-recipes.tsx';
import { useRemembered } from './saved/use-remembered.ts';
import { pageLanguage } from './lib/i18n.ts';
import { useT } from './lib/use-t.ts';
import { lazyComponent } from './lib/lazy-component.ts';
import { useSharedLink } from './share/use-shared-link.ts';

// The card is not on the first screen: its code (the card and what each feature adds to it,
// src/card/) comes in a chunk of its own, prefetched once the cook uses the page (main.tsx), long
// before the cook can have listed enough ingredients to ask for a recipe.
const [LazyCard, loadCard] = lazyComponent(() => import('./card/card.tsx'), 'Card', 'card');

export function preloadCard() {
  void loadCard();
}

export function App() {
  const [ingredients, dispatch] = useReducer(ingredientsReducer, []);
  const t = useT();
  const [chosen, setChosen] = useState<Kitchen>({});
  // The recipe is written in the page's language unless the cook chose a recipe language in the kitchen.
  const page = pageLanguage();
  const kitchen: Kitchen = { ...chosen, language: chosen.language ?? page };
  // The kitchen form says the recipe language it shows; the page's, while none is chosen, sets nothing.
  const setKitchen = (next: Kitchen) => {
    const { language, ...rest } = next;
    setChosen(chosen.language === undefined && language === page ? rest : next);
  };
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

  return (
    <>
      <Header />
      <main>
        <p className="intro">{t('page.intro')}</p>
        <p className="memory-note" role="status">
          {memory.unavailable ? t('page.memoryUnavailable') : ''}
        </p>
        {linkProblem && (
          <p className="recipe-alert" role="alert">
            {linkProblem}
          </p>
        )}
        <IngredientForm ingredients={ingredients} onAdd={(ingredient) => dispatch({ type: 'added', ingredient })} />
        <PhotoAndVoice
          ingredients={ingredients}
          language={kitchen.language ?? 'en'}
          onAdd={(ingredient) => dispatch({ type: 'added', ingredient })}
        />
        <YourKitchen kitchen={kitchen} onChange={setKitchen} />
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
      </main>
    </>
  );
}

import { useReducer } from 'react';
import { RECIPE_PROMPT_THRESHOLD } from '../core/ingredients.ts';
import { Cooking } from './cooking/cooking.tsx';
import { Header } from './header.tsx';
import { IngredientForm } from './ingredients/ingredient-form.tsx';
import { ingredientsReducer } from './ingredients/ingredients-reducer.ts';
import { IngredientsSection } from './ingredients/ingredients-section.tsx';
import { RecipeCallToAction } from './recipe/recipe-call-to-action.tsx';
import { RecipeAlert } from './recipe/recipe-alert.tsx';
import { RecipeCard } from './recipe/recipe-card.tsx';
import { useRecipe } from './recipe/use-recipe.ts';

export function App() {
  const [ingredients, dispatch] = useReducer(ingredientsReducer, []);
  const recipe = useRecipe();
  const { state } = recipe;

  return (
    <>
      <Header />
      <main>
        <p className="intro">What's in your kitchen? List a few ingredients and get a simple recipe to make with them.</p>
        <IngredientForm ingredients={ingredients} onAdd={(ingredient) => dispatch({ type: 'added', ingredient })} />
        <IngredientsSection
          ingredients={ingredients}
          onRemove={(ingredient) => dispatch({ type: 'removed', ingredient })}
          onClear={() => dispatch({ type: 'cleared' })}
          onUndoClear={(list) => dispatch({ type: 'restored', ingredients: list })}
        >
          {ingredients.length > RECIPE_PROMPT_THRESHOLD && (
            <RecipeCallToAction cooking={state.status === 'cooking'} onRequest={() => recipe.request(ingredients)} />
          )}
        </IngredientsSection>
        {state.status === 'failed' && <RecipeAlert message={state.message} onRetry={recipe.retry} />}
        {state.status !== 'idle' && state.status !== 'failed' && (
          <RecipeCard state={state} onStop={recipe.stop} onAnotherIdea={recipe.retry} />
        )}
        {state.status !== 'idle' && state.status !== 'failed' && (
          <Cooking recipe={state.status === 'done' ? state.text : null} pantry={ingredients} />
        )}
      </main>
    </>
  );
}

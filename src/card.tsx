import type { Kitchen } from '../core/kitchen.ts';
import type { RecipeWishes } from '../core/recipe-request.ts';
import { Talk } from './change/talk.tsx';
import { Cooking } from './cooking/cooking.tsx';
import { SafetyCheck } from './kitchen/safety-check.tsx';
import { RecipeCard } from './recipe/recipe-card.tsx';
import type { RecipeState, useRecipe } from './recipe/use-recipe.ts';
import { SaveRecipeButton } from './saved/save-recipe-button.tsx';
import type { RecipeToSave, SavedRecipe } from './saved/saved-recipe.ts';

export type RecipeOnCardProps = {
  state: Exclude<RecipeState, { status: 'idle' | 'failed' }>;
  recipe: ReturnType<typeof useRecipe>;
  /** Counts the saved recipes put on the card: each gets a fresh card, which scrolls itself into view. */
  shownSaved: number;
  kitchen: Kitchen;
  /** The cook's own ingredient list. */
  pantry: readonly string[];
  /** What a new recipe is asked with (Another idea, Ask again). */
  wishes: RecipeWishes;
  /** The recipes saved in this browser: the button says whether this one is among them. */
  saved: readonly SavedRecipe[];
  onSave: (recipe: RecipeToSave) => void;
  /** Asks for the recipe shown, changed as the cook says. */
  onChange: (words: string) => void;
};

/**
 * The recipe on its card, composed from the features as app.tsx composes the page (loaded lazily:
 * recipe-on-card.tsx): the safety check above it, Save recipe among its actions once it is
 * finished, and under it its versions, the change form and sharing; then, once it is finished, the
 * cooking panel.
 */
export function RecipeOnCard({ state, recipe, shownSaved, kitchen, pantry, wishes, saved, onSave, onChange }: RecipeOnCardProps) {
  return (
    <>
      <RecipeCard
        key={shownSaved}
        state={state}
        onStop={recipe.stop}
        onAnotherIdea={() => recipe.retry(wishes)}
        alert={
          state.status !== 'cooking' && (
            <SafetyCheck
              text={state.text}
              kitchen={kitchen}
              streaming={state.status === 'writing'}
              onAskAgain={(conflicts) => recipe.retry({ ...wishes, conflicts })}
            />
          )
        }
        actions={
          state.status === 'done' && (
            <SaveRecipeButton
              saved={saved.some((entry) => entry.text === state.text)}
              onSave={() => onSave({ text: state.text, model: state.model, ingredients: recipe.askedFor() })}
            />
          )
        }
        footer={<Talk recipe={recipe} kitchen={kitchen} onChange={onChange} />}
      />
      <Cooking
        recipe={state.status === 'done' ? state.text : null}
        pantry={pantry}
        language={kitchen.language ?? 'en'}
        servings={kitchen.servings}
        onLack={onChange}
      />
    </>
  );
}

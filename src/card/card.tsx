import { useDeferredValue } from 'react';
import type { Kitchen } from '../../core/kitchen.ts';
import type { RecipeWishes } from '../../core/recipe-request.ts';
import { LackingIngredients } from '../change/lacking-ingredients.tsx';
import { Cooking } from '../cooking/cooking.tsx';
import { SafetyCheck } from '../kitchen/safety-check.tsx';
import type { RecipeState, useRecipe } from '../recipe/use-recipe.ts';
import { SaveRecipeButton } from '../saved/save-recipe-button.tsx';
import type { RecipeToSave, SavedRecipe } from '../saved/saved-recipe.ts';
import { CardFooter } from './card-footer.tsx';
import { CardFrame } from './card-frame.tsx';

export type CardProps = {
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
 * The recipe on its card, composed from the features as app.tsx composes the page (which loads it
 * lazily): the safety check above it, Save recipe among its actions once it is finished, and under
 * it its versions, the change form and sharing; then, once it is finished, the cooking panel, with
 * "I don't have …" for each of its ingredients.
 */
export function Card({ state, recipe, shownSaved, kitchen, pantry, wishes, saved, onSave, onChange }: CardProps) {
  // When a recipe ends, its footer comes at a lower priority than its last words, in slices the page
  // can answer between, as the cooking panel does: rendered with the finished card, with its
  // suggestions' diet checks of the whole recipe, it was a long task on a slow phone. Once shown,
  // it follows the card at once (another version, the same footer and what is typed in it).
  const finished = useDeferredValue(state.status === 'done' ? state.text : null, null);
  return (
    <>
      <CardFrame
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
        footer={
          state.status === 'done' &&
          finished !== null &&
          recipe.history && (
            <CardFooter recipe={state.text} history={recipe.history} kitchen={kitchen} onVersion={recipe.showVersion} onChange={onChange} />
          )
        }
      />
      <Cooking
        recipe={state.status === 'done' ? state.text : null}
        pantry={pantry}
        language={kitchen.language ?? 'en'}
        servings={kitchen.servings}
        forIngredients={(names) => <LackingIngredients names={names} onLack={onChange} />}
      />
    </>
  );
}

import { useEffect } from 'react';
import { preloadMarkdown } from './recipe-markdown.tsx';
import { preloadRecipeSource } from './recipe-source.ts';

type RecipeCallToActionProps = {
  cooking: boolean;
  onRequest: () => void;
};

export function RecipeCallToAction({ cooking, onRequest }: RecipeCallToActionProps) {
  // The cook is about to ask: fetch what the recipe needs now, so it never delays the first word.
  useEffect(() => {
    preloadMarkdown();
    preloadRecipeSource();
  }, []);

  return (
    <div className="recipe-call-to-action">
      <div>
        <h3>Ready for a recipe?</h3>
        <p>Generate a recipe from your list of ingredients</p>
      </div>
      <button
        type="button"
        className="primary"
        aria-disabled={cooking || undefined}
        onClick={() => {
          if (!cooking) onRequest();
        }}
      >
        {cooking ? 'Cooking…' : 'Get a recipe'}
      </button>
    </div>
  );
}

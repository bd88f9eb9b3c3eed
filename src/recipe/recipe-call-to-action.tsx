import { useEffect } from 'react';
import { preloadMarkdown } from './recipe-markdown.tsx';
import { preloadRecipeSource } from './recipe-source.ts';
import { useT } from '../lib/i18n.ts';

type RecipeCallToActionProps = {
  cooking: boolean;
  onRequest: () => void;
};

export function RecipeCallToAction({ cooking, onRequest }: RecipeCallToActionProps) {
  const t = useT();
  // The cook is about to ask: fetch what the recipe needs now, so it never delays the first word.
  useEffect(() => {
    preloadMarkdown();
    preloadRecipeSource();
  }, []);

  return (
    <div className="recipe-call-to-action">
      <div>
        <h3>{t('list.readyHeading')}</h3>
        <p>{t('list.readyText')}</p>
      </div>
      <button
        type="button"
        className="primary"
        aria-disabled={cooking || undefined}
        onClick={() => {
          if (!cooking) onRequest();
        }}
      >
        {cooking ? t('list.cooking') : t('list.getRecipe')}
      </button>
    </div>
  );
}

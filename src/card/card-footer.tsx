import { useMemo } from 'react';
import type { Kitchen } from '../../core/kitchen.ts';
import { MAX_REVISE_RECIPE } from '../../core/recipe-change.ts';
import { recipeTitle } from '../../core/recipe-title.ts';
import { ChangeForm } from '../change/change-form.tsx';
import { changesFor } from '../change/suggestions.ts';
import { useT } from '../lib/i18n.ts';
import { RecipeVersions } from '../recipe/recipe-versions.tsx';
import type { History } from '../recipe/versions.ts';
import { ShareButton } from '../share/share-button.tsx';
import './card.css';

export type CardFooterProps = {
  /** The version shown, finished. */
  recipe: string;
  history: History;
  kitchen: Kitchen;
  onVersion: (index: number) => void;
  onChange: (words: string) => void;
};

/** Under a finished recipe: its versions, the way to change it in words, and the link to share it. */
export function CardFooter({ recipe, history, kitchen, onVersion, onChange }: CardFooterProps) {
  const t = useT();
  // One-tap changes that fit this recipe and kitchen: judged once per version, not per render, and
  // put in words as they are shown.
  const changes = useMemo(() => changesFor(recipe, kitchen), [recipe, kitchen]);
  const suggestions = changes.map((change) => t(change));
  return (
    <div className="recipe-talk">
      <RecipeVersions history={history} onVersion={onVersion} />
      <ChangeForm suggestions={suggestions} tooLong={recipe.trim().length > MAX_REVISE_RECIPE} onChange={onChange} />
      <div className="share-row">
        <ShareButton recipe={recipe} title={recipeTitle(recipe) ?? t('card.share.untitled')} />
      </div>
    </div>
  );
}

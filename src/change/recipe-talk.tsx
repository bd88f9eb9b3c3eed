import { useMemo } from 'react';
import type { Kitchen } from '../../core/kitchen.ts';
import { recipeTitle } from '../share/shared-mark.tsx';
import { ChangeForm } from './change-form.tsx';
import { ShareButton } from './share-button.tsx';
import { suggestionsFor } from './suggestions.ts';
import './change.css';

export type RecipeTalkProps = {
  /** The version shown. */
  recipe: string;
  /** Which version is shown (from 0), and how many there are. */
  shown: number;
  count: number;
  /** What happened to the last change, if anything needs saying. */
  note: string;
  kitchen: Kitchen;
  onVersion: (index: number) => void;
  onChange: (words: string) => void;
};

/** Under a finished recipe: its versions, the way to change it in words, and the link to share it. */
export function RecipeTalk({ recipe, shown, count, note, kitchen, onVersion, onChange }: RecipeTalkProps) {
  const suggestions = useMemo(() => suggestionsFor(recipe, kitchen), [recipe, kitchen]);
  return (
    <div className="recipe-talk">
      {note && (
        <p className="change-note" role="alert">
          {note}
        </p>
      )}
      {count > 1 && (
        <nav className="versions" aria-label="Versions">
          <button type="button" aria-disabled={shown === 0 || undefined} onClick={() => onVersion(shown - 1)}>
            Previous version
          </button>
          <p aria-live="polite">
            Version {shown + 1} of {count}
          </p>
          <button type="button" aria-disabled={shown === count - 1 || undefined} onClick={() => onVersion(shown + 1)}>
            Next version
          </button>
        </nav>
      )}
      <ChangeForm suggestions={suggestions} onChange={onChange} />
      <div className="share-row">
        <ShareButton recipe={recipe} title={recipeTitle(recipe) ?? 'A recipe from Pantry Chef'} />
      </div>
    </div>
  );
}

import { useMemo } from 'react';
import type { Kitchen } from '../../core/kitchen.ts';
import { MAX_REVISE_RECIPE } from '../../core/recipe-change.ts';
import { shownVersion, type ChangeNote, type History } from '../recipe/versions.ts';
import { MAX_VERSIONS } from './new-version.ts';
import { recipeTitle } from './recipe-title.ts';
import { ChangeForm } from './change-form.tsx';
import { ShareButton } from './share-button.tsx';
import { suggestionsFor } from './suggestions.ts';
import './change.css';

export type RecipeTalkProps = {
  /** The recipe's versions, which one is shown, and what happened to the last change. */
  history: History;
  kitchen: Kitchen;
  onVersion: (index: number) => void;
  onChange: (words: string) => void;
};

/** Under a finished recipe: its versions, the way to change it in words, and the link to share it. */
export function RecipeTalk({ history, kitchen, onVersion, onChange }: RecipeTalkProps) {
  const { shown, note } = history;
  const count = history.versions.length;
  const recipe = shownVersion(history).text;
  // The mark belongs to the version that came in the link.
  const shared = history.shared && shown === 0;
  const suggestions = useMemo(() => suggestionsFor(recipe, kitchen), [recipe, kitchen]);
  const title = recipeTitle(recipe);
  return (
    <div className="recipe-talk">
      {shared && (
        <p className="shared-mark">
          <strong>Shared recipe{title ? `: ${title}` : ''}</strong>. It came in a link; nothing is kept until you save it.
        </p>
      )}
      {note && (
        <p className="change-note" role="alert">
          {noteWords(note)}
        </p>
      )}
      {count > 1 && (
        <nav className="versions" aria-label="Versions">
          <button type="button" aria-disabled={shown === 0 || undefined} onClick={() => shown > 0 && onVersion(shown - 1)}>
            Previous version
          </button>
          <p aria-live="polite">
            Version {shown + 1} of {count}
          </p>
          <button type="button" aria-disabled={shown === count - 1 || undefined} onClick={() => shown < count - 1 && onVersion(shown + 1)}>
            Next version
          </button>
        </nav>
      )}
      <ChangeForm suggestions={suggestions} tooLong={recipe.trim().length > MAX_REVISE_RECIPE} onChange={onChange} />
      <div className="share-row">
        <ShareButton recipe={recipe} title={title ?? 'A recipe from Pantry Chef'} />
      </div>
    </div>
  );
}

function noteWords(note: Exclude<ChangeNote, null>): string {
  if (note.kind === 'failed') return `The change did not work: ${note.message} Your recipe is as it was.`;
  if (note.kind === 'stopped') return 'You stopped the change. Your recipe is as it was.';
  return `Only the last ${MAX_VERSIONS} versions of a recipe are kept, so the oldest one was dropped.`;
}

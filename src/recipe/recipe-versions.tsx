import { recipeTitle } from '../../core/recipe-title.ts';
import { MAX_VERSIONS, shownVersion, type ChangeNote, type History } from './versions.ts';
import './versions.css';

export type RecipeVersionsProps = {
  /** The recipe's versions, which one is shown, and what happened to the last change. */
  history: History;
  onVersion: (index: number) => void;
};

/** Under a finished recipe: where it came from (a link), what became of the last change, and its versions. */
export function RecipeVersions({ history, onVersion }: RecipeVersionsProps) {
  const { shown, note } = history;
  const count = history.versions.length;
  // The mark belongs to the version that came in the link.
  const shared = history.shared && shown === 0;
  const title = recipeTitle(shownVersion(history).text);
  return (
    <>
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
    </>
  );
}

function noteWords(note: Exclude<ChangeNote, null>): string {
  if (note.kind === 'failed') return `The change did not work: ${note.message} Your recipe is as it was.`;
  if (note.kind === 'stopped') return 'You stopped the change. Your recipe is as it was.';
  return `Only the last ${MAX_VERSIONS} versions of a recipe are kept, so the oldest one was dropped.`;
}

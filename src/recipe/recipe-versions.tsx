import type { ReactNode } from 'react';
import { recipeTitle } from '../../core/recipe-title.ts';
import { type Translate, useT } from '../lib/i18n.ts';
import { MAX_VERSIONS, shownVersion, type ChangeNote, type History } from './versions.ts';
import './versions.css';

export type RecipeVersionsProps = {
  /** The recipe's versions, which one is shown, and what happened to the last change. */
  history: History;
  onVersion: (index: number) => void;
};

/** Under a finished recipe: where it came from (a link), what became of the last change, and its versions. */
export function RecipeVersions({ history, onVersion }: RecipeVersionsProps) {
  const t = useT();
  const { shown, note } = history;
  const count = history.versions.length;
  // The mark belongs to the version that came in the link.
  const shared = history.shared && shown === 0;
  const title = recipeTitle(shownVersion(history).text);
  return (
    <>
      {shared && (
        <p className="shared-mark">
          {withElement(
            t('card.shared.text', { mark: MARK }),
            <strong>{title ? t('card.shared.title', { title }) : t('card.shared.untitled')}</strong>,
          )}
        </p>
      )}
      {note && (
        <p className="change-note" role="alert">
          {noteWords(t, note)}
        </p>
      )}
      {count > 1 && (
        <nav className="versions" aria-label={t('card.versions.label')}>
          <button type="button" aria-disabled={shown === 0 || undefined} onClick={() => shown > 0 && onVersion(shown - 1)}>
            {t('card.versions.previous')}
          </button>
          <p aria-live="polite">{t('card.versions.position', { shown: shown + 1, count })}</p>
          <button type="button" aria-disabled={shown === count - 1 || undefined} onClick={() => shown < count - 1 && onVersion(shown + 1)}>
            {t('card.versions.next')}
          </button>
        </nav>
      )}
    </>
  );
}

/** Stands for an element in a message's words, where the language puts it. */
const MARK = '\u0000';

/** A message's words with `element` where it has MARK: the sentence stays whole, in its language's order. */
function withElement(words: string, element: ReactNode): ReactNode {
  const [before = '', after = ''] = words.split(MARK);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}

function noteWords(t: Translate, note: Exclude<ChangeNote, null>): string {
  if (note.kind === 'failed') return t('card.note.failed', { problem: note.message });
  if (note.kind === 'stopped') return t('card.note.stopped');
  return t('card.note.dropped', { count: MAX_VERSIONS });
}

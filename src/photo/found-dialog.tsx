import { useEffect, useId, useRef, useState } from 'react';
import { checkNewIngredient } from '../../core/ingredients.ts';
import { useT } from '../lib/i18n.ts';

export type FoundDialogProps = {
  /** `Found in your photo`, or for the voice, words saying it was heard. */
  title: string;
  found: readonly string[];
  ingredients: readonly string[];
  onAdd: (names: readonly string[]) => void;
  onCancel: () => void;
};

/**
 * The confirmation: nothing found is added without it. One checkbox per name, ticked unless the
 * list already holds it (by the list's own rule: same text ignoring case and outer spaces).
 */
export function FoundDialog({ title, found, ingredients, onAdd, onCancel }: FoundDialogProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const onList = (name: string) => {
    const check = checkNewIngredient(name, ingredients);
    return !check.ok && check.reason === 'duplicate';
  };
  const [chosen, setChosen] = useState(() => found.map((name) => !onList(name)));
  const added = useRef(false);

  // The browser's own modal: focus moves in (to the first box, or Cancel), the page behind is inert, Escape cancels.
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="found-dialog"
      aria-labelledby={`${id}-title`}
      onClose={() => (added.current ? onAdd(found.filter((_, index) => chosen[index])) : onCancel())}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {found.length === 0 ? (
        <p>{t('photo.found.nothing')}</p>
      ) : (
        <ul className="found-list">
          {found.map((name, index) => (
            <li key={name}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen[index] ?? false}
                  onChange={(event) => setChosen(chosen.map((value, at) => (at === index ? event.target.checked : value)))}
                />
                <span>
                  {name}
                  {/* The note brings its own space, or none where the language writes none before its brackets. */}
                  {onList(name) && <span className="found-there">{t('photo.found.onList')}</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="dialog-actions">
        <button type="button" onClick={() => dialog.current?.close()}>
          {t('photo.cancel')}
        </button>
        {found.length > 0 && (
          <button
            type="button"
            className="primary"
            onClick={() => {
              added.current = true;
              dialog.current?.close();
            }}
          >
            {t('photo.found.add')}
          </button>
        )}
      </div>
    </dialog>
  );
}

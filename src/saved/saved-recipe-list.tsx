import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type MessageKey, useT } from '../lib/i18n.ts';
import { ForgetDialog } from './forget-dialog.tsx';
import type { SavedRecipe } from './saved-recipe.ts';

export type SavedRecipeListProps = {
  recipes: readonly SavedRecipe[];
  onShow: (recipe: SavedRecipe) => void;
  onDelete: (recipe: SavedRecipe) => void;
  /** Erases everything this browser holds for Pantry Chef; resolves true once it is erased. */
  onForget: () => Promise<boolean>;
};

/** What the page says while it forgets, and once it has (only then). */
const FORGETTING = {
  started: 'saved.forgetting',
  done: 'saved.forgotten',
  failed: 'saved.forgetFailed',
} as const satisfies Record<string, MessageKey>;

export function SavedRecipeList({ recipes, onShow, onDelete, onForget }: SavedRecipeListProps) {
  const t = useT();
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [forgetting, setForgetting] = useState<keyof typeof FORGETTING | null>(null);

  function remove(recipe: SavedRecipe, index: number) {
    flushSync(() => onDelete(recipe));
    // Keep the keyboard in the list: on the next recipe's delete button, or on the heading once it is empty.
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button.delete');
    (buttons?.[Math.min(index, buttons.length - 1)] ?? heading.current)?.focus();
  }

  return (
    <section className="saved" aria-labelledby="saved-heading">
      <h2 id="saved-heading" ref={heading} tabIndex={-1}>
        {t('saved.heading')}
      </h2>
      {recipes.length === 0 ? (
        <p className="saved-empty">{t('saved.empty')}</p>
      ) : (
        <ul className="saved-list" ref={list}>
          {recipes.map((recipe, index) => (
            <li key={recipe.id}>
              <button type="button" className="saved-title" onClick={() => onShow(recipe)}>
                {recipe.title}
              </button>
              <button
                type="button"
                className="delete"
                aria-label={t('saved.deleteRecipe', { title: recipe.title })}
                onClick={() => remove(recipe, index)}
              >
                {t('saved.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="saved-note">
        {t('saved.note')}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setForgetting(null);
            setConfirming(true);
          }}
        >
          {t('saved.forget')}
        </button>
      </p>
      <p className="saved-status" role="status">
        {forgetting ? t(FORGETTING[forgetting]) : ''}
      </p>
      {confirming && (
        <ForgetDialog
          onClose={(confirmed) => {
            setConfirming(false);
            if (!confirmed) return;
            setForgetting('started');
            void onForget().then((done) => setForgetting(done ? 'done' : 'failed'));
          }}
        />
      )}
    </section>
  );
}

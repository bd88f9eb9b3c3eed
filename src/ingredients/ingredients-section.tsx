import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useT } from '../lib/i18n.ts';

type IngredientsSectionProps = {
  ingredients: readonly string[];
  onRemove: (ingredient: string) => void;
  onClear: () => void;
  onUndoClear: (ingredients: readonly string[]) => void;
  /** The call-to-action, once the list is long enough. */
  children?: ReactNode;
};

export function IngredientsSection({ ingredients, onRemove, onClear, onUndoClear, children }: IngredientsSectionProps) {
  const t = useT();
  const list = useRef<HTMLUListElement>(null);
  const [cleared, setCleared] = useState<readonly string[] | null>(null);
  // Undo is offered only until the cook starts a new list.
  if (cleared && ingredients.length > 0) setCleared(null);

  function remove(ingredient: string, index: number) {
    flushSync(() => onRemove(ingredient));
    // Keep the keyboard where the cook was: on the next remove button, or back in the text box.
    const buttons = list.current?.querySelectorAll('button');
    const next = buttons?.[Math.min(index, buttons.length - 1)];
    (next ?? document.querySelector<HTMLInputElement>('input[name="ingredient"]'))?.focus();
  }

  if (ingredients.length === 0) {
    if (!cleared) return null;
    return (
      <p className="undo" role="status">
        {t('list.cleared')}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => {
            onUndoClear(cleared);
            setCleared(null);
          }}
        >
          {t('list.undo')}
        </button>
      </p>
    );
  }

  return (
    <section className="ingredients" aria-labelledby="ingredients-heading">
      <div className="section-title">
        <h2 id="ingredients-heading">{t('list.heading')}</h2>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setCleared(ingredients);
            onClear();
            document.querySelector<HTMLInputElement>('input[name="ingredient"]')?.focus();
          }}
        >
          {t('list.clear')}
        </button>
      </div>
      <ul className="ingredient-list" ref={list}>
        {ingredients.map((ingredient, index) => (
          <li key={ingredient}>
            <span>{ingredient}</span>
            <button
              type="button"
              className="remove"
              aria-label={t('list.remove', { ingredient })}
              onClick={() => remove(ingredient, index)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}

import { useMemo, useState } from 'react';
import { type MessageKey, useT } from '../lib/i18n.ts';
import type { IngredientLine } from '../../core/reading/ingredient-line.ts';
import type { LanguagePack } from '../../core/reading/language-pack.ts';
import { scaleIngredient } from './scale.ts';
import { shoppingListOf } from './readings.ts';
import { shoppingListText } from './shopping-list.ts';

type ShoppingListSectionProps = {
  title: string | null;
  ingredients: readonly IngredientLine[];
  pantry: readonly string[];
  scale: number;
  /** The recipe's language: the cook's list is read in it too. */
  pack: LanguagePack;
};

/** "You'll also need": the recipe's ingredients that the cook's list does not cover, to copy or share. */
export function ShoppingListSection({ title, ingredients, pantry, scale, pack }: ShoppingListSectionProps) {
  const t = useT();
  const list = useMemo(() => shoppingListOf(ingredients, pantry, pack), [ingredients, pantry, pack]);
  // The ingredients stay in the recipe's language; the line above the staples is the page's.
  const text = shoppingListText(list, scale, pack, t('cooking.shopping.staplesLine'));
  // A message belongs to the list it was about: a change of scale or pantry makes it disappear.
  const [note, setNote] = useState<{ text: string; message: MessageKey | null }>({ text: '', message: null });
  const shareData = { title: title ? t('cooking.shopping.shareTitleNamed', { title }) : t('cooking.shopping.shareTitle'), text };
  const canShare = typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare(shareData));

  async function copy() {
    try {
      await navigator.clipboard.writeText(`${text}\n`);
      setNote({ text, message: 'cooking.shopping.copied' });
    } catch {
      setNote({ text, message: 'cooking.shopping.copyFailed' });
    }
  }

  async function share() {
    try {
      await navigator.share(shareData);
      setNote({ text, message: null });
    } catch (error) {
      // Closing the share sheet is the cook's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setNote({ text, message: 'cooking.shopping.shareFailed' });
    }
  }

  return (
    <div className="shopping-list">
      <h3>{t('cooking.shopping.heading')}</h3>
      {list.needed.length > 0 ? (
        <ul>
          {list.needed.map((line, index) => (
            <li key={index}>{scaleIngredient(line, scale, pack)}</li>
          ))}
        </ul>
      ) : (
        <p>{list.staples.length > 0 ? t('cooking.shopping.onlyStaples') : t('cooking.shopping.nothing')}</p>
      )}
      {list.staples.length > 0 && (
        <>
          <h4>{t('cooking.shopping.staples')}</h4>
          <p className="cooking-hint">{t('cooking.shopping.staplesHint')}</p>
          <ul>
            {list.staples.map((line, index) => (
              <li key={index}>{scaleIngredient(line, scale, pack)}</li>
            ))}
          </ul>
        </>
      )}
      {text && (
        <div className="cooking-actions">
          <button type="button" onClick={copy}>
            {t('cooking.shopping.copy')}
          </button>
          {canShare && (
            <button type="button" onClick={share}>
              {t('cooking.shopping.share')}
            </button>
          )}
        </div>
      )}
      <p className="cooking-hint" role="status">
        {note.text === text && note.message !== null ? t(note.message) : ''}
      </p>
    </div>
  );
}

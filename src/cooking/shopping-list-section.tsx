import { useMemo, useState } from 'react';
import type { IngredientLine } from '../../core/reading/ingredient-line.ts';
import type { LanguagePack } from '../../core/reading/language-pack.ts';
import { scaleIngredient } from './scale.ts';
import { shoppingList, shoppingListText } from './shopping-list.ts';

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
  const list = useMemo(() => shoppingList(ingredients, pantry, pack), [ingredients, pantry, pack]);
  const text = shoppingListText(list, scale, pack);
  // A message belongs to the list it was about: a change of scale or pantry makes it disappear.
  const [note, setNote] = useState({ text: '', message: '' });
  const shareData = { title: title ? `Shopping list: ${title}` : 'Shopping list', text };
  const canShare = typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare(shareData));

  async function copy() {
    try {
      await navigator.clipboard.writeText(`${text}\n`);
      setNote({ text, message: 'Shopping list copied to the clipboard.' });
    } catch {
      setNote({ text, message: "Couldn't copy here. Select the list and copy it instead." });
    }
  }

  async function share() {
    try {
      await navigator.share(shareData);
      setNote({ text, message: '' });
    } catch (error) {
      // Closing the share sheet is the cook's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setNote({ text, message: "Couldn't share here. Copy the list instead." });
    }
  }

  return (
    <div className="shopping-list">
      <h3>You'll also need</h3>
      {list.needed.length > 0 ? (
        <ul>
          {list.needed.map((line, index) => (
            <li key={index}>{scaleIngredient(line, scale, pack)}</li>
          ))}
        </ul>
      ) : (
        <p>{list.staples.length > 0 ? 'Only pantry staples.' : 'Nothing: your list covers every ingredient.'}</p>
      )}
      {list.staples.length > 0 && (
        <>
          <h4>Pantry staples</h4>
          <p className="cooking-hint">Most kitchens have these; check before you shop.</p>
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
            Copy shopping list
          </button>
          {canShare && (
            <button type="button" onClick={share}>
              Share
            </button>
          )}
        </div>
      )}
      <p className="cooking-hint" role="status">
        {note.text === text ? note.message : ''}
      </p>
    </div>
  );
}

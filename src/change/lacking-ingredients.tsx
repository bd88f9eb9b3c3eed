import { type Translate, useT } from '../lib/i18n.ts';
import './change.css';

export type LackingIngredientsProps = {
  /** The names of the recipe's ingredients, as its list gives them. */
  names: readonly string[];
  /** Asks for this change: the recipe without an ingredient (lackingChange). */
  onLack: (change: string) => void;
};

/** What `I don't have <ingredient>` asks for, in the page's language; the food's name as the recipe wrote it. */
function lackingChange(t: Translate, ingredient: string): string {
  return t('card.lacking.change', { ingredient: ingredient.slice(0, 100) });
}

/** "I don't have …" for each ingredient of the recipe: one tap asks for it replaced or left out. */
export function LackingIngredients({ names, onLack }: LackingIngredientsProps) {
  const t = useT();
  const seen = new Set<string>();
  const lacking = names
    .map((name) => name.trim())
    .filter((name) => {
      const key = name.toLocaleLowerCase();
      if (name === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  if (lacking.length === 0) return null;
  return (
    <div className="lacking">
      <h3>{t('card.lacking.heading')}</h3>
      <p className="cooking-hint">{t('card.lacking.hint')}</p>
      <div className="cooking-actions">
        {lacking.map((name) => (
          <button key={name} type="button" onClick={() => onLack(lackingChange(t, name))}>
            {t('card.lacking.button', { ingredient: name })}
          </button>
        ))}
      </div>
    </div>
  );
}

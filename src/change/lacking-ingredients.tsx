import './change.css';

export type LackingIngredientsProps = {
  /** The names of the recipe's ingredients, as its list gives them. */
  names: readonly string[];
  /** Asks for this change: the recipe without an ingredient (lackingChange). */
  onLack: (change: string) => void;
};

/** What `I don't have <ingredient>` asks for. */
function lackingChange(ingredient: string): string {
  return `I don't have ${ingredient.slice(0, 100)}. Replace it with something I'm likely to have, or leave it out.`;
}

/** "I don't have …" for each ingredient of the recipe: one tap asks for it replaced or left out. */
export function LackingIngredients({ names, onLack }: LackingIngredientsProps) {
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
      <h3>Missing something?</h3>
      <p className="cooking-hint">Ask for this recipe without it: it is replaced or left out.</p>
      <div className="cooking-actions">
        {lacking.map((name) => (
          <button key={name} type="button" onClick={() => onLack(lackingChange(name))}>
            I don't have {name}
          </button>
        ))}
      </div>
    </div>
  );
}

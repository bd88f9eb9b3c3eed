/** The recipe's title: its first level-one heading, as written. */
export function recipeTitle(markdown: string): string | null {
  const title = /^[ \t]{0,3}#[ \t]+(.+?)[ \t#]*$/m.exec(markdown)?.[1];
  return title ? title.replace(/[*_`]/g, '').trim() || null : null;
}

/** Marks a recipe that came in a link, with its title, so the cook knows who wrote it. */
export function SharedMark({ recipe }: { recipe: string }) {
  return (
    <p className="recipe-note shared-mark">
      Shared recipe{recipeTitle(recipe) ? `: ${recipeTitle(recipe)}` : ''}. Opened from a link; nothing is kept until you save it.
    </p>
  );
}

import { useT } from '../lib/i18n.ts';
import { IngredientList } from './ingredient-list.tsx';
import type { LanguagePack } from '../../core/reading/language-pack.ts';
import type { StructuredRecipe } from '../../core/reading/recipe.ts';
import { scaleLabel } from './scale.ts';
import { yieldWords } from './yield-words.ts';

type PrintRecipeProps = {
  recipe: StructuredRecipe;
  scale: number;
  pack: LanguagePack;
};

/**
 * The recipe as it prints when scaled: the card shows the amounts as written, so the printout is
 * made from the recipe's parts instead, with the scaled amounts. Never shown on screen. The recipe
 * stays in its own language; the headings are the page's.
 */
export function PrintRecipe({ recipe, scale, pack }: PrintRecipeProps) {
  const t = useT();
  return (
    <div className="print-recipe">
      <h2>{recipe.title ?? t('cooking.untitledRecipe')}</h2>
      <p>
        {recipe.yield === null
          ? t('cooking.print.scaled', { scale: scaleLabel(scale) })
          : t('cooking.print.scaledYield', { scale: scaleLabel(scale), yield: yieldWords(recipe.yield, scale) })}
      </p>
      {recipe.ingredients.length > 0 && (
        <>
          <h3>{t('cooking.ingredients')}</h3>
          <IngredientList lines={recipe.ingredients} scale={scale} pack={pack} />
        </>
      )}
      {recipe.steps.length > 0 && (
        <>
          <h3>{t('cooking.print.instructions')}</h3>
          <ol>
            {recipe.steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </>
      )}
      {recipe.tip !== null && (
        <>
          <h3>{t('cooking.print.tip')}</h3>
          <p>{recipe.tip}</p>
        </>
      )}
    </div>
  );
}

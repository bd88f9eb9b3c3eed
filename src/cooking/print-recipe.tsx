import { IngredientList } from './ingredient-list.tsx';
import type { LanguagePack } from '../../core/reading/language-pack.ts';
import type { StructuredRecipe } from '../../core/reading/recipe.ts';
import { scaleLabel, scaleYield } from './scale.ts';

type PrintRecipeProps = {
  recipe: StructuredRecipe;
  scale: number;
  pack: LanguagePack;
};

/**
 * The recipe as it prints when scaled: the card shows the amounts as written, so the printout is
 * made from the recipe's parts instead, with the scaled amounts. Never shown on screen.
 */
export function PrintRecipe({ recipe, scale, pack }: PrintRecipeProps) {
  return (
    <div className="print-recipe">
      <h2>{recipe.title ?? 'Recipe'}</h2>
      <p>
        Scaled {scaleLabel(scale)}
        {recipe.yield !== null && `: ${scaleYield(recipe.yield, scale)}`}
      </p>
      {recipe.ingredients.length > 0 && (
        <>
          <h3>Ingredients</h3>
          <IngredientList lines={recipe.ingredients} scale={scale} pack={pack} />
        </>
      )}
      {recipe.steps.length > 0 && (
        <>
          <h3>Instructions</h3>
          <ol>
            {recipe.steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </>
      )}
      {recipe.tip !== null && (
        <>
          <h3>Extra Tip</h3>
          <p>{recipe.tip}</p>
        </>
      )}
    </div>
  );
}

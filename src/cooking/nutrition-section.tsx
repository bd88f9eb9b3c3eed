import { useEffect, useId, useMemo, useState } from 'react';
import { estimateRecipe } from './nutrition/estimate.ts';
import { loadFoodIndex, nutritionFacts } from './nutrition/facts.ts';
import type { FoodIndex } from './nutrition/match.ts';
import type { LanguagePack } from '../../core/reading/language-pack.ts';
import type { StructuredRecipe } from '../../core/reading/recipe.ts';
import { scaleIngredient } from './scale.ts';
import './nutrition.css';

export type NutritionSectionProps = {
  recipe: StructuredRecipe;
  scale: number;
  /** The recipe's language, its lines read in it. */
  pack: LanguagePack;
  /** The kitchen's Servings, used when the recipe does not say how many it serves. */
  kitchenServings?: number | undefined;
};

/**
 * Calories, protein, carbohydrates, fat, fibre and salt per serving (or for the whole recipe),
 * from the USDA food table shipped with the app: computed here, never asked of a model, and
 * open about the lines it could not count.
 */
export function NutritionSection({ recipe, scale, pack, kitchenServings }: NutritionSectionProps) {
  const [index, setIndex] = useState<FoodIndex | null>(null);
  const [failed, setFailed] = useState(false);
  const id = useId();
  useEffect(() => {
    let current = true;
    loadFoodIndex().then(
      (loaded) => current && setIndex(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);
  const estimate = useMemo(() => index && estimateRecipe(recipe, index, kitchenServings, pack), [index, recipe, kitchenServings, pack]);

  if (failed)
    return <p className="nutrition-note">Nutrition figures could not be loaded: open the app online once to keep them offline.</p>;
  if (!estimate || estimate.lines.length === 0) return null;
  const facts = nutritionFacts(estimate, scale);
  const rows: [string, string][] = [
    ['Calories', `${facts.kcal} kcal`],
    ['Protein', `${facts.protein} g`],
    ['Carbohydrates', `${facts.carbs} g`],
    ['Fat', `${facts.fat} g`],
    ['Fibre', `${facts.fibre} g`],
    ['Salt', `${facts.salt} g`],
  ];
  const notCounted = estimate.lines.flatMap((line, at) => (line.counted ? [] : [{ line, source: recipe.ingredients[at]! }]));

  return (
    <section className="nutrition" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{facts.servings === null ? 'Nutrition for the whole recipe' : 'Nutrition per serving'}</h3>
      {facts.servings !== null && (
        <p className="nutrition-servings">
          {formatServings(facts.servings)} {facts.servings === 1 ? 'serving' : 'servings'}
          {scale !== 1 && ` at ${scale === 0.5 ? '½' : scale}×`}
        </p>
      )}
      {facts.counted === 0 ? (
        // Figures from no line would read as a recipe of nothing: "0 kcal" is never shown.
        <p>None of the {facts.lines} ingredients could be counted, so there are no figures for this recipe.</p>
      ) : (
        <>
          <dl className="nutrition-facts">
            {rows.map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p>
            Based on {facts.counted} of {facts.lines} ingredients
          </p>
        </>
      )}
      <details className="nutrition-working">
        <summary>How this was estimated</summary>
        <ul>
          {estimate.lines.map((line, at) =>
            line.counted ? (
              <li key={at}>
                {scaleIngredient(recipe.ingredients[at]!, scale, pack)}: {line.food.description} (USDA {line.food.ndb}),{' '}
                {Math.round(line.grams * scale)} g{line.fuzzy && ' (name read as a near spelling)'}
              </li>
            ) : null,
          )}
        </ul>
        {notCounted.length > 0 && (
          <>
            <h4>Not counted</h4>
            <ul>
              {notCounted.map(({ line, source }, at) => (
                <li key={at}>
                  {scaleIngredient(source, scale, pack)}: {!line.counted && line.reason}
                </li>
              ))}
            </ul>
          </>
        )}
      </details>
      <p className="nutrition-note">An estimate from USDA food composition data (Standard Reference 27), not a laboratory analysis.</p>
    </section>
  );
}

function formatServings(servings: number): string {
  return Number.isInteger(servings) ? String(servings) : servings.toFixed(1).replace(/\.0$/, '');
}

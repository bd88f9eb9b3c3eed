import { useEffect, useId, useMemo, useState } from 'react';
import { pageLanguage, type Translate, useT } from '../lib/i18n.ts';
import type { NotCountedReason } from './nutrition/estimate.ts';
import { loadedFoodIndex, loadFoodIndex, nutritionFacts } from './nutrition/facts.ts';
import { nutritionFormats } from './nutrition/formats.ts';
import type { FoodIndex } from './nutrition/match.ts';
import type { LanguagePack } from '../../core/reading/language-pack.ts';
import type { StructuredRecipe } from '../../core/reading/recipe.ts';
import { estimateOf } from './readings.ts';
import { scaleIngredient, scaleLabel } from './scale.ts';
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
 * open about the lines it could not count. Its words and numbers are the page's language's; the
 * ingredient lines it quotes stay in the recipe's, and the foods are named as the USDA table names them.
 */
export function NutritionSection({ recipe, scale, pack, kitchenServings }: NutritionSectionProps) {
  const t = useT();
  // The food table is usually here by now (the panel's warm-up and preparation load it): then the figures show at once.
  const [index, setIndex] = useState<FoodIndex | null>(loadedFoodIndex);
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
  const estimate = useMemo(() => index && estimateOf(recipe, index, kitchenServings, pack), [index, recipe, kitchenServings, pack]);

  if (failed) return <p className="nutrition-note">{t('cooking.nutrition.unavailable')}</p>;
  if (!estimate || estimate.lines.length === 0) return null;
  const facts = nutritionFacts(estimate, scale);
  const { number, grams } = nutritionFormats(pageLanguage());
  const rows: [string, string][] = [
    [t('cooking.nutrition.calories'), t('cooking.nutrition.kcal', { kcal: number.format(facts.kcal) })],
    [t('cooking.nutrition.protein'), grams.format(facts.protein)],
    [t('cooking.nutrition.carbohydrates'), grams.format(facts.carbs)],
    [t('cooking.nutrition.fat'), grams.format(facts.fat)],
    [t('cooking.nutrition.fibre'), grams.format(facts.fibre)],
    [t('cooking.nutrition.salt'), grams.format(facts.salt)],
  ];
  const notCounted = estimate.lines.flatMap((line, at) => (line.counted ? [] : [{ reason: line.reason, source: recipe.ingredients[at]! }]));
  // Servings at a scale may be a fraction (3 at ½×): one decimal is enough.
  const servings = facts.servings === null ? null : Math.round(facts.servings * 10) / 10;

  return (
    <section className="nutrition" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{servings === null ? t('cooking.nutrition.wholeRecipe') : t('cooking.nutrition.perServing')}</h3>
      {servings !== null && (
        <p className="nutrition-servings">
          {scale === 1
            ? t('cooking.servings', { count: servings })
            : t('cooking.nutrition.servingsAtScale', { count: servings, scale: scaleLabel(scale) })}
        </p>
      )}
      {facts.counted === 0 ? (
        // Figures from no line would read as a recipe of nothing: "0 kcal" is never shown.
        <p>{t('cooking.nutrition.noneCounted', { lines: facts.lines })}</p>
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
          <p>{t('cooking.nutrition.basedOn', { counted: number.format(facts.counted), lines: facts.lines })}</p>
        </>
      )}
      <details className="nutrition-working">
        <summary>{t('cooking.nutrition.howEstimated')}</summary>
        <ul>
          {estimate.lines.map((line, at) => {
            if (!line.counted) return null;
            const values = {
              line: scaleIngredient(recipe.ingredients[at]!, scale, pack),
              food: line.food.description,
              ndb: line.food.ndb,
              grams: grams.format(Math.round(line.grams * scale)),
            };
            return <li key={at}>{line.fuzzy ? t('cooking.nutrition.countedFuzzy', values) : t('cooking.nutrition.counted', values)}</li>;
          })}
        </ul>
        {notCounted.length > 0 && (
          <>
            <h4>{t('cooking.nutrition.notCounted')}</h4>
            <ul>
              {notCounted.map(({ reason, source }, at) => (
                <li key={at}>{whyNotCounted(t, scaleIngredient(source, scale, pack), reason)}</li>
              ))}
            </ul>
          </>
        )}
      </details>
      <p className="nutrition-note">{t('cooking.nutrition.source')}</p>
    </section>
  );
}

/** A line not counted, with why, in the page's language: "Salt and pepper, to taste: to taste". */
function whyNotCounted(t: Translate, line: string, reason: NotCountedReason): string {
  switch (reason.why) {
    case 'to taste':
      return t('cooking.nutrition.why.toTaste', { line });
    case 'a pinch':
      return t('cooking.nutrition.why.pinch', { line });
    case 'no quantity':
      return t('cooking.nutrition.why.noQuantity', { line });
    case 'too little':
      return t('cooking.nutrition.why.tooLittle', { line, unit: reason.unit });
    case 'not in the food table':
      return t('cooking.nutrition.why.notInTable', { line });
    case 'no weight for volume':
      return t('cooking.nutrition.why.noWeightForVolume', { line, name: reason.name });
    case 'no weight for one':
      return t('cooking.nutrition.why.noWeightForOne', { line, name: reason.name });
    case 'no weight for unit':
      return t('cooking.nutrition.why.noWeightForUnit', { line, unit: reason.unit, name: reason.name });
  }
}

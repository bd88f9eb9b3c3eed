import { use, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { CookMode } from './cook-mode.tsx';
import { downloadRecipe } from './download.ts';
import { IngredientList } from './ingredient-list.tsx';
import { NutritionSection } from './nutrition-section.tsx';
import { PrintRecipe } from './print-recipe.tsx';
import type { Language } from '../../core/kitchen-words.ts';
import { useT } from '../lib/i18n.ts';
import { useRecipeLanguage } from '../lib/use-recipe-language.ts';
import { prepareReadings, recipeOf } from './readings.ts';
import { scaleLabel, SCALES, type Scale } from './scale.ts';
import { ShoppingListSection } from './shopping-list-section.tsx';
import { TimerList } from './timer-list.tsx';
import { useTimers } from './use-timers.ts';
import { yieldWords } from './yield-words.ts';
import './cooking.css';

export { warmUpCooking } from './warm-up.ts';

export type CookingPanelProps = {
  /** The finished recipe, as the model wrote it. */
  recipe: string;
  /** The cook's own ingredient list. */
  pantry: readonly string[];
  /** The language the recipe was asked in (English unless said): the recipe is read in its own, which this one tells when unsure. */
  language?: Language;
  /** The kitchen's Servings, for the nutrition when the recipe does not say. */
  servings?: number | undefined;
  /** What the page offers for the recipe's ingredients, by their names, after the shopping list ("I don't have …"). */
  forIngredients?: (names: readonly string[]) => ReactNode;
};

/**
 * The panel as the page shows it under a finished recipe: once its readings of the recipe (the
 * recipe's parts, the shopping list, the nutrition) are made, a slice at a time between which the
 * page paints and answers (readings.ts), so that its render only puts them on the page. Made as it
 * rendered, on a slow phone, they were long tasks the moment a recipe ended.
 */
export function PreparedCookingPanel(props: CookingPanelProps) {
  use(prepareReadings(props.recipe, props.language ?? 'en', props.pantry, props.servings));
  return <CookingPanel {...props} />;
}

/**
 * What a finished recipe offers beyond reading it: cook mode, the download, the scale and the
 * shopping list. A recipe that cannot be read into ingredients or steps gets none of it, and a
 * recipe with only one of the two gets what works with it.
 */
export function CookingPanel({ recipe: markdown, pantry, language = 'en', servings, forIngredients }: CookingPanelProps) {
  const t = useT();
  const pack = useRecipeLanguage(markdown, language);
  const recipe = useMemo(() => recipeOf(markdown, pack), [markdown, pack]);
  const [scale, setScale] = useState<Scale>(1);
  const [cooking, setCooking] = useState(false);
  const [step, setStep] = useState(0);
  const timers = useTimers();
  const cookModeButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  if (!recipe) return null;

  const { title, ingredients, steps } = recipe;
  const scalable = ingredients.some((line) => line.quantity !== null);
  const scaled = scalable && scale !== 1;

  return (
    <section className="cooking-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('cooking.heading')}</h2>
      <div className="cooking-actions">
        {steps.length > 0 && (
          <button ref={cookModeButton} type="button" className="primary" onClick={() => setCooking(true)}>
            {t('cooking.cookMode')}
          </button>
        )}
        <button type="button" onClick={() => downloadRecipe(recipe, pack, scale, servings)}>
          {t('cooking.downloadRecipe')}
        </button>
      </div>
      {!cooking && (
        <>
          <TimerList timers={timers.timers} now={timers.now} onStop={timers.stop} />
          <p className="visually-hidden" aria-live="assertive">
            {timers.announcement}
          </p>
        </>
      )}
      {scalable && (
        <div className="scale-row">
          <label htmlFor={`${id}-scale`}>{t('cooking.scale')}</label>
          <select id={`${id}-scale`} value={scale} onChange={(event) => setScale(Number(event.target.value) as Scale)}>
            {SCALES.map((choice) => (
              <option key={choice} value={choice}>
                {scaleLabel(choice)}
              </option>
            ))}
          </select>
          {recipe.yield !== null && <span>{t('cooking.makes', { yield: yieldWords(recipe.yield, scale) })}</span>}
        </div>
      )}
      {scaled && (
        <div className="scaled-ingredients">
          <h3>{t('cooking.scaledIngredients')}</h3>
          <IngredientList lines={ingredients} scale={scale} pack={pack} />
        </div>
      )}
      {ingredients.length > 0 && <NutritionSection recipe={recipe} scale={scale} pack={pack} kitchenServings={servings} />}
      {ingredients.length > 0 && <ShoppingListSection title={title} ingredients={ingredients} pantry={pantry} scale={scale} pack={pack} />}
      {forIngredients?.(ingredients.map((line) => line.name))}
      {cooking && (
        <CookMode
          title={title}
          steps={steps}
          ingredients={ingredients}
          scale={scale}
          pack={pack}
          step={step}
          onStep={setStep}
          timers={timers}
          onClose={() => {
            setCooking(false);
            cookModeButton.current?.focus();
          }}
        />
      )}
      {scaled && <PrintRecipe recipe={recipe} scale={scale} pack={pack} />}
    </section>
  );
}

import { figuresAt, roundGrams, saltGrams, type RecipeEstimate } from './estimate.ts';
import { loadFoods } from './foods.ts';
import { indexFoods, type FoodIndex } from './match.ts';
import { yieldToPage } from '../yield-to-page.ts';

/** What the panel and the download show: per serving (or for the whole recipe) at the scale chosen. */
export type NutritionFacts = {
  /** Servings at this scale; null: the figures are for the whole recipe. */
  servings: number | null;
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fibre: number;
  salt: number;
  sodiumMg: number;
  counted: number;
  lines: number;
};

export function nutritionFacts(estimate: RecipeEstimate, scale: number): NutritionFacts {
  const { nutrients, servings } = figuresAt(estimate, scale);
  return {
    servings,
    kcal: Math.round(nutrients.kcal),
    protein: roundGrams(nutrients.protein),
    carbs: roundGrams(nutrients.carbs),
    fat: roundGrams(nutrients.fat),
    fibre: roundGrams(nutrients.fibre),
    salt: roundGrams(saltGrams(nutrients.sodium)),
    sodiumMg: Math.round(nutrients.sodium),
    counted: estimate.lines.filter((line) => line.counted).length,
    lines: estimate.lines.length,
  };
}

/** schema.org NutritionInformation, as recipe managers import it. */
export type NutritionInformation = {
  '@type': 'NutritionInformation';
  calories: string;
  proteinContent: string;
  carbohydrateContent: string;
  fatContent: string;
  fiberContent: string;
  sodiumContent: string;
};

export function nutritionInformation(facts: NutritionFacts): NutritionInformation {
  return {
    '@type': 'NutritionInformation',
    calories: `${facts.kcal} kcal`,
    proteinContent: `${facts.protein} g`,
    carbohydrateContent: `${facts.carbs} g`,
    fatContent: `${facts.fat} g`,
    fiberContent: `${facts.fibre} g`,
    sodiumContent: `${facts.sodiumMg} mg`,
  };
}

let index: Promise<FoodIndex> | undefined;
let loaded: FoodIndex | null = null;

/** The food table, indexed by name, loaded once (its own lazy chunk), the index built in slices between which the page goes on. */
export function loadFoodIndex(): Promise<FoodIndex> {
  index ??= loadFoods().then((foods) => indexFoods(foods, yieldToPage));
  index.then(
    (ready) => (loaded = ready),
    // A failed load (offline before the chunk was cached) may be tried again later.
    () => (index = undefined),
  );
  return index;
}

/** The food table if it has arrived (the nutrition section asks for it as soon as it shows), else null. */
export function loadedFoodIndex(): FoodIndex | null {
  return loaded;
}

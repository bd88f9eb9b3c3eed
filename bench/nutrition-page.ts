/**
 * Bundled by features.ts (with Vite, as the app is) and run in a page: the app's own recipe
 * reader and nutrition estimate, the modules the cooking panel runs, with nothing around them.
 */

import { estimateRecipe } from '../src/cooking/nutrition/estimate.ts';
import { loadFoodIndex, nutritionFacts } from '../src/cooking/nutrition/facts.ts';
import { readRecipe } from '../core/reading/recipe.ts';

const nutrition = { estimateRecipe, loadFoodIndex, nutritionFacts, readRecipe };
export type NutritionModules = typeof nutrition;

declare global {
  interface Window {
    __nutrition?: NutritionModules;
  }
}

window.__nutrition = nutrition;

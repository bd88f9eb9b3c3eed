/** The app's food table, as `npm run nutrition-data` writes it (foods.json) and as the estimate reads it. */

/** kcal, then grams of protein, carbohydrate, fat and fibre, then mg of sodium; per 100 g. Null: USDA has no value. */
type NutrientRow = [kcal: number, protein: number, carbs: number, fat: number, fibre: number | null, sodium: number | null];

/** NDB number, USDA's description, the curated names, per-100 g values, grams per household measure. */
export type FoodRow = [ndb: string, description: string, names: string[], values: NutrientRow, portions: Record<string, number>];

export type FoodFile = { source: string; foods: FoodRow[] };

export type Food = {
  ndb: string;
  description: string;
  names: readonly string[];
  per100g: Nutrients;
  /** Grams of one `cup`, `tbsp`, `medium`, `clove`, `slice`… */
  portions: Readonly<Record<string, number>>;
};

/** Energy in kcal; protein, carbohydrate, fat and fibre in grams; sodium in mg. */
export type Nutrients = { kcal: number; protein: number; carbs: number; fat: number; fibre: number; sodium: number };

export const NO_NUTRIENTS: Nutrients = { kcal: 0, protein: 0, carbs: 0, fat: 0, fibre: 0, sodium: 0 };

export function readFoods(file: FoodFile): Food[] {
  return file.foods.map(([ndb, description, names, [kcal, protein, carbs, fat, fibre, sodium], portions]) => ({
    ndb,
    description,
    names,
    // No value for fibre or sodium (meat's fibre, mostly) counts as none.
    per100g: { kcal, protein, carbs, fat, fibre: fibre ?? 0, sodium: sodium ?? 0 },
    portions,
  }));
}

let loading: Promise<Food[]> | undefined;

/** The food table, fetched once, in its own chunk (precached by the service worker with the other scripts). */
export function loadFoods(): Promise<Food[]> {
  loading ??= import('./foods.json').then((module) => readFoods(module.default as FoodFile));
  return loading;
}

/** `npm run nutrition-data`: writes the app's food table from USDA's data and the curation (scripts/nutrition-table.ts). */
import { readFileSync, writeFileSync } from 'node:fs';
import { buildFoodTable } from './nutrition-table.ts';

export const NUTRITION_SOURCES = {
  foods: 'data/usda-sr/foods.tsv',
  portions: 'data/usda-sr/portions.tsv',
  curation: 'data/nutrition/ingredients.txt',
};
export const FOOD_TABLE = 'src/cooking/nutrition/foods.json';

export function readSources() {
  const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
  return { foods: read(NUTRITION_SOURCES.foods), portions: read(NUTRITION_SOURCES.portions), curation: read(NUTRITION_SOURCES.curation) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const table = buildFoodTable(readSources());
  writeFileSync(new URL(`../${FOOD_TABLE}`, import.meta.url), table);
  console.info(`${FOOD_TABLE}: ${table.split('\n').length - 3} foods, ${table.length} bytes`);
}

/**
 * Reduces USDA's Standard Reference tables (data/usda-sr/) to the app's food table: only the
 * foods the hand-made curation (data/nutrition/ingredients.txt) names, with the names a recipe
 * uses for them, six values per 100 g and the household measures a recipe counts in.
 * Pure: text in, text out, so that a test can check the committed table is this function's output.
 */
import type { FoodFile, FoodRow } from '../src/cooking/nutrition/foods.ts';

// A measure's first word, as USDA writes it, to the unit a recipe line uses.
const PORTION_WORDS: Record<string, string> = {
  small: 'small',
  medium: 'medium',
  large: 'large',
  cup: 'cup',
  cups: 'cup',
  tbsp: 'tbsp',
  tablespoon: 'tbsp',
  tsp: 'tsp',
  teaspoon: 'tsp',
  clove: 'clove',
  cloves: 'clove',
  slice: 'slice',
  slices: 'slice',
  stick: 'stick',
  can: 'can',
  piece: 'piece',
  sprig: 'sprig',
  sprigs: 'sprig',
  leaf: 'leaf',
  leaves: 'leaf',
  stalk: 'stalk',
  head: 'head',
  bunch: 'bunch',
  fillet: 'fillet',
  breast: 'breast',
  thigh: 'thigh',
  drumstick: 'drumstick',
  wing: 'wing',
  link: 'link',
  strip: 'strip',
  ear: 'ear',
  spear: 'spear',
  fruit: 'fruit',
  each: 'each',
  cube: 'cube',
  sheet: 'sheet',
  bulb: 'bulb',
  pita: 'piece',
  bagel: 'piece',
  tortilla: 'piece',
  roll: 'piece',
  muffin: 'piece',
  date: 'piece',
  pepper: 'medium',
  nut: 'piece',
  kernel: 'piece',
  pat: 'pat',
  pod: 'piece',
  block: 'block',
  package: 'package',
  container: 'container',
  jar: 'jar',
  envelope: 'envelope',
};

type Usda = { description: string; values: (number | null)[] };

export type Sources = { foods: string; portions: string; curation: string };

export function buildFoodTable({ foods, portions, curation }: Sources): string {
  const usda = new Map<string, Usda>();
  for (const line of rows(foods)) {
    const [ndb, description, , , kcal, protein, fat, carbs, fibre, , sodium] = line;
    usda.set(ndb!, { description: description!, values: [kcal, protein, carbs, fat, fibre, sodium].map(numberOrNull) });
  }
  const measures = new Map<string, Record<string, number>>();
  for (const [ndb, amount, measure, grams] of rows(portions)) {
    const key = portionKey(measure!) ?? sizeIn(measure!) ?? (Number(amount) === 1 && wholeItem(measure!) ? 'each' : null);
    if (!key) continue;
    const found = (measures.get(ndb!) ?? {}) as Record<string, number>;
    // The first measure of a kind is USDA's usual one ("cup, chopped" before "cup, sliced").
    found[key] ??= round(Number(grams) / Number(amount));
    measures.set(ndb!, found);
  }

  const table: FoodRow[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of curation.split('\n').entries()) {
    const [entry = '', comment] = raw.split('#').map((part) => part.trim());
    if (!entry) continue;
    const [ndb = '', nameList = '', overrides = ''] = entry.split('|').map((part) => part.trim());
    const food = usda.get(ndb);
    if (!food) throw new Error(`ingredients.txt line ${index + 1}: no USDA food ${ndb}`);
    if (comment && comment !== food.description)
      throw new Error(`ingredients.txt line ${index + 1}: ${ndb} is "${food.description}", not "${comment}"`);
    const names = nameList.split(';').map((name) => name.trim().toLowerCase());
    for (const name of names) {
      if (!name || seen.has(name)) throw new Error(`ingredients.txt line ${index + 1}: "${name}" is empty or named twice`);
      seen.add(name);
    }
    const own = { ...measures.get(ndb) };
    for (const override of overrides.split(/\s+/).filter(Boolean)) {
      const [unit, grams] = override.split('=');
      if (!unit || !Number(grams)) throw new Error(`ingredients.txt line ${index + 1}: "${override}" is not unit=grams`);
      own[unit] = Number(grams);
    }
    const [kcal = null, protein = null, carbs = null, fat = null, fibre = null, sodium = null] = food.values;
    if (kcal === null || protein === null || carbs === null || fat === null)
      throw new Error(`ingredients.txt line ${index + 1}: ${ndb} lacks energy or a macronutrient`);
    table.push([ndb, food.description, names, [kcal, protein, carbs, fat, fibre ?? null, sodium ?? null], own]);
  }
  const file: FoodFile = { source: 'USDA National Nutrient Database for Standard Reference, Release 27', foods: table };
  return `{"source":${JSON.stringify(file.source)},"foods":[\n${table.map((row) => JSON.stringify(row)).join(',\n')}\n]}\n`;
}

/** "medium (2-1/2" dia)" is medium, "cup, chopped" a cup, "fl oz" a fluid ounce, "NLEA serving" nothing. */
export function portionKey(measure: string): string | null {
  const words = measure
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words[0] === 'fl' && words[1] === 'oz') return 'fl oz';
  if (words[0] === 'extra' || words[0] === 'jumbo') return null;
  return PORTION_WORDS[words[0] ?? ''] ?? null;
}

// "1 eggplant, unpeeled (approx 1-1/4 lb)", "1 fruit without skin": one whole item, whatever USDA calls it.
const NOT_AN_ITEM =
  /\b(?:oz|lb|cup|cups|serving|nlea|g|tbsp|tsp|quart|pint|package|container|portion|bottle|box|pkg|can|slices?|pieces?|strips?|rings?)\b/i;
function wholeItem(measure: string): boolean {
  const first = /^[a-z]+/i.exec(measure.trim())?.[0] ?? '';
  return first.length > 2 && !first.endsWith('s') && !NOT_AN_ITEM.test(measure.replace(/\([^)]*\)/g, ''));
}

/** "1 Potato medium (2-1/4" to 3-1/4" dia)" is a medium one. */
function sizeIn(measure: string): string | null {
  const words = measure.toLowerCase().replace(/\([^)]*\)/g, '');
  return /\bextra\b/.test(words) ? null : (/\b(small|medium|large)\b/.exec(words)?.[1] ?? null);
}

function rows(tsv: string): string[][] {
  return tsv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));
}

function numberOrNull(text: string | undefined): number | null {
  return text === undefined || text.trim() === '' ? null : Number(text);
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

import { findFoods } from '../../../core/reading/foods.ts';
import { unitsFor, type IngredientLine } from '../../../core/reading/ingredient-line.ts';
import type { LanguagePack } from '../../../core/reading/language-pack.ts';
import { pack as ENGLISH } from '../../../core/reading/languages/en.ts';
import type { StructuredRecipe } from '../../../core/reading/recipe.ts';
import { fold } from '../../../core/reading/words.ts';
import { NO_NUTRIENTS, type Food, type Nutrients } from './foods.ts';
import { matchFood, matchWithDescription, type FoodIndex, type FoodMatch } from './match.ts';
import { atOnce, type Pieces } from '../slices.ts';

/**
 * Why a line is not counted, as data: the page words it in its own language (nutrition-section.tsx).
 * `unit` of `too little` is the unit's id ("pinch"); of `no weight for unit`, the unit as the line writes it.
 */
export type NotCountedReason =
  | { why: 'to taste' }
  | { why: 'a pinch' }
  | { why: 'no quantity' }
  | { why: 'too little'; unit: string }
  | { why: 'not in the food table' }
  | { why: 'no weight for volume'; name: string }
  | { why: 'no weight for one'; name: string }
  | { why: 'no weight for unit'; unit: string; name: string };

/** One ingredient line, counted (the food and its grams) or not (and why). */
export type LineEstimate =
  { text: string; counted: true; food: Food; grams: number; fuzzy: boolean } | { text: string; counted: false; reason: NotCountedReason };

export type RecipeEstimate = {
  lines: LineEstimate[];
  /** The whole recipe as written (scale 1), from the counted lines. */
  total: Nutrients;
  /** From the recipe, else the kitchen's setting; null: unknown, values are for the whole recipe. */
  servings: number | null;
};

// Grams in one.
const MASS: Record<string, number> = { gram: 1, kilogram: 1000, milligram: 0.001, ounce: 28.3495, pound: 453.592 };
// Millilitres in one, and the food's own measure that converts them to grams.
const VOLUME: Record<string, number> = {
  milliliter: 1,
  centiliter: 10,
  deciliter: 100,
  liter: 1000,
  teaspoon: 4.929,
  tablespoon: 14.787,
  'fluid ounce': 29.574,
  cup: 236.588,
  pint: 473.176,
  quart: 946.353,
  gallon: 3785.41,
};
const MEASURE_ML: Record<string, number> = { tsp: 4.929, tbsp: 14.787, 'fl oz': 29.574, cup: 236.588 };
const OWN_MEASURE: Record<string, string> = { teaspoon: 'tsp', tablespoon: 'tbsp', 'fluid ounce': 'fl oz' };
// What a count means when the line gives no unit: the size it names, else a medium one.
const COUNTED_AS = [
  'count',
  'medium',
  'piece',
  'each',
  'fruit',
  'large',
  'small',
  'breast',
  'fillet',
  'thigh',
  'link',
  'slice',
  'sheet',
  'can',
  // "2 Knoblauchzehen", "3 garlic": a count of garlic is of cloves.
  'clove',
];
// Units that are too small to weigh or say nothing of the amount.
const UNWEIGHED = new Set(['pinch', 'dash', 'drop', 'splash', 'handful', 'knob']);
const PACKAGES = new Set(['can', 'tin', 'jar', 'package', 'pack', 'packet', 'block', 'container', 'carton', 'bag', 'box']);
// A package's size in its line: "1 can (400 g)", "2 x 400g tins", "1 (14 oz) can".
const PACKAGE_SIZE = /(\d+(?:[.,]\d+)?)\s*(g|grams?|kg|oz|ounces?|ml|millilit(?:er|re)s?|l|lb)\b/i;
const PACKAGE_UNITS: Record<string, string> = { g: 'gram', kg: 'kilogram', oz: 'ounce', lb: 'pound', ml: 'milliliter', l: 'liter' };

/**
 * Estimates a recipe's nutrition from its ingredient lines, read in the recipe's language (`pack`);
 * `kitchenServings` is the fallback for servings.
 */
export function estimateRecipe(
  recipe: StructuredRecipe,
  index: FoodIndex,
  kitchenServings?: number | null,
  pack: LanguagePack = ENGLISH,
): RecipeEstimate {
  return atOnce(estimatePieces(recipe, index, kitchenServings, pack));
}

/** The estimate as pieces of work, one a line of the recipe (../slices.ts). */
export function* estimatePieces(
  recipe: StructuredRecipe,
  index: FoodIndex,
  kitchenServings?: number | null,
  pack: LanguagePack = ENGLISH,
): Pieces<RecipeEstimate> {
  const lines: LineEstimate[] = [];
  for (const line of recipe.ingredients) {
    lines.push(estimateLine(line, index, pack));
    yield;
  }
  const total = { ...NO_NUTRIENTS };
  for (const line of lines) if (line.counted) addTo(total, line.food.per100g, line.grams / 100);
  const servings = recipe.servings ?? (kitchenServings && kitchenServings > 0 ? kitchenServings : null);
  return { lines, total, servings };
}

export function estimateLine(line: IngredientLine, index: FoodIndex, pack: LanguagePack = ENGLISH): LineEstimate {
  const { text } = line;
  const skip = (reason: NotCountedReason): LineEstimate => ({ text, counted: false, reason });
  if (line.quantity === null) {
    if (toTaste(pack).test(fold(text))) return skip({ why: 'to taste' });
    if (/\bpinch\b|\bdash\b|\bsplash\b/i.test(text)) return skip({ why: 'a pinch' });
    return skip({ why: 'no quantity' });
  }
  if (line.unitId !== null && UNWEIGHED.has(line.unitId)) return skip({ why: 'too little', unit: line.unitId });
  const canned = line.unitId === 'can' || line.unitId === 'tin';
  const exact = (found: FoodMatch | null) => (found && !found.fuzzy ? found : null);
  const named = matchFood(line.name, index, canned);
  const match =
    matchWithDescription(text, line.name, index) ??
    exact(named) ??
    // In any language, the food the name stands for, by its shared id: "cebolla" is `onion`, before any near spelling.
    byFoodId(line.name, pack, index, canned) ??
    named ??
    matchFood(line.name.replace(/[^\p{L}\s'-]/gu, ' '), index, canned);
  if (!match) return skip({ why: 'not in the food table' });
  const amount = line.quantity2 === null ? line.quantity : (line.quantity + line.quantity2) / 2;
  const grams = gramsOf(amount, line, match.food, pack);
  if (typeof grams !== 'number') return skip(grams);
  return { text, counted: true, food: match.food, grams, fuzzy: match.fuzzy };
}

/**
 * The food a name in the recipe's language is, by its shared id, when the name is that food's whole
 * name ("cebolla" is `onion`), never a part of it: "leche de almendras" is not "leche".
 */
function byFoodId(name: string, pack: LanguagePack, index: FoodIndex, canned: boolean) {
  if (pack === ENGLISH) return null;
  const found = findFoods(name, pack);
  // A name of spaced words must be the food's whole name; in Japanese and Chinese, where the name
  // cannot be cleaned of words such as 熟 ("cooked"), the one food it names.
  const whole =
    found.length === 1 && (pack.script === 'unspaced' || (found[0]!.start === 0 && found[0]!.end === name.length)) ? found[0]!.values : [];
  for (const food of whole) {
    const match = matchFood(food, index, canned);
    if (match && !match.fuzzy) return match;
  }
  return null;
}

const tastes = new WeakMap<LanguagePack, RegExp>();

/** "to taste", "al gusto", "nach Belieben", "適量": a note that the amount is the cook's. */
function toTaste(pack: LanguagePack): RegExp {
  let pattern = tastes.get(pack);
  if (!pattern) {
    const notes = [...ENGLISH.toTaste, ...pack.toTaste].map((note) => fold(note).replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&'));
    // Japanese and Chinese write the note against the food: "塩少々".
    const [before, after] = pack.script === 'unspaced' ? ['', ''] : ['(?:^|[^\\p{L}])', '(?:$|[^\\p{L}])'];
    tastes.set(pack, (pattern = new RegExp(`${before}(?:${notes.join('|')})${after}`, 'u')));
  }
  return pattern;
}

/** The line's weight in grams, or why it cannot be known. */
function gramsOf(amount: number, line: IngredientLine, food: Food, pack: LanguagePack = ENGLISH): number | NotCountedReason {
  const unit = line.unitId;
  // A unit of the recipe's language with its size: "szklanka" is 250 ml, "合" 180 ml.
  const own = unit === null || MASS[unit] !== undefined || VOLUME[unit] !== undefined ? undefined : unitsFor(pack)[unit];
  // A counter word ("卵 3個", "鶏もも肉 1枚", "3个"): a count of the food.
  if (own?.type === 'count' && !PACKAGES.has(unit!) && food.portions[unit!] === undefined) {
    return gramsOf(amount, { ...line, unitId: null }, food, pack);
  }
  if (own && typeof own.conversionFactor === 'number') {
    if (own.type === 'mass') return amount * own.conversionFactor;
    if (own.type === 'volume')
      return fromVolume(amount * own.conversionFactor, food, 'cup') ?? { why: 'no weight for volume', name: line.name };
  }
  if (unit === null) {
    const size = /\b(small|medium|large)\b/i.exec(line.text)?.[1]?.toLowerCase();
    const key = [size, ...COUNTED_AS].find((name) => name !== undefined && food.portions[name] !== undefined);
    return key === undefined ? { why: 'no weight for one', name: line.name } : amount * food.portions[key]!;
  }
  if (MASS[unit] !== undefined) return amount * MASS[unit];
  if (VOLUME[unit] !== undefined)
    return fromVolume(amount * VOLUME[unit], food, OWN_MEASURE[unit] ?? unit) ?? { why: 'no weight for volume', name: line.name };
  if (unit === 'dozen') return gramsOf(amount * 12, { ...line, unitId: null }, food, pack);
  if (PACKAGES.has(unit)) {
    const size = PACKAGE_SIZE.exec(line.text);
    if (size) {
      const sizeUnit =
        PACKAGE_UNITS[size[2]!.toLowerCase()] ?? (/^g/i.test(size[2]!) ? 'gram' : /^ou/i.test(size[2]!) ? 'ounce' : 'milliliter');
      const one = gramsOf(Number(size[1]!.replace(',', '.')), { ...line, unitId: sizeUnit }, food, pack);
      return typeof one === 'number' ? amount * one : one;
    }
  }
  const portion = food.portions[unit === 'tin' ? 'can' : unit];
  return portion === undefined ? { why: 'no weight for unit', unit: line.unit ?? unit, name: line.name } : amount * portion;
}

/** Millilitres to grams by the food's own cup, spoon or fluid ounce; null when it has none. Never one density for all. */
function fromVolume(ml: number, food: Food, preferred: string): number | null {
  const measure = [preferred, 'cup', 'tbsp', 'tsp', 'fl oz'].find(
    (key) => MEASURE_ML[key] !== undefined && food.portions[key] !== undefined,
  );
  return measure === undefined ? null : (ml / MEASURE_ML[measure]!) * food.portions[measure]!;
}

function addTo(sum: Nutrients, values: Nutrients, factor: number) {
  for (const key of Object.keys(sum) as (keyof Nutrients)[]) sum[key] += values[key] * factor;
}

/** The figures a serving holds at the chosen scale: per serving stays put; a whole recipe grows with it. */
export function figuresAt(estimate: RecipeEstimate, scale: number): { nutrients: Nutrients; servings: number | null } {
  const nutrients = { ...NO_NUTRIENTS };
  addTo(nutrients, estimate.total, estimate.servings === null ? scale : 1 / estimate.servings);
  return { nutrients, servings: estimate.servings === null ? null : estimate.servings * scale };
}

/** Grams as a label shows them: whole from 10 g, one decimal below. */
export function roundGrams(grams: number): number {
  return grams >= 10 ? Math.round(grams) : Math.round(grams * 10) / 10;
}

/** Salt from sodium: sodium (mg) × 2.5, in grams. */
export function saltGrams(sodiumMg: number): number {
  return (sodiumMg * 2.5) / 1000;
}

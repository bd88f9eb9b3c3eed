import { findFoods, foodsIn, holdsFood } from '../../core/reading/foods.ts';
import { longestAcross } from '../../core/reading/names.ts';
import { readIngredientLine, type IngredientLine } from '../../core/reading/ingredient-line.ts';
import type { LanguagePack } from '../../core/reading/language-pack.ts';
import { pack as ENGLISH } from '../../core/reading/languages/en.ts';
import { fold, wordsOf } from '../../core/reading/words.ts';
import { scaleIngredient } from './scale.ts';
import { atOnce, type Pieces } from './slices.ts';

/** What the cook still needs for a recipe, given what they said they have. */
export type ShoppingList = {
  /** The recipe's ingredients that nothing on the cook's list covers, in recipe order. */
  needed: IngredientLine[];
  /** Salt, pepper, oils and water the cook did not list: most kitchens have them, so they are shown apart. */
  staples: IngredientLine[];
};

// The foods most kitchens have, by their shared ids: any oil counts too.
const STAPLES = new Set(['salt', 'sea salt', 'kosher salt', 'pepper', 'black pepper', 'white pepper', 'water']);
const SALT = new Set(['salt', 'sea', 'kosher', 'table', 'fine', 'coarse', 'flaky', 'iodized', 'pinch']);
const PEPPER = new Set(['pepper', 'peppercorn', 'black', 'white', 'cracked', 'ground', 'grind', 'pinch']);
const WATER = new Set(['water', 'boiling', 'ice', 'iced', 'lukewarm', 'tap']);

/**
 * Splits a recipe's ingredients into those the cook still needs and the staples they probably have,
 * leaving out what the cook's list covers. The cook's list is read in the recipe's language and in
 * English: an item covers a line when both name the same food ("eggs" covers "3 huevos"), or by
 * whole words, ignoring amounts, units, descriptions and plurals: "2 large eggs" is covered by
 * "egg", "cherry tomatoes" by "tomato", "garlic cloves" by "garlic"; "nutmeg" is not covered by
 * "nut", nor "eggplant" by "egg".
 */
export function shoppingList(
  ingredients: readonly IngredientLine[],
  pantry: readonly string[],
  pack: LanguagePack = ENGLISH,
): ShoppingList {
  return atOnce(shoppingListPieces(ingredients, pantry, pack));
}

/** The shopping list as pieces of work, one an item of the cook's list or a line of the recipe (slices.ts). */
export function* shoppingListPieces(
  ingredients: readonly IngredientLine[],
  pantry: readonly string[],
  pack: LanguagePack = ENGLISH,
): Pieces<ShoppingList> {
  const have: Item[] = [];
  for (const item of pantry) {
    have.push(...partsOf(readIngredientLine(item, pack).name, pack).map((part) => itemOf(part, pack)));
    yield;
  }
  const list: ShoppingList = { needed: [], staples: [] };
  for (const line of ingredients) {
    const alternatives = alternativesOf(line.name, pack);
    // "butter or oil" is covered by either; "salt and pepper" only by both.
    const covered = (part: string) => {
      const need = itemOf(part, pack);
      return have.some((item) => covers(item, need));
    };
    if (!alternatives.some((parts) => parts.every(covered))) {
      const staple = alternatives.some((parts) => parts.every((part) => isStaple(part, pack)));
      (staple ? list.staples : list.needed).push(line);
    }
    yield;
  }
  return list;
}

/**
 * The list as plain text for the clipboard, one ingredient a line, scaled; staples follow under
 * their own line, `staplesLine`, which the page words in its language.
 */
export function shoppingListText(list: ShoppingList, factor = 1, pack: LanguagePack = ENGLISH, staplesLine = 'Pantry staples:'): string {
  const lines = list.needed.map((line) => scaleIngredient(line, factor, pack));
  if (list.staples.length > 0) {
    if (lines.length > 0) lines.push('');
    lines.push(staplesLine, ...list.staples.map((line) => scaleIngredient(line, factor, pack)));
  }
  return lines.join('\n');
}

/** Whether a recipe ingredient's name is salt, pepper, an oil or water. */
export function isStaple(name: string, pack: LanguagePack = ENGLISH): boolean {
  const foods = [...foodsIn(name, pack), ...(pack === ENGLISH ? [] : foodsIn(name, ENGLISH))];
  if (foods.length > 0 && foods.every((food) => STAPLES.has(food) || food.endsWith(' oil'))) return true;
  const words = keysOf(name, ENGLISH);
  if (words.length === 0) return false;
  if (words.at(-1) === 'oil') return true;
  return [SALT, PEPPER, WATER].some((set) => words.every((word) => set.has(word)));
}

/**
 * What the list reads with in a pack's language, made once per pack: its "or" and "and" patterns and
 * the words that say nothing of what a thing is. Made afresh for every name they cost most of a
 * list's time (hundreds of words folded for each of its lines), a long task on a slow phone.
 */
type Reading = { or: RegExp; and: RegExp; ignored: ReadonlySet<string> };

const readings = new WeakMap<LanguagePack, Reading>();

function readingOf(pack: LanguagePack): Reading {
  let reading = readings.get(pack);
  if (!reading) {
    const or = [...ENGLISH.or, ...pack.or].map(escapeRegExp).join('|');
    const and = [...ENGLISH.and, ...pack.and]
      .filter((word) => /\p{L}/u.test(word))
      .map(escapeRegExp)
      .join('|');
    reading = {
      or: new RegExp(`\\s+(?:${or})\\s+|\\s*/\\s*`, 'iu'),
      and: new RegExp(`\\s+(?:${and})\\s+|\\s*[,&+、，]\\s*`, 'iu'),
      ignored: new Set([...ENGLISH.preparation, ...pack.preparation, ...pack.sizes, ...pack.links].map(fold)),
    };
    readings.set(pack, reading);
  }
  return reading;
}

function alternativesOf(name: string, pack: LanguagePack): string[][] {
  return name.split(readingOf(pack).or).map((part) => partsOf(part, pack));
}

function partsOf(name: string, pack: LanguagePack): string[] {
  return name
    .split(readingOf(pack).and)
    .map((part) => part.trim())
    .filter(Boolean);
}

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

type Item = { foods: readonly string[]; words: readonly string[] };

// What is made of a food rather than being it: peanuts are no peanut butter, rice no rice noodles.
const PRODUCTS = new Set(
  'butter oil milk flour sauce paste cream extract powder syrup vinegar stock broth noodle pasta bread cake cracker wine'.split(' '),
);

/** Whether having one food (by id) covers a recipe's: the same food or a kind of it, not a product made of it. */
function provides(had: string, food: string): boolean {
  if (!holdsFood(food, had)) return false;
  const last = (id: string) => ENGLISH.stem(id.split(' ').at(-1)!);
  return food === had || !PRODUCTS.has(last(food)) || PRODUCTS.has(last(had));
}

/** An ingredient as the list compares it: the foods it names (in its language and English) and its words. */
function itemOf(text: string, pack: LanguagePack): Item {
  // Read in both languages at once, the longest name winning: "pasta sfoglia" is no English "pasta".
  const found = longestAcross(pack === ENGLISH ? [findFoods(text, pack)] : [findFoods(text, pack), findFoods(text, ENGLISH)]);
  return { foods: [...new Set(found.flatMap((name) => name.values))], words: keysOf(text, pack) };
}

/** The words that say what a thing is, each in the form all its forms share. */
function keysOf(text: string, pack: LanguagePack): string[] {
  const { ignored } = readingOf(pack);
  const all = wordsOf(fold(text), pack).map((word) => word.key);
  const kept = all.filter((word) => !ignored.has(word));
  return kept.length > 0 ? kept : all;
}

/** The same food, or either side's words all found in the other's: "tomato" covers "cherry tomato", "chicken thigh" covers "chicken". */
function covers(have: Item, need: Item): boolean {
  // Named foods on both sides decide: "tomates" covers "tomate triturado", "leche" not "leche de coco", another food.
  if (have.foods.length > 0 && need.foods.length > 0) return need.foods.some((food) => have.foods.some((had) => provides(had, food)));
  const [a, b] = [have.words, need.words];
  if (a.length === 0 || b.length === 0) return false;
  return a.every((word) => b.includes(word)) || b.every((word) => a.includes(word));
}

import { readIngredientLine, type IngredientLine } from './ingredient-line.ts';
import { scaleIngredient } from './scale.ts';
import { singularOf } from './words.ts';

/** What the cook still needs for a recipe, given what they said they have. */
type ShoppingList = {
  /** The recipe's ingredients that nothing on the cook's list covers, in recipe order. */
  needed: IngredientLine[];
  /** Salt, pepper, oils and water the cook did not list: most kitchens have them, so they are shown apart. */
  staples: IngredientLine[];
};

// Words that say how a thing is chosen or prepared, not what it is: "2 large eggs" is eggs.
const IGNORED = new Set(
  (
    'a an the of some few plus more large medium small big extra jumbo fresh freshly finely roughly coarsely thinly ' +
    'chopped diced minced sliced grated shredded crushed beaten melted softened cooked uncooked dried frozen ripe ' +
    'peeled boneless skinless whole organic raw cold warm hot room temperature ground virgin optional'
  ).split(' '),
);
const SALT = new Set(['salt', 'sea', 'kosher', 'table', 'fine', 'coarse', 'flaky', 'iodized', 'pinch']);
const PEPPER = new Set(['pepper', 'peppercorn', 'black', 'white', 'cracked', 'grind', 'pinch']);
const WATER = new Set(['water', 'boiling', 'ice', 'iced', 'lukewarm', 'tap']);

/**
 * Splits a recipe's ingredients into those the cook still needs and the staples they probably have,
 * leaving out what the cook's list covers. Matching is by whole words, ignoring amounts, units,
 * descriptions and plurals: "2 large eggs" is covered by "egg", "cherry tomatoes" by "tomato",
 * "garlic cloves" by "garlic"; "nutmeg" is not covered by "nut", nor "eggplant" by "egg".
 */
export function shoppingList(ingredients: readonly IngredientLine[], pantry: readonly string[]): ShoppingList {
  const have = pantry.flatMap((item) => partsOf(readIngredientLine(item).name)).map(wordsOf);
  const list: ShoppingList = { needed: [], staples: [] };
  for (const line of ingredients) {
    const alternatives = alternativesOf(line.name);
    // "butter or oil" is covered by either; "salt and pepper" only by both.
    if (alternatives.some((parts) => parts.every((part) => have.some((words) => covers(words, wordsOf(part)))))) continue;
    const staple = alternatives.some((parts) => parts.every(isStaple));
    (staple ? list.staples : list.needed).push(line);
  }
  return list;
}

/** The list as plain text for the clipboard, one ingredient a line, scaled; staples follow under their own line. */
export function shoppingListText(list: ShoppingList, factor = 1): string {
  const lines = list.needed.map((line) => scaleIngredient(line, factor));
  if (list.staples.length > 0) {
    if (lines.length > 0) lines.push('');
    lines.push('Pantry staples:', ...list.staples.map((line) => scaleIngredient(line, factor)));
  }
  return lines.join('\n');
}

/** Whether a recipe ingredient's name is salt, pepper, an oil or water. */
export function isStaple(name: string): boolean {
  const words = wordsOf(name);
  if (words.length === 0) return false;
  if (words.at(-1) === 'oil') return true;
  return [SALT, PEPPER, WATER].some((set) => words.every((word) => set.has(word)));
}

function alternativesOf(name: string): string[][] {
  return name.split(/\s+or\s+|\s*\/\s*/i).map(partsOf);
}

function partsOf(name: string): string[] {
  return name
    .split(/\s+(?:and|&)\s+|\s*[,&+]\s*/i)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The words that say what a thing is, each in its singular form. */
function wordsOf(text: string): string[] {
  const all = (text.toLowerCase().match(/\p{L}+/gu) ?? []).map(singularOf);
  const kept = all.filter((word) => !IGNORED.has(word));
  return kept.length > 0 ? kept : all;
}

// Either side's words all found in the other's: "tomato" covers "cherry tomato", "chicken thigh" covers "chicken".
function covers(have: readonly string[], need: readonly string[]): boolean {
  if (have.length === 0 || need.length === 0) return false;
  return have.every((word) => need.includes(word)) || need.every((word) => have.includes(word));
}

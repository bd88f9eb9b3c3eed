import { distance } from 'fastest-levenshtein';
import { pack as ENGLISH } from '../../../core/reading/languages/en.ts';
import { fold } from '../../../core/reading/words.ts';
import type { Food } from './foods.ts';

/**
 * Finds the food an ingredient's name means, only among the curated names: first the name as
 * written, then without the words that say how it is prepared or chosen, then a near spelling
 * ("tomatos") of one whole curated name. Never a part of the name: "peanut butter" is not
 * "butter" and "rice vinegar" not "rice"; a compound the table does not name is not counted.
 */
export type FoodIndex = { byName: ReadonlyMap<string, Food>; names: readonly string[] };

export type FoodMatch = { food: Food; fuzzy: boolean };

// Words that describe how a food is prepared, chosen or measured, never which food it is: the reader's own list.
const PREPARATION = new Set(ENGLISH.preparation.map(fold));
// Words a canned food's line carries: "1 can chickpeas", "tinned tomatoes".
const CANNED = /\b(?:canned|tinned|can|cans|tin|tins)\b/g;

/** Lower case, no brackets or punctuation, "tinned" read as "canned", each word singular. */
export function normalizeName(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFC')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[’']s\b/g, 's')
    .replace(/\btinned\b/g, 'canned')
    .replace(/[^\p{L}\p{N}\s-]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ENGLISH.stem(word))
    .join(' ');
}

/**
 * The food table by every curated name, built a slice at a time: after each `sliceMs` of work it
 * awaits `pause()`, so that the page can paint and answer between slices (on a slow phone the whole
 * table at once was a long task). Without a pause, it is built in one go.
 */
export async function indexFoods(foods: readonly Food[], pause?: () => Promise<void>, sliceMs = 8): Promise<FoodIndex> {
  const byName = new Map<string, Food>();
  let sliceStart = performance.now();
  for (const food of foods) {
    for (const name of food.names) byName.set(normalizeName(name), food);
    if (pause && performance.now() - sliceStart >= sliceMs) {
      await pause();
      sliceStart = performance.now();
    }
  }
  return { byName, names: [...byName.keys()] };
}

/**
 * The food a line names with the words the line reader set aside as description: "2 cups cooked
 * rice" is read as "rice", and is cooked rice. Only a whole curated name counts.
 */
export function matchWithDescription(text: string, name: string, index: FoodIndex): FoodMatch | null {
  const at = text.toLowerCase().indexOf(name.toLowerCase());
  if (at <= 0) return null;
  const before: string[] = [];
  // Only the words right before the name: "cooked" in "2 cups cooked rice", not "(400 g)".
  for (const word of text.slice(0, at).trim().split(/\s+/).reverse()) {
    if (before.length === 2 || !/^\p{L}[\p{L}-]*$/u.test(word)) break;
    before.unshift(word);
  }
  for (let words = before.length; words > 0; words--) {
    const food = index.byName.get(normalizeName(`${before.slice(-words).join(' ')} ${name}`));
    if (food) return { food, fuzzy: false };
  }
  return null;
}

/** The food named, or null. `canned`: the line says the food comes in a can or tin. */
export function matchFood(name: string, index: FoodIndex, canned = false): FoodMatch | null {
  // "butter or oil": the first choice is the one counted.
  const first = normalizeName(name.split(/\s+(?:or|o|ou|oder|oppure)\s+|\//i)[0] ?? name);
  const bare = first.replace(CANNED, ' ').replace(/\s+/g, ' ').trim();
  const plain = bare
    .split(' ')
    .filter((word) => !PREPARATION.has(word))
    .join(' ');
  const tries = [first, bare, plain].filter(Boolean);
  const isCanned = canned || bare !== first || /\bcanned\b/.test(first);
  for (const candidate of tries) {
    const found = (isCanned && index.byName.get(`canned ${candidate}`)) || index.byName.get(candidate);
    if (found) return { food: found, fuzzy: false };
  }
  const near = nearestName(plain || bare, index.names);
  const food = near === null ? undefined : index.byName.get(near);
  return food ? { food, fuzzy: true } : null;
}

/** The one curated name within a typo or two of the text (by length), or null when none or several are as near. */
function nearestName(text: string, names: readonly string[]): string | null {
  if (text.length < 5) return null;
  const allowed = text.length >= 10 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = allowed + 1;
  let tie = false;
  for (const name of names) {
    if (Math.abs(name.length - text.length) > allowed || name[0] !== text[0]) continue;
    const apart = distance(text, name);
    if (apart < bestDistance) [best, bestDistance, tie] = [name, apart, false];
    else if (apart === bestDistance) tie = true;
  }
  return best !== null && bestDistance <= allowed && !tie ? best : null;
}

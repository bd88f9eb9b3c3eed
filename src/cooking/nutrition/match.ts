import { singularOf } from '../words.ts';
import type { Food } from './foods.ts';

/**
 * Finds the food an ingredient's name means, only among the curated names: first the name as
 * written, then without the words that say how it is prepared or chosen, then a near spelling
 * ("tomatos") of one whole curated name. Never a part of the name: "peanut butter" is not
 * "butter" and "rice vinegar" not "rice"; a compound the table does not name is not counted.
 */
export type FoodIndex = { byName: ReadonlyMap<string, Food>; names: readonly string[] };

export type FoodMatch = { food: Food; fuzzy: boolean };

// Words that describe how a food is prepared, chosen or measured, never which food it is.
const PREPARATION = new Set(
  (
    'chopped diced minced sliced fresh freshly large medium small big extra-large jumbo finely roughly coarsely thinly ' +
    'thickly grated shredded crushed beaten melted softened peeled cubed halved quartered trimmed rinsed drained washed ' +
    'juiced zested deseeded seeded pitted cored ripe organic raw uncooked good quality best room temperature cold warm ' +
    'lightly packed firmly loosely heaped heaping level rounded about approximately optional frozen thawed defrosted ' +
    'boneless skinless free-range bone-in skin-on mashed torn crumbled julienned spiralized smashed bruised split ' +
    'sifted toasted plain shelled cut into pieces chunks wedges strips bite-sized bite-size of a the some few handful ' +
    'extra virgin store-bought homemade prepared sharp mild mature aged baby'
  ).split(' '),
);
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
    .map((word) => singularOf(word))
    .join(' ');
}

export function indexFoods(foods: readonly Food[]): FoodIndex {
  const byName = new Map<string, Food>();
  for (const food of foods) for (const name of food.names) byName.set(normalizeName(name), food);
  return { byName, names: [...byName.keys()] };
}

/**
 * The same index, built a slice at a time: after each `sliceMs` of work it awaits `pause()`, so
 * that the page can paint and answer between slices (on a slow phone the whole table at once was
 * a long task).
 */
export async function indexFoodsInSlices(foods: readonly Food[], pause: () => Promise<void>, sliceMs = 8): Promise<FoodIndex> {
  const byName = new Map<string, Food>();
  let sliceStart = performance.now();
  for (const food of foods) {
    for (const name of food.names) byName.set(normalizeName(name), food);
    if (performance.now() - sliceStart >= sliceMs) {
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
    const distance = editDistance(text, name, bestDistance);
    if (distance < bestDistance) [best, bestDistance, tie] = [name, distance, false];
    else if (distance === bestDistance) tie = true;
  }
  return best !== null && bestDistance <= allowed && !tie ? best : null;
}

/** Optimal string alignment distance (a swap of two letters counts one); past `limit`, only some number above it. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return rowMin;
    [before, previous] = [previous, current];
  }
  return previous[b.length]!;
}

/**
 * Foods by their one shared id, in every language: a food id is the food's English name, as the
 * safety check's families (core/food-words.ts) and the nutrition table name it. Each language pack
 * maps its own names to these ids ("cacahuete", "Erdnuss", "花生" → `peanut`), and the families of
 * a food are read from its English name, by the same rules for every language: `peanut butter` is
 * nuts and peanuts and, being one of dairy's exceptions, no dairy.
 */

import { FAMILIES, type FamilyId } from '../food-words.ts';
import type { LanguagePack } from './language-pack.ts';
import { pack as ENGLISH } from './languages/en.ts';
import { findNames, nameIndex, type Found, type NameIndex } from './names.ts';

export type FoodId = string;

const foodIndexes = new WeakMap<LanguagePack, NameIndex<FoodId>>();

/** A pack's food names (and its look-alikes), indexed once. */
export function foodIndex(pack: LanguagePack): NameIndex<FoodId> {
  let index = foodIndexes.get(pack);
  if (!index) {
    const entries = [...Object.entries(pack.foods), ...Object.entries(pack.neutral)].flatMap(([id, names]) =>
      names.map((name) => [name, id] as const),
    );
    foodIndexes.set(pack, (index = nameIndex(pack, entries)));
  }
  return index;
}

/** The foods a text names in a language, in order: each place with the food ids it stands for. */
export function findFoods(text: string, pack: LanguagePack): Found<FoodId>[] {
  return findNames(text, [foodIndex(pack)]);
}

/** The foods a name (an ingredient, an avoid entry) stands for: the ids of the foods found in it, in order. */
export function foodsIn(name: string, pack: LanguagePack): FoodId[] {
  return [...new Set(findFoods(name, pack).flatMap((found) => found.values))];
}

// ---------------------------------------------------------------------------------------------
// Which family a food is of, read from its English name

type Role = 'member' | 'exception';

const FAMILY_IDS = Object.keys(FAMILIES) as FamilyId[];
const familyIndexes = new Map<FamilyId, NameIndex<Role>>();
const familiesById = new Map<FoodId, ReadonlySet<FamilyId>>();

/**
 * An English phrase read against a family's lists: true when it names one of its members other
 * than inside one of its exceptions ("almond milk" is nuts, not dairy).
 */
function namesMember(phrase: string, index: NameIndex<Role>): boolean {
  return findNames(phrase, [index]).some((found) => found.values.includes('member') && !found.values.includes('exception'));
}

/** A set of member phrases and their exceptions, as English names, indexed to be found in food ids. */
export function roleIndex(members: readonly string[], exceptions: readonly string[]): NameIndex<Role> {
  return nameIndex(ENGLISH, [
    ...members.map((name) => [name, 'member'] as const),
    ...exceptions.map((name) => [name, 'exception'] as const),
  ]);
}

function familyIndex(id: FamilyId): NameIndex<Role> {
  let index = familyIndexes.get(id);
  if (!index) familyIndexes.set(id, (index = roleIndex(FAMILIES[id].members, FAMILIES[id].exceptions)));
  return index;
}

const memberIndexes = new Map<FamilyId, NameIndex<Role>>();

/** A family's members alone, without its exceptions, indexed once: each new food is read against every family's. */
function memberIndex(id: FamilyId): NameIndex<Role> {
  let index = memberIndexes.get(id);
  if (!index) memberIndexes.set(id, (index = roleIndex(FAMILIES[id].members, [])));
  return index;
}

const holders = new Map<FoodId, (other: FoodId) => boolean>();

/**
 * Whether a food's English name holds another food's, not inside a look-alike that every family
 * listing that food agrees on: `almond milk` holds `almond`, `unsalted butter` holds `butter`, but
 * `peanut butter` does not hold `butter`, nor `coconut milk` `milk`.
 */
export function holdsFood(other: FoodId, food: FoodId): boolean {
  if (other === food) return true;
  let holds = holders.get(food);
  if (!holds) {
    const listing = FAMILY_IDS.filter((id) => namesMember(food, memberIndex(id)));
    const [first = [], ...others] = listing.map((id): readonly string[] => FAMILIES[id].exceptions);
    const exceptions = first.filter((phrase) => others.every((list) => list.includes(phrase)));
    const index = roleIndex([food], exceptions);
    const verdicts = new Map<FoodId, boolean>();
    holds = (candidate) => {
      let verdict = verdicts.get(candidate);
      if (verdict === undefined) verdicts.set(candidate, (verdict = namesMember(candidate, index)));
      return verdict;
    };
    holders.set(food, holds);
  }
  return holds(other);
}

/**
 * Indexes each family's lists ahead of need, one family per call of `pause` between them: the first
 * food a check or a shopping list reads otherwise builds them all at once (a long task on a slow phone).
 */
export async function indexFamilies(pause: () => Promise<void>): Promise<void> {
  for (const id of FAMILY_IDS) {
    familyIndex(id);
    memberIndex(id);
    await pause();
  }
}

/** The families a food belongs to, from its id. */
export function familiesOf(food: FoodId): ReadonlySet<FamilyId> {
  let families = familiesById.get(food);
  if (!families) {
    families = new Set(FAMILY_IDS.filter((id) => namesMember(food, familyIndex(id))));
    familiesById.set(food, families);
  }
  return families;
}

/**
 * The word lists behind the safety check: allergen families and the foods each diet leaves out.
 *
 * Every phrase is lowercase and written the way a recipe names it; the checker matches whole
 * words, any letter case, with or without accents, and the last word singular or plural
 * ("pine nut" also finds "Pine nuts"). A hyphen and a space are the same ("half-and-half").
 *
 * Exceptions are phrases that contain a member but are not that food ("almond milk" is not
 * dairy, "water chestnut" is not a nut). They belong to one family only: "almond milk" is still
 * nuts. A member inside an exception is not reported, so the code needs no special cases.
 *
 * Choices made here, for home cooks rather than food scientists:
 * - Coconut, nutmeg and butternut squash are not nuts (the FDA lists coconut as a tree nut, but
 *   allergy charities and home cooks do not treat it as one). Peanuts count as nuts.
 * - Cocoa butter, peanut butter, butter beans and cream of tartar are not dairy; lactose-free
 *   milk still is (the milk allergy is to its protein, not to lactose).
 * - Soy sauce, teriyaki and hoisin count as gluten (they are brewed with wheat); tamari does not.
 *   Oats do not count: most are only contaminated, and the cook who must avoid that too
 *   adds "oats" to the avoid list.
 * - Mollusks (squid, clams, oysters) count as shellfish along with crustaceans.
 * - "mince" is left out of meat: recipes say "mince the garlic" far more often than
 *   "500 g mince", and minced meat is nearly always named ("beef mince").
 * - Hidden sources are listed where a home cook might miss them: pesto (pine nuts),
 *   Worcestershire sauce and Caesar dressing (anchovies), hummus (tahini), satay (peanuts).
 */

import {
  MEAT_FREE,
  PLANT_BASES,
  FISH_STEAKS,
  PLANT_STEAKS,
  OTHER_MEAT_STEAKS,
  PEANUTS,
  TREE_NUTS,
  DAIRY,
  GLUTEN,
  WHEATLESS_FLOURS,
  WHEATLESS_NOODLES,
  WHEATLESS_PASTA,
  SHELLFISH,
  FISH,
  EGG,
  SOY,
  SESAME,
  PORK,
  NOT_PIGS,
  BEEF,
  OTHER_MEAT,
  HONEY,
  TOOLS_AND_NAMESAKES,
} from './food-word-lists.ts';

export type Family = {
  /** Avoid entries that stand for the whole family ("tree nuts", "milk"); plurals match too. */
  readonly names: readonly string[];
  /** The foods of the family, as a recipe names them. */
  readonly members: readonly string[];
  /** Phrases that contain a member but are not this food. */
  readonly exceptions: readonly string[];
};

/** "rice", "corn" × "flour", "pasta" → "rice flour", "rice pasta", "corn flour", "corn pasta". */
function each(firsts: readonly string[], lasts: readonly string[]): string[] {
  return firsts.flatMap((first) => lasts.map((last) => `${first} ${last}`));
}

/** One list from several, without repeats, so the combinations above may overlap. */
function list(...parts: readonly (readonly string[])[]): string[] {
  return [...new Set(parts.flat())];
}

const MEAT = list(PORK, BEEF, OTHER_MEAT);

export const FAMILIES = {
  nuts: {
    names: ['nut', 'tree nut'],
    members: list(TREE_NUTS, PEANUTS),
    exceptions: ['nut-free', 'peanut-free', 'nut-free pesto', 'water chestnut', 'chestnut mushroom', 'tiger nut'],
  },
  peanuts: {
    names: ['peanut', 'groundnut'],
    members: PEANUTS,
    exceptions: ['peanut-free'],
  },
  dairy: {
    names: ['dairy', 'dairy product', 'milk', 'milk product', "cow's milk", 'lactose'],
    members: DAIRY,
    exceptions: list(
      each(PLANT_BASES, ['milk', 'cream', 'butter', 'cheese', 'yogurt', 'yoghurt']),
      each(['dairy-free', 'non-dairy', 'vegan', 'plant-based'], DAIRY),
      each(['peanut', 'almond', 'cashew', 'nut', 'seed', 'sunflower', 'cocoa', 'cacao', 'shea', 'apple'], ['butter']),
      ['butter bean', 'butter lettuce', 'cream of tartar', 'coconut cream', 'lactose-free', 'milk-free'],
      TOOLS_AND_NAMESAKES.dairy,
    ),
  },
  gluten: {
    names: ['gluten', 'wheat'],
    members: GLUTEN,
    exceptions: list(
      each(WHEATLESS_FLOURS, ['flour']),
      each(WHEATLESS_NOODLES, ['noodle']),
      each(WHEATLESS_PASTA, ['pasta']),
      each(['gluten-free', 'gf', 'wheat-free'], GLUTEN),
      [
        'gluten-free',
        'wheat-free',
        'corn tortilla',
        'tortilla chip',
        'spanish tortilla',
        'tortilla española',
        'rice cracker',
        'spaghetti squash',
      ],
      TOOLS_AND_NAMESAKES.gluten,
    ),
  },
  shellfish: {
    names: ['shellfish', 'crustacean', 'mollusc', 'mollusk', 'seafood'],
    members: SHELLFISH,
    exceptions: list(each(MEAT_FREE, SHELLFISH), ['oyster mushroom', 'crab apple']),
  },
  fish: {
    names: ['fish', 'seafood'],
    members: FISH,
    exceptions: list(each(MEAT_FREE, FISH), ['kombu dashi', 'shiitake dashi'], TOOLS_AND_NAMESAKES.fish),
  },
  egg: {
    names: ['egg'],
    members: EGG,
    exceptions: list(
      each(['vegan', 'eggless', 'egg-free', 'plant-based'], EGG),
      ['egg-free', 'flax egg', 'chia egg', 'egg replacer'],
      TOOLS_AND_NAMESAKES.egg,
    ),
  },
  soy: {
    names: ['soy', 'soya', 'soybean', 'soy bean'],
    members: SOY,
    exceptions: ['soy-free'],
  },
  sesame: {
    names: ['sesame', 'sesame seed'],
    members: SESAME,
    exceptions: ['sesame-free', 'tahini-free hummus'],
  },
  meat: {
    names: ['meat'],
    members: MEAT,
    exceptions: list(
      each(MEAT_FREE, MEAT),
      each([...FISH_STEAKS, ...PLANT_STEAKS], ['steak']),
      each(['crab', 'lobster', 'clam', 'coconut', 'nut', 'walnut'], ['meat']),
      each(['chicken', 'duck', 'quail', 'goose'], ['egg']),
      ['meat-free', 'goat cheese', "goat's cheese", 'goat milk', "goat's milk"],
      TOOLS_AND_NAMESAKES.meat,
    ),
  },
  pork: {
    names: ['pork', 'pig'],
    members: PORK,
    exceptions: list(each([...MEAT_FREE, ...NOT_PIGS], ['bacon', 'ham', 'chorizo', 'salami', 'pepperoni']), ['pork-free']),
  },
  beef: {
    names: ['beef'],
    members: BEEF,
    exceptions: list(each(MEAT_FREE, BEEF), each([...FISH_STEAKS, ...PLANT_STEAKS, ...OTHER_MEAT_STEAKS], ['steak']), ['beef tomato']),
  },
  honey: {
    names: ['honey'],
    members: HONEY,
    exceptions: ['vegan honey'],
  },
} as const satisfies Record<string, Family>;

export type FamilyId = keyof typeof FAMILIES;

/** The families each diet leaves out. */
export const DIETS = {
  none: [],
  vegetarian: ['meat', 'fish', 'shellfish'],
  vegan: ['meat', 'fish', 'shellfish', 'dairy', 'egg', 'honey'],
  pescatarian: ['meat'],
  'gluten-free': ['gluten'],
  'dairy-free': ['dairy'],
} as const satisfies Record<string, readonly FamilyId[]>;

export type Diet = keyof typeof DIETS;

/**
 * Words a cook adds around a food in the avoid box and that are not the food:
 * "peanut allergy", "allergic to shellfish", "no pork", "gluten free" all mean the food alone.
 */
export const AVOID_FILLER_WORDS = ['allergy', 'allergies', 'allergic', 'intolerance', 'intolerant', 'free', 'no', 'to'];

import type { LanguagePack } from '../language-pack.ts';
import { AVOID_FILLER_WORDS, FAMILIES, type FamilyId } from '../../food-words.ts';

// English is the vocabulary's own language: every name of the safety check's families (members and
// the look-alikes listed as exceptions) is its own food id (core/food-words.ts explains the lists).
const names = new Set(Object.values(FAMILIES).flatMap((family) => [...family.members, ...family.exceptions]));

// Plurals a rule would get wrong, both ways.
const IRREGULAR: Record<string, string> = {
  leaves: 'leaf',
  loaves: 'loaf',
  halves: 'half',
  knives: 'knife',
  calves: 'calf',
  shelves: 'shelf',
  wolves: 'wolf',
  cookies: 'cookie',
  pies: 'pie',
  brownies: 'brownie',
  ties: 'tie',
  geese: 'goose',
  mice: 'mouse',
  teeth: 'tooth',
  feet: 'foot',
};

/** The singular an English plural shares with its singular: "tomatoes" → "tomato", "cherries" → "cherry", "peaches" → "peach". */
function stem(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  // A possessive names the same food: "goat's cheese" is "goat cheese".
  if (word.endsWith("'s")) return word.slice(0, -2);
  if (word.length < 4 || !word.endsWith('s') || /(?:ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:[^aeiou]o|ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

export const pack: LanguagePack = {
  code: 'en',
  script: 'spaced',
  sections: {
    ingredients: ['ingredients', 'ingredient', "what you'll need", "you'll need", 'shopping list'],
    steps: [
      'instructions',
      'instruction',
      'directions',
      'direction',
      'method',
      'steps',
      'step',
      'preparation',
      'procedure',
      'how to make it',
      'how to make',
    ],
    tip: [
      'tips',
      'tip',
      'extra tip',
      "chef's tip",
      'chefs tip',
      'cooking tip',
      'storage tip',
      'notes',
      'note',
      'variations',
      'variation',
      'storage',
      'substitutions',
      'substitution',
      'serving suggestions',
      'serving suggestion',
    ],
  },
  step: ['step'],
  chatter: ['enjoy', 'bon appetit', 'bon appétit', 'happy cooking', 'let me know', 'i hope', 'hope you', 'feel free'],
  // parse-ingredient knows English units; these are the ones it lacks, and British spellings.
  units: {
    centiliter: { short: 'cl', plural: 'centiliters', alternates: ['centilitre', 'centilitres'], type: 'volume', conversionFactor: 10 },
    slice: { short: 'slice', plural: 'slices', type: 'count' },
    handful: { short: 'handful', plural: 'handfuls', type: 'count' },
    tin: { short: 'tin', plural: 'tins', type: 'count' },
    jar: { short: 'jar', plural: 'jars', type: 'count' },
    knob: { short: 'knob', plural: 'knobs', type: 'count' },
    block: { short: 'block', plural: 'blocks', type: 'count' },
    splash: { short: 'splash', plural: 'splashes', type: 'count' },
  },
  sizes: ['large', 'medium', 'small'],
  numbers: {
    a: 1,
    an: 1,
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    fifteen: 15,
    twenty: 20,
    thirty: 30,
    'half a': 0.5,
    'half an': 0.5,
  },
  decimal: '.',
  ranges: ['to', 'or'],
  about: ['approximately', 'approx.', 'about', 'around', 'roughly', 'ca.'],
  links: ['of'],
  preparation: (
    'a an the of some few plus more large medium small big extra-large extra jumbo fresh freshly finely roughly coarsely ' +
    'thinly thickly chopped diced minced sliced grated shredded crushed beaten melted softened cooked uncooked dried frozen ' +
    'thawed defrosted ripe peeled boneless skinless bone-in skin-on whole organic raw cold warm room-temperature cubed ' +
    'halved quartered trimmed rinsed drained washed juiced zested deseeded seeded pitted cored lightly packed firmly loosely ' +
    'heaped heaping level rounded approximately optional free-range mashed torn crumbled julienned spiralized smashed bruised ' +
    'split sifted toasted plain shelled store-bought homemade prepared good quality best room temperature virgin ' +
    'cut into pieces chunks wedges strips bite-sized bite-size sharp mild mature aged baby'
  ).split(' '),
  notes: [
    'to taste',
    'for garnish',
    'for garnishing',
    'for serving',
    'for frying',
    'for dusting',
    'for greasing',
    'for topping',
    'as needed',
    'if desired',
    'or more',
    'optional',
    'divided',
  ],
  toTaste: ['to taste', 'as needed'],
  and: ['and', '&', 'plus'],
  or: ['or'],
  servings: {
    before: ['serves', 'servings', 'serving', 'portions', 'portion'],
    after: ['people', 'persons', 'servings', 'portions', 'guests'],
    for: ['for'],
  },
  times: {
    total: ['total time', 'total', 'ready in'],
    prep: ['prep time', 'preparation time', 'prep', 'preparation'],
    cook: ['cook time', 'cooking time', 'bake time', 'baking time'],
  },
  durations: {
    hour: ['hours', 'hour', 'hrs', 'hr', 'h'],
    minute: ['minutes', 'minute', 'mins', 'min'],
    second: ['seconds', 'second', 'secs', 'sec'],
    half: ['and a half'],
  },
  stem,
  foods: Object.fromEntries([...names].map((name) => [name, [name]])),
  neutral: {},
  families: Object.fromEntries((Object.keys(FAMILIES) as FamilyId[]).map((id) => [id, FAMILIES[id].names])),
  fillers: AVOID_FILLER_WORDS,
};

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

/** Words that turn a meat or fish dish into a plant one ("vegan sausage", "meat-free mince"). */
const MEAT_FREE = ['vegan', 'vegetarian', 'veggie', 'plant-based', 'meatless', 'meat-free', 'mock', 'faux'];
/** What "milk", "cream", "butter" are made of when they are not dairy ("oat milk", "cashew cream"). */
const PLANT_BASES = [
  'almond',
  'cashew',
  'coconut',
  'hazelnut',
  'hemp',
  'macadamia',
  'nut',
  'oat',
  'pea',
  'rice',
  'soy',
  'soya',
  'flax',
  'plant',
  'plant-based',
  'vegan',
  'dairy-free',
  'non-dairy',
];
const FISH_STEAKS = ['tuna', 'salmon', 'swordfish', 'halibut', 'cod', 'fish'];
const PLANT_STEAKS = ['cauliflower', 'cabbage', 'celeriac', 'mushroom', 'portobello', 'tofu', 'tempeh', 'seitan'];
const OTHER_MEAT_STEAKS = ['pork', 'lamb', 'gammon', 'ham', 'venison', 'chicken', 'turkey'];

const PEANUTS = ['peanut', 'peanut butter', 'peanut oil', 'groundnut', 'groundnut oil', 'monkey nut', 'satay'];
const TREE_NUTS = [
  'nut',
  'almond',
  'almond extract',
  'walnut',
  'cashew',
  'pecan',
  'hazelnut',
  'filbert',
  'pistachio',
  'macadamia',
  'brazil nut',
  'pine nut',
  'pignoli',
  'chestnut',
  'praline',
  'marzipan',
  'frangipane',
  'nougat',
  'gianduja',
  'nutella',
  'nut butter',
  'nut milk',
  'nut oil',
  'amaretto',
  'amaretti',
  'macaron',
  'baklava',
  'pesto',
];

const DAIRY = [
  'milk',
  'butter',
  'buttermilk',
  'buttercream',
  'cream',
  'ice cream',
  'sour cream',
  'crème fraîche',
  'cheese',
  'cream cheese',
  'cottage cheese',
  'yogurt',
  'yoghurt',
  'kefir',
  'ghee',
  'whey',
  'casein',
  'lactose',
  'parmesan',
  'parmigiano',
  'pecorino',
  'grana padano',
  'mozzarella',
  'burrata',
  'cheddar',
  'feta',
  'ricotta',
  'mascarpone',
  'halloumi',
  'paneer',
  'brie',
  'camembert',
  'gouda',
  'gruyère',
  'emmental',
  'manchego',
  'provolone',
  'asiago',
  'gorgonzola',
  'roquefort',
  'stilton',
  'monterey jack',
  'queso',
  'cotija',
  'fromage frais',
  'labneh',
  'skyr',
  'quark',
  'custard',
  'béchamel',
  'alfredo',
  'hollandaise',
  'béarnaise',
  'half-and-half',
  'dulce de leche',
  'tzatziki',
  'raita',
  'lassi',
  'gelato',
];

const GLUTEN = [
  'gluten',
  'wheat',
  'flour',
  'floured',
  'bread',
  'breaded',
  'breadcrumb',
  'bread crumb',
  'panko',
  'crouton',
  'pasta',
  'spaghetti',
  'macaroni',
  'penne',
  'fusilli',
  'farfalle',
  'rigatoni',
  'linguine',
  'fettuccine',
  'tagliatelle',
  'pappardelle',
  'lasagna',
  'lasagne',
  'ravioli',
  'tortellini',
  'gnocchi',
  'orzo',
  'noodle',
  'udon',
  'ramen',
  'soba',
  'lo mein',
  'chow mein',
  'barley',
  'rye',
  'malt',
  'couscous',
  'semolina',
  'durum',
  'bulgur',
  'bulghur',
  'freekeh',
  'farro',
  'spelt',
  'kamut',
  'einkorn',
  'seitan',
  'soy sauce',
  'teriyaki',
  'hoisin',
  'tortilla',
  'pita',
  'pitta',
  'naan',
  'bagel',
  'baguette',
  'brioche',
  'croissant',
  'sourdough',
  'ciabatta',
  'focaccia',
  'flatbread',
  'shortbread',
  'gingerbread',
  'cracker',
  'biscuit',
  'pastry',
  'filo',
  'phyllo',
  'pie crust',
  'wonton',
  'dumpling',
  'tempura',
  'matzo',
  'matzah',
  'roux',
  'beer',
];
/** Flours, noodles and pasta made without wheat, barley or rye. */
const WHEATLESS_FLOURS = [
  'almond',
  'arrowroot',
  'banana',
  'buckwheat',
  'cassava',
  'chickpea',
  'coconut',
  'corn',
  'gram',
  'hazelnut',
  'lentil',
  'millet',
  'oat',
  'potato',
  'quinoa',
  'rice',
  'sorghum',
  'soy',
  'soya',
  'tapioca',
  'teff',
];
const WHEATLESS_NOODLES = [
  'rice',
  'glass',
  'cellophane',
  'shirataki',
  'konjac',
  'kelp',
  'zucchini',
  'courgette',
  'sweet potato',
  'mung bean',
  'bean thread',
];
const WHEATLESS_PASTA = ['rice', 'corn', 'chickpea', 'lentil', 'quinoa', 'bean'];

const SHELLFISH = [
  'shellfish',
  'seafood',
  'shrimp',
  'prawn',
  'crab',
  'crabmeat',
  'lobster',
  'crayfish',
  'crawfish',
  'langoustine',
  'langostino',
  'scampi',
  'krill',
  'scallop',
  'mussel',
  'clam',
  'oyster',
  'cockle',
  'whelk',
  'abalone',
  'squid',
  'calamari',
  'octopus',
  'cuttlefish',
  'sea urchin',
];

const FISH = [
  'fish',
  'seafood',
  'fish sauce',
  'nam pla',
  'salmon',
  'tuna',
  'cod',
  'haddock',
  'pollock',
  'pollack',
  'hake',
  'halibut',
  'plaice',
  'dover sole',
  'lemon sole',
  'tilapia',
  'trout',
  'mackerel',
  'herring',
  'kipper',
  'sardine',
  'pilchard',
  'anchovy',
  'sprat',
  'whitebait',
  'sea bass',
  'bass',
  'branzino',
  'snapper',
  'grouper',
  'catfish',
  'carp',
  'perch',
  'swordfish',
  'monkfish',
  'mahi-mahi',
  'barramundi',
  'turbot',
  'whitefish',
  'eel',
  'roe',
  'caviar',
  'lox',
  'surimi',
  'imitation crab',
  'bonito',
  'katsuobushi',
  'dashi',
  'worcestershire',
  'caesar dressing',
];

const EGG = [
  'egg',
  'yolk',
  'albumen',
  'mayonnaise',
  'mayo',
  'aioli',
  'meringue',
  'hollandaise',
  'béarnaise',
  'custard',
  'eggnog',
  'frittata',
  'omelette',
  'omelet',
  'quiche',
  'soufflé',
  'pavlova',
];

const SOY = [
  'soy',
  'soya',
  'soybean',
  'soy bean',
  'tofu',
  'tempeh',
  'edamame',
  'miso',
  'soy sauce',
  'tamari',
  'shoyu',
  'natto',
  'bean curd',
  'yuba',
  'textured vegetable protein',
  'tvp',
  'teriyaki',
  'hoisin',
];

const SESAME = ['sesame', 'tahini', 'tahina', 'halva', 'halvah', 'gomasio', 'gomashio', "za'atar", 'zaatar', 'hummus', 'benne', 'furikake'];

const PORK = [
  'pork',
  'bacon',
  'ham',
  'gammon',
  'prosciutto',
  'pancetta',
  'guanciale',
  'lardon',
  'lard',
  'chorizo',
  'salami',
  'pepperoni',
  'mortadella',
  'chicharrón',
  'bratwurst',
  'kielbasa',
];
/** Bacon, ham and their cousins are also made from other animals, or from plants. */
const NOT_PIGS = ['turkey', 'beef', 'chicken', 'duck', 'lamb', 'tempeh', 'tofu', 'coconut', 'mushroom', 'carrot', 'seitan'];

const BEEF = [
  'beef',
  'veal',
  'steak',
  'brisket',
  'oxtail',
  'hamburger',
  'pastrami',
  'bresaola',
  'tallow',
  'sirloin',
  'ribeye',
  'rib-eye',
  'filet mignon',
];

const MEAT = list(PORK, BEEF, [
  'meat',
  'meatball',
  'meatloaf',
  'chicken',
  'turkey',
  'duck',
  'goose',
  'quail',
  'pheasant',
  'poultry',
  'lamb',
  'mutton',
  'goat',
  'venison',
  'rabbit',
  'bison',
  'boar',
  'sausage',
  'hot dog',
  'frankfurter',
  'jerky',
  'gelatin',
  'gelatine',
  'suet',
  'schmaltz',
  'bone broth',
  'giblet',
  'offal',
  'tripe',
  'foie gras',
  'haggis',
]);

const HONEY = ['honey', 'honeycomb', 'royal jelly', 'bee pollen'];

/** Kitchen tools and dishes named after a food they do not contain. */
const TOOLS_AND_NAMESAKES = {
  dairy: ['butter knife', 'cheese cloth', 'cheese grater', 'bread and butter pickle'],
  gluten: ['bread knife', 'bread and butter pickle', 'ginger beer', 'root beer'],
  fish: ['fish spatula', 'fish slice'],
  egg: ['egg timer'],
  meat: [
    'meat thermometer',
    'meat mallet',
    'meat tenderizer',
    'meat tenderiser',
    'meat grinder',
    'poultry seasoning',
    'chicken of the woods',
    "lamb's lettuce",
    'lambs lettuce',
    'duck sauce',
    'welsh rabbit',
    'beef tomato',
    'hot dog bun',
  ],
};

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
      ['gluten-free', 'wheat-free', 'corn tortilla', 'tortilla chip', 'spanish tortilla', 'tortilla española', 'rice cracker'],
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
      ['meat-free', 'goat cheese', "goat's cheese", 'goats cheese', 'goat milk', "goat's milk", 'goats milk'],
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

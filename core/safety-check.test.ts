import { expect, test } from 'vitest';
import { DIETS, type Diet } from './food-words.ts';
import { conflictSentence, findConflicts, safetyCheck, type SafetySettings } from './safety-check.ts';
import { FAMILY_LIST } from '../test-support/food-families.ts';

const words = (text: string, settings: SafetySettings) => findConflicts(text, settings).map((conflict) => conflict.word);

test('every member of every family is found when the cook avoids the family', () => {
  for (const [id, family] of FAMILY_LIST) {
    for (const member of family.members) {
      expect(words(`- 2 ${member}, chopped`, { avoid: [family.names[0] ?? id] }), `${id}: ${member}`).toEqual([member]);
    }
  }
});

test('every family name in the avoid list, singular or plural, stands for the whole family', () => {
  for (const [id, family] of FAMILY_LIST) {
    const member = family.members.at(-1) ?? '';
    for (const name of family.names.flatMap((name) => [name, name.replace(/y$/, 'ie') + 's', name.toUpperCase()])) {
      expect(findConflicts(`Add the ${member}.`, { avoid: [name] }), `${id}: ${name}`).toEqual([
        { word: member, because: name, kind: 'avoid' },
      ]);
    }
  }
});

test('a plural finds its singular and a singular its plural', () => {
  const pairs = [
    ['egg', 'eggs'],
    ['berry', 'berries'],
    ['tomato', 'tomatoes'],
    ['leaf', 'leaves'],
    ['peach', 'peaches'],
    ['anchovy', 'anchovies'],
    ['loaf', 'loaves'],
    ['knife', 'knives'],
    ['radish', 'radishes'],
    ['box', 'boxes'],
    ['avocado', 'avocados'],
    ['pine nut', 'pine nuts'],
    ['bay leaf', 'bay leaves'],
  ];
  for (const [singular = '', plural = ''] of pairs) {
    for (const entry of [singular, plural]) {
      expect(words(`One ${singular}; two ${plural}.`, { avoid: [entry] }), entry).toEqual([singular]);
      expect(words(`Two ${plural}; one ${singular}.`, { avoid: [entry] }), entry).toEqual([plural]);
    }
  }
});

test('a word inside a longer word is not found', () => {
  const cases: [string, SafetySettings][] = [
    ['nutmeg, butternut squash, coconut, doughnuts, donuts, nutritional yeast', { avoid: ['nuts'] }],
    ['eggplant, veggies, leggy seedlings', { avoid: ['eggs'] }],
    ['buttercup squash, butterhead lettuce, creamy, cheesecloth, milky', { avoid: ['dairy'] }],
    ['buckwheat, breadfruit, cornflour, malted, ryegrass', { diet: 'gluten-free' }],
    ['chickpeas, gooseberries, beefsteak tomatoes, graham crackers, shampoo, Turkish delight, hamper', { diet: 'vegetarian' }],
    ['shellfish, crayfish, starfish-shaped cookies, catfishing', { avoid: ['fish'] }],
    ['honeydew melon, honeycrisp apples', { diet: 'vegan' }],
    ['scallions, musselburgh leeks', { avoid: ['shellfish'] }],
  ];
  for (const [text, settings] of cases) expect(words(text, settings), text).toEqual([]);
});

test('phrases that look like a food but are not it are not found', () => {
  const cases: [string, SafetySettings][] = [
    [
      'butter beans, cocoa butter, peanut butter, almond butter, cream of tartar, coconut milk, almond milk, oat milk, soy milk, ' +
        'coconut cream, vegan butter, dairy-free cheese, butter lettuce, lactose-free, a butter knife, bread and butter pickles',
      { avoid: ['dairy'] },
    ],
    ['coconut milk, oat milk, cocoa butter, butter beans, non-dairy yogurt', { diet: 'dairy-free' }],
    [
      'rice noodles, rice flour, almond flour, gluten-free flour, gluten-free pasta, GF bread, buckwheat flour, corn tortillas, ' +
        'chickpea pasta, glass noodles, tortilla chips, ginger beer, tamari, a bread knife, this dish is gluten-free',
      { diet: 'gluten-free' },
    ],
    [
      'water chestnuts, chestnut mushrooms, a nut-free kitchen, tiger nuts, coconut, nutmeg, butternut squash, doughnut',
      { avoid: ['nuts'] },
    ],
    ['eggplant, flax eggs, chia egg, egg-free pasta, vegan mayonnaise, eggless mayo, an egg timer', { avoid: ['eggs'] }],
    ['oyster mushrooms, crab apples, vegan shrimp', { avoid: ['shellfish'] }],
    ['a fish spatula, kombu dashi, vegan fish sauce', { avoid: ['fish'] }],
    [
      "tuna steak, salmon steaks, crab meat, coconut meat, chickpeas, chicken of the woods, lamb's lettuce, lamb’s lettuce, " +
        'beef tomatoes, meat thermometer, vegetarian sausages, plant-based chicken, duck eggs, goat’s cheese, poultry seasoning, ' +
        'cauliflower steak, a meat-free meal',
      { diet: 'pescatarian' },
    ],
    ['peanut butter, coconut milk, flax egg, vegan honey, vegan cheese, oyster mushrooms, cocoa butter', { diet: 'vegan' }],
    ['turkey bacon, beef salami, tempeh bacon', { avoid: ['pork'] }],
    ['tuna steak, pork steak', { avoid: ['beef'] }],
    ['peanut butter, butter beans, cocoa butter', { avoid: ['butter'] }],
    ['cream of tartar', { avoid: ['cream'] }],
    ['coconut milk, oat milk', { avoid: ['milk'] }],
    ['rice flour, almond flour', { avoid: ['flour'] }],
  ];
  for (const [text, settings] of cases) expect(words(text, settings), `${JSON.stringify(settings)}: ${text}`).toEqual([]);
});

// A look-alike that is the food is reported whole, as the food it names: "almond milk" (you avoid nuts).
test('look-alikes that are the food are still found', () => {
  const cases: [string, SafetySettings, string[]][] = [
    ['almond milk', { avoid: ['nuts'] }, ['almond milk']],
    ['almond flour', { avoid: ['nuts'] }, ['almond flour']],
    ['almond milk', { avoid: ['almonds'] }, ['almond milk']],
    ['peanut butter', { avoid: ['nuts'] }, ['peanut butter']],
    ['peanut butter', { avoid: ['peanuts'] }, ['peanut butter']],
    ['soy milk', { avoid: ['soy'] }, ['soy milk']],
    ['egg noodles', { avoid: ['eggs'] }, ['egg']],
    ['egg noodles', { diet: 'gluten-free' }, ['noodles']],
    ['fish sauce', { avoid: ['fish'] }, ['fish sauce']],
    ['lactose-free milk', { avoid: ['dairy'] }, ['milk']],
    ['ice cream', { diet: 'vegan' }, ['ice cream']],
    ['oyster sauce', { diet: 'vegetarian' }, ['oyster']],
    ['soy sauce', { diet: 'gluten-free' }, ['soy sauce']],
    ['turkey bacon', { diet: 'vegetarian' }, ['turkey bacon']],
    ['imitation crab', { diet: 'vegetarian' }, ['imitation crab']],
    ['Worcestershire sauce', { diet: 'vegetarian' }, ['Worcestershire']],
    ['a hamburger bun', { avoid: ['beef'] }, ['hamburger']],
    ['pesto', { avoid: ['tree nuts'] }, ['pesto']],
    ['chicken stock', { diet: 'pescatarian' }, ['chicken']],
    ['tuna steak, then pork steak', { avoid: ['steak'] }, ['pork steak']],
  ];
  for (const [text, settings, expected] of cases) expect(words(text, settings), `${JSON.stringify(settings)}: ${text}`).toEqual(expected);
});

test('letter case, punctuation and Markdown around a word do not hide it', () => {
  const text =
    '# Crunchy Salad\n\n- 2 **Almonds**, chopped\n- 3 (eggs)\n- _cheese_ and `milk`\n- BUTTER!\n' +
    '1. Top with [walnuts](https://example.com/walnuts) and pine-nuts;\n2. Serve with *Shrimp*: done.';
  expect(words(text, { avoid: ['nuts', 'eggs', 'dairy', 'shellfish'] })).toEqual([
    'Almonds',
    'eggs',
    'cheese',
    'milk',
    'BUTTER',
    'walnuts',
    'pine-nuts',
    'Shrimp',
  ]);
});

test('accents are optional on either side, and accented letters are part of their word', () => {
  expect(words('Stir in the crème fraîche.', { avoid: ['creme fraiche'] })).toEqual(['crème fraîche']);
  expect(words('Stir in the creme fraiche.', { avoid: ['dairy'] })).toEqual(['creme fraiche']);
  expect(words('Grate the GRUYÈRE and the Gruyere.', { avoid: ['dairy'] })).toEqual(['GRUYÈRE']);
  expect(words('2 jalapeños', { avoid: ['jalape'] })).toEqual([]);
  expect(words('2 jalapeños', { avoid: ['jalapeno'] })).toEqual(['jalapeños']);
  // Text written with combining accents is reported in its composed form.
  expect(words('cre\u0300me frai\u0302che', { avoid: ['dairy'] })).toEqual(['crème fraîche']);
});

test('an entry in a script written without spaces is found inside a longer run of text', () => {
  expect(words('卵焼きを作る', { avoid: ['卵'] })).toEqual(['卵']);
  expect(words('バターを溶かす', { avoid: ['バター'] })).toEqual(['バター']);
  expect(words('バターを溶かす', { avoid: ['卵'] })).toEqual([]);
});

test('each diet leaves out its families and nothing else', () => {
  const text = 'chicken, anchovies, shrimp, gelatin, butter, eggs, honey, flour, tofu, rice, salmon';
  const expected: Record<Diet, string[]> = {
    none: [],
    vegetarian: ['chicken', 'anchovies', 'shrimp', 'gelatin', 'salmon'],
    vegan: ['chicken', 'anchovies', 'shrimp', 'gelatin', 'butter', 'eggs', 'honey', 'salmon'],
    pescatarian: ['chicken', 'gelatin'],
    'gluten-free': ['flour'],
    'dairy-free': ['butter'],
  };
  for (const diet of Object.keys(DIETS) as Diet[]) {
    expect(words(text, { diet }), diet).toEqual(expected[diet]);
  }
});

test('a conflict names the avoid entry as the cook typed it, or the diet', () => {
  expect(findConflicts('Toast the almonds.', { avoid: [' Tree nuts '] })).toEqual([
    { word: 'almonds', because: 'Tree nuts', kind: 'avoid' },
  ]);
  expect(findConflicts('Fry the bacon.', { diet: 'vegetarian' })).toEqual([{ word: 'bacon', because: 'vegetarian', kind: 'diet' }]);
});

test("when a word breaks both the cook's avoid list and the diet, the avoid entry is the reason", () => {
  expect(findConflicts('Melt the butter.', { diet: 'vegan', avoid: ['dairy'] })).toEqual([
    { word: 'butter', because: 'dairy', kind: 'avoid' },
  ]);
});

test('each word is reported once, as first written, in order of first appearance', () => {
  expect(words('Eggs and butter. Beat the egg, melt the BUTTER, add more eggs.', { avoid: ['eggs', 'dairy'] })).toEqual(['Eggs', 'butter']);
});

test('a mention found by several rules is reported once', () => {
  expect(findConflicts('a splash of soy sauce', { diet: 'gluten-free', avoid: ['soy', 'sauce'] })).toEqual([
    { word: 'soy sauce', because: 'soy', kind: 'avoid' },
  ]);
});

test('seafood means fish and shellfish; pork covers bacon and ham; beef covers steak', () => {
  expect(words('salmon and prawns', { avoid: ['seafood'] })).toEqual(['salmon', 'prawns']);
  expect(words('bacon, ham, lard and beef', { avoid: ['pork'] })).toEqual(['bacon', 'ham', 'lard']);
  expect(words('a sirloin steak and veal', { avoid: ['beef'] })).toEqual(['sirloin', 'steak', 'veal']);
});

test('words around the food in the avoid box are ignored', () => {
  expect(words('peanuts and walnuts', { avoid: ['peanut allergy'] })).toEqual(['peanuts']);
  expect(words('shrimp', { avoid: ['Allergic to shellfish'] })).toEqual(['shrimp']);
  expect(words('bacon', { avoid: ['no pork'] })).toEqual(['bacon']);
  expect(words('bread', { avoid: ['gluten free'] })).toEqual(['bread']);
  expect(words('an allergy to nothing in particular', { avoid: ['allergy', '', '   ', '-', '!!'] })).toEqual([]);
});

test('an entry is matched literally, whatever characters it holds', () => {
  expect(words("a handful of M&M's", { avoid: ["m&m's"] })).toEqual(["M&M's"]);
  expect(words('axb and a.b', { avoid: ['a.b'] })).toEqual(['a.b']);
  expect(words('c++ (nuts)', { avoid: ['(nuts)', 'c++'] })).toEqual(['c++', 'nuts']);
});

test('while streaming, the unfinished last line is not checked yet', () => {
  const settings = { avoid: ['eggs', 'dairy'] };
  expect(findConflicts('- 1 egg', settings, { streaming: true })).toEqual([]);
  expect(findConflicts('- 1 eggplant\n', settings, { streaming: true })).toEqual([]);
  expect(findConflicts('- 2 eggs\n- 1 can butter', settings, { streaming: true }).map((c) => c.word)).toEqual(['eggs']);
  expect(findConflicts('- 2 eggs\n- 1 can butter beans', settings).map((c) => c.word)).toEqual(['eggs']);
});

test('the same settings reuse one compiled check', () => {
  expect(safetyCheck({ diet: 'vegan', avoid: ['nuts'] })).toBe(safetyCheck({ avoid: ['nuts'], diet: 'vegan' }));
  expect(safetyCheck({ diet: 'vegan', avoid: ['nuts'] })).not.toBe(safetyCheck({ diet: 'vegan', avoid: ['nuts', 'soy'] }));
});

test('the sentence for asking again names the words found, each quoted once', () => {
  expect(conflictSentence([])).toBe('');
  expect(conflictSentence([' ', ''])).toBe('');
  expect(conflictSentence(['Almonds'])).toBe(
    'The last recipe used "almonds", which this cook must avoid. ' +
      'Write a different recipe without it, and do not mention it at all, not even as an option or a substitute.',
  );
  expect(conflictSentence(['almonds', 'butter'])).toMatch(/^The last recipe used "almonds" and "butter", which .* without them,/);
  expect(conflictSentence(['almonds', 'pine\nnuts', 'Almonds', 'butter'])).toMatch(
    /^The last recipe used "almonds", "pine nuts" and "butter", which/,
  );
  expect(conflictSentence(['say "hi"'])).toContain('"say \\"hi\\""');
});

test('capitals are found, and reported as written, even after letters whose lowercase differs (İ, ẞ, Σ)', () => {
  const text = 'İSTANBUL ẞ ΣΑΛΑΤΑ: Peanut Butter, ALMONDS and Crème Fraîche';
  expect(findConflicts(text, { avoid: ['peanuts', 'tree nuts'], diet: 'vegan' })).toEqual([
    { word: 'Peanut Butter', because: 'peanuts', kind: 'avoid' },
    { word: 'ALMONDS', because: 'tree nuts', kind: 'avoid' },
    { word: 'Crème Fraîche', because: 'vegan', kind: 'diet' },
  ]);
});

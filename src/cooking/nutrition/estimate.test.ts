import { expect, test } from 'vitest';
import { readIngredientLine } from '../../../core/reading/ingredient-line.ts';
import { readRecipe } from '../../../core/reading/recipe.ts';
import { packOf } from '../../../test-support/reading.ts';
import { recipeCorpus } from '../../../test-support/recipe-corpus.ts';
import { estimateLine, estimatePieces, estimateRecipe, figuresAt, roundGrams, saltGrams, type NotCountedReason } from './estimate.ts';
import { inSlices } from '../slices.ts';
import table from './foods.json';
import { readFoods, type FoodFile } from './foods.ts';
import { indexFoods, matchFood, normalizeName } from './match.ts';

const index = await indexFoods(readFoods(table as FoodFile));
const line = (text: string) => estimateLine(readIngredientLine(text), index);
const grams = (text: string) => {
  const result = line(text);
  if (!result.counted) throw new Error(`${text} was not counted: ${JSON.stringify(result.reason)}`);
  return result.grams;
};
const food = (name: string) => index.byName.get(normalizeName(name))!;

test.each([
  ['200 g flour', 200],
  ['1 kg potatoes', 1000],
  ['8 oz cheddar', 226.8],
  ['1 lb ground beef', 453.6],
  ['250 ml milk', (250 / 236.588) * 244],
  ['1 l milk', (1000 / 236.588) * 244],
  ['2 dl milk', (200 / 236.588) * 244],
  ['10 cl milk', (100 / 236.588) * 244],
  ['4 fl oz milk', 4 * 30.5],
  ['1 tbsp butter', 14.2],
  ['1 tsp salt', 6],
  ['1 stick butter', 113],
  ['1 can (400 g) chickpeas', 400],
  ['1 (14 oz) can tomatoes', 14 * 28.3495],
  ['1 tin chickpeas', 400],
  ['2 eggs', 2 * 44],
  ['3 large eggs, beaten', 3 * 50],
  ['1 small onion', 70],
  ['3 cloves garlic', 9],
  ['1/2 cup rice', 92.5],
  ['1 1/2 cups rice', 277.5],
  ['1½ cups oats', 1.5 * 81],
  ['2-3 tbsp milk', 2.5 * 15],
  ['2 slices bread', 2 * 28],
])('%s weighs %f g', (text, expected) => {
  expect(grams(text)).toBeCloseTo(expected, 0);
});

test('a cup weighs what a cup of that food weighs, never one density for all', () => {
  expect(grams('1 cup flour')).toBe(125);
  expect(grams('1 cup sugar')).toBe(200);
  expect(grams('1 cup milk')).toBe(244);
  expect(grams('1 cup honey')).toBe(339);
});

test('a range counts its midpoint, a count its medium size unless the line names one', () => {
  expect(grams('1 to 2 tsp cinnamon')).toBeCloseTo(1.5 * grams('1 tsp cinnamon'));
  expect(grams('1 onion')).toBe(110);
  expect(grams('1 large onion')).toBe(150);
  expect(grams('1 medium banana')).toBe(grams('1 banana'));
});

test('the canned food when the line says can or tin, the food as bought otherwise', () => {
  const canned = line('1 can (400 g) chickpeas');
  const dry = line('1 cup chickpeas');
  expect(canned.counted && canned.food.description).toMatch(/canned/);
  expect(dry.counted && dry.food.description).toMatch(/raw/);
  const cooked = line('2 cups cooked rice');
  expect(cooked.counted && cooked.food.description).toMatch(/cooked/);
});

test.each<[string, NotCountedReason]>([
  ['Salt to taste', { why: 'to taste' }],
  ['Salt and pepper, to taste', { why: 'to taste' }],
  ['A pinch of salt', { why: 'a pinch' }],
  ['1 pinch of salt', { why: 'too little', unit: 'pinch' }],
  ['Fresh parsley, for garnish', { why: 'no quantity' }],
  ['2 cups unobtainium', { why: 'not in the food table' }],
  ['1 spaghetti squash', { why: 'no weight for one', name: 'spaghetti squash' }],
])('%s is not counted (%j)', (text, reason) => {
  expect(line(text)).toEqual({ text, counted: false, reason });
});

test('US and UK names, and the kitchen languages, name the same food', () => {
  for (const [one, other] of [
    ['courgette', 'zucchini'],
    ['aubergine', 'eggplant'],
    ['coriander', 'cilantro'],
    ['spring onion', 'scallion'],
    ['double cream', 'heavy cream'],
    ['plain flour', 'all-purpose flour'],
    ['caster sugar', 'superfine sugar'],
    ['chickpeas', 'garbanzo beans'],
    ['minced beef', 'ground beef'],
    ['prawns', 'shrimp'],
    ['rocket', 'arugula'],
    ['huevos', 'eggs'],
    ['Kartoffeln', 'potatoes'],
  ] as const) {
    expect(matchFood(one, index)?.food, one).toBeDefined();
    expect(matchFood(one, index)?.food, `${one} / ${other}`).toBe(matchFood(other, index)?.food);
  }
});

test('a near spelling of one curated name matches, and says so; a far or ambiguous one does not', () => {
  expect(matchFood('zuchini', index)).toEqual({ food: food('zucchini'), fuzzy: true });
  // As near to "tomato" as to "tomate" (Spanish): not guessed, though both are the same food.
  expect(matchFood('tomatoe', index)).toBeNull();
  expect(matchFood('brocoli', index)).toEqual({ food: food('broccoli'), fuzzy: true });
  expect(matchFood('tomahawk', index)).toBeNull();
});

// [the ingredient, the food it must never be read as]
const TRAPS: [string, string][] = [
  ['peanut butter', 'butter'],
  ['almond butter', 'butter'],
  ['apple butter', 'butter'],
  ['cocoa butter', 'butter'],
  ['buttermilk', 'butter'],
  ['buttermilk', 'milk'],
  ['coconut milk', 'milk'],
  ['almond milk', 'almonds'],
  ['almond milk', 'milk'],
  ['soy milk', 'milk'],
  ['oat milk', 'oats'],
  ['rice milk', 'rice'],
  ['chocolate milk', 'milk'],
  ['cream of tartar', 'cream'],
  ['coconut cream', 'cream'],
  ['sour cream', 'cream'],
  ['ice cream', 'cream'],
  ['cream cheese', 'cheese'],
  ['eggplant', 'egg'],
  ['egg noodles', 'egg'],
  ['egg yolks', 'egg'],
  ['sweet potato', 'potato'],
  ['potato chips', 'potato'],
  ['spaghetti squash', 'spaghetti'],
  ['green onions', 'onion'],
  ['onion powder', 'onion'],
  ['garlic powder', 'garlic'],
  ['rice vinegar', 'rice'],
  ['rice noodles', 'rice'],
  ['rice flour', 'rice'],
  ['chickpea flour', 'flour'],
  ['almond flour', 'flour'],
  ['tomato paste', 'tomato'],
  ['cherry tomatoes', 'cherry'],
  ['lemon juice', 'lemon'],
  ['orange juice', 'orange'],
  ['apple cider vinegar', 'apple'],
  ['chicken stock', 'chicken'],
  ['beef broth', 'beef'],
  ['peanut oil', 'peanuts'],
  ['coconut oil', 'coconut'],
  ['red pepper flakes', 'red bell pepper'],
  ['bell pepper', 'black pepper'],
  ['strawberry jam', 'strawberries'],
  ['butternut squash', 'butter'],
  ['ginger ale', 'ginger'],
];

test(`${TRAPS.length} look-alikes never match the food they only resemble`, () => {
  const wrong = TRAPS.filter(([ingredient, lookalike]) => {
    const forbidden = food(lookalike);
    expect(forbidden, lookalike).toBeDefined();
    return [ingredient, `2 cups ${ingredient}`, `1 tbsp ${ingredient}`].some((text) => {
      const result = text === ingredient ? matchFood(text, index)?.food : (line(text) as { food?: unknown }).food;
      return result === forbidden;
    });
  });
  expect(wrong).toEqual([]);
});

const recipe = (preamble: string) => readRecipe(`# Soup\n\n${preamble}\n\n## Ingredients\n- 1 onion\n- 2 carrots\n\n## Steps\n1. Cook.\n`)!;

test.each([
  ['Serves 4', 'en'],
  ['Servings: 4', 'en'],
  ['Makes 4 portions', 'en'],
  ['for 4 people', 'en'],
  ['Raciones: 4', 'es'],
  ['Para 4 personas', 'es'],
  ['Pour 4 personnes', 'fr'],
  ['Für 4 Personen', 'de'],
  ['Per 4 persone', 'it'],
  ['Para 4 pessoas', 'pt'],
  ['Voor 4 personen', 'nl'],
  ['Dla 4 osób', 'pl'],
  ['材料（4人分）', 'ja'],
  ['4人份', 'zh'],
] as const)('servings come from the recipe: %s', (preamble, language) => {
  const pack = packOf(language);
  expect(estimateRecipe(readRecipe(`# Soup\n\n${preamble}\n\n- 1 onion\n\n1. Cook.\n`, pack)!, index, 2, pack).servings).toBe(4);
});

test("servings come from the kitchen when the recipe is silent, else the figures are the whole recipe's", () => {
  expect(estimateRecipe(recipe('A warming soup.'), index, 3).servings).toBe(3);
  expect(estimateRecipe(recipe('A warming soup.'), index).servings).toBeNull();
});

test('scaling keeps the values per serving and scales the servings; a whole recipe grows with it', () => {
  const served = estimateRecipe(recipe('Serves 2'), index);
  expect(figuresAt(served, 2)).toEqual({ nutrients: figuresAt(served, 1).nutrients, servings: 4 });
  expect(figuresAt(served, 0.5).servings).toBe(1);
  const whole = estimateRecipe(recipe('A warming soup.'), index);
  expect(figuresAt(whole, 2).nutrients.kcal).toBeCloseTo(2 * figuresAt(whole, 1).nutrients.kcal);
  // A medium onion (110 g at 40 kcal per 100 g) and two medium carrots (2 × 61 g at 41 kcal).
  expect(figuresAt(whole, 1).nutrients.kcal).toBeCloseTo((110 * 40 + 122 * 41) / 100, 6);
});

test('figures round as a label shows them, and salt is sodium × 2.5', () => {
  expect(roundGrams(12.6)).toBe(13);
  expect(roundGrams(4.26)).toBe(4.3);
  expect(roundGrams(0.04)).toBe(0);
  expect(saltGrams(1000)).toBe(2.5);
});

test('the estimate made in slices, a line at a time, is the estimate made at once, for every corpus recipe', async () => {
  for (const { markdown } of recipeCorpus) {
    const recipe = readRecipe(markdown);
    if (!recipe) continue;
    let pauses = 0;
    const sliced = await inSlices(
      estimatePieces(recipe, index, 4),
      async () => {
        pauses++;
      },
      0,
    );
    expect(sliced, recipe.title ?? '').toEqual(estimateRecipe(recipe, index, 4));
    expect(pauses).toBe(recipe.ingredients.length);
  }
});

/**
 * The estimate's quality, measured: coverage on the project's corpus of recipe texts and accuracy
 * against figures worked out by hand from the same USDA data (docs/nutrition.md reports both).
 */
import { expect, test } from 'vitest';
import { recipeCorpus } from '../../../test-support/recipe-corpus.ts';
import { readRecipe } from '../../../core/reading/recipe.ts';
import { estimateRecipe, figuresAt } from './estimate.ts';
import table from './foods.json';
import { readFoods, type FoodFile } from './foods.ts';
import { indexFoods } from './match.ts';

const index = await indexFoods(readFoods(table as FoodFile));

test('coverage: at least 90% of the corpus lines that carry a quantity are counted', () => {
  let withQuantity = 0;
  let counted = 0;
  const missed: string[] = [];
  for (const { markdown } of recipeCorpus) {
    const recipe = readRecipe(markdown);
    if (!recipe) continue;
    const estimate = estimateRecipe(recipe, index);
    recipe.ingredients.forEach((line, at) => {
      if (line.quantity === null) return;
      withQuantity++;
      const result = estimate.lines[at]!;
      if (result.counted) counted++;
      else missed.push(`${line.text}: ${JSON.stringify(result.reason)}`);
    });
  }
  const share = counted / withQuantity;
  console.info(
    `nutrition coverage: ${counted} of ${withQuantity} lines with a quantity (${(share * 100).toFixed(1)}%); not counted: ${missed.join('; ')}`,
  );
  expect(withQuantity).toBeGreaterThan(80);
  expect(share).toBeGreaterThanOrEqual(0.9);
});

type HandWorked = { name: string; markdown: string; kitchenServings?: number; kcal: number; protein: number; carbs: number };

// Each figure worked out by hand from data/usda-sr/foods.tsv (per 100 g) and portions.tsv (grams
// per measure); a tablespoon is 14.787 ml and a cup 236.588 ml where a food has only a cup.
const HAND_WORKED: HandWorked[] = [
  // garlic butter spaghetti (Serves 2):
  //   200 g spaghetti: 200 g = 200.0 g of 20120 Spaghetti, dry (371 kcal, 13.04 g protein, 74.67 g carbs per 100 g)
  //     → 742 kcal, 26.1 g protein, 149.3 g carbs
  //   3 tbsp butter: 3 × 14.2 g (tbsp) = 42.6 g of 01001 Butter, salted (717 kcal, 0.85 g protein, 0.06 g carbs per 100 g)
  //     → 305 kcal, 0.4 g protein, 0.0 g carbs
  //   4 cloves garlic, minced: 4 × 3.0 g (clove) = 12.0 g of 11215 Garlic, raw (149 kcal, 6.36 g protein, 33.06 g carbs per 100 g)
  //     → 18 kcal, 0.8 g protein, 4.0 g carbs
  //   Salt and pepper, to taste: not counted
  //   total 1065 kcal, 27.2 g protein, 153.3 g carbs; ÷ 2 = 533 kcal, 13.6 g protein, 76.7 g carbs per serving
  {
    name: 'garlic butter spaghetti',
    markdown:
      '# Garlic butter spaghetti\n\nServes 2\n\n## Ingredients\n- 200 g spaghetti\n- 3 tbsp butter\n- 4 cloves garlic, minced\n- Salt and pepper, to taste\n\n## Instructions\n1. Cook it.\n',
    kcal: 533,
    protein: 13.6,
    carbs: 76.7,
  },
  // pancakes (Serves 4):
  //   2 cups flour: 2 × 125 g (cup) = 250.0 g of 20081 Wheat flour, all-purpose (364 kcal, 10.33 g protein, 76.31 g carbs per 100 g)
  //     → 910 kcal, 25.8 g protein, 190.8 g carbs
  //   2 eggs: 2 × 44 g (medium) = 88.0 g of 01123 Egg, whole, raw (143 kcal, 12.56 g protein, 0.72 g carbs per 100 g)
  //     → 126 kcal, 11.1 g protein, 0.6 g carbs
  //   1 1/2 cups milk: 1.5 × 244 g (cup) = 366.0 g of 01077 Milk, whole (61 kcal, 3.15 g protein, 4.8 g carbs per 100 g)
  //     → 223 kcal, 11.5 g protein, 17.6 g carbs
  //   2 tbsp sugar: 2 tbsp = 29.57 ml = 0.125 cup × 200 g (sugar has no tbsp; its cup) = 25.0 g of 19335 Sugars, granulated (387 kcal, 0.0 g protein, 99.98 g carbs per 100 g)
  //     → 97 kcal, 0.0 g protein, 25.0 g carbs
  //   2 tsp baking powder: 2 × 4.6 g (tsp) = 9.2 g of 18369 Baking powder (53 kcal, 0.0 g protein, 27.7 g carbs per 100 g)
  //     → 5 kcal, 0.0 g protein, 2.5 g carbs
  //   total 1361 kcal, 48.4 g protein, 236.5 g carbs; ÷ 4 = 340 kcal, 12.1 g protein, 59.1 g carbs per serving
  {
    name: 'pancakes',
    markdown:
      '# Pancakes\n\nServes 4\n\n## Ingredients\n- 2 cups flour\n- 2 eggs\n- 1 1/2 cups milk\n- 2 tbsp sugar\n- 2 tsp baking powder\n\n## Instructions\n1. Cook it.\n',
    kcal: 340,
    protein: 12.1,
    carbs: 59.1,
  },
  // chickpea curry (Serves 4):
  //   1 can (400 g) chickpeas: 400 g from the line = 400.0 g of 16058 Chickpeas, canned, solids and liquids (88 kcal, 4.92 g protein, 13.49 g carbs per 100 g)
  //     → 352 kcal, 19.7 g protein, 54.0 g carbs
  //   400 ml coconut milk: 400 ml = 1.691 cup × 226 g = 382.1 g of 12118 Coconut milk, canned (197 kcal, 2.02 g protein, 2.81 g carbs per 100 g)
  //     → 753 kcal, 7.7 g protein, 10.7 g carbs
  //   1 onion, chopped: 110 g (medium) = 110.0 g of 11282 Onions, raw (40 kcal, 1.1 g protein, 9.34 g carbs per 100 g)
  //     → 44 kcal, 1.2 g protein, 10.3 g carbs
  //   2 tbsp olive oil: 2 × 13.5 g (tablespoon) = 27.0 g of 04053 Oil, olive (884 kcal, 0.0 g protein, 0.0 g carbs per 100 g)
  //     → 239 kcal, 0.0 g protein, 0.0 g carbs
  //   1 tbsp curry powder: 6.3 g (tbsp) = 6.3 g of 02015 Curry powder (325 kcal, 14.29 g protein, 55.83 g carbs per 100 g)
  //     → 20 kcal, 0.9 g protein, 3.5 g carbs
  //   total 1408 kcal, 29.5 g protein, 78.5 g carbs; ÷ 4 = 352 kcal, 7.4 g protein, 19.6 g carbs per serving
  {
    name: 'chickpea curry',
    markdown:
      '# Chickpea curry\n\nServes 4\n\n## Ingredients\n- 1 can (400 g) chickpeas\n- 400 ml coconut milk\n- 1 onion, chopped\n- 2 tbsp olive oil\n- 1 tbsp curry powder\n\n## Instructions\n1. Cook it.\n',
    kcal: 352,
    protein: 7.4,
    carbs: 19.6,
  },
  // chicken and rice (Serves 4):
  //   500 g chicken breast: 500 g = 500.0 g of 05062 Chicken breast, raw (120 kcal, 22.5 g protein, 0.0 g carbs per 100 g)
  //     → 600 kcal, 112.5 g protein, 0.0 g carbs
  //   1 1/2 cups rice: 1.5 × 185 g (cup) = 277.5 g of 20044 Rice, white, long-grain, raw (365 kcal, 7.13 g protein, 79.95 g carbs per 100 g)
  //     → 1013 kcal, 19.8 g protein, 221.9 g carbs
  //   2 tbsp soy sauce: 2 × 16 g (tbsp) = 32.0 g of 16123 Soy sauce (53 kcal, 8.14 g protein, 4.93 g carbs per 100 g)
  //     → 17 kcal, 2.6 g protein, 1.6 g carbs
  //   1 red bell pepper: 119 g (medium) = 119.0 g of 11821 Peppers, sweet, red, raw (31 kcal, 0.99 g protein, 6.03 g carbs per 100 g)
  //     → 37 kcal, 1.2 g protein, 7.2 g carbs
  //   total 1667 kcal, 136.1 g protein, 230.6 g carbs; ÷ 4 = 417 kcal, 34.0 g protein, 57.7 g carbs per serving
  {
    name: 'chicken and rice',
    markdown:
      '# Chicken and rice\n\nServes 4\n\n## Ingredients\n- 500 g chicken breast\n- 1 1/2 cups rice\n- 2 tbsp soy sauce\n- 1 red bell pepper\n\n## Instructions\n1. Cook it.\n',
    kcal: 417,
    protein: 34.0,
    carbs: 57.7,
  },
  // tomato penne (Serves 4):
  //   400 g penne: 400 g (penne is dry pasta: 20120) = 400.0 g of 20120 Spaghetti, dry (371 kcal, 13.04 g protein, 74.67 g carbs per 100 g)
  //     → 1484 kcal, 52.2 g protein, 298.7 g carbs
  //   1 (14 oz) can tomatoes: 14 oz = 396.9 g = 396.9 g of 11531 Tomatoes, canned (17 kcal, 0.78 g protein, 4.0 g carbs per 100 g)
  //     → 67 kcal, 3.1 g protein, 15.9 g carbs
  //   2 tbsp olive oil: 2 × 13.5 g (tablespoon) = 27.0 g of 04053 Oil, olive (884 kcal, 0.0 g protein, 0.0 g carbs per 100 g)
  //     → 239 kcal, 0.0 g protein, 0.0 g carbs
  //   3 cloves garlic: 3 × 3.0 g = 9.0 g of 11215 Garlic, raw (149 kcal, 6.36 g protein, 33.06 g carbs per 100 g)
  //     → 13 kcal, 0.6 g protein, 3.0 g carbs
  //   50 g parmesan: 50 g = 50.0 g of 01033 Cheese, parmesan, hard (392 kcal, 35.75 g protein, 3.22 g carbs per 100 g)
  //     → 196 kcal, 17.9 g protein, 1.6 g carbs
  //   total 2000 kcal, 73.7 g protein, 319.1 g carbs; ÷ 4 = 500 kcal, 18.4 g protein, 79.8 g carbs per serving
  {
    name: 'tomato penne',
    markdown:
      '# Tomato penne\n\nServes 4\n\n## Ingredients\n- 400 g penne\n- 1 (14 oz) can tomatoes\n- 2 tbsp olive oil\n- 3 cloves garlic\n- 50 g parmesan\n\n## Instructions\n1. Cook it.\n',
    kcal: 500,
    protein: 18.4,
    carbs: 79.8,
  },
  // cheese omelette (Serves 1):
  //   3 large eggs: 3 × 50 g (large) = 150.0 g of 01123 Egg, whole, raw (143 kcal, 12.56 g protein, 0.72 g carbs per 100 g)
  //     → 214 kcal, 18.8 g protein, 1.1 g carbs
  //   1 tbsp butter: 14.2 g (tbsp) = 14.2 g of 01001 Butter, salted (717 kcal, 0.85 g protein, 0.06 g carbs per 100 g)
  //     → 102 kcal, 0.1 g protein, 0.0 g carbs
  //   30 g cheddar: 30 g = 30.0 g of 01009 Cheese, cheddar (403 kcal, 24.9 g protein, 1.28 g carbs per 100 g)
  //     → 121 kcal, 7.5 g protein, 0.4 g carbs
  //   total 437 kcal, 26.4 g protein, 1.5 g carbs; ÷ 1 = 437 kcal, 26.4 g protein, 1.5 g carbs per serving
  {
    name: 'cheese omelette',
    markdown:
      '# Cheese omelette\n\nServes 1\n\n## Ingredients\n- 3 large eggs\n- 1 tbsp butter\n- 30 g cheddar\n\n## Instructions\n1. Cook it.\n',
    kcal: 437,
    protein: 26.4,
    carbs: 1.5,
  },
  // lentil soup (Servings: 4):
  //   1 cup lentils: 192 g (cup) = 192.0 g of 16069 Lentils, raw (343 kcal, 25.8 g protein, 60.08 g carbs per 100 g)
  //     → 659 kcal, 49.5 g protein, 115.4 g carbs
  //   2 carrots: 2 × 61 g (medium) = 122.0 g of 11124 Carrots, raw (41 kcal, 0.93 g protein, 9.58 g carbs per 100 g)
  //     → 50 kcal, 1.1 g protein, 11.7 g carbs
  //   1 onion: 110 g = 110.0 g of 11282 Onions, raw (40 kcal, 1.1 g protein, 9.34 g carbs per 100 g)
  //     → 44 kcal, 1.2 g protein, 10.3 g carbs
  //   1 l vegetable stock: 1000 ml = 4.227 cups × 235 g = 993.3 g of 06615 Vegetable broth (5 kcal, 0.0 g protein, 1.28 g carbs per 100 g)
  //     → 50 kcal, 0.0 g protein, 12.7 g carbs
  //   total 802 kcal, 51.9 g protein, 150.0 g carbs; ÷ 4 = 201 kcal, 13.0 g protein, 37.5 g carbs per serving
  {
    name: 'lentil soup',
    markdown:
      '# Lentil soup\n\nServings: 4\n\n## Ingredients\n- 1 cup lentils\n- 2 carrots\n- 1 onion\n- 1 l vegetable stock\n\n## Instructions\n1. Cook it.\n',
    kcal: 201,
    protein: 13.0,
    carbs: 37.5,
  },
  // banana porridge (Serves 2):
  //   1 cup oats: 81 g (cup) = 81.0 g of 08120 Oats, dry (379 kcal, 13.15 g protein, 67.7 g carbs per 100 g)
  //     → 307 kcal, 10.7 g protein, 54.8 g carbs
  //   2 cups milk: 2 × 244 g = 488.0 g of 01077 Milk, whole (61 kcal, 3.15 g protein, 4.8 g carbs per 100 g)
  //     → 298 kcal, 15.4 g protein, 23.4 g carbs
  //   2 tbsp honey: 2 × 21 g (tbsp) = 42.0 g of 19296 Honey (304 kcal, 0.3 g protein, 82.4 g carbs per 100 g)
  //     → 128 kcal, 0.1 g protein, 34.6 g carbs
  //   1 banana: 118 g (medium) = 118.0 g of 09040 Bananas, raw (89 kcal, 1.09 g protein, 22.84 g carbs per 100 g)
  //     → 105 kcal, 1.3 g protein, 27.0 g carbs
  //   total 837 kcal, 27.4 g protein, 139.8 g carbs; ÷ 2 = 419 kcal, 13.7 g protein, 69.9 g carbs per serving
  {
    name: 'banana porridge',
    markdown:
      '# Banana porridge\n\nServes 2\n\n## Ingredients\n- 1 cup oats\n- 2 cups milk\n- 2 tbsp honey\n- 1 banana\n\n## Instructions\n1. Cook it.\n',
    kcal: 419,
    protein: 13.7,
    carbs: 69.9,
  },
  // beef tacos (Serves 4):
  //   500 g ground beef: 500 g = 500.0 g of 23572 Beef, ground, 80/20, raw (254 kcal, 17.17 g protein, 0.0 g carbs per 100 g)
  //     → 1270 kcal, 85.8 g protein, 0.0 g carbs
  //   8 corn tortillas: 8 × 24 g (one tortilla) = 192.0 g of 18363 Tortillas, corn (218 kcal, 5.7 g protein, 44.64 g carbs per 100 g)
  //     → 419 kcal, 10.9 g protein, 85.7 g carbs
  //   1 avocado: 201 g (one avocado) = 201.0 g of 09037 Avocados, raw (160 kcal, 2.0 g protein, 8.53 g carbs per 100 g)
  //     → 322 kcal, 4.0 g protein, 17.1 g carbs
  //   100 g cheddar: 100 g = 100.0 g of 01009 Cheese, cheddar (403 kcal, 24.9 g protein, 1.28 g carbs per 100 g)
  //     → 403 kcal, 24.9 g protein, 1.3 g carbs
  //   total 2413 kcal, 125.7 g protein, 104.1 g carbs; ÷ 4 = 603 kcal, 31.4 g protein, 26.0 g carbs per serving
  {
    name: 'beef tacos',
    markdown:
      '# Beef tacos\n\nServes 4\n\n## Ingredients\n- 500 g ground beef\n- 8 corn tortillas\n- 1 avocado\n- 100 g cheddar\n\n## Instructions\n1. Cook it.\n',
    kcal: 603,
    protein: 31.4,
    carbs: 26.0,
  },
  // salmon and potatoes (Serves 2):
  //   2 salmon fillets: 2 × 150 g (curated count: a portion fillet) = 300.0 g of 15236 Salmon, Atlantic, farmed, raw (208 kcal, 20.42 g protein, 0.0 g carbs per 100 g)
  //     → 624 kcal, 61.3 g protein, 0.0 g carbs
  //   500 g potatoes: 500 g = 500.0 g of 11352 Potato, raw (77 kcal, 2.02 g protein, 17.47 g carbs per 100 g)
  //     → 385 kcal, 10.1 g protein, 87.3 g carbs
  //   1 tbsp olive oil: 13.5 g (tablespoon) = 13.5 g of 04053 Oil, olive (884 kcal, 0.0 g protein, 0.0 g carbs per 100 g)
  //     → 119 kcal, 0.0 g protein, 0.0 g carbs
  //   1 lemon: 58 g (one fruit) = 58.0 g of 09150 Lemons, raw (29 kcal, 1.1 g protein, 9.32 g carbs per 100 g)
  //     → 17 kcal, 0.6 g protein, 5.4 g carbs
  //   total 1145 kcal, 72.0 g protein, 92.8 g carbs; ÷ 2 = 573 kcal, 36.0 g protein, 46.4 g carbs per serving
  {
    name: 'salmon and potatoes',
    markdown:
      '# Salmon and potatoes\n\nServes 2\n\n## Ingredients\n- 2 salmon fillets\n- 500 g potatoes\n- 1 tbsp olive oil\n- 1 lemon\n\n## Instructions\n1. Cook it.\n',
    kcal: 573,
    protein: 36.0,
    carbs: 46.4,
  },
  // chocolate chip cookies (Makes 12 cookies):
  //   1 stick butter: 113 g (stick) = 113.0 g of 01001 Butter, salted (717 kcal, 0.85 g protein, 0.06 g carbs per 100 g)
  //     → 810 kcal, 1.0 g protein, 0.1 g carbs
  //   1 cup flour: 125 g = 125.0 g of 20081 Wheat flour, all-purpose (364 kcal, 10.33 g protein, 76.31 g carbs per 100 g)
  //     → 455 kcal, 12.9 g protein, 95.4 g carbs
  //   1/2 cup sugar: 0.5 × 200 g = 100.0 g of 19335 Sugars, granulated (387 kcal, 0.0 g protein, 99.98 g carbs per 100 g)
  //     → 387 kcal, 0.0 g protein, 100.0 g carbs
  //   1 egg: 44 g (medium) = 44.0 g of 01123 Egg, whole, raw (143 kcal, 12.56 g protein, 0.72 g carbs per 100 g)
  //     → 63 kcal, 5.5 g protein, 0.3 g carbs
  //   1/2 cup chocolate chips: 0.5 × 182 g (first cup listed: large chips) = 91.0 g of 19080 Semisweet chocolate (480 kcal, 4.2 g protein, 63.9 g carbs per 100 g)
  //     → 437 kcal, 3.8 g protein, 58.1 g carbs
  //   total 2152 kcal, 23.2 g protein, 253.9 g carbs; ÷ 12 = 179 kcal, 1.9 g protein, 21.2 g carbs per serving
  {
    name: 'chocolate chip cookies',
    markdown:
      '# Chocolate chip cookies\n\nMakes 12 cookies\n\n## Ingredients\n- 1 stick butter\n- 1 cup flour\n- 1/2 cup sugar\n- 1 egg\n- 1/2 cup chocolate chips\n\n## Instructions\n1. Cook it.\n',
    kcal: 179,
    protein: 1.9,
    carbs: 21.2,
  },
  // greek salad (for 4 people):
  //   2 tomatoes: 2 × 123 g (medium) = 246.0 g of 11529 Tomatoes, raw (18 kcal, 0.88 g protein, 3.89 g carbs per 100 g)
  //     → 44 kcal, 2.2 g protein, 9.6 g carbs
  //   1 cucumber: 301 g (one cucumber) = 301.0 g of 11205 Cucumber, raw (15 kcal, 0.65 g protein, 3.63 g carbs per 100 g)
  //     → 45 kcal, 2.0 g protein, 10.9 g carbs
  //   200 g feta: 200 g = 200.0 g of 01019 Cheese, feta (264 kcal, 14.21 g protein, 4.09 g carbs per 100 g)
  //     → 528 kcal, 28.4 g protein, 8.2 g carbs
  //   3 tbsp olive oil: 3 × 13.5 g (tablespoon) = 40.5 g of 04053 Oil, olive (884 kcal, 0.0 g protein, 0.0 g carbs per 100 g)
  //     → 358 kcal, 0.0 g protein, 0.0 g carbs
  //   1/2 cup olives: 0.5 cup = 8 tbsp × 8.4 g (olives have no cup; tbsp) = 67.2 g of 09193 Olives, ripe, canned (115 kcal, 0.84 g protein, 6.26 g carbs per 100 g)
  //     → 77 kcal, 0.6 g protein, 4.2 g carbs
  //   total 1053 kcal, 33.1 g protein, 32.9 g carbs; ÷ 4 = 263 kcal, 8.3 g protein, 8.2 g carbs per serving
  {
    name: 'greek salad',
    markdown:
      '# Greek salad\n\nfor 4 people\n\n## Ingredients\n- 2 tomatoes\n- 1 cucumber\n- 200 g feta\n- 3 tbsp olive oil\n- 1/2 cup olives\n\n## Instructions\n1. Cook it.\n',
    kcal: 263,
    protein: 8.3,
    carbs: 8.2,
  },
  // berry smoothie (no servings stated: the kitchen says 2):
  //   1 cup frozen berries: 221 g (first cup listed) = 221.0 g of 09318 Strawberries, frozen (35 kcal, 0.43 g protein, 9.13 g carbs per 100 g)
  //     → 77 kcal, 1.0 g protein, 20.2 g carbs
  //   1 banana: 118 g = 118.0 g of 09040 Bananas, raw (89 kcal, 1.09 g protein, 22.84 g carbs per 100 g)
  //     → 105 kcal, 1.3 g protein, 27.0 g carbs
  //   1 cup milk: 244 g = 244.0 g of 01077 Milk, whole (61 kcal, 3.15 g protein, 4.8 g carbs per 100 g)
  //     → 149 kcal, 7.7 g protein, 11.7 g carbs
  //   total 331 kcal, 9.9 g protein, 58.8 g carbs; ÷ 2 = 166 kcal, 5.0 g protein, 29.4 g carbs per serving
  {
    name: 'berry smoothie',
    markdown: '# Berry smoothie\n\n## Ingredients\n- 1 cup frozen berries\n- 1 banana\n- 1 cup milk\n\n## Instructions\n1. Cook it.\n',
    kitchenServings: 2,
    kcal: 166,
    protein: 5.0,
    carbs: 29.4,
  },
];

test.each(HAND_WORKED)('accuracy: $name is within 10% of the hand-worked kcal, protein and carbohydrate per serving', (recipe) => {
  const structured = readRecipe(recipe.markdown)!;
  const { nutrients, servings } = figuresAt(estimateRecipe(structured, index, recipe.kitchenServings), 1);
  expect(servings).not.toBeNull();
  for (const [figure, expected] of [
    [nutrients.kcal, recipe.kcal],
    [nutrients.protein, recipe.protein],
    [nutrients.carbs, recipe.carbs],
  ] as const) {
    // A tenth of the figure, and never less than half a gram for a figure that is nearly nothing.
    expect(Math.abs(figure - expected)).toBeLessThanOrEqual(Math.max(expected * 0.1, 0.5));
  }
});

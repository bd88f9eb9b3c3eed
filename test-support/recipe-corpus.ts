/**
 * Recipe texts as models write them, tidy and messy, with the structure each should read as.
 * Shared by the cooking tests (reading, scaling, shopping list, JSON-LD round trips).
 */

type ExpectedRecipe = {
  title: string | null;
  servings?: number | null;
  yield?: string | null;
  /** Minutes. */
  totalTime?: number | null;
  /** The ingredient lines as written, without Markdown. */
  ingredients: string[];
  /** What the cook would buy, per line, when the case is about that. */
  names?: string[];
  steps: string[];
  tip: string | null;
};

type CorpusRecipe = {
  name: string;
  markdown: string;
  /** null: not a recipe the cooking features can use. */
  expected: ExpectedRecipe | null;
};

export const recipeCorpus: CorpusRecipe[] = [
  {
    name: 'the layout the prompt asks for',
    markdown: `# Garlic Butter Spaghetti

## Ingredients
- 200 g spaghetti
- 3 tbsp butter
- 4 cloves garlic, minced
- Salt and pepper, to taste

## Instructions
1. Cook the spaghetti in salted boiling water for 10 minutes.
2. Melt the butter and fry the garlic for 1 minute.
3. Toss the pasta in the garlic butter and season.

## Extra Tip
Add a squeeze of lemon for brightness.
`,
    expected: {
      title: 'Garlic Butter Spaghetti',
      ingredients: ['200 g spaghetti', '3 tbsp butter', '4 cloves garlic, minced', 'Salt and pepper, to taste'],
      names: ['spaghetti', 'butter', 'garlic', 'Salt and pepper'],
      steps: [
        'Cook the spaghetti in salted boiling water for 10 minutes.',
        'Melt the butter and fry the garlic for 1 minute.',
        'Toss the pasta in the garlic butter and season.',
      ],
      tip: 'Add a squeeze of lemon for brightness.',
    },
  },
  {
    name: 'the whole answer in a markdown fence',
    markdown:
      '```markdown\n# Tomato Rice\n\n## Ingredients\n- 1 1/2 cups rice\n- 2 tomatoes, diced\n\n## Instructions\n' +
      '1. Rinse the rice.\n2. Simmer with the tomatoes for 18 minutes.\n\n## Extra Tip\nUse stock instead of water.\n```\n',
    expected: {
      title: 'Tomato Rice',
      ingredients: ['1 1/2 cups rice', '2 tomatoes, diced'],
      names: ['rice', 'tomatoes'],
      steps: ['Rinse the rice.', 'Simmer with the tomatoes for 18 minutes.'],
      tip: 'Use stock instead of water.',
    },
  },
  {
    name: 'preamble and sign-off chatter around a fenced recipe',
    markdown: `Sure! Here's a lovely recipe using your ingredients:

\`\`\`
# Cheesy Omelette

## Ingredients
- 3 large eggs, beaten
- ½ cup grated cheddar

## Instructions
1. Whisk the eggs.
2. Cook for 2-3 minutes, add the cheese and fold.

## Extra Tip
Add chives.
\`\`\`

I hope you enjoy it! Let me know if you'd like another idea.`,
    expected: {
      title: 'Cheesy Omelette',
      ingredients: ['3 large eggs, beaten', '½ cup grated cheddar'],
      names: ['eggs', 'cheddar'],
      steps: ['Whisk the eggs.', 'Cook for 2-3 minutes, add the cheese and fold.'],
      tip: 'Add chives.',
    },
  },
  {
    name: 'preamble and sign-off chatter without a fence',
    markdown: `Absolutely! Here's a simple idea for tonight.

# Chickpea Curry

## Ingredients
- 1 can (400g) chickpeas
- 400 ml coconut milk
- 1 onion, finely chopped

## Instructions
1. Fry the onion until soft.
2. Add the chickpeas and coconut milk and simmer for 15 minutes.

## Extra Tip
Serve with rice or naan.

Enjoy your meal! Let me know if you want a variation.`,
    expected: {
      title: 'Chickpea Curry',
      ingredients: ['1 can (400g) chickpeas', '400 ml coconut milk', '1 onion, finely chopped'],
      names: ['chickpeas', 'coconut milk', 'onion'],
      steps: ['Fry the onion until soft.', 'Add the chickpeas and coconut milk and simmer for 15 minutes.'],
      tip: 'Serve with rice or naan.',
    },
  },
  {
    name: 'bold pseudo-headings and a bold title',
    markdown: `**Lemon Herb Chicken**

**Ingredients:**
- 2 chicken breasts
- 1 lemon, juiced
- 2 tbsp olive oil

**Instructions:**
1. Marinate the chicken in lemon and oil for 30 minutes.
2. Grill for 6 to 7 minutes per side.

**Extra Tip:**
Let the chicken rest before slicing.`,
    expected: {
      title: 'Lemon Herb Chicken',
      ingredients: ['2 chicken breasts', '1 lemon, juiced', '2 tbsp olive oil'],
      names: ['chicken breasts', 'lemon', 'olive oil'],
      steps: ['Marinate the chicken in lemon and oil for 30 minutes.', 'Grill for 6 to 7 minutes per side.'],
      tip: 'Let the chicken rest before slicing.',
    },
  },
  {
    name: 'plain "Ingredients:" and "Instructions:" lines',
    markdown: `# Banana Pancakes

Ingredients:
- 1 ripe banana
- 2 eggs
- 1/4 cup flour

Instructions:
1. Mash the banana and whisk in the eggs and flour.
2. Cook spoonfuls for 1-2 minutes per side.

Extra Tip:
Top with honey.`,
    expected: {
      title: 'Banana Pancakes',
      ingredients: ['1 ripe banana', '2 eggs', '1/4 cup flour'],
      names: ['banana', 'eggs', 'flour'],
      steps: ['Mash the banana and whisk in the eggs and flour.', 'Cook spoonfuls for 1-2 minutes per side.'],
      tip: 'Top with honey.',
    },
  },
  {
    name: 'level-three section headings under a level-two title',
    markdown: `## Roasted Vegetables

### Ingredients
* 2 carrots
* 1 red bell pepper
* 2 tablespoons olive oil

### Instructions
1. Heat the oven to 220°C.
2. Roast the vegetables for 25 to 30 minutes.

### Extra Tip
Sprinkle with feta.`,
    expected: {
      title: 'Roasted Vegetables',
      ingredients: ['2 carrots', '1 red bell pepper', '2 tablespoons olive oil'],
      names: ['carrots', 'red bell pepper', 'olive oil'],
      steps: ['Heat the oven to 220°C.', 'Roast the vegetables for 25 to 30 minutes.'],
      tip: 'Sprinkle with feta.',
    },
  },
  {
    name: 'unicode fractions, ranges and an approximate amount',
    markdown: `# Oat Cookies

## Ingredients
- 1½ cups oats
- ¾ cup sugar
- 2-3 tbsp milk
- about 100 g butter
- 1 to 2 tsp cinnamon

## Instructions
1. Mix everything.
2. Bake for 12 minutes.

## Extra Tip
Add raisins.`,
    expected: {
      title: 'Oat Cookies',
      ingredients: ['1½ cups oats', '¾ cup sugar', '2-3 tbsp milk', 'about 100 g butter', '1 to 2 tsp cinnamon'],
      names: ['oats', 'sugar', 'milk', 'butter', 'cinnamon'],
      steps: ['Mix everything.', 'Bake for 12 minutes.'],
      tip: 'Add raisins.',
    },
  },
  {
    name: 'steps as bullets rather than numbers',
    markdown: `# Quick Salad

## Ingredients
- 1 cucumber
- 200 g cherry tomatoes, halved

## Instructions
- Slice the cucumber.
- Toss with the tomatoes.

## Extra Tip
Dress just before serving.`,
    expected: {
      title: 'Quick Salad',
      ingredients: ['1 cucumber', '200 g cherry tomatoes, halved'],
      names: ['cucumber', 'cherry tomatoes'],
      steps: ['Slice the cucumber.', 'Toss with the tomatoes.'],
      tip: 'Dress just before serving.',
    },
  },
  {
    name: 'prose with no sections at all',
    markdown:
      "You could make a simple omelette: whisk a few eggs, pour them into a hot buttered pan and fold when set. It's quick and tasty!",
    expected: null,
  },
  {
    name: 'an empty answer',
    markdown: '',
    expected: null,
  },
  {
    name: 'a refusal',
    markdown: "I'm sorry, but I can't suggest a recipe with those items. Please list some foods you have.",
    expected: null,
  },
  {
    name: 'German headings and servings',
    markdown: `# Kartoffelsuppe

Für 4 Personen

## Zutaten
- 1 kg Kartoffeln
- 1 Zwiebel
- 1,5 l Gemüsebrühe

## Zubereitung
1. Die Zwiebel würfeln und anbraten.
2. Kartoffeln und Brühe zugeben und 20 Minuten kochen.

## Tipp
Mit Schnittlauch servieren.`,
    expected: {
      title: 'Kartoffelsuppe',
      servings: 4,
      yield: '4 servings',
      ingredients: ['1 kg Kartoffeln', '1 Zwiebel', '1,5 l Gemüsebrühe'],
      names: ['Kartoffeln', 'Zwiebel', 'Gemüsebrühe'],
      steps: ['Die Zwiebel würfeln und anbraten.', 'Kartoffeln und Brühe zugeben und 20 Minuten kochen.'],
      tip: 'Mit Schnittlauch servieren.',
    },
  },
  {
    name: 'numbered sub-lists under a labelled step',
    markdown: `# Stir-Fry

## Ingredients
- 300 g chicken thighs
- 2 tbsp soy sauce

## Instructions
1. Prepare the chicken:
   1. Slice it thinly.
   2. Toss it with the soy sauce.
2. Stir-fry for 5 minutes.

## Extra Tip
Add cashews.`,
    expected: {
      title: 'Stir-Fry',
      ingredients: ['300 g chicken thighs', '2 tbsp soy sauce'],
      steps: ['Prepare the chicken: Slice it thinly.', 'Toss it with the soy sauce.', 'Stir-fry for 5 minutes.'],
      tip: 'Add cashews.',
    },
  },
  {
    name: 'a step with sub-steps that is a step itself',
    markdown: `# Toast

## Ingredients
- 2 slices bread

## Instructions
1. Toast the bread for 2 minutes.
   - Watch it closely.
2. Butter it.`,
    expected: {
      title: 'Toast',
      ingredients: ['2 slices bread'],
      names: ['bread'],
      steps: ['Toast the bread for 2 minutes.', 'Watch it closely.', 'Butter it.'],
      tip: null,
    },
  },
  {
    name: 'ingredient groups under sub-headings',
    markdown: `# Pasta with Pesto

## Ingredients

### For the pesto
- 2 cups basil leaves
- 1/3 cup pine nuts

### For the pasta
- 250 g penne

## Instructions
1. Blend the pesto.
2. Cook the penne for 11 minutes and toss.

## Extra Tip
Freeze leftover pesto in cubes.`,
    expected: {
      title: 'Pasta with Pesto',
      ingredients: ['2 cups basil leaves', '1/3 cup pine nuts', '250 g penne'],
      names: ['basil leaves', 'pine nuts', 'penne'],
      steps: ['Blend the pesto.', 'Cook the penne for 11 minutes and toss.'],
      tip: 'Freeze leftover pesto in cubes.',
    },
  },
  {
    name: 'ingredient groups as nested bullets',
    markdown: `# Tacos

## Ingredients
- For the filling:
  - 500 g ground beef
  - 1 tsp cumin
- For serving:
  - 8 tortillas
  - 1 avocado, sliced

## Instructions
1. Brown the beef with the cumin for 8 minutes.
2. Fill the tortillas.`,
    expected: {
      title: 'Tacos',
      ingredients: ['500 g ground beef', '1 tsp cumin', '8 tortillas', '1 avocado, sliced'],
      names: ['ground beef', 'cumin', 'tortillas', 'avocado'],
      steps: ['Brown the beef with the cumin for 8 minutes.', 'Fill the tortillas.'],
      tip: null,
    },
  },
  {
    name: 'servings and total time stated under the title',
    markdown: `# Vegetable Soup

Serves 4 · Total time: 45 minutes

## Ingredients
- 2 potatoes
- 1 leek

## Instructions
1. Chop everything.
2. Simmer for 35 to 40 minutes.

## Extra Tip
Blend half for a creamier soup.`,
    expected: {
      title: 'Vegetable Soup',
      servings: 4,
      yield: '4 servings',
      totalTime: 45,
      ingredients: ['2 potatoes', '1 leek'],
      steps: ['Chop everything.', 'Simmer for 35 to 40 minutes.'],
      tip: 'Blend half for a creamier soup.',
    },
  },
  {
    name: 'a yield of cookies with prep and cook times',
    markdown: `# Chocolate Chip Cookies

*Makes 12 cookies* | Prep time: 15 minutes | Cook time: 10 minutes

## Ingredients
- 1 cup flour
- 1/2 cup chocolate chips
- 1 egg

## Instructions
1. Mix.
2. Bake for 10 minutes.

## Extra Tip
Chill the dough for chewier cookies.`,
    expected: {
      title: 'Chocolate Chip Cookies',
      servings: 12,
      yield: '12 cookies',
      totalTime: 25,
      ingredients: ['1 cup flour', '1/2 cup chocolate chips', '1 egg'],
      steps: ['Mix.', 'Bake for 10 minutes.'],
      tip: 'Chill the dough for chewier cookies.',
    },
  },
  {
    name: 'a details list before the ingredients',
    markdown: `# Shakshuka

- **Servings:** 2
- **Total Time:** 1 hour 15 minutes

## Ingredients
- 4 eggs
- 1 (14 oz) can tomatoes

## Instructions
1. Simmer the tomatoes for 10 minutes.
2. Crack in the eggs and cook covered for 5 min.

## Extra Tip
Serve with crusty bread.`,
    expected: {
      title: 'Shakshuka',
      servings: 2,
      yield: '2 servings',
      totalTime: 75,
      ingredients: ['4 eggs', '1 (14 oz) can tomatoes'],
      names: ['eggs', 'tomatoes'],
      steps: ['Simmer the tomatoes for 10 minutes.', 'Crack in the eggs and cook covered for 5 min.'],
      tip: 'Serve with crusty bread.',
    },
  },
  {
    name: 'trailing notes after a rule',
    markdown: `# Fried Rice

## Ingredients
- 2 cups cooked rice
- 2 eggs

## Instructions
1. Scramble the eggs.
2. Fry the rice for 3 minutes and mix.

## Extra Tip
Day-old rice fries best.

---

*Note: this recipe was generated for you by Pantry Chef. Nutrition values are estimates.*`,
    expected: {
      title: 'Fried Rice',
      ingredients: ['2 cups cooked rice', '2 eggs'],
      names: ['rice', 'eggs'],
      steps: ['Scramble the eggs.', 'Fry the rice for 3 minutes and mix.'],
      tip: 'Day-old rice fries best.',
    },
  },
  {
    name: 'a heading for each step',
    markdown: `# Baked Potatoes

## Ingredients
- 4 potatoes
- 2 tbsp olive oil

## Instructions

### Step 1: Prepare
Scrub and prick the potatoes.

### Step 2: Bake
Rub with oil and bake for 1 hour.

### Step 3: Serve`,
    expected: {
      title: 'Baked Potatoes',
      ingredients: ['4 potatoes', '2 tbsp olive oil'],
      steps: ['Prepare: Scrub and prick the potatoes.', 'Bake: Rub with oil and bake for 1 hour.', 'Serve'],
      tip: null,
    },
  },
  {
    name: 'steps written as lines of one paragraph',
    markdown: `# Hummus

Ingredients:
- 1 can chickpeas
- 2 tbsp tahini

Instructions:
Step 1: Drain the chickpeas.
Step 2: Blend with the tahini for 2 minutes.`,
    expected: {
      title: 'Hummus',
      ingredients: ['1 can chickpeas', '2 tbsp tahini'],
      steps: ['Drain the chickpeas.', 'Blend with the tahini for 2 minutes.'],
      tip: null,
    },
  },
  {
    name: 'no instructions section',
    markdown: `# Trail Mix

## Ingredients
- 1 cup almonds
- 1/2 cup raisins

## Extra Tip
Store in a jar.`,
    expected: {
      title: 'Trail Mix',
      ingredients: ['1 cup almonds', '1/2 cup raisins'],
      steps: [],
      tip: 'Store in a jar.',
    },
  },
  {
    name: 'ingredient lines without bullets',
    markdown: `# Simple Dressing

Ingredients:
3 tbsp olive oil
1 tbsp vinegar
1 tsp mustard

Instructions:
1. Whisk together.`,
    expected: {
      title: 'Simple Dressing',
      ingredients: ['3 tbsp olive oil', '1 tbsp vinegar', '1 tsp mustard'],
      names: ['olive oil', 'vinegar', 'mustard'],
      steps: ['Whisk together.'],
      tip: null,
    },
  },
  {
    name: 'a "Recipe:" title and emoji in headings',
    markdown: `# Recipe: Berry Smoothie

## 🛒 Ingredients
- 1 cup frozen berries
- 1 banana
- 1 cup milk

## 👩‍🍳 Instructions
1. Blend for 30 seconds.

## 💡 Extra Tip
Add a spoon of oats.`,
    expected: {
      title: 'Berry Smoothie',
      ingredients: ['1 cup frozen berries', '1 banana', '1 cup milk'],
      names: ['berries', 'banana', 'milk'],
      steps: ['Blend for 30 seconds.'],
      tip: 'Add a spoon of oats.',
    },
  },
  {
    name: 'other words for the sections',
    markdown: `# Guacamole

## What You'll Need
- 2 avocados
- 1 lime

## Method
1. Mash the avocados.
2. Stir in the lime juice.

## Notes
Press plastic wrap on the surface to keep it green.`,
    expected: {
      title: 'Guacamole',
      ingredients: ['2 avocados', '1 lime'],
      steps: ['Mash the avocados.', 'Stir in the lime juice.'],
      tip: 'Press plastic wrap on the surface to keep it green.',
    },
  },
  {
    name: 'directions and a list of tips and variations',
    markdown: `# Overnight Oats

## Ingredients
- 1/2 cup oats
- 1/2 cup milk

## Directions
1. Combine in a jar.
2. Refrigerate overnight.

## Tips & Variations
- Add cocoa for a chocolate version.
- Keeps for 3 days in the fridge.`,
    expected: {
      title: 'Overnight Oats',
      ingredients: ['1/2 cup oats', '1/2 cup milk'],
      steps: ['Combine in a jar.', 'Refrigerate overnight.'],
      tip: 'Add cocoa for a chocolate version.\nKeeps for 3 days in the fridge.',
    },
  },
  {
    name: 'a tip that starts on its label line',
    markdown: `# Garlic Bread

## Ingredients
- 1 baguette
- 4 tbsp butter
- 2 cloves garlic

## Instructions
1. Mix the butter and garlic.
2. Spread and bake for 8-10 minutes.

**Extra Tip:** Add grated parmesan before baking.`,
    expected: {
      title: 'Garlic Bread',
      ingredients: ['1 baguette', '4 tbsp butter', '2 cloves garlic'],
      steps: ['Mix the butter and garlic.', 'Spread and bake for 8-10 minutes.'],
      tip: 'Add grated parmesan before baking.',
    },
  },
  {
    name: 'loose lists with blank lines and bold leads in steps',
    markdown: `# Pan-Seared Salmon

## Ingredients

- 2 salmon fillets

- 1 tbsp butter

## Instructions

1. **Dry the fish:** Pat the salmon dry.

2. **Sear:** Cook skin side down for 4 minutes.

   Flip and cook 2 more minutes.

## Extra Tip

Baste with the butter.`,
    expected: {
      title: 'Pan-Seared Salmon',
      ingredients: ['2 salmon fillets', '1 tbsp butter'],
      names: ['salmon fillets', 'butter'],
      steps: ['Dry the fish: Pat the salmon dry.', 'Sear: Cook skin side down for 4 minutes. Flip and cook 2 more minutes.'],
      tip: 'Baste with the butter.',
    },
  },
  {
    name: 'a checklist of ingredients',
    markdown: `# Iced Tea

## Ingredients
- [ ] 4 tea bags
- [x] 1 litre water
- [ ] 2 tbsp honey

## Instructions
1. Steep the tea for 5 minutes.
2. Chill.`,
    expected: {
      title: 'Iced Tea',
      ingredients: ['4 tea bags', '1 litre water', '2 tbsp honey'],
      names: ['tea bags', 'water', 'honey'],
      steps: ['Steep the tea for 5 minutes.', 'Chill.'],
      tip: null,
    },
  },
  {
    name: 'Spanish headings',
    markdown: `# Tortilla de Patatas

Para 2 personas

## Ingredientes
- 3 patatas
- 4 huevos

## Preparación
1. Freír las patatas 15 minutos.
2. Mezclar con los huevos y cuajar.

## Consejo
Dejar reposar 5 minutos.`,
    expected: {
      title: 'Tortilla de Patatas',
      servings: 2,
      yield: '2 servings',
      ingredients: ['3 patatas', '4 huevos'],
      steps: ['Freír las patatas 15 minutos.', 'Mezclar con los huevos y cuajar.'],
      tip: 'Dejar reposar 5 minutos.',
    },
  },
  {
    name: 'a bulleted and a numbered list with no headings',
    markdown: `Here is something you can make with those:

- 2 eggs
- 1 slice bread
- 1 tsp butter

1. Toast the bread.
2. Fry the eggs for 3 minutes.
3. Serve the eggs on the toast.`,
    expected: {
      title: null,
      ingredients: ['2 eggs', '1 slice bread', '1 tsp butter'],
      steps: ['Toast the bread.', 'Fry the eggs for 3 minutes.', 'Serve the eggs on the toast.'],
      tip: null,
    },
  },
  {
    name: 'a note inside the instructions',
    markdown: `# Rice Pudding

## Ingredients
- 1/2 cup rice
- 4 cups milk
- 1/3 cup sugar

## Instructions
1. Simmer the rice in the milk for 40 minutes, stirring often.
2. Stir in the sugar.

Note: use whole milk for the creamiest result.`,
    expected: {
      title: 'Rice Pudding',
      ingredients: ['1/2 cup rice', '4 cups milk', '1/3 cup sugar'],
      steps: ['Simmer the rice in the milk for 40 minutes, stirring often.', 'Stir in the sugar.'],
      tip: 'Note: use whole milk for the creamiest result.',
    },
  },
  {
    name: 'entities and escaped characters',
    markdown: `# Mac &amp; Cheese

## Ingredients
- 250 g macaroni
- 2 cups shredded cheddar \\*sharp\\*

## Instructions
1. Boil the macaroni for 8 minutes.
2. Stir in the cheese &amp; serve.`,
    expected: {
      title: 'Mac & Cheese',
      ingredients: ['250 g macaroni', '2 cups shredded cheddar *sharp*'],
      steps: ['Boil the macaroni for 8 minutes.', 'Stir in the cheese & serve.'],
      tip: null,
    },
  },
  {
    name: 'servings in the ingredients heading',
    markdown: `# Pancakes

## Ingredients (serves 4)
- 2 cups flour
- 2 eggs
- 1 1/2 cups milk

## Instructions
1. Whisk.
2. Cook each pancake for 1-2 minutes per side.`,
    expected: {
      title: 'Pancakes',
      servings: 4,
      yield: '4 servings',
      ingredients: ['2 cups flour', '2 eggs', '1 1/2 cups milk'],
      steps: ['Whisk.', 'Cook each pancake for 1-2 minutes per side.'],
      tip: null,
    },
  },
  {
    name: 'a section after the tip that is not part of it',
    markdown: `# Lentil Salad

## Ingredients
- 1 cup lentils
- 1 red onion, sliced

## Instructions
1. Cook the lentils for 20 minutes.
2. Mix with the onion.

## Extra Tip
Add feta and mint.

## Nutrition (per serving)
- Calories: 320
- Protein: 18 g`,
    expected: {
      title: 'Lentil Salad',
      ingredients: ['1 cup lentils', '1 red onion, sliced'],
      names: ['lentils', 'red onion'],
      steps: ['Cook the lentils for 20 minutes.', 'Mix with the onion.'],
      tip: 'Add feta and mint.',
    },
  },
  {
    name: 'a numbered ingredient list',
    markdown: `# Caprese

## Ingredients
1. 2 tomatoes
2. 125 g mozzarella
3. A handful of basil

## Instructions
1. Slice and layer.`,
    expected: {
      title: 'Caprese',
      ingredients: ['2 tomatoes', '125 g mozzarella', 'A handful of basil'],
      names: ['tomatoes', 'mozzarella', 'basil'],
      steps: ['Slice and layer.'],
      tip: null,
    },
  },
  {
    name: 'servings stated inside the ingredient list',
    markdown: `# Hot Chocolate

## Ingredients
Serves 2
- 2 cups milk
- 2 tbsp cocoa powder
- 1 pinch of salt

## Instructions
1. Heat the milk for 3 minutes.
2. Whisk in the cocoa and salt.`,
    expected: {
      title: 'Hot Chocolate',
      servings: 2,
      yield: '2 servings',
      ingredients: ['2 cups milk', '2 tbsp cocoa powder', '1 pinch of salt'],
      names: ['milk', 'cocoa powder', 'salt'],
      steps: ['Heat the milk for 3 minutes.', 'Whisk in the cocoa and salt.'],
      tip: null,
    },
  },
  {
    name: 'an answer cut off in the middle of the instructions',
    markdown: `# Beef Stew

## Ingredients
- 500 g beef
- 3 carrots

## Instructions
1. Brown the beef for 5 minutes.
2. Add the carrots and simmer for 1½ hours.
3. Season and`,
    expected: {
      title: 'Beef Stew',
      ingredients: ['500 g beef', '3 carrots'],
      steps: ['Brown the beef for 5 minutes.', 'Add the carrots and simmer for 1½ hours.', 'Season and'],
      tip: null,
    },
  },
  {
    name: 'optional items and notes in brackets',
    markdown: `# Fried Eggs

## Ingredients
- 2 eggs
- 1 tbsp butter (or oil)
- Chili flakes (optional)
- Fresh parsley, for garnish

## Instructions
1. Fry the eggs in the butter for 3 minutes.`,
    expected: {
      title: 'Fried Eggs',
      ingredients: ['2 eggs', '1 tbsp butter (or oil)', 'Chili flakes (optional)', 'Fresh parsley, for garnish'],
      names: ['eggs', 'butter', 'Chili flakes', 'parsley'],
      steps: ['Fry the eggs in the butter for 3 minutes.'],
      tip: null,
    },
  },
  {
    name: 'sections between rules, with the tip quoted',
    markdown: `# Honey Garlic Tofu

---

### Ingredients:
- 1 block (400 g) firm tofu, cubed
- 2 tbsp honey
- 1 cup (240 ml) vegetable broth

---

### Instructions:
1. Press the tofu for 15 minutes.
2. Fry until golden, about 8 minutes.
3. Add the honey and broth and reduce for 3-4 minutes.

---

> **Extra Tip:** Toss in sesame seeds at the end.`,
    expected: {
      title: 'Honey Garlic Tofu',
      ingredients: ['1 block (400 g) firm tofu, cubed', '2 tbsp honey', '1 cup (240 ml) vegetable broth'],
      names: ['firm tofu', 'honey', 'vegetable broth'],
      steps: [
        'Press the tofu for 15 minutes.',
        'Fry until golden, about 8 minutes.',
        'Add the honey and broth and reduce for 3-4 minutes.',
      ],
      tip: 'Toss in sesame seeds at the end.',
    },
  },
];

/**
 * The answers the fake model streams. Each follows the layout the product asks the real model for:
 * a `#` title, `## Ingredients` bullets, `## Instructions` numbered steps, `## Extra Tip`; no greeting.
 */
import { isRecord } from './json.ts';

export type Recipe = {
  id: string;
  title: string;
  /** The language it is written in: asked for a recipe in Spanish, the fake answers with a Spanish one when it has one. */
  language: string;
  /** Singular, lowercase words; a recipe wins when the user's ingredients mention the most of them. */
  keywords: readonly string[];
  markdown: string;
};

const recipe = (id: string, keywords: readonly string[], markdown: string, language = 'en'): Recipe => {
  const text = markdown.trim();
  const title = /^# (.+)$/m.exec(text)?.[1] ?? id;
  return { id, title, language, keywords, markdown: text };
};

// The first recipe is the fallback, so it is one that welcomes almost any leftover.
export const RECIPES: readonly Recipe[] = [
  recipe(
    'frittata',
    ['egg', 'spinach', 'feta', 'onion', 'cheese', 'milk', 'kale'],
    `
# Spinach and Feta Frittata

## Ingredients
- 8 large eggs
- 1/3 cup (80 ml) milk
- 1/2 teaspoon salt and a few grinds of black pepper
- 1 tablespoon olive oil or butter
- 1 small onion, thinly sliced
- 2 big handfuls of baby spinach (about 3 oz / 85 g)
- 1/2 cup (75 g) crumbled feta
- 1 tablespoon chopped fresh dill or parsley (optional)

## Instructions
1. Heat the oven to **400°F (200°C)** and set a rack in the upper-middle position.
2. Whisk the eggs, milk, salt and pepper in a bowl until no streaks of white remain.
3. Warm the oil in a 10-inch oven-safe skillet over medium heat. Add the onion and cook, stirring now and then, until soft and golden, about 6 minutes.
4. Add the spinach a handful at a time and stir until just wilted, about 1 minute. Spread the vegetables evenly across the pan.
5. Pour in the eggs, scatter the feta and herbs over the top, and let the edges set without stirring for 2 minutes.
6. Slide the skillet into the oven and bake until the center is _just_ set and barely jiggles, 10 to 12 minutes.
7. Rest for 5 minutes, then loosen the edges with a spatula and cut into wedges.

## Extra Tip
A frittata is the best way to rescue odds and ends: swap the spinach for kale, roasted peppers, leftover potatoes or cooked broccoli, and the feta for cheddar or goat cheese. Leftovers keep in the fridge for up to 3 days and are just as good cold, tucked into a sandwich.
`,
  ),
  recipe(
    'tomato-spaghetti',
    ['pasta', 'spaghetti', 'tomato', 'garlic', 'basil', 'parmesan', 'penne', 'linguine'],
    `
# Garlicky Cherry Tomato Spaghetti

## Ingredients
- 12 oz (340 g) spaghetti
- 1/4 cup (60 ml) extra-virgin olive oil
- 4 garlic cloves, thinly sliced
- 1/4 teaspoon red pepper flakes
- 1 1/2 pints (about 500 g) cherry tomatoes
- 1 teaspoon salt, plus more for the pasta water
- 1/2 cup (40 g) finely grated Parmesan
- A handful of fresh basil leaves, torn

## Instructions
1. Bring a large pot of water to a boil and salt it generously; it should taste like mild seawater.
2. While the water heats, warm the olive oil in a large skillet over medium-low heat. Add the garlic and pepper flakes and cook gently until the garlic is pale gold, about 3 minutes. **Don't let it brown**, or it turns bitter.
3. Add the tomatoes and salt, raise the heat to medium, and cook until the tomatoes burst and slump into a glossy sauce, 8 to 10 minutes. Press any stubborn ones with the back of a spoon.
4. Cook the spaghetti until 1 minute short of the package time. Scoop out 1 cup of the cooking water, then drain.
5. Tip the pasta into the skillet with a splash of the reserved water and toss over medium heat for 1 to 2 minutes, until the sauce clings to every strand.
6. Take the pan off the heat, stir in the Parmesan and basil, and loosen with more pasta water if it looks dry. Serve right away.

## Extra Tip
Out of cherry tomatoes? A 28-ounce can of whole tomatoes, crushed by hand, works beautifully; simmer it for 15 minutes instead. For a heartier bowl, stir in a can of drained white beans or a few handfuls of greens at the end.
`,
  ),
  recipe(
    'fried-rice',
    ['rice', 'chicken', 'egg', 'pea', 'carrot', 'soy', 'scallion'],
    `
# Chicken and Vegetable Fried Rice

## Ingredients
- 3 cups cooked rice, preferably a day old and cold
- 2 tablespoons neutral oil, divided
- 2 large eggs, beaten with a pinch of salt
- 8 oz (225 g) boneless chicken thighs, cut into small pieces
- 1 carrot, finely diced
- 3 scallions, white and green parts sliced separately
- 2 garlic cloves, minced
- 1 cup frozen peas
- 2 tablespoons soy sauce
- 1 teaspoon toasted sesame oil

## Instructions
1. Break up any clumps in the rice with your fingers so every grain is separate.
2. Heat 1 tablespoon of oil in a large skillet or wok over medium-high heat. Add the eggs, scramble until just set, then slide them onto a plate.
3. Add the remaining oil and the chicken. Cook without moving for 2 minutes to get some color, then stir-fry until cooked through, about 4 minutes more.
4. Add the carrot, scallion whites and garlic and stir-fry for 2 minutes, until fragrant.
5. Add the rice and spread it out. Let it sit for a minute to toast, then toss; repeat two or three times until the rice is hot and lightly crisp.
6. Stir in the peas, soy sauce and sesame oil, then fold the eggs back in, breaking them into bite-size pieces.
7. Taste, add a splash more soy sauce if needed, and finish with the scallion greens.

## Extra Tip
**Cold rice is the secret**: freshly cooked rice steams and goes mushy, so spread warm rice on a tray and chill it for 30 minutes if that's all you have. Leftover pork, shrimp or tofu can stand in for the chicken.
`,
  ),
  recipe(
    'chickpea-curry',
    ['chickpea', 'sweet', 'potato', 'coconut', 'curry', 'spinach', 'ginger'],
    `
# Chickpea and Sweet Potato Coconut Curry

## Ingredients
- 2 tablespoons coconut or vegetable oil
- 1 onion, diced
- 3 garlic cloves, minced
- 1 tablespoon grated fresh ginger
- 2 tablespoons curry powder or mild curry paste
- 1 large sweet potato (about 1 lb / 450 g), peeled and cut into 3/4-inch cubes
- 1 can (15 oz / 425 g) chickpeas, drained and rinsed
- 1 can (14 oz / 400 ml) coconut milk
- 1 cup (240 ml) vegetable broth or water
- 1 teaspoon salt
- 2 handfuls of baby spinach
- Juice of 1/2 lime
- Cooked rice or warm flatbread, to serve

## Instructions
1. Warm the oil in a large pot over medium heat. Add the onion and cook until soft and translucent, about 5 minutes.
2. Stir in the garlic, ginger and curry powder and cook for 1 minute, until the spices smell toasty.
3. Add the sweet potato, chickpeas, coconut milk, broth and salt. Bring to a simmer, then lower the heat and cover.
4. Simmer gently, stirring occasionally, until the sweet potato is **tender when pierced with a fork**, 15 to 18 minutes.
5. Stir in the spinach and let it wilt for a minute, then add the lime juice.
6. Taste and adjust: a pinch more salt brightens everything, and a little extra lime lifts a curry that tastes flat.
7. Serve over rice or with flatbread for scooping.

## Extra Tip
This curry tastes even better the next day, once the flavors have settled. It keeps for 4 days in the fridge or 3 months in the freezer. Butternut squash or cauliflower makes a good swap for the sweet potato, and _light_ coconut milk works if you prefer a thinner sauce.
`,
  ),
  recipe(
    'lemon-chicken',
    ['chicken', 'potato', 'lemon', 'rosemary', 'thyme', 'garlic'],
    `
# Sheet-Pan Lemon Herb Chicken with Potatoes

## Ingredients
- 6 bone-in, skin-on chicken thighs (about 2 lb / 900 g)
- 1 1/2 lb (680 g) small potatoes, halved
- 1 red onion, cut into wedges
- 3 tablespoons olive oil
- 4 garlic cloves, smashed
- 1 lemon, zested and then cut into wedges
- 1 tablespoon fresh rosemary or thyme leaves (or 1 teaspoon dried)
- 1 1/2 teaspoons salt
- 1/2 teaspoon black pepper

## Instructions
1. Heat the oven to **425°F (220°C)**. Pat the chicken thighs very dry with paper towels; dry skin is what turns crisp.
2. On a large rimmed baking sheet, toss the potatoes, onion and garlic with 2 tablespoons of oil, half the salt and the pepper.
3. Rub the chicken with the remaining oil, the rest of the salt, the lemon zest and herbs. Nestle the thighs skin side up among the vegetables, and tuck the lemon wedges in between.
4. Roast for 35 to 40 minutes, until the skin is deep golden and the chicken reaches 175°F (80°C) at the thickest part.
5. Rest for 5 minutes, then squeeze the roasted lemon wedges over everything before serving.

## Extra Tip
Give everything room: if the pan is crowded, the potatoes steam instead of browning, so use two sheets if you need to. _Boneless_ thighs work too; start the potatoes 15 minutes ahead and roast the chicken for about 20 minutes.
`,
  ),
  recipe(
    'quesadillas',
    ['tortilla', 'bean', 'cheese', 'cheddar', 'corn', 'salsa', 'avocado'],
    `
# Crispy Black Bean and Cheese Quesadillas

## Ingredients
- 1 can (15 oz / 425 g) black beans, drained and rinsed
- 1/2 cup (80 g) corn kernels, frozen or canned
- 1 teaspoon ground cumin
- 1/2 teaspoon chili powder
- 1/4 teaspoon salt
- Juice of 1/2 lime
- 4 large flour tortillas
- 2 cups (200 g) shredded cheddar or Monterey Jack
- 1 tablespoon butter or oil, for the pan
- Salsa, sour cream and sliced avocado, to serve

## Instructions
1. In a bowl, roughly mash the beans with a fork, leaving some whole. Stir in the corn, cumin, chili powder, salt and lime juice.
2. Lay the tortillas flat. Sprinkle a quarter of the cheese over one half of each, spoon the bean mixture on top, and fold the tortillas closed.
3. Melt a little butter in a large skillet over medium heat. Cook two quesadillas at a time until the bottoms are golden and crisp, 2 to 3 minutes.
4. Flip carefully and cook the second side until the cheese has _completely_ melted, another 2 minutes.
5. Let them rest for a minute so the filling sets, then cut into wedges and serve with salsa, sour cream and avocado.

## Extra Tip
**Keep the heat at medium**: too hot and the tortilla scorches before the cheese melts. Leftover roast chicken, sautéed peppers or a handful of spinach are all welcome in the filling.
`,
  ),
  recipe(
    'banana-pancakes',
    ['banana', 'oat', 'oatmeal', 'flour', 'egg', 'milk', 'cinnamon'],
    `
# Fluffy Banana Oat Pancakes

## Ingredients
- 1 cup (90 g) rolled oats
- 1/2 cup (65 g) all-purpose flour
- 2 teaspoons baking powder
- 1 teaspoon ground cinnamon
- 1/4 teaspoon salt
- 2 very ripe bananas
- 2 large eggs
- 3/4 cup (180 ml) milk
- 1 tablespoon melted butter, plus more for the pan
- Maple syrup and sliced banana, to serve

## Instructions
1. Blend the oats into a coarse flour in a blender, then whisk them in a bowl with the flour, baking powder, cinnamon and salt.
2. In another bowl, mash the bananas until almost smooth, then whisk in the eggs, milk and melted butter.
3. Pour the wet ingredients into the dry and stir **just until combined**; a few lumps are fine and keep the pancakes tender.
4. Let the batter rest for 5 minutes while you heat a nonstick skillet over medium-low heat and brush it with butter.
5. Pour 1/4 cup of batter per pancake. Cook until bubbles appear on the surface and the edges look dry, about 2 minutes, then flip and cook 1 to 2 minutes more.
6. Keep the finished pancakes warm in a low oven while you cook the rest, and serve with maple syrup and sliced banana.

## Extra Tip
The riper the bananas, the sweeter the pancakes: look for skins _freckled_ with brown. Cooled pancakes freeze well between sheets of parchment; reheat them straight from the freezer in a toaster.
`,
  ),
  recipe(
    'lentil-soup',
    ['lentil', 'carrot', 'celery', 'onion', 'tomato', 'cumin', 'soup'],
    `
# Hearty Red Lentil and Carrot Soup

## Ingredients
- 2 tablespoons olive oil
- 1 onion, chopped
- 2 carrots, diced
- 1 celery stalk, diced
- 3 garlic cloves, minced
- 2 teaspoons ground cumin
- 1/2 teaspoon smoked paprika
- 1 cup (200 g) red lentils, rinsed
- 1 can (14 oz / 400 g) diced tomatoes
- 5 cups (1.2 l) vegetable or chicken broth
- 1 teaspoon salt, or to taste
- Juice of 1/2 lemon
- Chopped parsley and plain yogurt, to serve

## Instructions
1. Heat the oil in a large pot over medium heat. Add the onion, carrots and celery and cook until soft, about 8 minutes.
2. Stir in the garlic, cumin and paprika and cook for 1 minute, until fragrant.
3. Add the lentils, tomatoes, broth and salt. Bring to a boil, then reduce to a gentle simmer.
4. Simmer, partly covered, until the lentils have collapsed and the carrots are tender, 20 to 25 minutes.
5. For a creamy texture, blend half the soup and stir it back in; leave it chunky if you prefer.
6. Stir in the lemon juice, taste for salt, and serve with a spoonful of yogurt and a scatter of parsley.

## Extra Tip
Red lentils need **no soaking** and melt into the soup, which makes it thick without any cream. The soup thickens as it sits, so thin leftovers with a splash of water when reheating. It freezes well for up to 3 months.
`,
  ),
  recipe(
    'espaguetis-cacahuete',
    ['espagueti', 'cacahuete', 'pasta', 'soja'],
    `
# Espaguetis con salsa de cacahuete

Raciones: 2 | Tiempo de preparación: 10 minutos | Tiempo de cocción: 12 minutos

## Ingredientes
- 200 g de espaguetis
- 3 cucharadas de mantequilla de cacahuete
- 2 cucharadas de salsa de soja
- 1 diente de ajo, picado
- 1 cucharadita de miel
- 2 cebolletas, en rodajas finas
- Sal al gusto

## Preparación
1. Cuece los espaguetis en agua con sal durante **10 minutos**, hasta que estén al dente.
2. Mientras tanto, mezcla la mantequilla de cacahuete, la salsa de soja, el ajo y la miel con 4 cucharadas del agua de cocción.
3. Escurre la pasta, mézclala con la salsa y sirve con la cebolleta por encima.

## Consejo extra
Si la salsa queda espesa, añade un poco más de agua de cocción. Una pizca de _nuez moscada_ le da un toque cálido.
`,
    'es',
  ),
  recipe(
    'erdnuss-curry',
    ['kartoffel', 'karotte', 'erdnussbutter', 'reis', 'kokosmilch'],
    `
# Gemüsecurry mit Erdnussbutter

Für 4 Personen · Zubereitungszeit: 15 Minuten · Kochzeit: 25 Minuten

## Zutaten
- 200 g Reis
- 1 Zwiebel, fein gehackt
- 2 Karotten, in Scheiben
- 400 g Kartoffeln, gewürfelt
- 400 ml Kokosmilch
- 2 EL Erdnussbutter
- 1 TL Currypulver
- 1 Prise Muskatnuss
- Salz nach Belieben

## Zubereitung
1. Den Reis nach Packungsanweisung kochen.
2. Zwiebel in einem Topf 3 Minuten anschwitzen, Karotten, Kartoffeln und Currypulver dazugeben.
3. Kokosmilch und Erdnussbutter einrühren und alles **20 Minuten** köcheln lassen.
4. Mit Salz und Muskatnuss abschmecken und mit dem Reis servieren.

## Extra-Tipp
Statt Kartoffeln schmecken auch _Süßkartoffeln_ oder Kürbis.
`,
    'de',
  ),
  recipe(
    'horenso-peanut',
    ['ほうれん草', 'ピーナッツ', 'ピーナッツバター'],
    `
# ほうれん草のピーナッツ和え

## 材料（2人分）
- ほうれん草 1束
- ピーナッツバター 大さじ2
- しょうゆ 大さじ1
- 砂糖 小さじ1
- 塩 少々

## 作り方
1. 鍋に湯を沸かし、塩を入れてほうれん草を**1分**ゆでる。
2. 冷水にとって水気をしぼり、4cm長さに切る。
3. ピーナッツバター、しょうゆ、砂糖を混ぜ、ほうれん草と和える。

## ひとことアドバイス
ナツメグを少し加えると、_風味_ が増します。
`,
    'ja',
  ),
];

/** A long, detailed answer of exactly 1,024 tokens (by `tokenize`, about 4,200 characters), for the benchmark. */
export const LONG_RECIPE = `
# Slow-Braised Beef and Vegetable Stew

## Ingredients
- 2 1/2 lb (1.1 kg) boneless beef chuck, trimmed and cut into 1 1/2-inch cubes
- 2 teaspoons salt, divided, plus more to taste
- 1 teaspoon freshly ground black pepper
- 3 tablespoons all-purpose flour
- 3 tablespoons olive oil, divided
- 2 medium onions, cut into large chunks
- 4 garlic cloves, smashed and roughly chopped
- 2 tablespoons tomato paste
- 1 cup (240 ml) dry red wine, or more broth
- 3 cups (720 ml) beef broth
- 1 tablespoon Worcestershire sauce
- 2 bay leaves
- 4 sprigs fresh thyme, or 1 teaspoon dried
- 4 carrots, peeled and cut into thick coins
- 2 celery stalks, sliced
- 1 1/2 lb (680 g) Yukon Gold potatoes, cut into 1 1/2-inch pieces
- 1 cup frozen peas
- A small handful of chopped fresh parsley

## Instructions
1. **Dry and season the beef.** Spread the cubes on a tray lined with paper towels and pat them completely dry; wet meat steams instead of browning. Season all over with 1 1/2 teaspoons of the salt and the pepper, then toss with the flour until every piece is lightly coated.
2. **Brown in batches.** Heat the oven to 325°F (160°C). Warm 2 tablespoons of the oil in a large Dutch oven over medium-high heat until it shimmers. Add about a third of the beef in a single layer, leaving space between the pieces, and cook without moving for 3 to 4 minutes, until a deep brown crust forms. Turn and brown one more side, then move the beef to a bowl. Repeat with the rest, adding a little more oil if the pot looks dry.
3. **Build the base.** Lower the heat to medium and add the remaining oil and the onions. Cook, scraping the browned bits from the bottom of the pot with a wooden spoon, until the onions soften and pick up some color, about 6 minutes. Stir in the garlic and tomato paste and cook for 1 to 2 minutes, until the paste darkens to a rusty red.
4. **Deglaze.** Pour in the wine and let it bubble for 2 to 3 minutes, stirring and scraping, until it has reduced by about half.
5. **Braise.** Return the beef and any juices to the pot. Add the broth, Worcestershire sauce, bay leaves, thyme and the remaining 1/2 teaspoon of salt. The liquid should come almost to the top of the meat; add a splash of water if it doesn't. Bring to a gentle simmer, cover with the lid slightly ajar, and move the pot to the oven.
6. **Cook low and slow.** Braise for 1 1/2 hours. The beef should be getting tender but still offer some resistance when pierced with a fork.
7. **Add the vegetables.** Stir in the carrots, celery and potatoes, pushing them down into the liquid. Cover and return to the oven for 45 minutes to 1 hour more, until the beef falls apart easily and the potatoes are soft all the way through.
8. **Finish on the stove.** Fish out the bay leaves and thyme stems. If the stew looks thin, simmer it uncovered on the stove for 5 to 10 minutes, or mash a few potato pieces against the side of the pot to thicken it naturally. Stir in the peas and cook for 2 minutes, just until they are bright green and hot.
9. **Season and serve.** Taste and adjust with salt and pepper. Ladle into warm bowls, scatter with parsley, and serve it with crusty bread or buttered egg noodles.

## Extra Tip
_Make it a day ahead if you can._ Like most braises, this stew tastes even better after a night in the fridge. Once it is cold, the fat rises and sets on the surface, so you can lift it off with a spoon before reheating gently over medium-low heat with a splash of broth or water.

For **storage**, the stew keeps for up to 4 days in the fridge in a covered container. To freeze, let it cool completely and pack it into freezer-safe containers; it keeps well for 3 months. Potatoes can turn a little grainy after freezing, so if you plan to freeze the whole batch, you may prefer to leave them out and serve the stew over mashed potatoes instead.

For **substitutions**, beef chuck is the best choice because its fat and connective tissue melt into tender, juicy bites over the long cook; leaner cuts like sirloin dry out. Boneless lamb shoulder works beautifully with rosemary instead of thyme. Parsnips, turnips or butternut squash can replace some of the carrots, and a handful of mushrooms, browned after the beef, adds a rich, earthy depth.
`.trim();

// Shaped like a GPT-style pre-tokenizer: contractions, words with their leading space, numbers,
// runs of punctuation, runs of newlines, and other whitespace (leaving one space to the next word).
const PIECES = /'(?:s|t|re|ve|m|ll|d)\b| ?\p{L}+| ?\p{N}{1,3}| ?[^\s\p{L}\p{N}]+|\s*\n+|\s+(?!\S)|\s+/gu;

// Byte-pair vocabularies cover common words whole but break long or rare words into pieces.
const LONGEST_WHOLE_WORD = 8;
const SUBWORD_LENGTH = 5;

/** Splits text the way a language model emits it; joining the pieces gives back the text exactly. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const [piece] of text.matchAll(PIECES)) {
    const word = piece.trimStart();
    if (!/^\p{L}+$/u.test(word) || word.length <= LONGEST_WHOLE_WORD) {
      tokens.push(piece);
      continue;
    }
    const space = piece.slice(0, piece.length - word.length);
    for (let start = 0; start < word.length; start += SUBWORD_LENGTH) {
      tokens.push((start === 0 ? space : '') + word.slice(start, start + SUBWORD_LENGTH));
    }
  }
  return tokens;
}

/** The text of a chat message, whether its content is a string or a list of parts. */
export function messageText(message: unknown): string {
  if (!isRecord(message)) return '';
  const { content } = message;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part: unknown) => (isRecord(part) && typeof part.text === 'string' ? part.text : '')).join(' ');
}

/** The text of the last message whose role is `user`. */
function lastUserText(messages: unknown): string {
  if (!Array.isArray(messages)) return '';
  const last: unknown = messages.findLast((message: unknown) => isRecord(message) && message.role === 'user');
  return messageText(last);
}

/** The language codes of the prompt's "Write the whole recipe in Spanish" (core/kitchen.ts). */
const LANGUAGE_NAMES: Record<string, string> = { Spanish: 'es', German: 'de', Japanese: 'ja' };

/**
 * The recipe sharing the most keywords with the user's ingredients, among those in the language
 * the request asks for when the fake has one in it (else English); ties and no match go to the earliest.
 */
export function chooseRecipe(messages: unknown): Recipe {
  const text = lastUserText(messages);
  const asked = LANGUAGE_NAMES[/Write the whole recipe in (\p{L}+)/u.exec(text)?.[1] ?? ''] ?? 'en';
  const words = new Set((text.toLowerCase().match(/\p{L}+/gu) ?? []).map(singular));
  const candidates = RECIPES.filter((candidate) => candidate.language === asked);
  let best = candidates[0];
  let bestScore = 0;
  for (const candidate of candidates) {
    const score = candidate.keywords.filter((keyword) => words.has(keyword)).length;
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  if (!best) throw new Error('RECIPES is empty');
  return best;
}

// Good enough for ingredient names: tomatoes → tomato, chickpeas → chickpea, berries → berry.
function singular(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) return word.slice(0, -1);
  return word;
}

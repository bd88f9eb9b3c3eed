import type { LanguageCases } from '../language-cases.ts';

// French as a model writes a home recipe: "c. à s." and "cuillères à soupe", "une noix de beurre",
// "20 cl de crème", "1,5 l", "sel et poivre du moulin", "Pour 4 personnes".
export const cases: LanguageCases = {
  foods: [
    ['3 c. à s. de beurre de cacahuète', ['peanut butter']],
    ['250 ml de lait de coco', ['coconut milk']],
    ['Râpez un peu de noix de muscade.', ['nutmeg']],
    ["Faites fondre le beurre avec l'ail et l'oignon.", ['butter', 'garlic', 'onion']],
    ["2 jaunes d'œufs", ['egg yolk']],
    ['2 c. à s. d’huile d’olive', ['olive oil']],
    ['Sel et poivre du moulin', ['salt', 'black pepper']],
    ['1 kg de pommes de terre à chair ferme', ['potato']],
    ['200 g de noix de cajou', ['cashew']],
    ['4 blancs de poulet', ['chicken breast']],
    ['250 g de tomates cerises', ['cherry tomato']],
    ["Le jus d'un citron vert", ['lime juice']],
    ['1 poivron jaune', ['yellow bell pepper']],
    ['Montez les blancs en neige avec le sucre.', ['egg white', 'sugar']],
    ['50 g de sucre glace', ['powdered sugar']],
    ['Faites cuire jusqu’à obtenir un beurre noisette.', ['butter']],
    ['Ajoutez les moules et le vin blanc.', ['mussel', 'white wine']],
    ['Beurrez le moule à manqué.', ['butter']],
    ['100 g de lardons fumés', ['bacon', 'lardon']],
    ["1 gousse d'ail", ['garlic clove']],
    ['150 g de crème fraîche épaisse', ['crème fraîche']],
    ['1 cube de bouillon de volaille', ['chicken stock cube']],
    ['Des œufs de saumon pour décorer', ['roe']],
    ['1 c. à c. de cannelle', ['cinnamon']],
    ['Parsemez de ciboulette ciselée.', ['chives']],
    ['8 petits-beurre', ['butter', 'biscuits']],
  ],
  traps: [
    ['1 noix de muscade', ['nuts']],
    ['200 ml de lait de coco', ['dairy', 'nuts']],
    ['100 g de noix de coco râpée', ['nuts']],
    ['3 c. à s. de beurre de cacahuète', ['dairy']],
    ['50 g de beurre de cacao', ['dairy']],
    ['12 noix de Saint-Jacques', ['nuts']],
    ['1 noix de beurre', ['nuts']],
    ['Préparez un beurre noisette.', ['nuts']],
    ['500 g de pommes noisettes', ['nuts']],
    ["1 boîte de châtaignes d'eau", ['nuts']],
    ['300 g de haricots beurre', ['dairy']],
    ['1 c. à c. de crème de tartre', ['dairy']],
    ['Un filet de crème de balsamique', ['dairy']],
    ['2 c. à s. de sucre glace', ['dairy']],
    ['Servir sur de la glace pilée', ['dairy']],
    ["1 verre de lait d'avoine", ['dairy']],
    ['1 c. à s. de crème de sésame', ['dairy']],
    ['150 g de farine de blé noir', ['gluten']],
    ['200 g de vermicelles de riz', ['gluten']],
    ['Décorez de vermicelles en chocolat.', ['gluten']],
    ["2 c. à c. d'épices à pain d'épices", ['gluten']],
    ['1 courge spaghetti', ['gluten']],
    ['100 g de germes de soja', ['soy']],
    ['100 g de vermicelles de soja', ['soy', 'gluten']],
    ["2 c. à s. d'œufs de saumon", ['egg']],
    ['1 poivron jaune', ['egg']],
    ["Servir avec du caviar d'aubergine", ['fish']],
    ['2 tomates cœur de bœuf', ['beef', 'meat']],
    ['200 g de pieds de mouton', ['meat']],
    ['Servir avec des langues de chat', ['meat']],
    ['2 steaks de thon', ['beef', 'meat']],
    ['4 tranches de jambon de dinde', ['pork']],
    ['6 saucisses de volaille', ['pork']],
    ['100 g de chorizo de volaille', ['pork']],
    ['150 g de rillettes de thon', ['pork', 'meat']],
    ['Un morceau de fromage de tête', ['dairy']],
    ['1 melon miel', ['honey']],
    ['Beurrez les moules à muffins.', ['shellfish']],
    ['Un verre de lait de poule', ['meat']],
  ],
  members: [
    ['2 œufs de caille', 'egg'],
    ['Un jaune pour la dorure', 'egg'],
    ['Montez les blancs en neige.', 'egg'],
    ['200 g de crème pâtissière', 'egg'],
    ["100 g de pâte d'amande", 'nuts'],
    ['2 c. à s. de pesto', 'nuts'],
    ['Servir avec une sauce saté', 'peanuts'],
    ['1 rouleau de pâte feuilletée', 'gluten'],
    ['50 g de chapelure', 'gluten'],
    ['3 c. à s. de sauce soja', 'soy'],
    ['3 c. à s. de sauce soja', 'gluten'],
    ['1 c. à s. de nuoc-mâm', 'fish'],
    ['Un trait de sauce Worcestershire', 'fish'],
    ['4 tranches de poitrine fumée', 'pork'],
    ['1 c. à s. de fond de veau', 'beef'],
    ['2 c. à s. de houmous', 'sesame'],
    ["1 c. à s. de miel d'acacia", 'honey'],
    ['8 petits-beurre', 'dairy'],
    ['1 kg de moules de bouchot', 'shellfish'],
    ["Une boîte de sardines à l'huile", 'fish'],
    ['2 feuilles de gélatine', 'meat'],
    ['1 tranche de pain de mie', 'gluten'],
    ['Une rouille maison', 'egg'],
  ],
  avoid: [
    ['cacahuètes', '3 c. à s. de beurre de cacahuète', 'beurre de cacahuète'],
    ['allergie aux arachides', "2 c. à s. d'huile d'arachide", "huile d'arachide"],
    ["allergie à l'arachide", "3 c. à s. de beurre d'arachide", "beurre d'arachide"],
    ['pas de porc', '4 tranches de jambon cru', 'jambon cru'],
    ['crevettes', '12 gambas', 'gambas'],
    ['lait', '20 cl de crème fraîche', 'crème fraîche'],
    ['intolérance au lactose', '25 cl de lait entier', 'lait entier'],
    ['gluten', '250 g de farine de blé', 'farine de blé'],
    ['fruits à coque', '50 g de noisettes', 'noisettes'],
    ['œufs', "2 jaunes d'œufs", "jaunes d'œufs"],
    ['fruits de mer', '1 kg de moules', 'moules'],
    ['poisson', "4 filets d'anchois", "filets d'anchois"],
    ['sans porc', '150 g de lardons fumés', 'lardons fumés'],
    ['sésame', '1 c. à s. de tahini', 'tahini'],
    ['miel', '2 c. à s. de miel', 'miel'],
    ['noix de cajou', '100 g de noix de cajou grillées', 'noix de cajou grillées'],
  ],
  lines: [
    ['200 g de farine', { quantity: 200, unitId: 'gram', name: 'farine' }],
    ['3 c. à s. de beurre de cacahuète', { quantity: 3, unitId: 'tablespoon', name: 'beurre de cacahuète' }],
    ["2 cuillères à soupe d'huile d'olive", { quantity: 2, unitId: 'tablespoon', name: "huile d'olive" }],
    ['1 c.à.c. de sel', { quantity: 1, unitId: 'teaspoon', name: 'sel' }],
    ['½ cuillère à café de cumin en poudre', { quantity: 0.5, unitId: 'teaspoon', name: 'cumin en poudre' }],
    ["2 à 3 gousses d'ail", { quantity: 2, quantity2: 3, unitId: 'clove', name: 'ail' }],
    ['1,5 l de lait', { quantity: 1.5, unitId: 'liter', name: 'lait' }],
    ['½ botte de persil plat', { quantity: 0.5, unitId: 'bunch', name: 'persil plat' }],
    ['Une pincée de sel', { quantity: 1, unitId: 'pinch', name: 'sel' }],
    ['Sel et poivre du moulin au goût', { quantity: null, unitId: null, name: 'Sel et poivre du moulin' }],
    ['1 boîte de tomates concassées (400 g)', { quantity: 1, unitId: 'can', name: 'tomates concassées' }],
    ['20 cl de crème liquide entière', { quantity: 20, unitId: 'centiliter', name: 'crème liquide entière' }],
    ['environ 500 g de pommes de terre', { quantity: 500, unitId: 'gram', name: 'pommes de terre' }],
    ['1 oignon émincé', { quantity: 1, unitId: null, name: 'oignon' }],
    ['2 gros oignons jaunes', { quantity: 2, unitId: null, name: 'oignons jaunes' }],
    ['4 œufs', { quantity: 4, unitId: null, name: 'œufs' }],
    ['1 noix de beurre', { quantity: 1, unitId: 'knob', name: 'beurre' }],
    ["Huile d'olive pour la cuisson", { quantity: null, unitId: null, name: "Huile d'olive" }],
    ['3 ou 4 carottes', { quantity: 3, quantity2: 4, unitId: null, name: 'carottes' }],
    ['100 g de parmesan râpé', { quantity: 100, unitId: 'gram', name: 'parmesan' }],
    ['1 sachet de levure chimique (11 g)', { quantity: 1, unitId: 'package', name: 'levure chimique' }],
    ['2 tranches de jambon blanc', { quantity: 2, unitId: 'slice', name: 'jambon blanc' }],
    ['Un demi-oignon', { quantity: 0.5, unitId: null, name: 'oignon' }],
  ],
  scaled: [
    ["2 c. à s. d'huile d'olive", 2, "4 c. à s. d'huile d'olive"],
    ['1 c. à s. de miel', 2, '2 c. à s. de miel'],
    ["1 gousse d'ail", 3, "3 gousses d'ail"],
    ['200 g de farine', 1.5, '300 g de farine'],
    ['1,5 l de bouillon de légumes', 2, '3 l de bouillon de légumes'],
    ['½ oignon', 2, '1 oignon'],
    ["2-3 gousses d'ail", 2, "4-6 gousses d'ail"],
    ['2 à 3 c. à s. de sucre', 2, '4 à 6 c. à s. de sucre'],
    ['3 œufs', 2, '6 œufs'],
    ['1 tasse de lait', 2, '2 tasses de lait'],
    ['25 cl de crème liquide', 0.5, '12,5 cl de crème liquide'],
  ],
  durations: [
    ['Faites cuire 10 minutes.', [10]],
    ['Enfournez pour 35 à 40 minutes à 180 °C.', [35]],
    ['Laissez reposer la pâte 1 heure au frais.', [60]],
    ['Laissez mijoter une demi-heure à feu doux.', [30]],
    ['Mixez 30 secondes.', [0.5]],
    ['Faites revenir 5 min, puis laissez cuire 20 min à couvert.', [5, 20]],
    ['Laissez cuire 2 heures.', [120]],
    ['Laissez mijoter 1 heure et demie.', [90]],
    ['Laissez mijoter 1 h 30.', [90]],
  ],
  servings: [
    ['Pour 4 personnes', 4],
    ['Portions : 6', 6],
    ['Nombre de parts : 8', 8],
    ['4 personnes', 4],
    ['Pour 6 à 8 personnes', 6],
  ],
  times: [
    ['Temps de préparation : 15 minutes', { prep: 15 }],
    ['Temps de cuisson : 1 heure', { cook: 60 }],
    ['Préparation : 20 min | Cuisson : 35 min', { prep: 20, cook: 35 }],
    ['Temps total : 45 minutes', { total: 45 }],
  ],
  shopping: [
    ['beurre', '50 g de beurre doux', true],
    ['œufs', '3 œufs', true],
    ['farine', '200 g de farine T55', true],
    ["huile d'olive", "Huile d'olive vierge extra", true],
    ['poivre', 'Poivre noir du moulin', true],
    ['sel', 'Une pincée de sel', true],
    ['parmesan', '50 g de parmesan râpé', true],
    ['oignons', '2 oignons rouges', true],
    ['noix', '1 noix de muscade', false],
    ['lait', '250 ml de lait de coco', false],
    ['pommes', '1 kg de pommes de terre', false],
  ],
  recipe: {
    markdown: `# Poulet au curry et lait de coco

Pour 4 personnes · Préparation : 15 min · Cuisson : 30 min

## Ingrédients

- 600 g de blancs de poulet
- 1 oignon jaune
- 2 gousses d'ail
- 1 morceau de gingembre frais (3 cm)
- 2 c. à s. de pâte de curry rouge
- 400 ml de lait de coco
- 1 c. à s. d'huile de coco
- 1 c. à s. de sauce poisson
- 1 citron vert
- 250 g de riz basmati
- Coriandre fraîche pour servir
- Sel et poivre au goût

## Préparation

1. Émincez l'oignon, hachez l'ail et râpez le gingembre.
2. Coupez les blancs de poulet en morceaux et salez-les légèrement.
3. Faites chauffer l'huile de coco dans une sauteuse, puis faites revenir l'oignon 5 minutes.
4. Ajoutez l'ail, le gingembre et la pâte de curry, et remuez 1 minute.
5. Ajoutez le poulet et faites-le dorer 5 à 6 minutes.
6. Versez le lait de coco et la sauce poisson, puis laissez mijoter 15 minutes à feu doux.
7. Pendant ce temps, faites cuire le riz basmati selon les indications du paquet.
8. Ajoutez le jus du citron vert, rectifiez l'assaisonnement et parsemez de coriandre.

## Astuce du chef

Pour une version plus douce, remplacez la moitié du lait de coco par du bouillon de volaille.

Bon appétit !
`,
    title: 'Poulet au curry et lait de coco',
    servings: 4,
    ingredients: 12,
    steps: 8,
    prep: 15,
    cook: 30,
    counted: [
      'chicken breast',
      'yellow onion',
      'garlic',
      'ginger',
      'red curry paste',
      'coconut milk',
      'coconut oil',
      'fish sauce',
      'lime',
      'basmati rice',
    ],
  },
};

import type { LanguageCases } from '../language-cases.ts';

// Italian as a model writes a home recipe: "3 cucchiai di burro di arachidi", "sale q.b.", "un filo
// d'olio", "1 noce di burro", "2-3 spicchi d'aglio", "Dosi per 4 persone", "mezz'ora".
export const cases: LanguageCases = {
  foods: [
    ['3 cucchiai di burro di arachidi', ['peanut butter']],
    ['400 ml di latte di cocco', ['coconut milk']],
    ['Una grattugiata di noce moscata', ['nutmeg']],
    ["Soffriggete l'aglio e la cipolla nel burro.", ['garlic', 'onion', 'butter']],
    ["2 tuorli d'uovo", ['egg yolk']],
    ['3 cucchiai d’olio extravergine d’oliva', ['extra virgin olive oil']],
    ['Sale e pepe q.b.', ['salt', 'black pepper']],
    ['1 kg di patate a pasta gialla', ['potato']],
    ['200 g di anacardi', ['cashew']],
    ['4 petti di pollo', ['chicken breast']],
    ['250 g di pomodorini', ['cherry tomato']],
    ['Il succo di un lime', ['lime juice']],
    ['1 peperone giallo', ['yellow bell pepper']],
    ['Montate le chiare a neve con lo zucchero.', ['egg white', 'sugar']],
    ['50 g di zucchero a velo', ['powdered sugar']],
    ['Aggiungete le cozze e il vino bianco.', ['mussel', 'white wine']],
    ['100 g di guanciale', ['pancetta', 'guanciale']],
    ["1 spicchio d'aglio", ['garlic clove']],
    ['1 dado vegetale', ['stock cube']],
    ['2 cucchiai di uova di salmone', ['roe']],
    ['1 cucchiaino di cannella', ['cinnamon']],
    ['1 noce di burro', ['butter']],
    ['Un filo d’olio', ['oil']],
    ['500 g di polpa di pomodoro', ['chopped tomatoes']],
    ['2 pesche noci', ['nectarine']],
    ['Cospargete di prezzemolo tritato.', ['parsley']],
  ],
  traps: [
    ['1 noce moscata', ['nuts']],
    ['200 ml di latte di cocco', ['dairy', 'nuts']],
    ['100 g di cocco grattugiato', ['nuts']],
    ['3 cucchiai di burro di arachidi', ['dairy']],
    ['50 g di burro di cacao', ['dairy']],
    ['1 noce di burro', ['nuts']],
    ['Preparate un burro nocciola.', ['nuts']],
    ['4 pesche noci', ['nuts']],
    ["1 scatola di castagne d'acqua", ['nuts']],
    ['1 cucchiaio di miele di castagno', ['nuts']],
    ['200 g di fagioli burro', ['dairy']],
    ['1 cucchiaino di cremor tartaro', ['dairy']],
    ['Un filo di crema di aceto balsamico', ['dairy']],
    ['1 bicchiere di latte di mandorla', ['dairy']],
    ['200 ml di panna di cocco', ['dairy']],
    ['200 ml di panna di soia', ['dairy']],
    ['150 g di farina di grano saraceno', ['gluten']],
    ['300 g di farina di mais', ['gluten']],
    ['1 cubetto di lievito di birra', ['gluten']],
    ['200 g di vermicelli di riso', ['gluten']],
    ['200 g di pasta di zucchero', ['gluten']],
    ['400 g di spaghetti di zucchine', ['gluten']],
    ['100 g di germogli di soia', ['soy']],
    ['100 g di spaghetti di soia', ['soy']],
    ['4 fogli di colla di pesce', ['fish']],
    ['3 pesche', ['fish']],
    ['4 pesche sciroppate', ['fish']],
    ["2 uova all'occhio di bue", ['beef', 'meat']],
    ['2 pomodori cuore di bue', ['beef', 'meat']],
    ['300 g di funghi porcini', ['pork', 'meat']],
    ['2 peperoni rossi', ['pork', 'meat']],
    ['Servite con lingue di gatto.', ['meat']],
    ['2 tranci di tonno', ['beef', 'meat']],
    ['100 g di prosciutto di tacchino', ['pork']],
    ['4 salsicce di pollo', ['pork']],
    ['1 fetta di salame di cioccolato', ['meat', 'pork']],
    ['2 cucchiai di maionese vegana', ['egg']],
    ['Una birra chiara', ['egg']],
    ['200 g di funghi pleurotus', ['shellfish']],
    ['400 g di polpa di pomodoro', ['shellfish']],
  ],
  members: [
    ['2 uova di quaglia', 'egg'],
    ['3 tuorli', 'egg'],
    ['Montate le chiare a neve.', 'egg'],
    ['200 g di crema pasticcera', 'egg'],
    ["2 uova all'occhio di bue", 'egg'],
    ['100 g di pasta di mandorle', 'nuts'],
    ['2 cucchiai di pesto alla genovese', 'nuts'],
    ['Salsa satay per gli spiedini', 'peanuts'],
    ['1 rotolo di pasta sfoglia', 'gluten'],
    ['50 g di pangrattato', 'gluten'],
    ['2 fette di pan carré', 'gluten'],
    ['3 cucchiai di salsa di soia', 'soy'],
    ['3 cucchiai di salsa di soia', 'gluten'],
    ['1 cucchiaio di colatura di alici', 'fish'],
    ['1 scatoletta di tonno sott’olio', 'fish'],
    ['4 fette di pancetta affumicata', 'pork'],
    ['200 g di guanciale', 'pork'],
    ['1 cucchiaio di nero di seppia', 'shellfish'],
    ['1 kg di cozze', 'shellfish'],
    ['2 cucchiai di hummus', 'sesame'],
    ['1 cucchiaio di miele di acacia', 'honey'],
    ['4 fogli di colla di pesce', 'meat'],
    ['100 g di mascarpone', 'dairy'],
    ['1 mozzarella di bufala', 'dairy'],
  ],
  avoid: [
    ['arachidi', '3 cucchiai di burro di arachidi', 'burro di arachidi'],
    ['allergia alle arachidi', '2 cucchiai di olio di arachidi', 'olio di arachidi'],
    ["allergia all'arachide", '3 cucchiai di burro di arachidi', 'burro di arachidi'],
    ['gamberetti', '12 mazzancolle', 'mazzancolle'],
    ['latte', '200 ml di panna fresca', 'panna fresca'],
    ['intolleranza al lattosio', '250 ml di latte intero', 'latte intero'],
    ['glutine', '300 g di farina 00', 'farina 00'],
    ['frutta a guscio', '50 g di nocciole', 'nocciole'],
    ['uova', '3 tuorli', 'tuorli'],
    ['frutti di mare', '1 kg di cozze', 'cozze'],
    ['pesce', '4 filetti di acciuga', 'filetti di acciuga'],
    ['senza maiale', '150 g di pancetta a cubetti', 'pancetta a cubetti'],
    ['sesamo', '1 cucchiaio di tahina', 'tahina'],
    ['miele', '2 cucchiai di miele', 'miele'],
    ['anacardi', '100 g di anacardi tostati', 'anacardi tostati'],
  ],
  lines: [
    ['200 g di farina 00', { quantity: 200, unitId: 'gram', name: 'farina 00' }],
    ['3 cucchiai di burro di arachidi', { quantity: 3, unitId: 'tablespoon', name: 'burro di arachidi' }],
    ['1 cucchiaino di sale', { quantity: 1, unitId: 'teaspoon', name: 'sale' }],
    ['1 cucchiaino da caffè di bicarbonato', { quantity: 1, unitId: 'teaspoon', name: 'bicarbonato' }],
    ["2-3 spicchi d'aglio", { quantity: 2, quantity2: 3, unitId: 'clove', name: 'aglio' }],
    ['1,5 l di brodo vegetale', { quantity: 1.5, unitId: 'liter', name: 'brodo vegetale' }],
    ['½ cipolla', { quantity: 0.5, unitId: null, name: 'cipolla' }],
    ['Un pizzico di sale', { quantity: 1, unitId: 'pinch', name: 'sale' }],
    ['Sale q.b.', { quantity: null, unitId: null, name: 'Sale' }],
    ['Pepe nero a piacere', { quantity: null, unitId: null, name: 'Pepe nero' }],
    ['1 scatola di pomodori pelati (400 g)', { quantity: 1, unitId: 'can', name: 'pomodori pelati' }],
    ['4 uova', { quantity: 4, unitId: null, name: 'uova' }],
    ['2 uova grandi', { quantity: 2, unitId: null, name: 'uova' }],
    ['circa 500 g di patate', { quantity: 500, unitId: 'gram', name: 'patate' }],
    ['1 cipolla tritata', { quantity: 1, unitId: null, name: 'cipolla' }],
    ['2 etti di prosciutto cotto', { quantity: 2, unitId: 'hectogram', name: 'prosciutto cotto' }],
    ['1 bicchiere di vino bianco', { quantity: 1, unitId: 'glass', name: 'vino bianco' }],
    ['1 rametto di rosmarino', { quantity: 1, unitId: 'sprig', name: 'rosmarino' }],
    ['Mezzo limone', { quantity: 0.5, unitId: null, name: 'limone' }],
    ['1 noce di burro', { quantity: 1, unitId: 'knob', name: 'burro' }],
    ["Un filo d'olio extravergine d'oliva", { quantity: 1, unitId: 'splash', name: "olio extravergine d'oliva" }],
    ['2 o 3 carote', { quantity: 2, quantity2: 3, unitId: null, name: 'carote' }],
    ['100 g di parmigiano grattugiato', { quantity: 100, unitId: 'gram', name: 'parmigiano' }],
    ['1 bustina di lievito per dolci (16 g)', { quantity: 1, unitId: 'package', name: 'lievito per dolci' }],
    ['250 cc di latte', { quantity: 250, unitId: 'milliliter', name: 'latte' }],
    ['Mezzo cucchiaino di sale', { quantity: 0.5, unitId: 'teaspoon', name: 'sale' }],
  ],
  scaled: [
    ['2 cucchiai di olio', 2, '4 cucchiai di olio'],
    ['1 cucchiaio di zucchero', 2, '2 cucchiai di zucchero'],
    ["1 spicchio d'aglio", 3, "3 spicchi d'aglio"],
    ['200 g di farina', 1.5, '300 g di farina'],
    ['1,5 l di latte', 2, '3 l di latte'],
    ['½ cipolla', 2, '1 cipolla'],
    ["2-3 spicchi d'aglio", 2, "4-6 spicchi d'aglio"],
    ['3 uova', 2, '6 uova'],
    ['250 ml di panna', 0.5, '125 ml di panna'],
    ['1 tazza di latte', 2, '2 tazze di latte'],
    ['2 o 3 carote', 2, '4 o 6 carote'],
  ],
  durations: [
    ['Cuocete per 10 minuti.', [10]],
    ['Infornate a 180 °C per 35-40 minuti.', [35]],
    ['Lasciate lievitare per 2 ore.', [120]],
    ["Lasciate riposare per mezz'ora.", [30]],
    ["Cuocete per un'ora a fuoco basso.", [60]],
    ['Frullate per 30 secondi.', [0.5]],
    ['Rosolate per 5 minuti, poi cuocete per altri 20 minuti.', [5, 20]],
    ['Cuocete da 8 a 10 minuti.', [8]],
    ['Cuocete per 1 ora e 30 minuti.', [90]],
    ["Lasciate lievitare per un'ora e mezza.", [90]],
  ],
  servings: [
    ['Dosi per 4 persone', 4],
    ['Porzioni: 2', 2],
    ['Per 6 persone', 6],
    ['4 porzioni', 4],
    ['Ingredienti per 4 persone', 4],
  ],
  times: [
    ['Tempo di preparazione: 15 minuti', { prep: 15 }],
    ['Tempo di cottura: 1 ora', { cook: 60 }],
    ['Preparazione: 20 min · Cottura: 35 min', { prep: 20, cook: 35 }],
    ['Tempo totale: 45 minuti', { total: 45 }],
  ],
  shopping: [
    ['burro', '50 g di burro morbido', true],
    ['uova', '3 uova', true],
    ['farina', '200 g di farina 00', true],
    ["olio d'oliva", "Olio extravergine d'oliva", true],
    ['pepe', 'Pepe nero q.b.', true],
    ['sale', 'Un pizzico di sale', true],
    ['parmigiano', '50 g di parmigiano grattugiato', true],
    ['cipolle', '2 cipolle rosse', true],
    ['noci', '1 noce moscata', false],
    ['pesce', '4 pesche', false],
    ['latte', '400 ml di latte di cocco', false],
    ['pasta', '1 rotolo di pasta sfoglia', false],
  ],
  recipe: {
    markdown: `# Spaghetti alla carbonara

Dosi per 4 persone · Preparazione: 10 minuti · Cottura: 15 minuti

## Ingredienti

- 320 g di spaghetti
- 150 g di guanciale
- 4 tuorli
- 1 uovo intero
- 60 g di pecorino romano grattugiato
- 30 g di parmigiano reggiano grattugiato
- Pepe nero macinato q.b.
- Sale grosso q.b.

## Procedimento

1. Portate a ebollizione abbondante acqua e salatela con il sale grosso.
2. Tagliate il guanciale a listarelle e rosolatelo in una padella senza olio per 5 minuti, finché diventa croccante.
3. In una ciotola sbattete i tuorli e l'uovo con il pecorino, il parmigiano e una generosa macinata di pepe.
4. Cuocete gli spaghetti al dente, per circa 10 minuti.
5. Scolate la pasta tenendo da parte un mestolo di acqua di cottura e versatela nella padella con il guanciale.
6. Togliete dal fuoco, aggiungete la crema di uova e mescolate velocemente, con un po' di acqua di cottura se necessario.
7. Servite subito con altro pecorino e pepe.

## Il consiglio dello chef

Non aggiungete mai la panna: la cremosità viene dalle uova e dall'acqua di cottura della pasta.

Buon appetito!
`,
    title: 'Spaghetti alla carbonara',
    servings: 4,
    ingredients: 8,
    steps: 7,
    prep: 10,
    cook: 15,
    counted: ['spaghetti', 'pancetta', 'egg yolk', 'egg', 'pecorino', 'parmesan'],
  },
};

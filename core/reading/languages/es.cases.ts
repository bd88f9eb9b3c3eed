import type { LanguageCases } from '../language-cases.ts';

export const cases: LanguageCases = {
  foods: [
    ['3 cucharadas de mantequilla de cacahuete', ['peanut butter']],
    ['200 g de espaguetis', ['spaghetti']],
    ['1 lata de leche de coco', ['coconut milk']],
    ['Una pizca de nuez moscada', ['nutmeg']],
    ['2 huevos grandes', ['egg']],
    ['Sal y pimienta negra al gusto', ['salt', 'black pepper']],
    ['500 g de pechuga de pollo en dados', ['chicken breast']],
    ['1 cebolla morada picada', ['red onion']],
    ['2 dientes de ajo', ['garlic']],
    ['150 g de queso parmesano rallado', ['grated parmesan']],
    ['1 taza de leche de almendras', ['almond milk']],
    ['100 ml de salsa de soja', ['soy sauce']],
    ['8 tortillas de maíz', ['corn tortilla']],
    ['Espolvorea con ajonjolí tostado y cebollín', ['sesame seed', 'spring onion']],
    ['250 g de camarones pelados', ['shrimp']],
    ['2 cucharadas de aceite de oliva virgen extra', ['extra virgin olive oil']],
    ['1 calabaza cacahuete mediana', ['butternut squash']],
    ['Mezcla la harina de maíz con el agua tibia', ['cornmeal', 'water']],
    ['Sirve con crema agria y frijoles refritos', ['sour cream', 'refried beans']],
    ['2 cucharadas de manteca de maní', ['peanut butter']],
    ['100 g de manteca', ['butter']],
    ['200 g de carne molida de res', ['ground beef']],
    ['1 kg de papas', ['potato']],
    ['3 jitomates maduros', ['tomato']],
    ['2 nueces de Castilla picadas', ['walnut']],
    ['Un puñado de maníes', ['peanut']],
  ],
  traps: [
    ['nuez moscada', ['nuts']],
    ['1/2 cucharadita de nuez moscada recién rallada', ['nuts']],
    ['400 ml de leche de coco', ['dairy', 'nuts']],
    ['3 cucharadas de mantequilla de cacahuete', ['dairy']],
    ['manteca de cacao', ['dairy']],
    ['manteca vegetal', ['dairy', 'pork']],
    ['judiones de La Granja', ['dairy']],
    ['hojas de lechuga mantequilla', ['dairy']],
    ['castañas de agua', ['nuts']],
    ['horchata de chufa', ['nuts']],
    ['calabaza cacahuete asada', ['peanuts', 'nuts']],
    ['tomate corazón de buey', ['beef', 'meat']],
    ['buey de mar cocido', ['beef', 'meat']],
    ['pez mantequilla', ['dairy']],
    ['huevas de salmón', ['egg']],
    ['carne de membrillo', ['meat']],
    ['tocino de cielo', ['pork', 'meat']],
    ['lenguas de gato', ['meat']],
    ['harina de maíz', ['gluten']],
    ['trigo sarraceno', ['gluten']],
    ['fideos de arroz', ['gluten']],
    ['espagueti de mar', ['gluten']],
    ['arroz glutinoso', ['gluten']],
    ['brotes de soja', ['soy']],
    ['setas de ostra', ['shellfish']],
    ['jamón de pato', ['pork']],
    ['beicon de pavo', ['pork']],
    ['miel de caña', ['honey']],
    ['miel de arce', ['honey']],
    ['leche de tigre', ['dairy']],
    ['crema de balsámico', ['dairy']],
    ['cerveza de jengibre', ['gluten']],
    ['salsa de soja sin gluten', ['gluten']],
    ['tortilla española', ['gluten']],
    ['Añade una nuez de mantequilla', ['nuts']],
    ['Fríe hasta que la cebolla esté dorada', ['fish']],
    ['Este flan es un auténtico manjar', ['fish', 'gluten']],
    ['Abre el pollo en mariposa', ['gluten']],
    ['2 cucharadas de pasta de tomate', ['gluten']],
    ['tortilla de patatas', ['gluten']],
  ],
  members: [
    ['huevo de codorniz', 'egg'],
    ['2 cucharadas de salsa inglesa', 'fish'],
    ['pesto genovés', 'nuts'],
    ['hummus', 'sesame'],
    ['tinta de calamar', 'shellfish'],
    ['arroz con leche', 'dairy'],
    ['ajoblanco', 'nuts'],
    ['alioli', 'egg'],
    ['buey de mar', 'shellfish'],
    ['salsa de ostras', 'shellfish'],
    ['bizcochos de soletilla', 'gluten'],
    ['natillas', 'egg'],
    ['hojas de gelatina', 'meat'],
    ['crema de cacahuate', 'peanuts'],
    ['pollo empanado', 'gluten'],
    ['mazapán', 'nuts'],
    ['salsa teriyaki', 'soy'],
    ['cajeta', 'dairy'],
    ['palitos de cangrejo', 'fish'],
    ['turrón de Jijona', 'nuts'],
    ['chicharrones', 'pork'],
  ],
  avoid: [
    ['cacahuetes', '3 cucharadas de mantequilla de cacahuete', 'mantequilla de cacahuete'],
    ['frutos secos', '50 g de nueces picadas', 'nueces'],
    ['lácteos', '100 g de mantequilla sin sal', 'mantequilla sin sal'],
    ['alergia al marisco', '300 g de gambas peladas', 'gambas'],
    ['sin gluten', '250 g de macarrones', 'macarrones'],
    ['huevo', '2 yemas de huevo', 'yemas de huevo'],
    ['intolerancia a la lactosa', '1 taza de leche entera', 'leche entera'],
    ['maní', '1/2 taza de maní tostado', 'maní tostado'],
    ['cerdo', '100 g de panceta ahumada', 'panceta ahumada'],
    ['ajonjolí', '2 cucharadas de tahini', 'tahini'],
    ['pescado', '1 cucharada de salsa de pescado', 'salsa de pescado'],
    ['celíaco', '1 cucharada de salsa de soja', 'salsa de soja'],
    ['mariscos', '1 kg de mejillones', 'mejillones'],
  ],
  lines: [
    ['200 g de espaguetis', { quantity: 200, unitId: 'gram', name: 'espaguetis' }],
    ['3 cucharadas de mantequilla de cacahuete', { quantity: 3, unitId: 'tablespoon', name: 'mantequilla de cacahuete' }],
    ['1 cebolla picada', { quantity: 1, unitId: null, name: 'cebolla' }],
    ['2-3 dientes de ajo', { quantity: 2, quantity2: 3, unitId: 'clove', name: 'ajo' }],
    ['1 a 2 cucharaditas de comino molido', { quantity: 1, quantity2: 2, unitId: 'teaspoon', name: 'comino molido' }],
    ['1/2 taza de leche', { quantity: 0.5, unitId: 'cup', name: 'leche' }],
    ['1,5 kg de patatas', { quantity: 1.5, unitId: 'kilogram', name: 'patatas' }],
    ['Una pizca de sal', { quantity: 1, unitId: 'pinch', name: 'sal' }],
    ['Sal al gusto', { quantity: null, unitId: null, name: 'Sal' }],
    ['1 lata de tomate triturado (400 g)', { quantity: 1, unitId: 'can', name: 'tomate triturado' }],
    ['unos 200 ml de caldo de pollo', { quantity: 200, unitId: 'milliliter', name: 'caldo de pollo' }],
    ['2 huevos grandes', { quantity: 2, unitId: null, name: 'huevos' }],
    ['Aceite de oliva para freír', { quantity: null, unitId: null, name: 'Aceite de oliva' }],
    ['½ cucharadita de canela en polvo', { quantity: 0.5, unitId: 'teaspoon', name: 'canela en polvo' }],
    ['250 cc de nata para montar', { quantity: 250, unitId: 'milliliter', name: 'nata para montar' }],
    ['Medio limón (su zumo)', { quantity: 0.5, unitId: null, name: 'limón' }],
    ['1 chorrito de vinagre de Jerez', { quantity: 1, unitId: 'dash', name: 'vinagre de Jerez' }],
    ['4 filetes de merluza', { quantity: 4, unitId: 'fillet', name: 'merluza' }],
    ['2 cdas. de aceite de oliva', { quantity: 2, unitId: 'tablespoon', name: 'aceite de oliva' }],
    ['1 cdta de bicarbonato', { quantity: 1, unitId: 'teaspoon', name: 'bicarbonato' }],
    ['2 tazas de arroz de grano largo', { quantity: 2, unitId: 'cup', name: 'arroz de grano largo' }],
    ['1/4 de taza de salsa de soja', { quantity: 0.25, unitId: 'cup', name: 'salsa de soja' }],
    ['1 sobre de levadura química', { quantity: 1, unitId: 'package', name: 'levadura química' }],
  ],
  scaled: [
    ['2 cucharadas de aceite de oliva', 2, '4 cucharadas de aceite de oliva'],
    ['1 cucharada de azúcar', 2, '2 cucharadas de azúcar'],
    ['1 taza de leche', 3, '3 tazas de leche'],
    ['200 g de espaguetis', 0.5, '100 g de espaguetis'],
    ['1,5 kg de patatas', 2, '3 kg de patatas'],
    ['0,5 l de caldo de verduras', 3, '1,5 l de caldo de verduras'],
    ['2-3 dientes de ajo', 2, '4-6 dientes de ajo'],
    ['1 diente de ajo', 2, '2 dientes de ajo'],
    ['2 cucharaditas de sal', 0.5, '1 cucharadita de sal'],
    ['1 a 2 cucharaditas de comino', 2, '2 a 4 cucharaditas de comino'],
  ],
  durations: [
    ['Hornea durante 25 minutos.', [25]],
    ['Cuece la pasta de 8 a 10 minutos.', [8]],
    ['Deja reposar la masa 1 hora.', [60]],
    ['Cocina a fuego lento durante 1 hora y 15 minutos.', [75]],
    ['Hornea 35-40 minutos o hasta que esté dorado.', [35]],
    ['Saltea 30 segundos y añade el vino.', [0.5]],
    ['Deja enfriar media hora y después refrigera 2 horas.', [30, 120]],
    ['Hierve cinco minutos más.', [5]],
    ['Marina el pollo durante 2 h en la nevera.', [120]],
    ['Hornea 1 hora y media a 180 °C.', [90]],
  ],
  servings: [
    ['Raciones: 4', 4],
    ['Para 6 personas', 6],
    ['4 porciones', 4],
    ['Rinde: 8 porciones', 8],
    ['Comensales: 2', 2],
    ['Para dos personas', 2],
  ],
  times: [
    ['Tiempo de preparación: 15 minutos', { prep: 15 }],
    ['Tiempo de cocción: 1 hora', { cook: 60 }],
    ['Tiempo total: 45 min', { total: 45 }],
    ['Tiempo de elaboración: 1 h 15 min', { total: 75 }],
    ['Preparación: 20 min | Cocción: 35 min', { prep: 20, cook: 35 }],
  ],
  shopping: [
    ['huevos', '3 huevos grandes', true],
    ['cebolla', '1 cebolla picada', true],
    ['tomates', '400 g de tomate triturado', true],
    ['pollo', '500 g de muslos de pollo', true],
    ['cacahuetes', '2 cucharadas de maní tostado', true],
    ['harina', '300 g de harina de trigo', true],
    ['nata', '200 ml de nata para montar', true],
    ['pimienta', '1 pimiento rojo', false],
    ['arroz', '2 tazas de quinoa', false],
    ['leche', '400 ml de leche de coco', false],
  ],
  recipe: {
    markdown: `# Pollo al curry con leche de coco

Raciones: 4 | Tiempo de preparación: 15 minutos | Tiempo de cocción: 30 minutos

## Ingredientes

- 600 g de contramuslos de pollo deshuesados
- 1 cebolla picada
- 2 dientes de ajo
- 1 cucharada de jengibre fresco rallado
- 2 cucharadas de pasta de curry rojo
- 400 ml de leche de coco
- 1 lata de tomate triturado (400 g)
- 2 cucharadas de aceite de girasol
- 1 cucharadita de azúcar moreno
- Sal al gusto
- Cilantro fresco para decorar

## Preparación

1. Calienta el aceite en una cazuela y sofríe la cebolla durante 5 minutos.
2. Añade el ajo y el jengibre y cocina 1 minuto más.
3. Incorpora la pasta de curry y el pollo troceado; dóralo durante 8 minutos.
4. Vierte la leche de coco y el tomate triturado, añade el azúcar y cocina a fuego lento 20 minutos.
5. Prueba, rectifica de sal y sirve con arroz blanco y el cilantro picado.

## Consejo

Si te gusta más picante, añade una guindilla fresca picada junto con el ajo.

¡Buen provecho!
`,
    title: 'Pollo al curry con leche de coco',
    servings: 4,
    ingredients: 11,
    steps: 5,
    prep: 15,
    cook: 30,
    counted: [
      'chicken thigh',
      'onion',
      'garlic',
      'ginger',
      'curry paste',
      'coconut milk',
      'crushed tomatoes',
      'sunflower oil',
      'brown sugar',
    ],
  },
};

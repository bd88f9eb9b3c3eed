/**
 * Polish, as a model writes a home recipe in it and a Polish cook reads it: foods in the genitive
 * after an amount ("200 g orzeszków ziemnych"), after "z" ("sok z cytryny"), in the locative and
 * instrumental inside steps ("smaż na maśle", "marynuj w sosie sojowym", "dopraw solą").
 */

import type { LanguageCases } from '../language-cases.ts';

export const cases: LanguageCases = {
  foods: [
    ['200 g orzeszków ziemnych', ['peanut']],
    ['3 łyżki masła orzechowego', ['peanut butter']],
    ['szczypta gałki muszkatołowej', ['nutmeg']],
    ['400 ml mleczka kokosowego', ['coconut milk']],
    ['Zeszklij cebulę na maśle.', ['onion', 'butter']],
    ['Marynuj kurczaka w sosie sojowym z miodem.', ['chicken', 'soy sauce', 'honey']],
    ['2 jajka i 3 żółtka', ['egg', 'egg yolk']],
    ['250 g makaronu spaghetti', ['spaghetti']],
    ['sól i pieprz do smaku', ['salt', 'black pepper']],
    ['1 puszka pomidorów krojonych', ['canned tomatoes']],
    ['pół szklanki mąki pszennej', ['wheat flour']],
    ['garść orzechów włoskich', ['walnut']],
    ['150 g sera feta', ['feta']],
    ['filet z łososia ze skórą', ['salmon fillet']],
    ['Posyp natką pietruszki i sezamem.', ['parsley', 'sesame']],
    ['1 łyżka oliwy z oliwek', ['olive oil']],
    ['1 kg dyni piżmowej', ['butternut squash']],
    ['4 kostki lodu', ['ice']],
    ['200 ml śmietanki 30%', ['heavy cream']],
    ['2 łyżki cukru pudru', ['powdered sugar']],
    ['sok z cytryny', ['lemon juice']],
    ['kasza gryczana z boczkiem', ['buckwheat', 'bacon']],
    ['1 łyżeczka maku', ['poppy seed']],
    ['Dopraw solą, pieprzem i szczyptą kminu rzymskiego.', ['salt', 'black pepper', 'cumin']],
    ['2 łyżki oleju rzepakowego', ['vegetable oil']],
    ['100 g twarogu półtłustego', ['cottage cheese']],
    ['Dodaj krewetki i smaż, aż zmienią kolor.', ['shrimp']],
    ['4 parówki', ['frankfurter', 'pork']],
    ['Obtocz w mące, jajku i bułce tartej.', ['flour', 'egg', 'breadcrumbs']],
  ],

  traps: [
    ['szczypta gałki muszkatołowej', ['nuts', 'peanuts']],
    ['pół łyżeczki startego orzecha muszkatołowego', ['nuts', 'peanuts']],
    ['400 ml mleka kokosowego', ['dairy', 'nuts']],
    ['1 puszka mleczka kokosowego', ['dairy', 'nuts']],
    ['3 łyżki masła orzechowego', ['dairy']],
    ['50 g masła kakaowego', ['dairy']],
    ['Podawaj z kostkami lodu.', ['dairy']],
    ['2 bakłażany pokrojone w plastry', ['egg']],
    ['kawior z bakłażana', ['fish', 'egg']],
    ['1 kg dyni piżmowej', ['nuts', 'peanuts']],
    ['1 puszka kasztanów wodnych', ['nuts']],
    ['50 g orzeszków piniowych', ['peanuts']],
    ['2 łyżki mąki ziemniaczanej', ['gluten']],
    ['200 g makaronu ryżowego', ['gluten']],
    ['1 łyżeczka maku', ['gluten']],
    ['2 łyżki mączki z chleba świętojańskiego', ['gluten']],
    ['3 łyżki sosu sojowego bezglutenowego', ['gluten']],
    ['1 jajko lniane (1 łyżka siemienia lnianego i 3 łyżki wody)', ['egg']],
    ['łyżeczka mleczka pszczelego', ['dairy']],
    ['1 puszka fasoli maślanej', ['dairy']],
    ['200 g ryby maślanej', ['dairy']],
    ['150 g mięsa sojowego', ['meat', 'pork', 'beef']],
    ['Podsmaż kurki na oleju.', ['meat']],
    ['300 g boczniaków', ['shellfish']],
    ['wiórki z orzecha kokosowego', ['nuts']],
    ['spaghetti z cukinii', ['gluten']],
    ['150 g jogurtu kokosowego', ['dairy']],
    ['Smaż kotlety w dwóch seriach.', ['dairy']],
    ['100 g mąki migdałowej', ['gluten']],
    ['4 parówki wegańskie', ['meat', 'pork']],
    ['butelka piwa imbirowego', ['gluten']],
    ['Przewróć placki łopatką.', ['pork', 'meat']],
    ['Pokrój cebulę w pióra.', ['gluten']],
    ['kilka nitek szafranu', ['gluten']],
    ['250 ml mleka owsianego', ['dairy']],
    ['Dodaj łyżkę cukru, ale nie mieszaj.', ['gluten']],
    ['dzikie grzyby', ['meat']],
    ['200 g kiełbasy z indyka', ['pork']],
    ['2 łyżki majonezu wegańskiego', ['egg']],
    ['100 g sera koziego', ['meat']],
    ['2 łyżki masła z pestek dyni', ['dairy', 'nuts']],
  ],

  members: [
    ['6 jajek przepiórczych', 'egg'],
    ['2 łyżki masła klarowanego', 'dairy'],
    ['plastry polędwicy łososiowej', 'pork'],
    ['pół pierścienia kiełbasy krakowskiej', 'pork'],
    ['2 łyżki pesto bazyliowego', 'nuts'],
    ['1 łyżka sosu rybnego', 'fish'],
    ['2 łyżki sosu ostrygowego', 'shellfish'],
    ['3 łyżki pasty tahini', 'sesame'],
    ['100 g chałwy', 'sesame'],
    ['Obtocz kotlety w bułce tartej.', 'gluten'],
    ['3 łyżki kaszy manny', 'gluten'],
    ['1 szklanka mleka bez laktozy', 'dairy'],
    ['1 miarka białka serwatkowego', 'dairy'],
    ['200 g makaronu jajecznego', 'egg'],
    ['kilka kropel sosu worcestershire', 'fish'],
    ['2 łyżki majonezu', 'egg'],
    ['2 łyżeczki żelatyny', 'meat'],
    ['1 łyżka smalcu', 'pork'],
    ['100 ml ajerkoniaku', 'egg'],
    ['200 g marcepanu', 'nuts'],
    ['kostka tofu', 'soy'],
    ['100 g makaronu sojowego', 'soy'],
    ['1 l rosołu', 'meat'],
    ['1 puszka masy krówkowej', 'dairy'],
    ['300 g kabanosów', 'pork'],
    ['500 g pierogów ruskich', 'gluten'],
    ['200 g mostka wołowego', 'beef'],
    ['1 łyżka miodu gryczanego', 'honey'],
    ['Posyp bułkę ziarnami sezamu.', 'sesame'],
    ['50 g krewetek koktajlowych', 'shellfish'],
    ['4 parówki', 'pork'],
    ['Marynuj kurczaka w kefirze.', 'dairy'],
  ],

  avoid: [
    ['orzeszki ziemne', '3 łyżki masła orzechowego', 'masła orzechowego'],
    ['alergia na orzechy', '100 g orzechów laskowych', 'orzechów laskowych'],
    ['nabiał', '200 ml śmietanki kremówki', 'śmietanki kremówki'],
    ['bez glutenu', '250 g makaronu spaghetti', 'makaronu spaghetti'],
    ['jajka', '2 żółtka', 'żółtka'],
    ['skorupiaki', '300 g krewetek tygrysich', 'krewetek tygrysich'],
    ['sezam', '2 łyżki pasty tahini', 'pasty tahini'],
    ['wieprzowina', '100 g boczku wędzonego', 'boczku wędzonego'],
    ['ryby', '1 łyżka sosu rybnego', 'sosu rybnego'],
    ['nietolerancja laktozy', '1 szklanka mleka', 'mleka'],
    ['soja', '2 łyżki sosu sojowego', 'sosu sojowego'],
    ['miód', '1 łyżka miodu', 'miodu'],
    ['mleko', 'Zalej płatki mlekiem.', 'mlekiem'],
  ],

  lines: [
    ['200 g orzeszków ziemnych', { quantity: 200, unitId: 'gram', name: 'orzeszków ziemnych' }],
    ['2 łyżki masła orzechowego', { quantity: 2, unitId: 'tablespoon', name: 'masła orzechowego' }],
    ['Szczypta soli', { quantity: null, unitId: null, name: 'soli' }],
    ['sól i pieprz do smaku', { quantity: null, unitId: null, name: 'sól i pieprz' }],
    ['1,5 l bulionu warzywnego', { quantity: 1.5, unitId: 'liter', name: 'bulionu warzywnego' }],
    ['2-3 ząbki czosnku, posiekane', { quantity: 2, quantity2: 3, unitId: 'clove', name: 'czosnku' }],
    ['½ szklanki mleka', { quantity: 0.5, unitId: 'glass', name: 'mleka' }],
    ['pół szklanki mleka', { quantity: 0.5, unitId: 'glass', name: 'mleka' }],
    ['półtorej szklanki mąki', { quantity: 1.5, unitId: 'glass', name: 'mąki' }],
    ['1 puszka (400 ml) mleka kokosowego', { quantity: 1, unitId: 'can', name: 'mleka kokosowego' }],
    ['1 cebula pokrojona w kostkę', { quantity: 1, unitId: null, name: 'cebula' }],
    ['3 duże jajka', { quantity: 3, unitId: null, name: 'jajka' }],
    ['ok. 500 g mąki pszennej', { quantity: 500, unitId: 'gram', name: 'mąki pszennej' }],
    ['2 do 3 łyżek cukru', { quantity: 2, quantity2: 3, unitId: 'tablespoon', name: 'cukru' }],
    ['1 1/2 szklanki mąki', { quantity: 1.5, unitId: 'glass', name: 'mąki' }],
    ['10 dag sera żółtego', { quantity: 10, unitId: 'dekagram', name: 'sera żółtego' }],
    ['1 płaska łyżeczka sody oczyszczonej', { quantity: 1, unitId: 'teaspoon', name: 'sody oczyszczonej' }],
    ['masło w temperaturze pokojowej', { quantity: null, unitId: null, name: 'masło' }],
    ['3 szt. jajek', { quantity: 3, unitId: 'piece', name: 'jajek' }],
    ['2 łyżki oliwy z oliwek do smażenia', { quantity: 2, unitId: 'tablespoon', name: 'oliwy z oliwek' }],
    ['0,5 kg ziemniaków', { quantity: 0.5, unitId: 'kilogram', name: 'ziemniaków' }],
    ['jedna szklanka wody', { quantity: 1, unitId: 'glass', name: 'wody' }],
    ['1 kostka masła', { quantity: 1, unitId: 'block', name: 'masła' }],
    ['2 łyżeczki świeżo startego imbiru', { quantity: 2, unitId: 'teaspoon', name: 'imbiru' }],
  ],

  scaled: [
    ['2 łyżki oliwy z oliwek', 2, '4 łyżki oliwy z oliwek'],
    ['1 łyżka masła', 2, '2 łyżki masła'],
    ['1 szklanka mleka', 2, '2 szklanki mleka'],
    ['2 łyżki cukru', 0.5, '1 łyżka cukru'],
    ['1,5 l bulionu', 2, '3 l bulionu'],
    ['250 g makaronu', 0.5, '125 g makaronu'],
    ['1 1/2 szklanki mąki', 2, '3 szklanki mąki'],
    ['1 puszka pomidorów', 2, '2 puszki pomidorów'],
    ['1 ząbek czosnku', 2, '2 ząbki czosnku'],
    // From five on, Polish counts in the genitive plural: "6 łyżek", not "6 łyżki".
    ['3 łyżki cukru', 2, '6 łyżek cukru'],
  ],

  durations: [
    ['Piecz 40 minut w 180°C.', [40]],
    ['Gotuj 10–12 minut, aż makaron będzie al dente.', [10]],
    ['Duś pod przykryciem przez 1 godzinę i 15 minut.', [75]],
    ['Odstaw ciasto na pół godziny do wyrośnięcia.', [30]],
    ['Smaż 2-3 minuty z każdej strony.', [2]],
    ['Wstaw do lodówki na 2 godziny, a najlepiej na całą noc.', [120]],
    ['Gotuj od 35 do 40 minut.', [35]],
    ['Miksuj przez 30 sekund.', [0.5]],
    ['Piecz półtorej godziny.', [90]],
    ['Smaż przez 5 min., często mieszając.', [5]],
  ],

  servings: [
    ['Porcje: 4', 4],
    ['4 porcje', 4],
    ['Dla 4 osób', 4],
    ['Liczba porcji: 6', 6],
    ['Przepis na 2 osoby', 2],
    ['Porcje: 4 | Czas przygotowania: 15 minut', 4],
  ],

  times: [
    ['Czas przygotowania: 15 minut', { prep: 15 }],
    ['Czas pieczenia: 45 minut', { cook: 45 }],
    ['**Czas przygotowania:** 20 minut | **Czas gotowania:** 30 minut', { prep: 20, cook: 30 }],
    ['Czas całkowity: 1 godzina 10 minut', { total: 70 }],
    ['Przygotowanie: 10 min, gotowanie: 25 min', { prep: 10, cook: 25 }],
    // "ok." (about) is how Polish writes approximate times.
    ['Czas pieczenia: ok. 40 minut', { cook: 40 }],
  ],

  shopping: [
    ['mąka', '500 g mąki pszennej', true],
    ['jajka', '3 duże jajka', true],
    ['czosnek', '2 ząbki czosnku', true],
    ['cebula', '1 czerwona cebula', true],
    ['pomidory', '1 puszka pomidorów krojonych', true],
    ['kurczak', '500 g piersi z kurczaka', true],
    ['ryż', '200 g ryżu basmati', true],
    ['cukier', '100 g mąki', false],
    ['oliwa z oliwek', '2 łyżki oliwy z oliwek', true],
    ['ser żółty', '100 g parmezanu', false],
    ['masło', '200 g masła', true],
    // Milk is no coconut milk: "mleko" must not tick off "mleko kokosowe".
    ['mleko', '400 ml mleka kokosowego', false],
  ],

  recipe: {
    markdown: `# Makaron z krewetkami w sosie czosnkowo-maślanym

**Porcje:** 2 | **Czas przygotowania:** 10 minut | **Czas gotowania:** 15 minut

Szybkie danie na kolację, gotowe w niecałe pół godziny.

## Składniki

- 200 g makaronu spaghetti
- 250 g krewetek tygrysich, obranych
- 3 ząbki czosnku, drobno posiekane
- 2 łyżki masła
- 1 łyżka oliwy z oliwek
- szczypta płatków chili
- sok z połówki cytryny
- 2 łyżki posiekanej natki pietruszki
- sól i pieprz do smaku

## Przygotowanie

1. Ugotuj makaron w osolonej wodzie al dente według instrukcji na opakowaniu (ok. 9–10 minut). Odlej, zachowując pół szklanki wody z gotowania.
2. Na dużej patelni rozgrzej oliwę z 1 łyżką masła. Dodaj czosnek i płatki chili, smaż 1 minutę.
3. Wrzuć krewetki i smaż po 2 minuty z każdej strony, aż zmienią kolor na różowy.
4. Dodaj makaron, resztę masła, sok z cytryny i odrobinę wody z gotowania. Wymieszaj i dopraw solą oraz pieprzem.
5. Posyp natką pietruszki i od razu podawaj.

## Wskazówka

Zamiast spaghetti możesz użyć makaronu linguine. Jeśli lubisz ostrzejsze smaki, dodaj więcej chili.

Smacznego!
`,
    title: 'Makaron z krewetkami w sosie czosnkowo-maślanym',
    servings: 2,
    ingredients: 9,
    steps: 5,
    prep: 10,
    cook: 15,
    counted: ['spaghetti', 'tiger prawn', 'garlic', 'butter', 'olive oil', 'parsley'],
  },
};

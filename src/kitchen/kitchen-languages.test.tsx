import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { speak } from '../../test-support/app/page-language.ts';
import { answerWith, sentBodies } from '../../test-support/app/recipe-api.ts';
import { renderApp } from '../../test-support/app/page.ts';

/** The cook's steps, by the words of the page in its language: the kitchen button, the avoid box, the ingredient box and the recipe button. */
type PageWords = { kitchen: string; diet: string; avoid: string; addIngredient: string; getRecipe: string };

async function openKitchen(user: UserEvent, words: PageWords) {
  await user.click(screen.getByRole('button', { name: words.kitchen }));
  return screen.findByRole('combobox', { name: words.diet }, { timeout: 5_000 });
}

/** The safety alert, once the language packs it reads the recipe with have loaded (a chunk each, slow on a busy machine). */
function findAlert() {
  return screen.findByRole('alert', {}, { timeout: 10_000 });
}

async function avoid(user: UserEvent, words: PageWords, ...foods: string[]) {
  for (const food of foods) await user.type(screen.getByRole('textbox', { name: words.avoid }), `${food}{Enter}`);
}

async function askForRecipe(user: UserEvent, words: PageWords, ...ingredients: string[]) {
  for (const name of ingredients) await user.type(screen.getByRole('textbox', { name: words.addIngredient }), `${name}{Enter}`);
  await user.click(screen.getByRole('button', { name: words.getRecipe }));
}

const SPANISH: PageWords = {
  kitchen: 'Tu cocina',
  diet: 'Dieta',
  avoid: 'Evitar',
  addIngredient: 'Añadir ingrediente',
  getRecipe: 'Obtener una receta',
};
const POLISH: PageWords = {
  kitchen: 'Twoja kuchnia',
  diet: 'Dieta',
  avoid: 'Unikam',
  addIngredient: 'Dodaj składnik',
  getRecipe: 'Poproś o przepis',
};
const JAPANESE: PageWords = {
  kitchen: 'あなたのキッチン',
  diet: '食事制限',
  avoid: '避ける食べ物',
  addIngredient: '材料を追加',
  getRecipe: 'レシピを作る',
};
const GERMAN: PageWords = {
  kitchen: 'Deine Küche',
  diet: 'Ernährungsweise',
  avoid: 'Meiden',
  addIngredient: 'Zutat hinzufügen',
  getRecipe: 'Rezept holen',
};

test('in Spanish, every setting of the kitchen is labelled and offered in Spanish', async () => {
  await speak('es');
  const user = userEvent.setup();
  await renderApp();
  const diet = await openKitchen(user, SPANISH);
  expect(
    within(diet)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Cualquier dieta', 'Vegetariana', 'Vegana', 'Pescetariana', 'Sin gluten', 'Sin lácteos']);
  for (const name of ['Raciones', 'Tiempo', 'Unidades', 'Idioma de la receta'])
    expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Raciones' })).toHaveDisplayValue('Sin indicar');
  expect(
    within(screen.getByRole('combobox', { name: 'Tiempo' }))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Sin límite', '15 minutos o menos', '30 minutos o menos', '45 minutos o menos', '60 minutos o menos', '90 minutos o menos']);
  expect(screen.getByRole('option', { name: 'De EE. UU. (tazas, oz, °F)' })).toBeInTheDocument();
  // The recipe is asked in the page's language until the cook picks another; each language keeps its own name.
  expect(screen.getByRole('combobox', { name: 'Idioma de la receta' })).toHaveDisplayValue('Español');
  expect(within(screen.getByRole('combobox', { name: 'Idioma de la receta' })).getByRole('option', { name: 'Deutsch' })).toHaveAttribute(
    'lang',
    'de',
  );
  const onlyMine = screen.getByRole('checkbox', { name: 'Usar solo mis ingredientes' });
  expect(onlyMine).toHaveAccessibleDescription('Además de sal, pimienta, aceite y agua.');

  const box = screen.getByRole('textbox', { name: 'Evitar' });
  expect(box).toHaveAttribute('placeholder', 'Ej.: cacahuetes');
  expect(box).toHaveAccessibleDescription(/^Alergias y alimentos que prefieres no comer\. Un grupo como frutos secos, lácteos o marisco/);
  await avoid(user, SPANISH, 'cacahuetes', 'cilantro');
  const list = screen.getByRole('list', { name: 'Alimentos que evitas' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Quitar cilantro de los alimentos que evitas' }));
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Añadir a los alimentos que evitas' })).toHaveTextContent('Añadir');

  await avoid(user, SPANISH, 'CACAHUETES');
  expect(screen.getByText('cacahuetes ya está entre los alimentos que evitas.')).toBeInTheDocument();
  await user.clear(screen.getByRole('textbox', { name: 'Evitar' }));
  await avoid(user, SPANISH, 'x'.repeat(41));
  expect(screen.getByRole('textbox', { name: 'Evitar' })).toHaveAccessibleDescription(
    /Cada alimento puede tener como máximo 40 caracteres \(este tiene 41\)\.$/,
  );
});

test('in Spanish, the alert names the foods and why each breaks the kitchen, in one Spanish sentence', async () => {
  await speak('es');
  answerWith(
    '# Salteado crujiente\n\n## Ingredientes\n\n- 2 muslos de pollo\n- 50 g de almendras\n- 1 cucharada de mantequilla de cacahuete\n\n' +
      '## Preparación\n\n1. Saltea todo.\n',
  );
  const user = userEvent.setup();
  await renderApp();
  await user.selectOptions(await openKitchen(user, SPANISH), 'Vegetariana');
  await avoid(user, SPANISH, 'frutos secos');
  await askForRecipe(user, SPANISH, 'pollo', 'almendras', 'arroz', 'cebolla');
  const alert = await findAlert();
  expect(alert).toHaveTextContent(
    'Revisa antes de cocinar: esta receta menciona muslos de pollo (no apto para vegetarianos) y almendras y mantequilla de cacahuete (evitas frutos secos).',
  );
  await user.click(within(alert).getByRole('button', { name: 'Pedir otra' }));
  await waitFor(() => expect(sentBodies).toHaveLength(2));
  expect(sentBodies[1]).toMatchObject({ conflicts: ['muslos de pollo', 'almendras', 'mantequilla de cacahuete'] });
});

test('in Polish, the time limits and the avoid list’s limits take the plural forms of their numbers', async () => {
  await speak('pl');
  const user = userEvent.setup();
  await renderApp();
  await openKitchen(user, POLISH);
  expect(
    within(screen.getByRole('combobox', { name: 'Czas' }))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Bez limitu', 'Do 15 minut', 'Do 30 minut', 'Do 45 minut', 'Do 60 minut', 'Do 90 minut']);
  expect(screen.getByRole('combobox', { name: 'Porcje' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Unikam' })).toHaveAttribute('placeholder', 'Np. orzeszki ziemne');
  await avoid(user, POLISH, 'x'.repeat(41));
  expect(screen.getByText('Nazwa produktu może mieć najwyżej 40 znaków (ta ma 41).')).toBeInTheDocument();
  await user.clear(screen.getByRole('textbox', { name: 'Unikam' }));
  await avoid(user, POLISH, ...Array.from({ length: 21 }, (_, i) => `produkt ${i + 1}`));
  expect(screen.getByText('Lista unikanych produktów jest pełna: zmieści najwyżej 20 produktów.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Usuń produkt 20 z unikanych produktów' })).toBeInTheDocument();
});

test('in Japanese, the kitchen and the alert speak Japanese, with Japanese punctuation', async () => {
  await speak('ja');
  answerWith('# ピーナッツ和え\n\n## 材料\n\n- ほうれん草 1束\n- ピーナッツバター 大さじ2\n- バター 10g\n\n## 作り方\n\n1. 和える。\n');
  const user = userEvent.setup();
  await renderApp();
  await openKitchen(user, JAPANESE);
  expect(screen.getByRole('option', { name: '30分以内' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: '米国式（カップ、oz、°F）' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: '手持ちの材料だけを使う' })).toBeInTheDocument();
  await avoid(user, JAPANESE, 'ピーナッツ', '乳製品');
  expect(screen.getByRole('list', { name: '避ける食べ物の一覧' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '乳製品を避ける食べ物から削除' })).toBeInTheDocument();
  await askForRecipe(user, JAPANESE, '卵', '小麦粉', '牛乳', '砂糖');
  const alert = await findAlert();
  expect(alert).toHaveTextContent(
    '調理の前に確認してください：このレシピにはピーナッツ、ピーナッツバター（避ける食べ物：ピーナッツ）、バター（避ける食べ物：乳製品）が含まれています。',
  );
  expect(within(alert).getByRole('button', { name: 'もう一度頼む' })).toBeInTheDocument();
});

test('on a German page, a food typed in German is found in a recipe the cook asked for in English', async () => {
  await speak('de');
  answerWith('# Noodles\n\n## Ingredients\n\n- 200 g noodles\n- 3 tbsp peanut butter\n\n## Instructions\n\n1. Toss.\n');
  const user = userEvent.setup();
  await renderApp();
  await openKitchen(user, GERMAN);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Rezeptsprache' }), 'English');
  await avoid(user, GERMAN, 'Erdnüsse');
  await askForRecipe(user, GERMAN, 'Nudeln', 'Erdnussbutter', 'Limette', 'Koriander');
  const alert = await findAlert();
  expect(alert).toHaveTextContent('Vor dem Kochen prüfen: Dieses Rezept erwähnt peanut butter (du meidest Erdnüsse).');
  expect(within(alert).getByRole('button', { name: 'Erneut fragen' })).toBeInTheDocument();
  // English is the request's default language: the kitchen sends none.
  expect(sentBodies[0]).toMatchObject({ kitchen: { avoid: ['Erdnüsse'] } });
  expect(sentBodies[0]).not.toHaveProperty('kitchen.language');
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { speak } from '../../test-support/app/page-language.ts';
import { TRAYBAKE, TRAYBAKE_PANTRY } from '../../test-support/cooking-recipe.ts';
import { CookingPanel } from './cooking-panel.tsx';
import * as facts from './nutrition/facts.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const section = async (heading = 'Nutrition per serving') =>
  // The food table is its own chunk: the first render waits for it.
  (await screen.findByRole('heading', { name: heading }, { timeout: 15_000 })).closest('section') as HTMLElement;
const figure = (within_: HTMLElement, name: string) => within(within_).getByText(name).nextElementSibling?.textContent;

// The traybake, by hand from data/usda-sr: 4 chicken thighs 4 × 193 g (05096: 121 kcal, 19.66 g protein,
// 0 g carbs, 4.12 g fat, 0 fibre, 95 mg sodium per 100 g); 1 1/2 cups rice 277.5 g (20044: 365, 7.13,
// 79.95, 0.66, 1.3, 5); 2 lemons 2 × 58 g (09150: 29, 1.1, 9.32, 0.3, 2.8, 2); 3 cloves garlic 9 g (11215:
// 149, 6.36, 33.06, 0.5, 2.1, 17); 2 tbsp olive oil 2 × 13.5 g (04053: 884, 0, 0, 100, 0, 2). Serves 4:
// kcal (934.1 + 1012.9 + 33.6 + 13.4 + 238.7) / 4 = 558; protein (151.8 + 19.8 + 1.3 + 0.6) / 4 = 43 g;
// carbs (221.9 + 10.8 + 3.0) / 4 = 59 g; fat (31.8 + 1.8 + 0.3 + 0.05 + 27) / 4 = 15 g;
// fibre (3.6 + 3.2 + 0.2) / 4 = 1.8 g; sodium (733.4 + 13.9 + 2.3 + 1.5 + 0.5) / 4 = 188 mg, salt 0.5 g.
test('the panel shows calories, protein, carbohydrates, fat, fibre and salt per serving, from the USDA table', async () => {
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  const nutrition = await section();
  expect(figure(nutrition, 'Calories')).toBe('558 kcal');
  expect(figure(nutrition, 'Protein')).toBe('43 g');
  expect(figure(nutrition, 'Carbohydrates')).toBe('59 g');
  expect(figure(nutrition, 'Fat')).toBe('15 g');
  expect(figure(nutrition, 'Fibre')).toBe('1.8 g');
  expect(figure(nutrition, 'Salt')).toBe('0.5 g');
  expect(within(nutrition).getByText('Based on 5 of 7 ingredients')).toBeInTheDocument();
  expect(within(nutrition).getByText(/estimate from USDA food composition data/)).toBeInTheDocument();
});

test('How this was estimated lists each line with its USDA food and grams, and the lines not counted with why', async () => {
  const user = userEvent.setup();
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  const nutrition = await section();
  await user.click(within(nutrition).getByText('How this was estimated'));
  const items = within(nutrition)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(items).toContain('4 chicken thighs: Chicken, broilers or fryers, dark meat, thigh, meat only, raw (USDA 05096), 772 g');
  expect(items).toContain('3 cloves garlic, minced: Garlic, raw (USDA 11215), 9 g');
  expect(items).toContain('Salt and pepper, to taste: to taste');
  expect(items).toContain('Fresh parsley, for garnish: no quantity');
});

test('scaling keeps the values per serving and shows the servings it scales to', async () => {
  const user = userEvent.setup();
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  const nutrition = await section();
  expect(within(nutrition).getByText('4 servings')).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Scale' }), '2×');
  expect(within(nutrition).getByText('8 servings at 2×')).toBeInTheDocument();
  expect(figure(nutrition, 'Calories')).toBe('558 kcal');
  await user.click(within(nutrition).getByText('How this was estimated'));
  expect(
    within(nutrition).getByText('8 chicken thighs: Chicken, broilers or fryers, dark meat, thigh, meat only, raw (USDA 05096), 1,544 g'),
  ).toBeInTheDocument();
});

const UNSTATED = '# Toast\n\n## Ingredients\n- 2 slices bread\n- 1 tbsp butter\n\n## Steps\n1. Toast the bread and butter it.\n';

test("without servings in the recipe the kitchen's Servings count, and without either the figures are the whole recipe's", async () => {
  const user = userEvent.setup();
  // 2 × 28 g bread (18069: 265 kcal per 100 g) + 14.2 g butter (717) = 148.4 + 101.8 = 250 kcal.
  const { unmount } = render(<CookingPanel recipe={UNSTATED} pantry={[]} servings={2} />);
  expect(figure(await section(), 'Calories')).toBe('125 kcal');
  unmount();
  render(<CookingPanel recipe={UNSTATED} pantry={[]} />);
  const whole = await section('Nutrition for the whole recipe');
  expect(figure(whole, 'Calories')).toBe('250 kcal');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Scale' }), '2×');
  expect(figure(whole, 'Calories')).toBe('500 kcal');
});

test('in German the figures are written with a decimal comma, and the working is German around the recipe’s lines', async () => {
  await speak('de');
  const user = userEvent.setup();
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  const nutrition = await section('Nährwerte pro Portion');
  expect(figure(nutrition, 'Kalorien')).toBe('558 kcal');
  expect(figure(nutrition, 'Eiweiß')).toBe('43 g');
  expect(figure(nutrition, 'Kohlenhydrate')).toBe('59 g');
  expect(figure(nutrition, 'Fett')).toBe('15 g');
  expect(figure(nutrition, 'Ballaststoffe')).toBe('1,8 g');
  expect(figure(nutrition, 'Salz')).toBe('0,5 g');
  expect(within(nutrition).getByText('4 Portionen')).toBeInTheDocument();
  expect(within(nutrition).getByText('Berechnet aus 5 von 7 Zutaten')).toBeInTheDocument();
  expect(within(nutrition).getByText(/^Eine Schätzung aus den Nährwertdaten des USDA/)).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Menge' }), '2×');
  expect(within(nutrition).getByText('8 Portionen (2×)')).toBeInTheDocument();
  await user.click(within(nutrition).getByText('So wurde geschätzt'));
  const items = within(nutrition)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(items).toContain('8 chicken thighs: Chicken, broilers or fryers, dark meat, thigh, meat only, raw (USDA 05096), 1.544 g');
  expect(items).toContain('Salt and pepper, to taste: nach Geschmack');
  expect(items).toContain('Fresh parsley, for garnish: keine Mengenangabe');
  expect(within(nutrition).getByRole('heading', { name: 'Nicht erfasst' })).toBeInTheDocument();
});

test('in Polish the servings take one, few, many and fraction forms', async () => {
  await speak('pl');
  const user = userEvent.setup();
  const { unmount } = render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  const nutrition = await section('Wartości odżywcze na porcję');
  expect(within(nutrition).getByText('4 porcje')).toBeInTheDocument();
  expect(within(nutrition).getByText('Na podstawie 5 z 7 składników')).toBeInTheDocument();
  expect(figure(nutrition, 'Błonnik')).toBe('1,8 g');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Ilość' }), '3×');
  expect(within(nutrition).getByText('12 porcji (3×)')).toBeInTheDocument();
  unmount();

  // The kitchen's Servings when the recipe states none: 1, and 3 at ½× (a fraction).
  const { unmount: unmountOne } = render(<CookingPanel recipe={UNSTATED} pantry={[]} servings={1} />);
  expect(within(await section('Wartości odżywcze na porcję')).getByText('1 porcja')).toBeInTheDocument();
  unmountOne();
  render(<CookingPanel recipe={UNSTATED} pantry={[]} servings={3} />);
  const three = await section('Wartości odżywcze na porcję');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Ilość' }), '½×');
  expect(within(three).getByText('1,5 porcji (½×)')).toBeInTheDocument();
});

test('in Japanese the nutrition panel names the nutrients and counts the ingredients in Japanese', async () => {
  await speak('ja');
  const user = userEvent.setup();
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  const nutrition = await section('1人分の栄養成分');
  expect(within(nutrition).getByText('4人分')).toBeInTheDocument();
  expect(figure(nutrition, 'エネルギー')).toBe('558 kcal');
  expect(figure(nutrition, 'たんぱく質')).toBe('43 g');
  expect(figure(nutrition, '食物繊維')).toBe('1.8 g');
  expect(figure(nutrition, '食塩相当量')).toBe('0.5 g');
  expect(within(nutrition).getByText('材料7種類のうち5種類をもとに計算')).toBeInTheDocument();
  await user.click(within(nutrition).getByText('推定の方法'));
  const items = within(nutrition)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(items).toContain('3 cloves garlic, minced：Garlic, raw（USDA 11215）、9 g');
  expect(items).toContain('Salt and pepper, to taste：適量');
});

test('without the food table the panel says so in the page’s language', async () => {
  await speak('de');
  vi.spyOn(facts, 'loadFoodIndex').mockRejectedValue(new Error('offline'));
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  expect(
    await screen.findByText('Die Nährwerte konnten nicht geladen werden: Öffne die App einmal online, dann sind sie auch offline da.'),
  ).toBeInTheDocument();
});

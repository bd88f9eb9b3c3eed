import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { TRAYBAKE, TRAYBAKE_PANTRY } from '../../test-support/cooking-recipe.ts';
import { CookingPanel } from './cooking-panel.tsx';

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
    within(nutrition).getByText('8 chicken thighs: Chicken, broilers or fryers, dark meat, thigh, meat only, raw (USDA 05096), 1544 g'),
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

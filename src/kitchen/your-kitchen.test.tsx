import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { addIngredients, askForRecipe, avoid, openKitchen, renderApp } from '../../test-support/app/page.ts';
import { answerControlled, answerWith, sentBodies } from '../../test-support/app/recipe-api.ts';

const RECIPE = '# Pancakes\n\n## Ingredients\n\n- 2 eggs\n- 1 cup flour\n\n## Instructions\n\n1. Whisk.\n\n## Extra Tip\n\nAdd berries.\n';

test('"Your kitchen" is a disclosure: closed it shows a summary, open it shows every setting', async () => {
  const user = userEvent.setup();
  await renderApp();
  const toggle = screen.getByRole('button', { name: 'Your kitchen' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveAccessibleDescription('Nothing set');
  expect(screen.queryByRole('combobox', { name: 'Diet' })).not.toBeInTheDocument();

  await openKitchen(user);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Diet', 'Servings', 'Time', 'Units', 'Recipe language']) {
    expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
  }
  expect(screen.getByRole('textbox', { name: 'Avoid' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Use only my ingredients' })).not.toBeChecked();
  expect(screen.getByRole('option', { name: '90 minutes or less' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Recipe language' })).toHaveValue('en');

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('combobox', { name: 'Diet' })).not.toBeInTheDocument();
});

test('the summary says what is set, in a few words', async () => {
  const user = userEvent.setup();
  await renderApp();
  await openKitchen(user);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Diet' }), 'Vegetarian');
  await avoid(user, 'peanuts');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Servings' }), '2');
  await user.click(screen.getByRole('button', { name: 'Your kitchen' }));
  expect(await screen.findByText('Vegetarian · no peanuts · 2 servings')).toBeInTheDocument();
});

test('avoided foods are added with Enter, listed, and removed by their own button, keeping the keyboard in place', async () => {
  const user = userEvent.setup();
  await renderApp();
  await openKitchen(user);
  await avoid(user, 'peanuts', 'coriander', 'shellfish');
  const list = screen.getByRole('list', { name: 'Foods to avoid' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace('×', '')),
  ).toEqual(['peanuts', 'coriander', 'shellfish']);
  expect(screen.getByRole('textbox', { name: 'Avoid' })).toHaveValue('');

  await user.click(screen.getByRole('button', { name: 'Remove coriander from avoid list' }));
  expect(screen.queryByText('coriander')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove shellfish from avoid list' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Add to avoid list' }));
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
});

test('a repeated or too long avoided food is refused with a message, and the text stays for fixing', async () => {
  const user = userEvent.setup();
  await renderApp();
  await openKitchen(user);
  await avoid(user, 'Peanuts', 'PEANUTS');
  expect(screen.getByText('Peanuts is already on your avoid list.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Avoid' })).toHaveValue('PEANUTS');
  await user.clear(screen.getByRole('textbox', { name: 'Avoid' }));
  await avoid(user, 'x'.repeat(41));
  expect(screen.getByText('Please keep each food to 40 characters or fewer (this one has 41).')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Avoid' })).toHaveAttribute('aria-invalid', 'true');
});

test('with nothing set the request is the plain ingredient list', async () => {
  answerWith(RECIPE);
  const user = userEvent.setup();
  await renderApp();
  await askForRecipe(user);
  await screen.findByRole('heading', { name: 'Pancakes' });
  expect(sentBodies).toEqual([{ ingredients: ['egg', 'flour', 'milk', 'sugar'] }]);
});

test('the request carries every kitchen setting that is set, and "Another idea" carries the kitchen of now', async () => {
  answerWith(RECIPE);
  const user = userEvent.setup();
  await renderApp();
  await openKitchen(user);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Diet' }), 'Vegan');
  await avoid(user, 'peanuts');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Servings' }), '4');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '30 minutes or less');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Units' }), 'US (cups, oz, °F)');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Recipe language' }), 'Deutsch');
  await user.click(screen.getByRole('checkbox', { name: 'Use only my ingredients' }));
  await askForRecipe(user);
  await screen.findByRole('heading', { name: 'Pancakes' });
  expect(sentBodies[0]).toEqual({
    ingredients: ['egg', 'flour', 'milk', 'sugar'],
    kitchen: { diet: 'vegan', avoid: ['peanuts'], servings: 4, maxMinutes: 30, units: 'us', language: 'de', onlyMine: true },
  });

  await user.selectOptions(screen.getByRole('combobox', { name: 'Servings' }), 'Not set');
  await user.click(screen.getByRole('checkbox', { name: 'Use only my ingredients' }));
  await user.click(screen.getByRole('button', { name: 'Another idea' }));
  await waitFor(() => expect(sentBodies).toHaveLength(2));
  expect(sentBodies[1]).toEqual({
    ingredients: ['egg', 'flour', 'milk', 'sugar'],
    kitchen: { diet: 'vegan', avoid: ['peanuts'], maxMinutes: 30, units: 'us', language: 'de' },
  });
});

test('a recipe that mentions an avoided food shows an alert naming the words, while it is still being written', async () => {
  const streams = answerControlled();
  const user = userEvent.setup();
  await renderApp();
  await openKitchen(user);
  await avoid(user, 'nuts');
  await askForRecipe(user);
  await waitFor(() => expect(streams).toHaveLength(1));
  streams[0]!.write('# Granola\n\n## Ingredients\n\n- 100 g oats\n');
  await screen.findByRole('heading', { name: 'Granola' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  streams[0]!.write('- 50 g chopped almonds\n- a little pean');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('this recipe mentions almonds (you avoid nuts).');
  expect(screen.getByText('Still writing…')).toBeInTheDocument();
  streams[0]!.write('ut butter\n');
  streams[0]!.finish();
  await waitFor(() => expect(alert).toHaveTextContent('this recipe mentions almonds and peanut butter (you avoid nuts).'));
});

test('"Ask again" repeats the request and tells the model which words the check found', async () => {
  answerWith('# Chicken Soup\n\n- 1 chicken\n- 2 carrots\n', RECIPE);
  const user = userEvent.setup();
  await renderApp();
  await openKitchen(user);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Diet' }), 'Vegetarian');
  await askForRecipe(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('this recipe mentions Chicken (not vegetarian).');
  await user.click(screen.getByRole('button', { name: 'Ask again' }));
  await screen.findByRole('heading', { name: 'Pancakes' });
  expect(sentBodies[1]).toEqual({
    ingredients: ['egg', 'flour', 'milk', 'sugar'],
    kitchen: { diet: 'vegetarian' },
    conflicts: ['Chicken'],
  });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('foods that only look like an avoided one raise no alarm', async () => {
  answerWith(
    '# Thai Curry\n\n## Ingredients\n\n- 1 can coconut milk\n- a pinch of nutmeg\n- 1 butternut squash\n- 1 eggplant\n' +
      '- a handful of water chestnuts\n- 2 tbsp cocoa butter\n- 1 tsp cream of tartar\n\n## Instructions\n\n1. Simmer.\n\n' +
      '## Extra Tip\n\nUse a nut-free kitchen and an egg timer.\n',
  );
  const user = userEvent.setup();
  await renderApp();
  await openKitchen(user);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Diet' }), 'Vegan');
  await avoid(user, 'nuts', 'eggs');
  await askForRecipe(user);
  await screen.findByRole('heading', { name: 'Thai Curry' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save recipe' })).toBeInTheDocument());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the kitchen can be changed before the ingredients, and the list is unaffected', async () => {
  const user = userEvent.setup();
  await renderApp();
  await openKitchen(user);
  await avoid(user, 'peanuts');
  await addIngredients(user, 'egg');
  expect(screen.getByRole('heading', { name: 'Ingredients on hand:' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /^Remove/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
    'Remove peanuts from avoid list',
    'Remove egg',
  ]);
});

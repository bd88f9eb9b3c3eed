import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { addIngredients, renderApp } from '../test-support/app/page.ts';
import { answerControlled, answerWith, failMidStream, failWith, sentBodies } from '../test-support/app/recipe-api.ts';

const SOUP =
  '# Tomato Soup\n\nA *cosy* bowl.\n\n## Ingredients\n\n- 4 tomatoes\n- 1 onion\n\n## Instructions\n\n1. Chop.\n2. Simmer.\n\n## Extra Tip\n\nFreeze the rest.\n';
const OMELETTE = '# Cheese Omelette\n\n## Ingredients\n\n- 2 eggs\n\n## Instructions\n\n1. Whisk.\n\n## Extra Tip\n\nAdd herbs.\n';

test('the page shows the logo, the name and the ingredient form', async () => {
  await renderApp();
  expect(screen.getByRole('img', { name: /Pantry Chef/ })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Pantry Chef' })).toBeInTheDocument();
  const box = screen.getByRole('textbox', { name: 'Add ingredient' });
  expect(box).toHaveAttribute('placeholder', 'Eg Oregano');
  expect(screen.getByRole('button', { name: '+ Add ingredient' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Ingredients on hand:' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Pantry Chef Recommends:' })).not.toBeInTheDocument();
});

test('a cook can add an ingredient with the button', async () => {
  const user = userEvent.setup();
  await renderApp();
  await user.type(screen.getByRole('textbox', { name: 'Add ingredient' }), 'Oregano');
  await user.click(screen.getByRole('button', { name: '+ Add ingredient' }));
  expect(screen.getByRole('heading', { name: 'Ingredients on hand:' })).toBeInTheDocument();
  expect(screen.getByRole('listitem')).toHaveTextContent('Oregano');
});

test('a cook can add an ingredient with the Enter key, and new ones go at the end', async () => {
  const user = userEvent.setup();
  await renderApp();
  await addIngredients(user, 'egg', 'flour', 'milk');
  const items = screen.getAllByRole('listitem').map((item) => item.textContent?.replace('×', ''));
  expect(items).toEqual(['egg', 'flour', 'milk']);
});

test('submitting an empty value adds nothing', async () => {
  const user = userEvent.setup();
  await renderApp();
  await user.click(screen.getByRole('button', { name: '+ Add ingredient' }));
  await user.type(screen.getByRole('textbox', { name: 'Add ingredient' }), '   {Enter}');
  expect(screen.queryByRole('heading', { name: 'Ingredients on hand:' })).not.toBeInTheDocument();
  expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
});

test('after adding, the text box is empty and keeps focus', async () => {
  const user = userEvent.setup();
  await renderApp();
  const box = screen.getByRole('textbox', { name: 'Add ingredient' });
  await user.type(box, 'basil');
  await user.click(screen.getByRole('button', { name: '+ Add ingredient' }));
  expect(box).toHaveValue('');
  expect(box).toHaveFocus();
});

test('the call-to-action appears with the fourth ingredient, not the third', async () => {
  const user = userEvent.setup();
  await renderApp();
  await addIngredients(user, 'egg', 'flour', 'milk');
  expect(screen.queryByRole('heading', { name: 'Ready for a recipe?' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Get a recipe' })).not.toBeInTheDocument();
  await addIngredients(user, 'sugar');
  expect(screen.getByRole('heading', { name: 'Ready for a recipe?' })).toBeInTheDocument();
  expect(screen.getByText('Generate a recipe from your list of ingredients')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Get a recipe' })).toBeInTheDocument();
});

test('a recipe arrives on the card as Markdown, in a polite live region', async () => {
  answerWith(SOUP);
  const user = userEvent.setup();
  await renderApp();
  await addIngredients(user, 'tomato', 'onion', 'garlic', 'basil');
  await user.click(screen.getByRole('button', { name: 'Get a recipe' }));

  const card = (await screen.findByRole('heading', { name: 'Pantry Chef Recommends:' })).closest('section')!;
  expect(card).toHaveAttribute('aria-live', 'polite');
  expect(await within(card).findByRole('heading', { name: 'Tomato Soup' })).toBeInTheDocument();
  expect(within(card).getByText('cosy').tagName).toBe('EM');
  expect(within(card).getByRole('heading', { name: 'Ingredients' })).toBeInTheDocument();
  expect(within(card).getAllByRole('list')).toHaveLength(2);
  expect(sentBodies).toEqual([{ ingredients: ['tomato', 'onion', 'garlic', 'basil'] }]);
});

test('a second recipe replaces the first', async () => {
  answerWith(SOUP, OMELETTE);
  const user = userEvent.setup();
  await renderApp();
  await addIngredients(user, 'egg', 'cheese', 'milk', 'chives');
  await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  await screen.findByRole('heading', { name: 'Tomato Soup' });
  await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  expect(await screen.findByRole('heading', { name: 'Cheese Omelette' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Tomato Soup' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('heading', { name: 'Pantry Chef Recommends:' })).toHaveLength(1);
});

test('a failure empties the card, logs the error and tells the cook what happened', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  answerWith(SOUP);
  const user = userEvent.setup();
  await renderApp();
  await addIngredients(user, 'egg', 'flour', 'milk', 'sugar');
  await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  await screen.findByRole('heading', { name: 'Tomato Soup' });

  failWith(503, 'not_configured', 'No recipe model is set up on this server yet.');
  await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No recipe model is set up on this server yet.');
  expect(screen.queryByRole('heading', { name: 'Pantry Chef Recommends:' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Tomato Soup' })).not.toBeInTheDocument();
  expect(consoleError).toHaveBeenCalled();
  consoleError.mockRestore();
});

test('a failure in the middle of a recipe clears the partial text', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  failMidStream('# Half a recipe\n\n', 'model_timeout', 'The recipe model took too long to answer. Please try again.');
  const user = userEvent.setup();
  await renderApp();
  await addIngredients(user, 'egg', 'flour', 'milk', 'sugar');
  await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('took too long');
  expect(screen.queryByText('Half a recipe')).not.toBeInTheDocument();
  expect(consoleError).toHaveBeenCalledOnce();
  consoleError.mockRestore();
});

test('"Try again" after a failure asks again and shows the recipe', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  failWith(502, 'model_busy', 'The recipe model is busy right now. Please try again in a minute.');
  const user = userEvent.setup();
  await renderApp();
  await addIngredients(user, 'egg', 'flour', 'milk', 'sugar');
  await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  await screen.findByRole('alert');
  answerWith(SOUP);
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Tomato Soup' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(sentBodies).toEqual([{ ingredients: ['egg', 'flour', 'milk', 'sugar'] }]);
  vi.restoreAllMocks();
});

test('recipe text shows while it is still being written, and the card says so', async () => {
  const streams = answerControlled();
  const user = userEvent.setup();
  await renderApp();
  await addIngredients(user, 'egg', 'flour', 'milk', 'sugar');
  await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  const card = (await screen.findByRole('heading', { name: 'Pantry Chef Recommends:' })).closest('section')!;
  expect(card).toHaveAttribute('aria-busy', 'true');
  expect(within(card).getByText('Cooking up a recipe…')).toBeInTheDocument();

  await waitFor(() => expect(streams).toHaveLength(1));
  streams[0]!.write('# Pancakes\n\n');
  expect(await within(card).findByRole('heading', { name: 'Pancakes' })).toBeInTheDocument();
  expect(within(card).getByText('Still writing…')).toBeInTheDocument();
  expect(card).toHaveAttribute('aria-busy', 'true');

  streams[0]!.write('Fluffy and golden.\n');
  streams[0]!.finish();
  expect(await within(card).findByText('Fluffy and golden.')).toBeInTheDocument();
  await waitFor(() => expect(card).toHaveAttribute('aria-busy', 'false'));
  expect(within(card).queryByText('Still writing…')).not.toBeInTheDocument();
});

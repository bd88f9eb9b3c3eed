import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { addIngredients, renderApp } from '../../test-support/app/page.ts';

const listed = () => screen.queryAllByRole('listitem').map((item) => item.firstChild?.textContent);

test('each ingredient has its own remove button named after it', async () => {
  const user = userEvent.setup();
  await renderApp();
  await addIngredients(user, 'egg', 'flour', 'milk');
  await user.click(screen.getByRole('button', { name: 'Remove flour' }));
  expect(listed()).toEqual(['egg', 'milk']);
  // The keyboard stays in the list: focus moves to the next remove button.
  expect(screen.getByRole('button', { name: 'Remove milk' })).toHaveFocus();
});

test('removing the last ingredient hides the section and returns focus to the text box', async () => {
  const user = userEvent.setup();
  await renderApp();
  await addIngredients(user, 'egg');
  await user.click(screen.getByRole('button', { name: 'Remove egg' }));
  expect(screen.queryByRole('heading', { name: 'Ingredients on hand:' })).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Add ingredient' })).toHaveFocus();
});

test('removing below four ingredients hides the call-to-action again', async () => {
  const user = userEvent.setup();
  await renderApp();
  await addIngredients(user, 'egg', 'flour', 'milk', 'sugar');
  expect(screen.getByRole('button', { name: 'Get a recipe' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove sugar' }));
  expect(screen.queryByRole('heading', { name: 'Ready for a recipe?' })).not.toBeInTheDocument();
});

test('the list can be cleared at once, and the clearing undone', async () => {
  const user = userEvent.setup();
  await renderApp();
  await addIngredients(user, 'egg', 'flour', 'milk', 'sugar');
  await user.click(screen.getByRole('button', { name: 'Clear list' }));
  expect(listed()).toEqual([]);
  expect(screen.getAllByRole('status').some((status) => /List cleared/.test(status.textContent ?? ''))).toBe(true);
  expect(screen.getByRole('textbox', { name: 'Add ingredient' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(listed()).toEqual(['egg', 'flour', 'milk', 'sugar']);
  expect(screen.getByRole('button', { name: 'Get a recipe' })).toBeInTheDocument();
});

test('undo is no longer offered once a new list is started', async () => {
  const user = userEvent.setup();
  await renderApp();
  await addIngredients(user, 'egg');
  await user.click(screen.getByRole('button', { name: 'Clear list' }));
  await addIngredients(user, 'rice');
  await user.click(screen.getByRole('button', { name: 'Remove rice' }));
  expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
});

test('whitespace around an ingredient is trimmed', async () => {
  const user = userEvent.setup();
  await renderApp();
  await addIngredients(user, '   basil   ');
  expect(listed()).toEqual(['basil']);
});

test('an ingredient already on the list is not added twice, and the cook is told next to the field', async () => {
  const user = userEvent.setup();
  await renderApp();
  await addIngredients(user, 'Eggs', 'eggs');
  expect(listed()).toEqual(['Eggs']);
  const box = screen.getByRole('textbox', { name: 'Add ingredient' });
  expect(box).toHaveAccessibleDescription('Eggs is already on your list.');
  expect(box).toHaveAttribute('aria-invalid', 'true');
  await user.type(box, 'x');
  expect(box).toHaveAccessibleDescription('');
});

test('an ingredient longer than the server accepts gets a message, not a silent cut', async () => {
  const user = userEvent.setup();
  await renderApp();
  const box = screen.getByRole('textbox', { name: 'Add ingredient' });
  const long = 'a'.repeat(101);
  await user.click(box);
  await user.paste(long);
  expect(box).toHaveValue(long);
  await user.keyboard('{Enter}');
  expect(listed()).toEqual([]);
  expect(box).toHaveAccessibleDescription(/100 characters or fewer/);
  expect(box).toHaveValue(long);
});

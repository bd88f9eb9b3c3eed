import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { speak } from '../../test-support/app/page-language.ts';
import { FoundDialog } from './found-dialog.tsx';

function renderDialog(found: string[], ingredients: string[] = []) {
  const onAdd = vi.fn<(names: readonly string[]) => void>();
  const onCancel = vi.fn<() => void>();
  render(<FoundDialog title="Found in your photo" found={found} ingredients={ingredients} onAdd={onAdd} onCancel={onCancel} />);
  return { onAdd, onCancel, dialog: screen.getByRole('dialog', { name: 'Found in your photo' }) };
}

// jsdom's accessible names drop the space before "(already on your list)": the names are matched by their start.
test('one box per name found, ticked, except for what the list already holds (ignoring case and spaces), which says so', () => {
  const { dialog } = renderDialog(['Eggs', 'Tomatoes', ' milk '], ['eggs', 'Milk']);
  expect(
    within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent),
  ).toEqual(['Eggs (already on your list)', 'Tomatoes', ' milk  (already on your list)']);
  expect(within(dialog).getByRole('checkbox', { name: 'Tomatoes' })).toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: /^Eggs/ })).not.toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: /^milk/ })).not.toBeChecked();
});

test('Add to my list adds what is ticked, in the order found, once', async () => {
  const user = userEvent.setup();
  const { dialog, onAdd, onCancel } = renderDialog(['Eggs', 'Tomatoes', 'Milk', 'Basil'], ['eggs']);
  await user.click(within(dialog).getByRole('checkbox', { name: 'Milk' }));
  await user.click(within(dialog).getByRole('checkbox', { name: /^Eggs/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Add to my list' }));
  expect(onAdd).toHaveBeenCalledExactlyOnceWith(['Eggs', 'Tomatoes', 'Basil']);
  expect(onCancel).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('Cancel adds nothing, whatever is ticked', async () => {
  const user = userEvent.setup();
  const { dialog, onAdd, onCancel } = renderDialog(['Eggs', 'Tomatoes']);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledOnce();
  expect(onAdd).not.toHaveBeenCalled();
});

test('with nothing found the dialog says so, and offers only Cancel', () => {
  const { dialog } = renderDialog([]);
  expect(within(dialog).getByText('No ingredients found')).toBeInTheDocument();
  expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  expect(
    within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Cancel']);
});

test('in Japanese: the note stands right after the name, in full-width brackets, and the buttons say what they do', async () => {
  await speak('ja');
  const { dialog, onAdd } = renderDialog(['卵', 'トマト'], ['卵']);
  expect(
    within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent),
  ).toEqual(['卵（すでにリストにあります）', 'トマト']);
  expect(
    within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['キャンセル', 'リストに追加']);
  await userEvent.setup().click(within(dialog).getByRole('button', { name: 'リストに追加' }));
  expect(onAdd).toHaveBeenCalledExactlyOnceWith(['トマト']);
});

test('in Spanish: nothing found is said in Spanish, with only Cancelar', async () => {
  await speak('es');
  const { dialog } = renderDialog([]);
  expect(within(dialog).getByText('No se encontraron ingredientes')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Añadir a mi lista' })).not.toBeInTheDocument();
});

/**
 * The saved recipes' section in other languages than English: its heading, each entry's buttons
 * and their accessible names, and "Forget my data" with its dialog and what it says after. The
 * section against the browser's storage, in English, is remembered.test.tsx.
 */

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { speak } from '../../test-support/app/page-language.ts';
import type { SavedRecipe } from './saved-recipe.ts';
import { SavedRecipeList } from './saved-recipe-list.tsx';

const recipe = (id: string, title: string): SavedRecipe => ({ id, title, text: `# ${title}\n`, ingredients: ['jajka'], savedAt: 1 });

function renderList(recipes: SavedRecipe[], forgotten = true) {
  const onShow = vi.fn<(recipe: SavedRecipe) => void>();
  const onDelete = vi.fn<(recipe: SavedRecipe) => void>();
  const onForget = vi.fn(() => Promise.resolve(forgotten));
  render(<SavedRecipeList recipes={recipes} onShow={onShow} onDelete={onDelete} onForget={onForget} />);
  return { onShow, onDelete, onForget, section: screen.getByRole('region', { name: 'Zapisane przepisy' }) };
}

test('in Polish: the heading, each recipe with its own delete button that names it in „”, and where the data stays', async () => {
  await speak('pl');
  const user = userEvent.setup();
  const { section, onShow, onDelete } = renderList([recipe('a', 'Naleśniki'), recipe('b', 'Zupa pomidorowa')]);
  expect(within(section).getByRole('heading', { name: 'Zapisane przepisy' })).toBeInTheDocument();
  const deletes = within(section).getAllByRole('button', { name: /^Usuń / });
  expect(deletes.map((button) => [button.textContent, button.getAttribute('aria-label')])).toEqual([
    ['Usuń', 'Usuń „Naleśniki”'],
    ['Usuń', 'Usuń „Zupa pomidorowa”'],
  ]);
  expect(within(section).getByText(/^Twoja lista, twoja kuchnia i te przepisy zostają w tej przeglądarce;/)).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Naleśniki' }));
  expect(onShow).toHaveBeenCalledExactlyOnceWith(recipe('a', 'Naleśniki'));
  await user.click(within(section).getByRole('button', { name: 'Usuń „Zupa pomidorowa”' }));
  expect(onDelete).toHaveBeenCalledExactlyOnceWith(recipe('b', 'Zupa pomidorowa'));
});

test('in Polish: with nothing saved the section says where saved recipes will be kept', async () => {
  await speak('pl');
  const { section } = renderList([]);
  expect(within(section).getByText('Zapisane przepisy trafiają tutaj, tylko w tej przeglądarce.')).toBeInTheDocument();
});

test('in Polish: "Forget my data" asks first, in the same words, then says that all is forgotten', async () => {
  await speak('pl');
  const user = userEvent.setup();
  const { section, onForget } = renderList([recipe('a', 'Naleśniki')]);
  await user.click(within(section).getByRole('button', { name: 'Zapomnij moje dane' }));
  let dialog = screen.getByRole('dialog', { name: 'Zapomnieć moje dane?' });
  expect(dialog).toHaveAccessibleDescription(
    'Spowoduje to usunięcie z tej przeglądarki twojej listy składników, ustawień kuchni i zapisanych przepisów. Tego nie da się cofnąć.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Zachowaj moje dane' }));
  expect(onForget).not.toHaveBeenCalled();

  await user.click(within(section).getByRole('button', { name: 'Zapomnij moje dane' }));
  dialog = screen.getByRole('dialog', { name: 'Zapomnieć moje dane?' });
  await user.click(within(dialog).getByRole('button', { name: 'Zapomnij moje dane' }));
  expect(onForget).toHaveBeenCalledOnce();
  expect(await within(section).findByText('Gotowe: Pantry Chef nie przechowuje już niczego w tej przeglądarce.')).toHaveAttribute(
    'role',
    'status',
  );
});

test('in Japanese: the delete buttons name their recipe in 「」, and a failure to forget is said plainly', async () => {
  await speak('ja');
  const user = userEvent.setup();
  const onForget = vi.fn(() => Promise.resolve(false));
  render(<SavedRecipeList recipes={[recipe('a', '親子丼')]} onShow={() => {}} onDelete={() => {}} onForget={onForget} />);
  const section = screen.getByRole('region', { name: '保存したレシピ' });
  expect(within(section).getByRole('button', { name: '「親子丼」を削除' })).toHaveTextContent('削除');
  await user.click(within(section).getByRole('button', { name: 'データを消去' }));
  const dialog = screen.getByRole('dialog', { name: 'データを消去しますか？' });
  expect(
    within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['データを残す', 'データを消去']);
  await user.click(within(dialog).getByRole('button', { name: 'データを消去' }));
  expect(
    await within(section).findByText('このブラウザに保存されたデータを消去できませんでした。もう一度お試しください。'),
  ).toHaveAttribute('role', 'status');
});

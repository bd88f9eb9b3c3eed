import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { createStore, entries, get, set } from 'idb-keyval';
import { expect, onTestFinished, test, vi } from 'vitest';
import { addIngredients, askForRecipe, renderApp, savedSection } from '../../test-support/app/page.ts';
import { answerWith, sentBodies } from '../../test-support/app/recipe-api.ts';

const PANCAKES = '# Pancakes\n\n## Ingredients\n\n- 2 eggs\n\n## Instructions\n\n1. Whisk.\n\n## Extra Tip\n\nAdd berries.\n';
const SOUP = '# Tomato Soup\n\n## Ingredients\n\n- 4 tomatoes\n\n## Instructions\n\n1. Simmer.\n\n## Extra Tip\n\nFreeze it.\n';
const NOTHING_REMEMBERED = /not letting Pantry Chef store anything/;

/** What this browser holds for Pantry Chef, read the way the page stores it. */
const storage = () => createStore('pantry-chef', 'remembered-v1');
const stored = async () => Object.fromEntries(await entries(storage()));

async function saveARecipe(user: ReturnType<typeof userEvent.setup>, title = 'Pancakes') {
  // The Markdown renderer is loaded on demand: a busy machine may take more than the default second.
  await screen.findByRole('heading', { name: title, level: 3 }, { timeout: 5_000 });
  await user.click(await screen.findByRole('button', { name: 'Save recipe' }, { timeout: 5_000 }));
  expect(await screen.findByRole('button', { name: 'Saved' }, { timeout: 5_000 })).toHaveAttribute('aria-disabled', 'true');
  expect(await within(await savedSection()).findByRole('button', { name: title })).toBeInTheDocument();
}

test('the ingredient list, the kitchen and the saved recipes come back after a reload', async () => {
  answerWith(PANCAKES);
  const user = userEvent.setup();
  const page = await renderApp();
  await user.click(screen.getByRole('button', { name: 'Your kitchen' }));
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Diet' }), 'Vegan');
  await user.click(screen.getByRole('button', { name: 'Your kitchen' }));
  await askForRecipe(user);
  await saveARecipe(user);
  await waitFor(async () => expect(Object.keys(await stored())).toHaveLength(3));
  page.unmount();

  await renderApp();
  expect(await screen.findByRole('heading', { name: 'Ingredients on hand:' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent?.replace('×', ''))).toEqual(
    expect.arrayContaining(['egg', 'flour', 'milk', 'sugar']),
  );
  expect(screen.getByRole('button', { name: 'Your kitchen' })).toHaveAccessibleDescription('Vegan');
  const saved = await savedSection();
  await user.click(within(saved).getByRole('button', { name: 'Pancakes' }));
  const card = (await screen.findByRole('heading', { name: 'Pantry Chef Recommends:' })).closest('section')!;
  expect(await within(card).findByRole('heading', { name: 'Pancakes' }, { timeout: 5_000 })).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Saved' })).toBeInTheDocument();
});

test('a saved recipe shown on the card remembers its ingredients: "Another idea" asks for them', async () => {
  answerWith(PANCAKES, SOUP);
  const user = userEvent.setup();
  const page = await renderApp();
  await askForRecipe(user, ['egg', 'flour', 'milk', 'butter']);
  await saveARecipe(user);
  await user.click(screen.getByRole('button', { name: 'Clear list' }));
  await waitFor(async () => expect(await get('ingredients', storage())).toBeUndefined());
  page.unmount();

  await renderApp();
  await user.click(await within(await savedSection()).findByRole('button', { name: 'Pancakes' }));
  expect(screen.queryByRole('heading', { name: 'Ingredients on hand:' })).not.toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Another idea' }));
  await screen.findByRole('heading', { name: 'Tomato Soup' });
  expect(sentBodies.at(-1)).toEqual({ ingredients: ['egg', 'flour', 'milk', 'butter'] });
});

test('Delete <title> removes a saved recipe, here and in storage, and keeps the keyboard in the list', async () => {
  answerWith(PANCAKES, SOUP);
  const user = userEvent.setup();
  await renderApp();
  await askForRecipe(user);
  await saveARecipe(user);
  await user.click(screen.getByRole('button', { name: 'Another idea' }));
  await saveARecipe(user, 'Tomato Soup');
  const saved = await savedSection();
  expect(
    within(saved)
      .getAllByRole('listitem')
      .map((item) => within(item).getAllByRole('button')[0]!.textContent),
  ).toEqual(['Tomato Soup', 'Pancakes']);
  await user.click(within(saved).getByRole('button', { name: 'Delete Tomato Soup' }));
  expect(within(saved).queryByRole('button', { name: 'Tomato Soup' })).not.toBeInTheDocument();
  expect(within(saved).getByRole('button', { name: 'Delete Pancakes' })).toHaveFocus();
  await waitFor(async () => expect(Object.keys(await stored()).filter((key) => key.startsWith('recipe:'))).toHaveLength(1));
  await user.click(within(saved).getByRole('button', { name: 'Delete Pancakes' }));
  expect(within(saved).getByText('Recipes you save are kept here, in this browser only.')).toBeInTheDocument();
  expect(within(saved).getByRole('heading', { name: 'Saved recipes' })).toHaveFocus();
});

test('corrupted, older or foreign data in storage is ignored, and what is valid still comes back', async () => {
  const valid = { id: 'b1', title: 'Lentil Soup', text: '# Lentil Soup\n\nSimmer.\n', ingredients: ['lentils'], savedAt: 2 };
  const store = storage();
  await set('ingredients', 'egg, flour', store);
  await set('kitchen', { diet: 'carnivore', servings: 99 }, store);
  await set('recipe:a1', { title: 5 }, store);
  await set('recipe:b1', valid, store);
  await set('recipe:c1', { ...valid, id: 'someone-else' }, store);
  await set('recipe:d1', { ...valid, id: 'd1', ingredients: [] }, store);
  await set('something else', new Date(), store);
  const warn = vi.spyOn(console, 'warn');

  await renderApp();
  const saved = await savedSection();
  expect(await within(saved).findByRole('button', { name: 'Lentil Soup' })).toBeInTheDocument();
  expect(within(saved).getAllByRole('listitem')).toHaveLength(1);
  expect(screen.queryByRole('heading', { name: 'Ingredients on hand:' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Your kitchen' })).toHaveAccessibleDescription('Nothing set');
  expect(screen.queryByText(NOTHING_REMEMBERED)).not.toBeInTheDocument();
  expect(warn).not.toHaveBeenCalled();
});

test('without storage (a private window, or storage turned off) the page works and says once that nothing will be remembered', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  Object.defineProperty(globalThis, 'indexedDB', {
    configurable: true,
    get: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  answerWith(PANCAKES);
  const user = userEvent.setup();
  await renderApp();
  expect(await screen.findByText(NOTHING_REMEMBERED)).toHaveAttribute('role', 'status');
  await askForRecipe(user);
  await saveARecipe(user);
  expect(screen.getAllByText(NOTHING_REMEMBERED)).toHaveLength(1);
  expect(warn).toHaveBeenCalled();
  Object.defineProperty(globalThis, 'indexedDB', { configurable: true, writable: true, value: undefined });
});

test('storage that refuses to write (full) is mentioned once, and nothing is lost on the page', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  const user = userEvent.setup();
  await renderApp();
  await addIngredients(user, 'egg');
  expect(await screen.findByText(NOTHING_REMEMBERED)).toBeInTheDocument();
  await addIngredients(user, 'flour');
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  expect(screen.getAllByText(NOTHING_REMEMBERED)).toHaveLength(1);
  put.mockRestore();
});

test("two tabs saving at once keep both recipes, and each tab hears of the other one's", async () => {
  answerWith(PANCAKES, SOUP);
  const user = userEvent.setup();
  const first = await renderApp();
  const second = await renderApp();
  const inFirst = within(first.container);
  const inSecond = within(second.container);
  for (const tab of [inFirst, inSecond]) {
    for (const name of ['egg', 'flour', 'milk', 'sugar'])
      await user.type(tab.getByRole('textbox', { name: 'Add ingredient' }), `${name}{Enter}`);
    await user.click(tab.getByRole('button', { name: 'Get a recipe' }));
  }
  await inFirst.findByRole('heading', { name: 'Pancakes', level: 3 });
  await inSecond.findByRole('heading', { name: 'Tomato Soup', level: 3 });
  await Promise.all([
    user.click(inFirst.getByRole('button', { name: 'Save recipe' })),
    user.click(inSecond.getByRole('button', { name: 'Save recipe' })),
  ]);
  for (const tab of [inFirst, inSecond]) {
    const saved = tab.getByRole('region', { name: 'Saved recipes' });
    await waitFor(() => expect(within(saved).getAllByRole('listitem')).toHaveLength(2));
  }
  await waitFor(async () => expect(Object.keys(await stored()).filter((key) => key.startsWith('recipe:'))).toHaveLength(2));
});

test('"Forget my data" asks first, then erases the list, the kitchen and the saved recipes, here and in storage', async () => {
  answerWith(PANCAKES);
  const user = userEvent.setup();
  await renderApp();
  await user.click(screen.getByRole('button', { name: 'Your kitchen' }));
  await user.type(await screen.findByRole('textbox', { name: 'Avoid' }), 'peanuts{Enter}');
  await user.click(screen.getByRole('button', { name: 'Your kitchen' }));
  await askForRecipe(user);
  await saveARecipe(user);
  await waitFor(async () => expect(Object.keys(await stored())).toHaveLength(3));

  await user.click(screen.getByRole('button', { name: 'Forget my data' }));
  let dialog = screen.getByRole('dialog', { name: 'Forget my data?' });
  await user.click(within(dialog).getByRole('button', { name: 'Keep my data' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getAllByRole('listitem').length).toBeGreaterThan(4);

  await user.click(screen.getByRole('button', { name: 'Forget my data' }));
  dialog = screen.getByRole('dialog', { name: 'Forget my data?' });
  await user.click(within(dialog).getByRole('button', { name: 'Forget my data' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByText('Forgotten: Pantry Chef keeps nothing in this browser now.')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Ingredients on hand:' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Your kitchen' })).toHaveAccessibleDescription('Nothing set');
  expect(within(await savedSection()).queryAllByRole('listitem')).toHaveLength(0);
  await waitFor(async () => expect(await stored()).toEqual({}));
});

test('a page that went away while forgetting is finished by the next one, before it reads anything', async () => {
  const store = storage();
  await set('ingredients', ['egg', 'flour', 'milk', 'sugar'], store);
  await set('kitchen', { diet: 'vegan' }, store);
  // What a page leaves when it is reloaded or closed right after "Forget my data" was confirmed.
  localStorage.setItem('pantry-chef-forget', '1');
  onTestFinished(() => localStorage.clear());
  await renderApp();
  await waitFor(async () => expect(await stored()).toEqual({}));
  expect(localStorage.getItem('pantry-chef-forget')).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Ingredients on hand:' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Your kitchen' })).toHaveAccessibleDescription('Nothing set');
});

test('a first visit shows no "Saved recipes" section; it comes with the first thing kept, and stays once shown', async () => {
  const user = userEvent.setup();
  await renderApp();
  // Nothing is kept yet, so there is nothing to list or forget.
  expect(await screen.findByRole('button', { name: 'Your kitchen' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Saved recipes' })).not.toBeInTheDocument();
  await addIngredients(user, 'egg');
  const saved = await savedSection();
  expect(within(saved).getByText('Recipes you save are kept here, in this browser only.')).toBeInTheDocument();
  expect(within(saved).getByRole('button', { name: 'Forget my data' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear list' }));
  expect(await savedSection()).toBe(saved);
});

test('a visit with only a kept kitchen, or only a saved recipe, has the section and its "Forget my data"', async () => {
  await set('kitchen', { diet: 'vegan' }, storage());
  const first = await renderApp();
  expect(within(await savedSection()).getByRole('button', { name: 'Forget my data' })).toBeInTheDocument();
  first.unmount();

  globalThis.indexedDB = new IDBFactory();
  await set(
    'recipe:b1',
    { id: 'b1', title: 'Lentil Soup', text: '# Lentil Soup\n\nSimmer.\n', ingredients: ['lentils'], savedAt: 2 },
    storage(),
  );
  await renderApp();
  expect(await within(await savedSection()).findByRole('button', { name: 'Lentil Soup' })).toBeInTheDocument();
});

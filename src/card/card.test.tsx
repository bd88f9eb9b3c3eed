import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { mediaQueries } from '../../test-support/app/setup.ts';
import { askForRecipe, renderApp } from '../../test-support/app/page.ts';
import { answerControlled, answerWith, sentBodies } from '../../test-support/app/recipe-api.ts';

const RECIPE = '# Pancakes\n\n## Ingredients\n\n- 2 eggs\n\n## Instructions\n\n1. Whisk.\n\n## Extra Tip\n\nAdd berries.\n';

/** Renders the page, asks for a recipe and waits for the whole of RECIPE on the card. */
async function showRecipe() {
  answerWith(RECIPE);
  const user = userEvent.setup();
  await renderApp();
  await askForRecipe(user);
  const recipe = await card();
  await within(recipe).findByRole('heading', { name: 'Pancakes' });
  return { user, recipe };
}

const card = async () => (await screen.findByRole('heading', { name: 'Pantry Chef Recommends:' })).closest('section')!;

test('from the click to the first word the card and the button show that a recipe is cooking', async () => {
  const streams = answerControlled();
  const user = userEvent.setup();
  await renderApp();
  await askForRecipe(user);
  const button = screen.getByRole('button', { name: 'Cooking…' });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(within(await card()).getByText('Cooking up a recipe…')).toBeInTheDocument();

  await user.dblClick(button);
  await waitFor(() => expect(streams).toHaveLength(1));
  expect(sentBodies).toHaveLength(1);
  streams[0]!.write('# Pancakes\n');
  expect(await screen.findByRole('button', { name: 'Get a recipe' })).not.toHaveAttribute('aria-disabled');
});

test('Stop ends the recipe, hangs up on the request and keeps what was written, marked as stopped', async () => {
  const streams = answerControlled();
  const user = userEvent.setup();
  await renderApp();
  await askForRecipe(user);
  await waitFor(() => expect(streams).toHaveLength(1));
  streams[0]!.write('# Pancakes\n\nWhisk the eggs');
  const recipe = await card();
  await within(recipe).findByText('Whisk the eggs');
  await user.click(within(recipe).getByRole('button', { name: 'Stop' }));

  expect(within(recipe).getByText('Stopped: this recipe is unfinished.')).toBeInTheDocument();
  expect(within(recipe).getByRole('heading', { name: 'Pancakes' })).toBeInTheDocument();
  expect(recipe).toHaveAttribute('aria-busy', 'false');
  await waitFor(() => expect(streams[0]!.aborted).toBe(true));
  streams[0]!.write(' and more words');
  expect(within(recipe).queryByText(/more words/)).not.toBeInTheDocument();
});

test('"Another idea" asks again with the same list and replaces the recipe', async () => {
  answerWith(RECIPE, RECIPE.replace('Pancakes', 'Crepes'));
  const user = userEvent.setup();
  await renderApp();
  await askForRecipe(user);
  const recipe = await card();
  await within(recipe).findByRole('heading', { name: 'Pancakes' });
  await user.click(within(recipe).getByRole('button', { name: 'Another idea' }));
  expect(await within(await card()).findByRole('heading', { name: 'Crepes' })).toBeInTheDocument();
  expect(sentBodies).toEqual([{ ingredients: ['egg', 'flour', 'milk', 'sugar'] }, { ingredients: ['egg', 'flour', 'milk', 'sugar'] }]);
});

test('a newer request wins: the older one is aborted and never overwrites it', async () => {
  const streams = answerControlled();
  const user = userEvent.setup();
  await renderApp();
  await askForRecipe(user);
  await waitFor(() => expect(streams).toHaveLength(1));
  streams[0]!.write('# Old idea\n\n');
  await within(await card()).findByRole('heading', { name: 'Old idea' });

  await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  await waitFor(() => expect(streams).toHaveLength(2));
  expect(streams[0]!.aborted).toBe(true);
  streams[1]!.write('# New idea\n\n');
  streams[0]!.write('Late words from the old one.\n');
  streams[1]!.finish();
  const recipe = await card();
  expect(await within(recipe).findByRole('heading', { name: 'New idea' })).toBeInTheDocument();
  expect(within(recipe).queryByText(/Old idea|Late words/)).not.toBeInTheDocument();
});

test('changing the list while a recipe is being written does not disturb it', async () => {
  const streams = answerControlled();
  const user = userEvent.setup();
  await renderApp();
  await askForRecipe(user);
  await waitFor(() => expect(streams).toHaveLength(1));
  streams[0]!.write('# Pancakes\n\n');
  await user.click(screen.getByRole('button', { name: 'Remove sugar' }));
  await user.type(screen.getByRole('textbox', { name: 'Add ingredient' }), 'butter{Enter}');
  streams[0]!.write('Golden and light.\n');
  streams[0]!.finish();
  const recipe = await card();
  expect(await within(recipe).findByText('Golden and light.')).toBeInTheDocument();
  expect(streams[0]!.aborted).toBe(false);
  expect(within(recipe).getByRole('heading', { name: 'Pancakes' })).toBeInTheDocument();
});

test('the card scrolls into view smoothly when the recipe starts arriving', async () => {
  await showRecipe();
  expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
});

test('a cook who prefers reduced motion is not scrolled smoothly', async () => {
  mediaQueries.reducedMotion = true;
  await showRecipe();
  expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
});

test('the recipe can be copied as Markdown, with a confirmation a screen reader hears', async () => {
  const { user, recipe } = await showRecipe();
  await user.click(within(recipe).getByRole('button', { name: 'Copy recipe' }));
  expect(await navigator.clipboard.readText()).toBe(RECIPE);
  // The clipboard answers asynchronously: the words come with the next render, whatever else the page is doing.
  await waitFor(() => expect(within(recipe).getByRole('status')).toHaveTextContent('Recipe copied to the clipboard.'));
});

test('when the clipboard is refused, the cook is told how to copy instead', async () => {
  const { user, recipe } = await showRecipe();
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
  await user.click(within(recipe).getByRole('button', { name: 'Copy recipe' }));
  await waitFor(() => expect(within(recipe).getByRole('status')).toHaveTextContent("Couldn't copy here"));
});

test('Print opens the browser print dialog', async () => {
  const print = vi.spyOn(window, 'print').mockImplementation(() => {});
  const { user, recipe } = await showRecipe();
  await user.click(within(recipe).getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledOnce();
});

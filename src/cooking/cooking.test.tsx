import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, test } from 'vitest';
import { askForRecipe, renderApp } from '../../test-support/app/page.ts';
import { answerControlled, answerWith } from '../../test-support/app/recipe-api.ts';
import { TRAYBAKE, TRAYBAKE_PANTRY } from '../../test-support/cooking-recipe.ts';

// The first import of the panel's chunk transforms the parsers it brings; that is not what these tests time.
beforeAll(() => import('./cooking-panel.tsx'));

test('a finished recipe gets the cooking panel, which reads the cook’s own list', async () => {
  answerWith(TRAYBAKE);
  const user = userEvent.setup();
  await renderApp();
  await askForRecipe(user, TRAYBAKE_PANTRY);
  // After the recipe's last words, at a lower priority, with its chunk and words: slower than a second on a busy test machine.
  const panel = await screen.findByRole('region', { name: "Let's cook" }, { timeout: 5_000 });
  expect(within(panel).getByRole('button', { name: 'Cook mode' })).toBeInTheDocument();
  expect(within(panel).getByText('3 cloves garlic, minced')).toBeInTheDocument();

  // Adding garlic to the list takes it off the shopping list.
  await user.type(screen.getByRole('textbox', { name: 'Add ingredient' }), 'garlic{Enter}');
  expect(within(panel).queryByText('3 cloves garlic, minced')).not.toBeInTheDocument();
});

test('a recipe still being written, or stopped before its end, gets no cooking panel', async () => {
  const streams = answerControlled();
  const user = userEvent.setup();
  await renderApp();
  await askForRecipe(user, TRAYBAKE_PANTRY);
  await waitFor(() => expect(streams).toHaveLength(1));
  streams[0]!.write(TRAYBAKE.slice(0, 200));
  await screen.findByRole('heading', { name: 'Lemon Chicken Traybake' });
  expect(screen.queryByRole('region', { name: "Let's cook" })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Stop' }));
  await screen.findByText('Stopped: this recipe is unfinished.');
  expect(screen.queryByRole('region', { name: "Let's cook" })).not.toBeInTheDocument();
});

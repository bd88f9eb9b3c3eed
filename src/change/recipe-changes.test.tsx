/**
 * Changing a recipe in words, and opening a link that cannot be read, through the page with the
 * recipe API stood in for (MSW). What the model receives for a change, and sharing across two
 * browsers, are end-to-end tests (e2e/change-and-share.spec.ts).
 */

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { askForRecipe, renderApp } from '../../test-support/app/page.ts';
import { answerControlled, answerWith, failWith, sentBodies } from '../../test-support/app/recipe-api.ts';
import { TRAYBAKE } from '../../test-support/cooking-recipe.ts';

const card = () => screen.getByRole('region', { name: 'Pantry Chef Recommends:' });

/** Renders the page, asks for the traybake and waits for the change form under it. */
async function showTraybake() {
  answerWith(TRAYBAKE);
  const user = userEvent.setup();
  await renderApp();
  await askForRecipe(user);
  await screen.findByRole('textbox', { name: 'Change this recipe' });
  return user;
}

async function changeTo(user: ReturnType<typeof userEvent.setup>, words: string) {
  await user.type(screen.getByRole('textbox', { name: 'Change this recipe' }), `${words}{Enter}`);
}

afterEach(() => history.replaceState(null, '', '/'));

test('a failed change keeps the earlier version on the card and says what happened', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  const user = await showTraybake();
  failWith(503, 'model_unavailable', 'The model is down.');
  await changeTo(user, 'no garlic');
  const alert = await within(card()).findByRole('alert');
  // The failure is told in the page's words for its code (src/recipe/answer.ts), inside the note.
  expect(alert).toHaveTextContent(
    'The change did not work: The recipe model is unavailable right now. Please try again in a little while. Your recipe is as it was.',
  );
  expect(within(card()).getByRole('heading', { name: 'Lemon Chicken Traybake' })).toBeInTheDocument();
  expect(within(card()).queryByText(/Version \d of/)).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Change this recipe' })).toBeInTheDocument();
  expect(consoleError).toHaveBeenCalled();
  consoleError.mockRestore();
});

test('Stop during a change hangs up and goes back to the version before, whole', async () => {
  const user = await showTraybake();
  const streams = answerControlled();
  await changeTo(user, 'make it milder');
  await waitFor(() => expect(streams).toHaveLength(1));
  expect(sentBodies.at(-1)).toMatchObject({ revise: { recipe: TRAYBAKE, change: 'make it milder' } });
  streams[0]!.write('# Mild Lemon Chicken\n\nThe half of a');
  await within(card()).findByRole('heading', { name: 'Mild Lemon Chicken' });
  expect(card()).toHaveAttribute('aria-busy', 'true');

  await user.click(within(card()).getByRole('button', { name: 'Stop' }));
  expect(await within(card()).findByRole('alert')).toHaveTextContent('You stopped the change. Your recipe is as it was.');
  expect(within(card()).getByRole('heading', { name: 'Lemon Chicken Traybake' })).toBeInTheDocument();
  expect(within(card()).getByText('Fresh parsley, for garnish')).toBeInTheDocument();
  expect(within(card()).queryByText(/The half of a/)).not.toBeInTheDocument();
  await waitFor(() => expect(streams[0]!.aborted).toBe(true));
});

for (const [link, problem] of [
  ['#recipe=not*base64', 'not base64url'],
  ['#recipe=AAAA', 'not DEFLATE'],
  [`#recipe=${'A'.repeat(16_400)}`, 'too long'],
] as const) {
  test(`a link that cannot be read (${problem}) gets a plain message and the usual first screen`, async () => {
    history.replaceState(null, '', `/${link}`);
    await renderApp();
    expect(await screen.findByRole('alert')).toHaveTextContent(/recipe link/);
    expect(screen.queryByRole('region', { name: 'Pantry Chef Recommends:' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Add ingredient' })).toBeInTheDocument();
    expect(sentBodies).toEqual([]);
  });
}

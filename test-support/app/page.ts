/** What a cook does on the page, for component tests: the same steps the end-to-end fixtures take in Chromium. */

import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export async function addIngredients(user: UserEvent, ...names: string[]) {
  for (const name of names) await user.type(screen.getByRole('textbox', { name: 'Add ingredient' }), `${name}{Enter}`);
}

export async function askForRecipe(user: UserEvent, names = ['egg', 'flour', 'milk', 'sugar']) {
  await addIngredients(user, ...names);
  await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
}

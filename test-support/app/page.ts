/** What a cook does on the page, for component tests: the same steps test-support/chromium-page.ts takes in Chromium. */

import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { App, loadWorkbench } from '../../src/app.tsx';
import { PANCAKE_INGREDIENTS } from '../ingredients.ts';

/**
 * The page, once the part under its form (src/workbench.tsx) has arrived, as it has long before a
 * cook can have typed an ingredient: it is fetched once the app has taken over the loaded page.
 */
export async function renderApp() {
  await loadWorkbench();
  return render(createElement(App));
}

export async function addIngredients(user: UserEvent, ...names: string[]) {
  for (const name of names) await user.type(screen.getByRole('textbox', { name: 'Add ingredient' }), `${name}{Enter}`);
}

export async function askForRecipe(user: UserEvent, names = PANCAKE_INGREDIENTS) {
  await addIngredients(user, ...names);
  await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
}

export async function openKitchen(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Your kitchen' }));
  return screen.findByRole('combobox', { name: 'Diet' });
}

export async function avoid(user: UserEvent, ...foods: string[]) {
  for (const food of foods) await user.type(screen.getByRole('textbox', { name: 'Avoid' }), `${food}{Enter}`);
}

export const savedSection = () => screen.findByRole('region', { name: 'Saved recipes' });

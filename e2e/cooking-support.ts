/** What the cooking specs share: the panel under a finished recipe, cook mode, and the traybake asked for in a fresh page. */

import type { Page } from '@playwright/test';
import type { FakeModel } from '../fake-model/server.ts';
import { TRAYBAKE, TRAYBAKE_PANTRY } from '../test-support/cooking-recipe.ts';
import { askForRecipe, expect, recipeCard } from './fixtures.ts';

export const panelOf = (page: Page) => page.getByRole('region', { name: "Let's cook" });
export const cookMode = (page: Page) => page.getByRole('dialog', { name: 'Lemon Chicken Traybake' });

/** Asks for the traybake with the cook's four ingredients and waits for the finished card and the panel under it. */
export async function showTraybake(page: Page, app: string, fake: FakeModel) {
  fake.enqueue({ kind: 'recipe', recipe: TRAYBAKE });
  await page.goto(app);
  await askForRecipe(page, TRAYBAKE_PANTRY);
  await expect(recipeCard(page)).toHaveAttribute('aria-busy', 'false');
  await expect(panelOf(page)).toBeVisible();
  return panelOf(page);
}

/** Collects uncaught errors and console errors (a CSP violation is one) for the whole test. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** What a cook does on the page, for the end-to-end tests in Chromium: the same steps test-support/app/page.ts takes in jsdom. */

import { expect, type Page } from '@playwright/test';
import { INGREDIENTS } from './ingredients.ts';

export async function addIngredients(page: Page, ...names: string[]) {
  const box = page.getByRole('textbox', { name: 'Add ingredient' });
  for (const name of names) {
    await box.fill(name);
    await box.press('Enter');
  }
}

export async function askForRecipe(page: Page, names = INGREDIENTS) {
  await addIngredients(page, ...names);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
}

export const recipeCard = (page: Page) => page.getByRole('region', { name: 'Pantry Chef Recommends:' });

export const kitchenToggle = (page: Page) => page.getByRole('button', { name: 'Your kitchen' });

export async function openKitchen(page: Page) {
  await kitchenToggle(page).click();
  await expect(kitchenToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('combobox', { name: 'Diet' })).toBeVisible();
}

export async function avoid(page: Page, ...foods: string[]) {
  const box = page.getByRole('textbox', { name: 'Avoid' });
  for (const food of foods) {
    await box.fill(food);
    await box.press('Enter');
  }
}

export const savedSection = (page: Page) => page.getByRole('region', { name: 'Saved recipes' });

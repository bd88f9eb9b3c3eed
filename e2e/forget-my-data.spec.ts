/** "Forget my data" in Chromium: it asks first, erases everything, and says it is done only once it is. */

import type { Page } from '@playwright/test';
import { INGREDIENTS } from '../test-support/ingredients.ts';
import { addIngredients, askForRecipe, avoid, expect, kitchenToggle, openKitchen, savedSection, test } from './fixtures.ts';
import { FRITTATA, finishedRecipe, storedKeys } from './kitchen-support.ts';

test('"Forget my data" asks in a dialog, then erases everything this browser holds', async ({ page, app, fake }) => {
  fake.enqueue({ kind: 'recipe', recipe: FRITTATA });
  await page.goto(app);
  await openKitchen(page);
  await avoid(page, 'peanuts');
  await askForRecipe(page, INGREDIENTS);
  await (await finishedRecipe(page, 'Spinach Frittata')).getByRole('button', { name: 'Save recipe' }).click();
  await expect.poll(() => storedKeys(page)).toHaveLength(3);

  await savedSection(page).getByRole('button', { name: 'Forget my data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forget my data?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep my data' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(savedSection(page).getByRole('button', { name: 'Forget my data' })).toBeFocused();
  expect(await storedKeys(page)).toHaveLength(3);

  await savedSection(page).getByRole('button', { name: 'Forget my data' }).click();
  await dialog.getByRole('button', { name: 'Forget my data' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Forgotten: Pantry Chef keeps nothing in this browser now.')).toBeVisible();
  await expect(savedSection(page).getByRole('listitem')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toHaveCount(0);
  await expect.poll(() => storedKeys(page)).toEqual([]);
  await page.reload();
  await expect(kitchenToggle(page)).toHaveAccessibleDescription('Nothing set');
  await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toHaveCount(0);
});

/**
 * Holds the page's store with a long read-write transaction from a second connection, so that
 * anything the page asks of it waits until `releaseStorage()`: forgetting cannot finish early.
 */
async function holdStorage(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('pantry-chef');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('remembered-v1', 'readwrite').objectStore('remembered-v1');
          let held = true;
          Object.assign(window, { releaseStorage: () => (held = false) });
          // A transaction stays active while it has requests to run: one more each time the last one ends.
          const keepBusy = () => {
            if (held) store.get('hold').onsuccess = keepBusy;
            else open.result.close();
          };
          keepBusy();
          resolve();
        };
      }),
  );
}

const forgetConfirmed = async (page: Page) => {
  await savedSection(page).getByRole('button', { name: 'Forget my data' }).click();
  await page.getByRole('dialog', { name: 'Forget my data?' }).getByRole('button', { name: 'Forget my data' }).click();
};

async function rememberEverything(page: Page, fake: { enqueue: (scenario: { kind: 'recipe'; recipe: string }) => void }) {
  fake.enqueue({ kind: 'recipe', recipe: FRITTATA });
  await openKitchen(page);
  await avoid(page, 'peanuts');
  await askForRecipe(page, INGREDIENTS);
  await (await finishedRecipe(page, 'Spinach Frittata')).getByRole('button', { name: 'Save recipe' }).click();
  await expect.poll(() => storedKeys(page)).toEqual(['ingredients', 'kitchen', expect.stringMatching(/^recipe:/)]);
}

test('"Forget my data" says it is done only once this browser holds nothing', async ({ page, app, fake }) => {
  await page.goto(app);
  await rememberEverything(page, fake);
  await holdStorage(page);
  await forgetConfirmed(page);
  await expect(savedSection(page).getByRole('status')).toHaveText('Forgetting your data…');
  await page.evaluate(() => (window as unknown as { releaseStorage: () => void }).releaseStorage());
  await expect(savedSection(page).getByRole('status')).toHaveText('Forgotten: Pantry Chef keeps nothing in this browser now.');
  expect(await storedKeys(page)).toEqual([]);
});

test('a reload at once after "Forget my data" is confirmed brings nothing back, even while storage is busy', async ({
  page,
  app,
  fake,
}) => {
  await page.goto(app);
  await rememberEverything(page, fake);
  await holdStorage(page);
  await forgetConfirmed(page);
  await page.reload();
  await expect.poll(() => storedKeys(page)).toEqual([]);
  // Once the page has read storage again, it shows what it found: nothing.
  await expect(savedSection(page)).toHaveCount(0);
  await expect(kitchenToggle(page)).toHaveAccessibleDescription('Nothing set');
  await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toHaveCount(0);
  await addIngredients(page, 'leek');
  await expect.poll(() => storedKeys(page)).toEqual(['ingredients']);
  await page.reload();
  await expect(page.getByRole('list').first().getByRole('listitem')).toHaveText(['leek×']);
});

/** What the kitchen specs share: the recipes the fake writes for them, and the page's memory as the browser holds it. */

import type { Page } from '@playwright/test';
import { expect, recipeCard, savedSection } from './fixtures.ts';

export const NOTHING_REMEMBERED = /not letting Pantry Chef store anything/;

export const FRITTATA =
  '# Spinach Frittata\n\n## Ingredients\n\n- 6 eggs\n- 2 handfuls spinach\n- 80 g cheddar\n- 1 onion\n\n## Instructions\n\n' +
  '1. Soften the onion.\n2. Add the spinach and the eggs.\n3. Finish under the grill.\n\n## Extra Tip\n\nLovely cold the next day.\n';
export const SOUP =
  '# Tomato Soup\n\n## Ingredients\n\n- 4 tomatoes\n- 1 onion\n\n## Instructions\n\n1. Simmer.\n\n## Extra Tip\n\nFreeze the rest.\n';
/** Every line names something that looks like a nut, dairy, egg or meat and is not (core/food-words.ts). */
export const LOOK_ALIKES =
  '# Thai Squash Curry\n\n## Ingredients\n\n- 1 can coconut milk\n- 1 butternut squash, cubed\n- a pinch of nutmeg\n' +
  '- 1 eggplant\n- a handful of water chestnuts\n- 200 g oyster mushrooms\n- 1 tbsp cocoa butter\n- 1 tsp cream of tartar\n' +
  '- 2 beef tomatoes\n\n## Instructions\n\n1. Simmer everything for 20 minutes, checking with an egg timer.\n\n' +
  "## Extra Tip\n\nServe with rice noodles; cook it in a nut-free kitchen and keep the peanut-free label. Lamb's lettuce on the side.\n";
export const NUTTY =
  '# Granola\n\n## Ingredients\n\n- 200 g oats\n- 50 g chopped almonds\n- 2 tbsp honey\n\n## Instructions\n\n1. Bake.\n\n' +
  '## Extra Tip\n\nA spoon of peanut butter makes it richer.\n';

/** A saved recipe's own button (its "Delete <title>" button has the title in its name too). */
export const savedTitle = (page: Page, title: string) => savedSection(page).getByRole('button', { name: title, exact: true });

/** Waits until the card shows the whole recipe of that title, and returns the card. */
export async function finishedRecipe(page: Page, title: string) {
  const card = recipeCard(page);
  await expect(card.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(card).toHaveAttribute('aria-busy', 'false');
  return card;
}

/** The keys the page's IndexedDB store holds, sorted. */
export async function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('pantry-chef');
        open.onupgradeneeded = () => open.result.createObjectStore('remembered-v1');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('remembered-v1').objectStore('remembered-v1').getAllKeys();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result.map(String).sort());
          };
        };
      }),
  );
}

/**
 * Once the service worker has cached the app, takes the browser offline, reloads, opens the saved
 * recipe of that title on the card and runs `check` there; the browser is back online afterwards.
 */
export async function openSavedOffline(page: Page, title: string, check: () => Promise<void>) {
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');
  await page.context().setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Pantry Chef' })).toBeVisible();
    await savedTitle(page, title).click();
    await finishedRecipe(page, title);
    await check();
  } finally {
    await page.context().setOffline(false);
  }
}

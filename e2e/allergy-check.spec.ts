/** The safety check on the page in Chromium: no false alarms on look-alike foods, the words it finds, and "Ask again". */

import { INGREDIENTS } from '../test-support/ingredients.ts';
import { askForRecipe, avoid, expect, openKitchen, recipeCard, test, type ChatBody } from './fixtures.ts';
import { LOOK_ALIKES, NUTTY, SOUP, finishedRecipe } from './kitchen-support.ts';

test('the safety check raises no false alarm on look-alike foods, and names the words it finds', async ({ page, app, fake }) => {
  fake.enqueue({ kind: 'recipe', recipe: LOOK_ALIKES }, { kind: 'recipe', recipe: NUTTY, tokensPerSecond: 40 });
  await page.goto(app);
  await openKitchen(page);
  await page.getByRole('combobox', { name: 'Diet' }).selectOption('vegan');
  await avoid(page, 'nuts', 'dairy');
  await askForRecipe(page, INGREDIENTS);
  const card = await finishedRecipe(page, 'Thai Squash Curry');
  await expect(card.getByText('coconut milk')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await card.getByRole('button', { name: 'Another idea' }).click();
  const alert = page.getByRole('alert');
  // While the recipe is still being written, as soon as a whole line names a ruled-out food
  // (by the time it is read, a later line may have added peanut butter to the same list).
  await expect(alert).toContainText(/almonds[\w ]*\(you avoid nuts\)/);
  await expect(recipeCard(page)).toHaveAttribute('aria-busy', 'false');
  await expect(alert).toHaveText(
    'Check before you cook: this recipe mentions almonds and peanut butter (you avoid nuts) and honey (not vegan).Ask again',
  );
});

test('"Ask again" repeats the request with the words found, and the model is told to leave them out', async ({ page, app, fake }) => {
  fake.enqueue({ kind: 'recipe', recipe: NUTTY }, { kind: 'recipe', recipe: SOUP });
  await page.goto(app);
  await openKitchen(page);
  await avoid(page, 'nuts');
  await askForRecipe(page, INGREDIENTS);
  await finishedRecipe(page, 'Granola');
  const posted = page.waitForRequest((request) => request.url().endsWith('/api/recipe'));
  await page.getByRole('alert').getByRole('button', { name: 'Ask again' }).click();
  expect((await posted).postDataJSON()).toEqual({
    ingredients: INGREDIENTS,
    kitchen: { avoid: ['nuts'] },
    conflicts: ['almonds', 'peanut butter'],
  });
  await finishedRecipe(page, 'Tomato Soup');
  await expect(page.getByRole('alert')).toHaveCount(0);
  const second = fake.chats()[1]!.body as ChatBody;
  expect(second.messages[1]!.content).toContain(
    'The last recipe used "almonds" and "peanut butter", which this cook must avoid. Write a different recipe without them',
  );
});

import { REASONING_WORD, thinkingAnswer } from '../fake-model/thinking.ts';
import { askForRecipe, expect, recipeCard, test } from './fixtures.ts';

test('a model that thinks for 300 tokens first: the card says it is thinking, shows none of it, then the recipe', async ({
  page,
  app,
  fake,
}) => {
  // Whatever the page ever shows is watched, not only what is left at the end.
  await page.addInitScript((word) => {
    const seen = { reasoning: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(word)) seen.reasoning = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, REASONING_WORD);
  // About 50 KB of reasoning in pieces, 40 ms apart: a second or so of thinking before the first word.
  fake.enqueue(thinkingAnswer({ chunkSize: 2_048, intervalMs: 40 }));
  await page.goto(app);
  await askForRecipe(page);

  const card = recipeCard(page);
  await expect(card.getByText('Thinking it through before writing…')).toBeVisible();
  await expect(card).toHaveAttribute('aria-busy', 'true');
  await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(card).toHaveAttribute('aria-busy', 'false');
  await expect(card.getByText('Thinking it through before writing…')).toHaveCount(0);
  await expect(card).not.toContainText(REASONING_WORD);
  expect(await page.evaluate(() => (window as unknown as { seen: { reasoning: boolean } }).seen.reasoning)).toBe(false);
});

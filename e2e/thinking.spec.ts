import { REASONING_WORD, thinkingAnswer } from '../fake-model/thinking.ts';
import { askForRecipe, expect, recipeCard, test } from './fixtures.ts';

const THINKING = 'Thinking it through before writing…';

test('a model that thinks for 300 tokens first: the card says it is thinking, shows none of it, then the recipe', async ({
  page,
  app,
  fake,
}) => {
  // Whatever the page ever shows is watched, not only what is left at the end: the thinking note is
  // there for about a second, which a poll on a busy machine can miss.
  await page.addInitScript(
    ([word, note]) => {
      const seen = { reasoning: false, thinking: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        const card = document.querySelector('.recipe-card');
        if (document.body?.textContent?.includes(word)) seen.reasoning = true;
        if (card?.getAttribute('aria-busy') === 'true' && card.textContent?.includes(note)) seen.thinking = true;
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    },
    [REASONING_WORD, THINKING] as const,
  );
  // About 50 KB of reasoning in pieces, 40 ms apart: a second or so of thinking before the first word.
  fake.enqueue(thinkingAnswer({ chunkSize: 2_048, intervalMs: 40 }));
  await page.goto(app);
  await askForRecipe(page);

  const card = recipeCard(page);
  await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(card).toHaveAttribute('aria-busy', 'false');
  await expect(card.getByText(THINKING)).toHaveCount(0);
  await expect(card).not.toContainText(REASONING_WORD);
  // While it was busy, the card said the model was thinking, and never showed the thinking itself.
  expect(await page.evaluate(() => (window as unknown as { seen: { reasoning: boolean; thinking: boolean } }).seen)).toEqual({
    reasoning: false,
    thinking: true,
  });
});

import { ERRORS } from '../core/errors.ts';
import { loadWireSample, wireSamples } from '../fake-model/wire-samples.ts';
import { recordedContent } from '../test-support/recorded-content.ts';
import { askForRecipe, expect, recipeCard, test } from './fixtures.ts';

const streams = wireSamples().filter((name) => loadWireSample(name).status === 200);

for (const name of streams) {
  test(`the page shows exactly what ${name} recorded, arriving in pieces`, async ({ page, app, fake, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    fake.enqueue(loadWireSample(name, { chunkSize: 16 }));
    await page.goto(app);
    await askForRecipe(page);
    const card = recipeCard(page);
    await expect(card).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The copied recipe is the Markdown the card holds, so it shows every character that arrived.
    await card.getByRole('button', { name: 'Copy recipe' }).click();
    await expect(card.getByRole('status')).toHaveText('Recipe copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${recordedContent(name).trim()}\n`);
  });
}

test('a recorded out-of-credits answer shows the cook our words and none of the router’s', async ({ page, app, fake }) => {
  fake.enqueue(loadWireSample('router_v1_402_exceeded_monthly_2026-08-17'));
  await page.goto(app);
  await askForRecipe(page);
  await expect(page.getByRole('alert')).toContainText(ERRORS.model_credits.message);
  await expect(page.getByText('Subscribe to PRO')).toHaveCount(0);
});

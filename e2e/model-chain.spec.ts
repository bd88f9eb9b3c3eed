import { loadConfig } from '../server/config.ts';
import { startServer, type RunningServer } from '../server/node-server.ts';
import { SERVER_BUILD, SERVER_TOKEN } from './builds.ts';
import { askForRecipe, expect, recipeCard, test, type ChatBody } from './fixtures.ts';

const SPEC_MODEL = 'mistralai/Mistral-7B-Instruct-v0.3';
const NEXT_MODEL = 'meta-llama/Llama-3.1-8B-Instruct';

/** A production server on the default chain's first two models, against this worker's fake model. */
async function withChain(url: string, run: (server: RunningServer) => Promise<void>) {
  const config = loadConfig({
    HF_TOKEN: SERVER_TOKEN,
    MODEL_BASE_URL: url,
    RECIPE_MODEL: `${SPEC_MODEL},${NEXT_MODEL}`,
    HOST: '127.0.0.1',
    PORT: '0',
    RATE_LIMIT_PER_MINUTE: '1000',
  });
  const server = await startServer(config, { staticRoot: SERVER_BUILD, shutdownGraceMs: 100 });
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

test('a model that is no longer served hands over to the next one, which writes the recipe, is named on the card, and is asked first next time', async ({
  page,
  fake,
}) => {
  await withChain(fake.url, async (server) => {
    fake.reset();
    fake.enqueue({
      kind: 'status',
      status: 400,
      body: {
        error: { message: `The requested model '${SPEC_MODEL}' does not exist.`, type: 'invalid_request_error', code: 'model_not_found' },
      },
    });
    await page.goto(server.url);
    await askForRecipe(page);
    const card = recipeCard(page);
    await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(card).toHaveAttribute('aria-busy', 'false');
    await expect(card.getByText('Written by Llama-3.1-8B-Instruct')).toBeVisible();

    const [first, second] = fake.chats().map((request) => request.body as ChatBody);
    expect([first?.model, second?.model]).toEqual([SPEC_MODEL, NEXT_MODEL]);
    // The same request, only the model changes.
    expect({ ...second, model: SPEC_MODEL }).toEqual(first);

    fake.reset();
    await card.getByRole('button', { name: 'Another idea' }).click();
    await expect(card).toHaveAttribute('aria-busy', 'false');
    await expect(card.getByText('Written by Llama-3.1-8B-Instruct')).toBeVisible();
    expect(fake.chats().map((request) => (request.body as ChatBody).model)).toEqual([NEXT_MODEL]);
  });
});

test('out of credits (402) is about the token, not the model: no other model is asked and the cook is told', async ({ page, fake }) => {
  await withChain(fake.url, async (server) => {
    fake.reset();
    fake.enqueue({ kind: 'status', status: 402 });
    await page.goto(server.url);
    await askForRecipe(page);
    await expect(page.getByRole('alert')).toContainText('run out of credits');
    await expect(recipeCard(page)).toHaveCount(0);
    expect(fake.chats()).toHaveLength(1);
  });
});

test('with the spec model served, the card names it', async ({ page, app }) => {
  await page.goto(app);
  await askForRecipe(page);
  await expect(recipeCard(page).getByText('Written by Mistral-7B-Instruct-v0.3')).toBeVisible();
});

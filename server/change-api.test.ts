/** POST /api/recipe with `revise` (a change to a recipe), through the real client and the fake model. */

import { afterEach, expect, test, vi } from 'vitest';
import { changeMessage } from '../core/recipe-change.ts';
import { SYSTEM_PROMPT } from '../core/recipe-prompt.ts';
import { INGREDIENTS } from '../test-support/ingredients.ts';
import { appFor, eventsOf, postRecipe, startTestModel, textOf } from '../test-support/test-app.ts';

const fake = await startTestModel();
const SPEC_ASK = "I have egg, spinach, cheese, onion. Please give me a recipe you'd recommend I make!";
const RECIPE = '# Spinach Frittata\n\n## Ingredients\n\n- 4 eggs\n- spinach\n\n## Instructions\n\n1. Cook.\n';

type SentBody = { model: string; max_tokens: number; messages: { role: string; content: string }[] };
const sentBodies = () => fake.chats().map((chat) => chat.body as SentBody);

afterEach(() => vi.restoreAllMocks());

test('a change reaches the model as four messages, the first two those of the first request, and streams like a recipe', async () => {
  const app = appFor(fake, { rateLimitPerMinute: 1_000 });
  const kitchen = { diet: 'vegetarian', servings: 2 };
  await (await postRecipe(app, { ingredients: INGREDIENTS, kitchen })).text();
  const response = await postRecipe(app, { ingredients: INGREDIENTS, kitchen, revise: { recipe: RECIPE, change: ' make it quicker ' } });
  expect(response.status).toBe(200);
  const events = await eventsOf(response);
  expect(events.at(-1)).toEqual({ type: 'done' });
  expect(textOf(events).length).toBeGreaterThan(0);
  const [first, change] = sentBodies();
  expect(change!.messages).toHaveLength(4);
  expect(JSON.stringify(change!.messages.slice(0, 2))).toBe(JSON.stringify(first!.messages));
  expect(change!.messages[0]).toEqual({ role: 'system', content: SYSTEM_PROMPT });
  expect(change!.messages[1]!.content).toBe(
    `${SPEC_ASK} The recipe must be vegetarian: no meat, poultry, fish or seafood. Make it serve 2.`,
  );
  // The recipe as the cook saw it (trimmed), then the cook's words, trimmed and quoted.
  expect(change!.messages[2]).toEqual({ role: 'assistant', content: RECIPE.trim() });
  expect(change!.messages[3]).toEqual({ role: 'user', content: changeMessage('make it quicker') });
  expect(change!.model).toBe(first!.model);
  expect(change!.max_tokens).toBe(1024);
});

test.each([
  ['no recipe', { recipe: '', change: 'no eggs' }],
  ['a recipe of spaces', { recipe: ' \n\t ', change: 'no eggs' }],
  ['a recipe over 8,000 characters', { recipe: 'x'.repeat(8_001), change: 'no eggs' }],
  ['a recipe that is a list', { recipe: [RECIPE], change: 'no eggs' }],
  ['no change', { recipe: RECIPE, change: '' }],
  ['a change of spaces', { recipe: RECIPE, change: '   ' }],
  ['a change over 200 characters', { recipe: RECIPE, change: 'y'.repeat(201) }],
  ['a change that is a number', { recipe: RECIPE, change: 7 }],
  ['a missing change', { recipe: RECIPE }],
  ['revise as a string', 'make it vegan'],
])('%s is refused with 400 in the usual error shape, and the model is never asked', async (_, revise) => {
  const app = appFor(fake, { rateLimitPerMinute: 1_000 });
  const response = await postRecipe(app, { ingredients: INGREDIENTS, revise });
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe('invalid_body');
  expect(body.error.message).toMatch(/revise/);
  expect(fake.chats()).toHaveLength(0);
});

test('a change counts against the same per-minute limit as a recipe', async () => {
  const app = appFor(fake, { rateLimitPerMinute: 2 });
  expect((await postRecipe(app)).status).toBe(200);
  const change = { ingredients: INGREDIENTS, revise: { recipe: RECIPE, change: 'no eggs' } };
  expect((await postRecipe(app, change)).status).toBe(200);
  const limited = await postRecipe(app, change);
  expect(limited.status).toBe(429);
  expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
});

test("the cook's words and the recipe are never logged, with request logging on, whether the change succeeds or fails", async () => {
  const lines: string[] = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  }
  const app = appFor(fake, { rateLimitPerMinute: 1_000, log: true });
  const change = 'swap the zzyzx-secret-wish for kale';
  const recipe = `${RECIPE}\nqqrecipe-marker`;
  await (await postRecipe(app, { ingredients: INGREDIENTS, revise: { recipe, change } })).text();
  fake.enqueue({ kind: 'status', status: 500 });
  await (await postRecipe(app, { ingredients: INGREDIENTS, revise: { recipe, change } })).text();
  await (await postRecipe(app, { ingredients: INGREDIENTS, revise: { recipe, change: `${change}${'!'.repeat(300)}` } })).text();
  expect(lines.some((line) => line.includes('/api/recipe'))).toBe(true);
  expect(lines.join('\n')).not.toMatch(/zzyzx|qqrecipe/);
});

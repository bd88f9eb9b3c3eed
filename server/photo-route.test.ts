/** POST /api/photo-ingredients on the app, against the fake model: the checks, the one model call, the answer, the limit and the log. */

import { afterEach, expect, test, vi } from 'vitest';
import type { ErrorBody } from '../core/errors.ts';
import { imagesIn, PHOTO_INGREDIENTS } from '../fake-model/photo.ts';
import { appFor, errorCodeOf, startTestModel, VISION_MODEL, type TestApp } from '../test-support/test-app.ts';
import { dataUrl, jpeg, png } from '../test-support/photos.ts';

const fake = await startTestModel();
afterEach(() => vi.restoreAllMocks());

const PHOTO = dataUrl('image/jpeg', jpeg(1024, 768, { padding: 200_000 }));

const send = (app: TestApp, body: unknown, type = 'application/json') =>
  app.request('/api/photo-ingredients', {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

type ChatBody = { model: string; max_tokens: number; stream: boolean; messages: { role: string; content: unknown }[] };

test('a photo goes to the vision model as it was sent, in one user message, and its ingredients come back cleaned', async () => {
  const response = await send(appFor(fake), { image: PHOTO });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ ingredients: PHOTO_INGREDIENTS, model: VISION_MODEL });
  const [chat] = fake.chats();
  const body = chat!.body as ChatBody;
  expect(body.model).toBe(VISION_MODEL);
  expect(body.max_tokens).toBeLessThanOrEqual(512);
  expect(body.messages).toHaveLength(1);
  expect(body.messages[0]).toEqual({
    role: 'user',
    content: [
      { type: 'text', text: expect.stringContaining('food ingredients') },
      { type: 'image_url', image_url: { url: PHOTO } },
    ],
  });
  expect(imagesIn(chat)).toEqual([PHOTO]);
});

test('a PNG is read too; what is not a JPEG or PNG, or is labelled as another type, is a 400 bad_image and never reaches the model', async () => {
  const app = appFor(fake);
  expect((await send(app, { image: dataUrl('image/png', png(800, 600)) })).status).toBe(200);
  for (const image of [
    dataUrl('image/jpeg', 'hello, this is a text file named fridge.jpg'),
    dataUrl('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    dataUrl('image/gif', 'GIF89a\u0001\u0000\u0001\u0000'),
    dataUrl('image/webp', jpeg(100, 100)),
    dataUrl('image/jpeg', jpeg(5000, 3000)),
  ]) {
    const response = await send(app, { image });
    expect(response.status).toBe(400);
    expect(await errorCodeOf(response)).toBe('bad_image');
  }
  expect(fake.chats()).toHaveLength(1);
});

test('its own body limit of 2 MB (413), JSON only (415), a valid body (400)', async () => {
  const app = appFor(fake);
  const big = await send(app, { image: `data:image/jpeg;base64,${'A'.repeat(2 * 1024 * 1024 + 1024)}` });
  expect(big.status).toBe(413);
  expect(await errorCodeOf(big)).toBe('body_too_large');
  // Over 1.5 MB decoded, yet within the body limit.
  const heavy = await send(app, { image: dataUrl('image/jpeg', jpeg(1000, 1000, { padding: 1.5 * 1024 * 1024 })) });
  expect(heavy.status).toBe(400);
  expect(await errorCodeOf(heavy)).toBe('bad_image');
  expect((await send(app, 'image=1', 'application/x-www-form-urlencoded')).status).toBe(415);
  const invalid = await send(app, { image: 'https://example.com/fridge.jpg' });
  expect(invalid.status).toBe(400);
  expect(await errorCodeOf(invalid)).toBe('invalid_body');
  expect((await send(app, { picture: PHOTO })).status).toBe(400);
  expect(fake.chats()).toHaveLength(0);
});

test("every refusal speaks of what was sent: a photo's of the photo (415, 413, broken JSON, 429, 503), a recipe request's of the recipe", async () => {
  const { memoryLimiters } = await import('./node-rate-limits.ts');
  const messageOf = async (response: Response, status: number) => {
    expect(response.status).toBe(status);
    return ((await response.json()) as ErrorBody).error.message;
  };
  const app = appFor(fake, { limiters: { photos: memoryLimiters(100, 3, 3).photos }, clientAddress: () => '198.51.100.8' });
  const messages = [
    await messageOf(await send(app, 'image=1', 'application/x-www-form-urlencoded'), 415),
    await messageOf(await send(app, `{"image": "data:image/jpeg;base64,${'A'.repeat(2 * 1024 * 1024 + 1024)}"}`), 413),
    await messageOf(await send(app, '{"image": '), 400),
    await messageOf(await send(app, { image: PHOTO }), 429),
    await messageOf(await send(appFor(fake, { target: null }), { image: PHOTO }), 503),
  ];
  expect(messages).toEqual([
    'Photos must be sent as JSON: {"image": "data:image/jpeg;base64,…"}.',
    'That photo is too large to send. Please choose a smaller one.',
    'The body is not valid JSON.',
    'That was a lot of photos in a short time. Please wait a minute and try again.',
    'No model that reads photos is set up on this server yet. The site owner needs to add a Hugging Face token.',
  ]);
  // A recipe request still hears about recipes.
  const recipe = (body: string, type = 'application/json') =>
    app.request('/api/recipe', { method: 'POST', headers: { 'Content-Type': type }, body });
  expect(await messageOf(await recipe('egg', 'text/plain'), 415)).toBe('Recipe requests must be sent as JSON.');
  expect(await messageOf(await recipe(`{"ingredients": ["${'egg'.repeat(30_000)}"]}`), 413)).toBe('That recipe request is too large.');
});

test('PHOTO_LIMIT_PER_MINUTE counts every request to the route per client, then 429 with Retry-After', async () => {
  const { memoryLimiters } = await import('./node-rate-limits.ts');
  const app = appFor(fake, { limiters: { photos: memoryLimiters(100, 3, 2).photos }, clientAddress: () => '198.51.100.7' });
  expect((await send(app, { image: PHOTO })).status).toBe(200);
  expect((await send(app, { image: 'not a photo' })).status).toBe(400);
  const refused = await send(app, { image: PHOTO });
  expect(refused.status).toBe(429);
  expect(await errorCodeOf(refused)).toBe('rate_limited');
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(fake.chats()).toHaveLength(1);
  // Recipes count apart.
  expect((await app.request('/api/health')).status).toBe(200);
});

test('the vision chain falls back like the recipe chain, and remembers the model that answered', async () => {
  const app = appFor(fake, { visionModels: ['first/vision', 'second/vision'] });
  fake.enqueue({ kind: 'status', status: 404 });
  const response = await send(app, { image: PHOTO });
  expect(await response.json()).toMatchObject({ model: 'second/vision' });
  expect(fake.chats().map((chat) => (chat.body as ChatBody).model)).toEqual(['first/vision', 'second/vision']);
  await send(app, { image: PHOTO });
  expect((fake.chats()[2]!.body as ChatBody).model).toBe('second/vision');
  // 401 concerns the token: no fallback.
  fake.enqueue({ kind: 'status', status: 401 });
  const refused = await send(app, { image: PHOTO });
  expect(refused.status).toBe(502);
  expect(await refused.json()).toEqual({
    error: {
      code: 'model_auth',
      message: 'The model that reads photos turned down our access key. The site owner needs to check the token.',
    },
  });
});

test('an answer with no usable line is an empty list; an answer that is only reasoning is a model error', async () => {
  const app = appFor(fake);
  fake.enqueue({ kind: 'recipe', recipe: 'I am sorry, but I cannot see any food in this photo.' });
  expect(await (await send(app, { image: PHOTO })).json()).toEqual({ ingredients: [], model: VISION_MODEL });
  fake.enqueue({ kind: 'recipe', recipe: '<think>It is a photo of a cat.</think>' });
  const empty = await send(app, { image: PHOTO });
  expect(empty.status).toBe(502);
  expect(await errorCodeOf(empty)).toBe('model_error');
});

test('no model configured: 503; the health lists the vision chain', async () => {
  const app = appFor(fake, { target: null });
  const response = await send(app, { image: PHOTO });
  expect(response.status).toBe(503);
  expect(await errorCodeOf(response)).toBe('not_configured');
  expect(await (await app.request('/api/health')).json()).toMatchObject({ visionModels: [VISION_MODEL] });
});

test('the log says the size, the model, the outcome and the time: never the photo nor what was found in it', async () => {
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  const app = appFor(fake, { log: true });
  await send(app, { image: PHOTO });
  await send(app, { image: dataUrl('image/jpeg', 'text') });
  const lines = info.mock.calls.map((call) => call.join(' '));
  expect(lines).toEqual([
    expect.stringMatching(new RegExp(`^photo: 195 KB, ${VISION_MODEL}, 200, \\d+ ms$`)),
    expect.stringMatching(/^photo: 0 KB, no model, 400 bad_image, \d+ ms$/),
  ]);
  const logged = lines.join('\n');
  for (const secret of [PHOTO.slice(30, 60), ...PHOTO_INGREDIENTS]) expect(logged).not.toContain(secret);
});

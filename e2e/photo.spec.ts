/**
 * From a photo, in Chromium against the production server and the fake model: the photo leaves
 * the page upright, scaled down and without its EXIF; the confirmation adds only what the cook
 * keeps; a file that is not a photo sends nothing; Cancel stops the request; the route's own limits.
 */

import { imagesIn, PHOTO_INGREDIENTS } from '../fake-model/photo.ts';
import { addIngredients, expect, expectNoAxeViolations, test } from './fixtures.ts';
import { CAMERA, jpegMarkers, phonePhoto, samplePhoto } from './photo-files.ts';
import type { Page } from '@playwright/test';
import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/node-server.ts';
import { SERVER_BUILD } from './builds.ts';

async function choosePhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'From a photo' }).click();
  await (await chooser).setFiles(file);
}

const foundDialog = (page: Page) => page.getByRole('dialog', { name: 'Found in your photo' });
const listed = (page: Page) => page.getByRole('region', { name: 'Ingredients on hand:' }).getByRole('listitem').locator(':scope > span');

test('a 12-megapixel phone photo leaves the page upright, at most 1024 px, as a JPEG with no EXIF, and is confirmed before anything is added', async ({
  page,
  app,
  fake,
}) => {
  // Drawing, encoding and then decoding 12 megapixels in software takes a while on a busy machine.
  test.setTimeout(120_000);
  await page.goto(app);
  await addIngredients(page, 'eggs');
  const photo = await phonePhoto(page);
  const started = Date.now();
  expect(jpegMarkers(photo)).toContain(0xe1);
  await choosePhoto(page, { name: 'fridge.jpg', mimeType: 'image/jpeg', buffer: photo });

  const dialog = foundDialog(page);
  await expect(dialog).toBeVisible({ timeout: 90_000 });
  console.info(`12-megapixel photo chosen → dialog: ${Date.now() - started} ms`);
  const [sent] = imagesIn(fake.chats()[0]);
  expect(sent).toMatch(/^data:image\/jpeg;base64,/);
  const jpeg = Buffer.from(sent!.split(',')[1]!, 'base64');
  // Upright: the stored left edge (red) is the top of the photo as shown.
  expect(await samplePhoto(page, sent!)).toEqual({ width: 768, height: 1024, top: 'red', bottom: 'blue', left: 'blue' });
  expect(jpegMarkers(jpeg)).not.toContain(0xe1);
  expect(jpeg.includes(CAMERA)).toBe(false);
  // The bytes that leave the page.
  const body = fake.chats()[0]!.body as { messages: unknown[]; max_tokens: number };
  expect(body.messages).toHaveLength(1);
  expect(body.max_tokens).toBeLessThanOrEqual(512);
  expect(sent!.length).toBeLessThanOrEqual(350_000);

  // One box per name; the one already on the list is unticked and says so.
  const boxes = dialog.getByRole('checkbox');
  await expect(boxes).toHaveCount(PHOTO_INGREDIENTS.length);
  await expect(dialog.getByRole('checkbox', { name: 'Eggs (already on your list)' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Tomatoes' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Milk' }).uncheck();
  await dialog.getByRole('button', { name: 'Add to my list' }).click();
  await expect(dialog).toBeHidden();
  await expect(listed(page)).toHaveText(['eggs', ...PHOTO_INGREDIENTS.filter((name) => !['Eggs', 'Milk'].includes(name))]);
  await expect(page.getByRole('button', { name: 'From a photo' })).toBeFocused();
});

test('Cancel in the dialog adds nothing; with nothing found the dialog says so', async ({ page, app, fake }) => {
  await page.goto(app);
  await choosePhoto(page, { name: 'fridge.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(page, 800, 600, 1) });
  await foundDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(foundDialog(page)).toBeHidden();
  await expect(listed(page)).toHaveCount(0);

  fake.enqueue({ kind: 'recipe', recipe: 'I cannot see any food in this photo, only a cat.' });
  await choosePhoto(page, { name: 'cat.png', mimeType: 'image/jpeg', buffer: await phonePhoto(page, 800, 600, 1) });
  await expect(foundDialog(page).getByText('No ingredients found')).toBeVisible();
  await expect(foundDialog(page).getByRole('button', { name: 'Add to my list' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(foundDialog(page)).toBeHidden();
  await expect(listed(page)).toHaveCount(0);
});

test('while the model looks: a thumbnail, a busy state, and Cancel, which stops the request', async ({ page, app, fake }) => {
  fake.enqueue({ kind: 'hang' });
  await page.goto(app);
  await choosePhoto(page, { name: 'fridge.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(page, 1200, 900, 1) });
  await expect(page.getByRole('img', { name: 'The photo being read' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Looking for ingredients in your photo…' })).toBeVisible();
  await expect.poll(() => fake.chats().length).toBe(1);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await fake.waitForClose(fake.chats()[0]!);
  expect(fake.chats()[0]!.closedEarly).toBe(true);
  await expect(page.getByRole('img', { name: 'The photo being read' })).toBeHidden();
  await expect(foundDialog(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'From a photo' })).toBeFocused();
});

test('a text file named .jpg gets a plain message and nothing is sent', async ({ page, app, fake }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(app);
  await choosePhoto(page, { name: 'fridge.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('milk, eggs, butter\n') });
  await expect(page.getByRole('status').filter({ hasText: 'That file could not be opened as a photo' })).toContainText('JPEG or PNG');
  expect(asked).not.toContain('/api/photo-ingredients');
  expect(fake.chats()).toHaveLength(0);
});

test('the route refuses a body over 2 MB with 413 and a photo that is not one with 400 bad_image, before any model is asked', async ({
  app,
  fake,
  request,
}) => {
  const big = await request.post(`${app}/api/photo-ingredients`, {
    data: { image: `data:image/jpeg;base64,${'A'.repeat(2_200_000)}` },
  });
  expect(big.status()).toBe(413);
  expect((await big.json()).error.code).toBe('body_too_large');
  const text = await request.post(`${app}/api/photo-ingredients`, {
    data: { image: `data:image/jpeg;base64,${Buffer.from('not a photo').toString('base64')}` },
  });
  expect(text.status()).toBe(400);
  expect((await text.json()).error.code).toBe('bad_image');
  expect(fake.chats()).toHaveLength(0);
});

test('the dialog by keyboard alone: focus moves in, Space unticks, Tab reaches Add to my list, focus comes back', async ({ page, app }) => {
  await page.goto(app);
  const photo = await phonePhoto(page, 800, 600, 1);
  await page.getByRole('textbox', { name: 'Add ingredient' }).focus();
  // From the text box: past "+ Add ingredient", to "From a photo".
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'From a photo' })).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'fridge.jpg', mimeType: 'image/jpeg', buffer: photo });
  const dialog = foundDialog(page);
  await expect(dialog.getByRole('checkbox', { name: 'Tomatoes' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Tomatoes' })).not.toBeChecked();
  for (let i = 1; i < PHOTO_INGREDIENTS.length; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Add to my list' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listed(page)).toHaveText(PHOTO_INGREDIENTS.slice(1));
  await expect(page.getByRole('button', { name: 'From a photo' })).toBeFocused();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the dialog passes axe in the ${colorScheme} theme and fits a 320 px screen`, async ({ page, app }) => {
    // axe over the whole page with a modal open is slow on a busy two-core machine.
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(app);
    await addIngredients(page, 'milk');
    await choosePhoto(page, { name: 'fridge.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(page, 800, 600, 1) });
    const dialog = foundDialog(page);
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await dialog.getByRole('button', { name: 'Add to my list' }).scrollIntoViewIfNeeded();
    await expect(dialog.getByRole('button', { name: 'Add to my list' })).toBeInViewport();
  });
}

test('npm run demo answers a photo with the canned list, under the banner that says so', async ({ page, fake }) => {
  const config = loadConfig({ MODEL_BASE_URL: fake.url, HOST: '127.0.0.1', PORT: '0' });
  const demo = await startServer(config, { staticRoot: SERVER_BUILD, demo: true, shutdownGraceMs: 100 });
  try {
    await page.goto(demo.url);
    await expect(page.getByRole('complementary', { name: 'Demo model' })).toContainText(
      'the ingredients found in a photo, are canned samples',
    );
    await choosePhoto(page, { name: 'fridge.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(page, 800, 600, 1) });
    await expect(foundDialog(page).getByRole('checkbox')).toHaveCount(PHOTO_INGREDIENTS.length);
  } finally {
    await demo.close();
  }
});

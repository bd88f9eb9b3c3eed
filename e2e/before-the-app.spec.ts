/**
 * The first screen is on the page before the app is (src/boot.ts asks for it once the screen has
 * painted): what the cook does in that time must not leave the page or be lost. The app's script
 * is held back here, to make that time as long as a slow phone would.
 */

import { createHash } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { expect, test, watchLayoutShifts } from './fixtures.ts';

/** Holds back every request for `files` until `release` is called; `asked` settles when the first one is made. */
async function holdBack(page: Page, files: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(files, async (route: Route) => {
    asked();
    await released;
    await route.continue();
  });
  return { asked: requested, release };
}

declare global {
  interface Window {
    /** Lets the boot script held back by holdBackBoot run. */
    releaseBoot?: () => void;
    /** The boot script's hand-over to the ingredient form (src/boot.ts). */
    pantryChefEarlyIngredients?: () => string[];
  }
}

/**
 * Serves the page with its boot script (in the page itself) made to wait until `release` is
 * called, as if the end of the page were still on its way; the policy's hash follows the change.
 */
async function holdBackBoot(page: Page) {
  await page.route(
    (url) => url.pathname === '/',
    async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '<script type="module">',
        '<script type="module">await new Promise((go) => (window.releaseBoot = go));',
      );
      const [, boot] = /<script type="module">([\s\S]*?)<\/script>/.exec(body)!;
      // The body goes back decoded and of another length.
      const headers = response.headers();
      delete headers['content-encoding'];
      delete headers['content-length'];
      headers['content-security-policy'] = headers['content-security-policy']!.replace(
        /script-src [^;]*/,
        `script-src 'self' 'sha256-${createHash('sha256').update(boot!).digest('base64')}'`,
      );
      await route.fulfill({ response, body, headers });
    },
  );
  return { release: () => page.evaluate(() => window.releaseBoot!()) };
}

/** What a cook would notice: errors and warnings (a hydration mismatch is one), page loads, and layout shifts of any kind. */
async function watch(page: Page) {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  const navigations: string[] = [];
  const shifts = await watchLayoutShifts(page, { all: true });
  return {
    complaints,
    navigations,
    /** From now on, any new page load in the tab is recorded. */
    countLoads: () => page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url())),
    shifts,
  };
}

const APP_SCRIPT = /\/assets\/index-[\w-]{8}\.js$/;
const listed = (page: Page) => page.getByRole('region', { name: 'Ingredients on hand:' }).getByRole('listitem').locator(':scope > span');

test('what the cook adds and types before the app arrives stays on the page, and is on the list and in the box once it has', async ({
  page,
  app,
}) => {
  const seen = await watch(page);
  const appScript = await holdBack(page, APP_SCRIPT);
  await page.goto(app);
  const address = page.url();
  seen.countLoads();
  // The boot script has run: it asked for the app, which is not here yet.
  await appScript.asked;
  const box = page.getByRole('textbox', { name: 'Add ingredient' });

  await box.fill('egg');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
  await box.fill('flour');
  await page.getByRole('button', { name: '+ Add ingredient' }).click();
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
  await box.pressSequentially('milk');

  // Nothing left the page: no reload, no ingredient in the address.
  expect(page.url()).toBe(address);
  expect(new URL(page.url()).search).toBe('');
  expect(seen.navigations).toEqual([]);
  // The app has not arrived: nothing has drawn the list yet.
  await expect(page.getByRole('region', { name: 'Ingredients on hand:' })).toHaveCount(0);

  appScript.release();
  await expect(listed(page)).toHaveText(['egg', 'flour']);
  await expect(box).toHaveValue('milk');
  // What is in the box is the app's to add now, as if typed after it arrived.
  await box.press('Enter');
  await expect(listed(page)).toHaveText(['egg', 'flour', 'milk']);
  await expect(box).toHaveValue('');

  expect(page.url()).toBe(address);
  expect(seen.navigations).toEqual([]);
  expect(seen.complaints).toEqual([]);
  expect(await seen.shifts()).toBe(0);
});

test('Enter pressed the moment the app takes the box over adds what the box shows', async ({ page, app }) => {
  const appScript = await holdBack(page, APP_SCRIPT);
  await page.goto(app);
  await appScript.asked;
  const box = page.getByRole('textbox', { name: 'Add ingredient' });
  await box.fill('milk');
  // The cook presses Enter as soon as the form has taken over from the boot script, before anything else runs.
  await page.evaluate(() => {
    const take = window.pantryChefEarlyIngredients!;
    window.pantryChefEarlyIngredients = () => {
      queueMicrotask(() => document.querySelector<HTMLFormElement>('form.add-ingredient')!.requestSubmit());
      return take();
    };
  });

  appScript.release();

  await expect(listed(page)).toHaveText(['milk']);
  await expect(box).toHaveValue('');
});

test('an ingredient the app would refuse is put back in the box with the reason, as if added after it arrived', async ({ page, app }) => {
  const seen = await watch(page);
  const appScript = await holdBack(page, APP_SCRIPT);
  await page.goto(app);
  await appScript.asked;
  const box = page.getByRole('textbox', { name: 'Add ingredient' });
  for (const typed of ['egg', 'Egg']) {
    await box.fill(typed);
    await box.press('Enter');
  }
  appScript.release();
  await expect(listed(page)).toHaveText(['egg']);
  await expect(box).toHaveValue('Egg');
  await expect(page.getByText('egg is already on your list.')).toBeVisible();
  expect(seen.complaints).toEqual([]);
});

test('a click on "Your kitchen" before the app arrives opens it once the app has', async ({ page, app }) => {
  const seen = await watch(page);
  const appScript = await holdBack(page, APP_SCRIPT);
  await page.goto(app);
  await appScript.asked;
  const toggle = page.getByRole('button', { name: 'Your kitchen' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  appScript.release();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('combobox', { name: 'Diet' })).toBeVisible();
  expect(seen.complaints).toEqual([]);
});

test('even before the boot script has run, Enter in the box does not leave the page, and the text waits in the box', async ({
  page,
  app,
}) => {
  const seen = await watch(page);
  const boot = await holdBackBoot(page);
  // The page is used as soon as it shows.
  await page.goto(app, { waitUntil: 'commit' });
  const address = page.url();
  seen.countLoads();
  const box = page.getByRole('textbox', { name: 'Add ingredient' });
  await box.fill('egg');
  await page.waitForFunction(() => typeof window.releaseBoot === 'function');
  await box.press('Enter');
  await page.getByRole('button', { name: '+ Add ingredient' }).click();
  await expect(box).toHaveValue('egg');
  expect(page.url()).toBe(address);
  expect(seen.navigations).toEqual([]);

  await boot.release();
  await page.waitForFunction(() => 'pantryChefEarlyIngredients' in window);
  // Now the boot script keeps it for the app, or the app has arrived and adds it.
  await box.press('Enter');
  await expect(listed(page)).toHaveText(['egg']);
  await expect(box).toHaveValue('');
  expect(page.url()).toBe(address);
  expect(seen.navigations).toEqual([]);
  expect(seen.complaints).toEqual([]);
});

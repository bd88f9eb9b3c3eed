/**
 * Cook mode in Chromium: one step at a time, timers, the screen kept awake, and the panel and cook mode
 * checked with axe and at 320 px.
 */

import type { Page } from '@playwright/test';
import { cookMode, showTraybake, watchErrors } from './cooking-support.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test('cook mode: one step at a time in large type, buttons and arrow keys, focus kept inside, Escape returns it', async ({
  page,
  app,
  fake,
}) => {
  const errors = watchErrors(page);
  const panel = await showTraybake(page, app, fake);
  const button = panel.getByRole('button', { name: 'Cook mode' });
  await button.click();
  const dialog = cookMode(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Step 1 of 4')).toBeVisible();
  const stepText = dialog.getByText('Heat the oven to 200°C.');
  await expect(stepText).toBeVisible();
  expect(await stepText.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(24);

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Step 2 of 4')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Step 3 of 4')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('Step 2 of 4')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next step' }).click();
  await expect(dialog.getByText('Step 3 of 4')).toBeVisible();
  await dialog.getByRole('button', { name: 'Previous step' }).click();
  await expect(dialog.getByText('Step 2 of 4')).toBeVisible();
  // A tap on the words leaves focus nowhere in particular; the keys still work.
  await dialog.getByText('Step 2 of 4').click();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Step 3 of 4')).toBeVisible();

  const ingredients = dialog.getByRole('button', { name: 'Ingredients' });
  await expect(ingredients).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog.getByText('1 1/2 cups rice')).toBeHidden();
  await ingredients.click();
  await expect(dialog.getByText('1 1/2 cups rice')).toBeVisible();

  // The page behind is out of reach: Tab lands only inside the dialog (or, past its end, in the browser's own controls).
  const landed = new Set<string>();
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab');
    landed.add(
      await page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return 'browser';
        return focused.closest('dialog') ? 'dialog' : `page: ${focused.outerHTML}`;
      }),
    );
  }
  expect([...landed].sort()).toEqual(['browser', 'dialog']);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await expect(cookMode(page).getByText('Step 3 of 4')).toBeVisible();
  await cookMode(page).getByRole('button', { name: 'Close cook mode' }).click();
  await expect(cookMode(page)).toBeHidden();
  await expect(button).toBeFocused();
  expect(errors).toEqual([]);
});

test('timers count down in mm:ss with a mocked clock, run side by side across steps, and ring when done', async ({ page, app, fake }) => {
  await page.addInitScript(() => {
    const alarms = { buzzes: 0, beeps: 0 };
    Object.assign(window, { alarms });
    navigator.vibrate = () => {
      alarms.buzzes++;
      return true;
    };
    const createOscillator = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      alarms.beeps++;
      return createOscillator.call(this);
    };
  });
  await page.clock.install({ time: new Date('2026-03-01T18:00:00') });
  const panel = await showTraybake(page, app, fake);
  await page.clock.pauseAt(new Date('2026-03-01T18:05:00'));
  const alarms = () => page.evaluate(() => (window as unknown as { alarms: { buzzes: number; beeps: number } }).alarms);

  await panel.getByRole('button', { name: 'Cook mode' }).click();
  const dialog = cookMode(page);
  const timers = dialog.getByRole('timer');
  await page.keyboard.press('ArrowRight');
  await dialog.getByRole('button', { name: 'Start 10 min timer' }).click();
  await expect(timers).toHaveText(['10:00']);
  await page.clock.fastForward('02:00');
  await expect(timers).toHaveText(['08:00']);

  await page.keyboard.press('ArrowRight');
  await dialog.getByRole('button', { name: 'Start 35 min timer' }).click();
  await dialog.getByRole('button', { name: 'Start 15 min timer' }).click();
  await page.clock.fastForward('01:00');
  await expect(timers).toHaveText(['07:00', '34:00', '14:00']);

  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('Step 1 of 4')).toBeVisible();
  await expect(timers).toHaveText(['07:00', '34:00', '14:00']);
  expect(await alarms()).toEqual({ buzzes: 0, beeps: 0 });

  await page.clock.fastForward('07:00');
  await expect(timers).toHaveText(["Time's up", '27:00', '07:00']);
  await expect(dialog.getByText("Time's up: 10 min timer, step 2.")).toHaveAttribute('aria-live', 'assertive');
  expect(await alarms()).toEqual({ buzzes: 1, beeps: 3 });

  await dialog.getByRole('button', { name: 'Stop 15 min timer, step 3' }).click();
  await dialog.getByRole('button', { name: 'Dismiss 10 min timer, step 2' }).click();
  await expect(timers).toHaveText(['27:00']);

  // Leaving cook mode does not stop the clock on the roast.
  await page.keyboard.press('Escape');
  await page.clock.fastForward('10:00');
  await expect(panel.getByRole('timer')).toHaveText(['17:00']);
  await expect(panel.getByRole('button', { name: 'Stop 35 min timer, step 3' })).toBeVisible();
});

test('the screen is kept awake in cook mode, asked for again on return to the page, and released on leaving', async ({
  page,
  app,
  fake,
}) => {
  await page.addInitScript(() => {
    const wakeLock = { events: [] as string[], current: null as null | { released: boolean } };
    Object.assign(window, { wakeLock });
    Object.defineProperty(navigator, 'wakeLock', {
      value: {
        request: async (type: string) => {
          wakeLock.events.push(`request ${type}`);
          const sentinel = {
            released: false,
            release: async () => {
              sentinel.released = true;
              wakeLock.events.push('release');
            },
          };
          wakeLock.current = sentinel;
          return sentinel;
        },
      },
    });
  });
  const events = () => page.evaluate(() => (window as unknown as { wakeLock: { events: string[] } }).wakeLock.events);
  const panel = await showTraybake(page, app, fake);
  expect(await events()).toEqual([]);
  await panel.getByRole('button', { name: 'Cook mode' }).click();
  await expect.poll(events).toEqual(['request screen']);
  // Hidden, the browser lets go of the lock; back in view, it is asked for again.
  await page.evaluate(() => {
    (window as unknown as { wakeLock: { current: { released: boolean } } }).wakeLock.current.released = true;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(events).toEqual(['request screen', 'request screen']);
  await page.keyboard.press('Escape');
  await expect.poll(events).toEqual(['request screen', 'request screen', 'release']);
});

test("Chromium's own wake lock, granted or refused, raises no error", async ({ page, app, fake }) => {
  const errors = watchErrors(page);
  const panel = await showTraybake(page, app, fake);
  const supported = await page.evaluate(() => 'wakeLock' in navigator);
  test.info().annotations.push({ type: 'wake lock', description: supported ? 'present' : 'absent' });
  await panel.getByRole('button', { name: 'Cook mode' }).click();
  await expect(cookMode(page).getByText('Step 1 of 4')).toBeVisible();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.keyboard.press('Escape');
  await expect(cookMode(page)).toBeHidden();
  expect(errors).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no violations in the ${colorScheme} theme with the cooking panel and with cook mode open`, async ({
    page,
    app,
    fake,
  }) => {
    // Three axe passes over the panel, nutrition included: a safety net for a busy machine, not a measure.
    test.slow();
    await page.emulateMedia({ colorScheme });
    const panel = await showTraybake(page, app, fake);
    await panel.getByRole('combobox', { name: 'Scale' }).selectOption({ label: '2×' });
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'Cook mode' }).click();
    const dialog = cookMode(page);
    await page.keyboard.press('ArrowRight');
    await dialog.getByRole('button', { name: 'Start 10 min timer' }).click();
    await dialog.getByRole('button', { name: 'Ingredients' }).click();
    await expect(dialog.getByRole('timer')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel.getByRole('timer')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
}

test('at 320 px the panel and cook mode never scroll sideways, and every control is at least 44 by 44 px', async ({ page, app, fake }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const panel = await showTraybake(page, app, fake);
  await panel.getByRole('combobox', { name: 'Scale' }).selectOption({ label: '½×' });
  const expectFits = async (scope: ReturnType<Page['locator']>) => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    for (const control of await scope.locator('button, select').all()) {
      const box = (await control.boundingBox())!;
      const name = await control.evaluate((element) => element.outerHTML);
      expect(box.width, name).toBeGreaterThanOrEqual(44);
      expect(box.height, name).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width, name).toBeLessThanOrEqual(320);
    }
  };
  await expectFits(panel);
  await panel.getByRole('button', { name: 'Cook mode' }).click();
  const dialog = cookMode(page);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await dialog.getByRole('button', { name: 'Start 35 min timer' }).click();
  await dialog.getByRole('button', { name: 'Ingredients' }).click();
  await expect(dialog.getByRole('timer')).toHaveCount(1);
  await expectFits(dialog);
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});

/**
 * Say ingredients, in Chromium with a scripted recognizer in place of the browser's (headless
 * Chromium's cannot hear): what is heard shows as it comes, a second press stops, the words are
 * split and confirmed in the browser's own modal dialog; no button where the API is missing. The
 * recognizer's language and each of its errors are component tests (src/photo/say-ingredients.test.tsx).
 */

import type { Page } from '@playwright/test';
import { addIngredients, expect, test } from './fixtures.ts';

/** Replaces the browser's recognizer; the test speaks through `window.scripted`. */
function scriptRecognizer(page: Page) {
  return page.addInitScript(() => {
    type Handler<E> = ((event: E) => void) | null;
    class ScriptedRecognition {
      lang = '';
      interimResults = false;
      continuous = true;
      maxAlternatives = 0;
      onresult: Handler<unknown> = null;
      onerror: Handler<{ error: string }> = null;
      onend: (() => void) | null = null;
      started = false;
      stopped = false;
      finalText = '';
      constructor() {
        (window as unknown as { scripted: ScriptedRecognition }).scripted = this;
      }
      start() {
        this.started = true;
      }
      stop() {
        this.stopped = true;
        this.hear(this.finalText, true);
        this.onend?.();
      }
      abort() {
        this.onerror?.({ error: 'aborted' });
        this.onend?.();
      }
      hear(transcript: string, isFinal: boolean) {
        const result = Object.assign([{ transcript }], { isFinal });
        this.onresult?.({ results: [result] });
      }
    }
    Object.assign(window, { SpeechRecognition: ScriptedRecognition, webkitSpeechRecognition: ScriptedRecognition });
  });
}

type Scripted = { lang: string; interimResults: boolean; continuous: boolean; started: boolean; stopped: boolean; finalText: string };
/** The recognizer is made once the photo-and-voice chunk has loaded, after the button is pressed. */
const ready = (page: Page) => page.waitForFunction(() => 'scripted' in window);
const scripted = async (page: Page) => {
  await ready(page);
  return page.evaluate(() => (window as unknown as { scripted: Scripted }).scripted);
};
const speak = async (page: Page, text: string) => {
  await ready(page);
  await page.evaluate(
    (words) => (window as unknown as { scripted: { hear(t: string, f: boolean): void } }).scripted.hear(words, false),
    text,
  );
};
const listed = (page: Page) => page.getByRole('region', { name: 'Ingredients on hand:' }).getByRole('listitem').locator(':scope > span');

test('what is heard shows as it comes; a second press stops; the words are split on commas and "and" and confirmed', async ({
  page,
  app,
}) => {
  await scriptRecognizer(page);
  await page.goto(app);
  const button = page.getByRole('button', { name: 'Say ingredients' });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(await scripted(page)).toMatchObject({ started: true, interimResults: true, continuous: false, lang: 'en-US' });
  await speak(page, 'eggs, milk');
  await expect(page.getByRole('status').filter({ hasText: 'Heard: eggs, milk' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { scripted: Scripted }).scripted.finalText = 'eggs, milk and two tomatoes.';
  });
  await button.click();
  expect((await scripted(page)).stopped).toBe(true);
  const dialog = page.getByRole('dialog', { name: 'Heard you say' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(3);
  await expect(dialog.getByRole('checkbox', { name: 'two tomatoes' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'milk' }).uncheck();
  await dialog.getByRole('button', { name: 'Add to my list' }).click();
  await expect(listed(page)).toHaveText(['eggs', 'two tomatoes']);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
});

test('no Say ingredients button where the browser has no speech recognition', async ({ page, app }) => {
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    delete scope.SpeechRecognition;
    delete scope.webkitSpeechRecognition;
  });
  await page.goto(app);
  // The first screen, rendered before any browser was known, never has the button: look once the
  // app has taken over, which it has when it lists what was added.
  await addIngredients(page, 'eggs');
  await expect(listed(page)).toHaveText(['eggs']);
  await expect(page.getByRole('button', { name: 'From a photo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Say ingredients' })).toHaveCount(0);
});

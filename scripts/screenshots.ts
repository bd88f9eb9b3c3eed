/**
 * `npm run screenshots`: takes every picture the README and docs/ show, afresh, from the demo model
 * (the canned recipes of `npm run demo`) in Debian's Chromium, and writes them to docs/. Tests
 * never write them: a change to the page shows in the pictures when this is run, in its own diff.
 */

import { chromium, type Browser, type Page } from '@playwright/test';
import { addIngredients, recipeCard } from '../e2e/fixtures.ts';
import { chromium as launchOptions } from '../playwright.config.ts';
import { startDemo } from './demo-app.ts';
import { ensureBuilt } from './ensure-built.ts';

type Shot = {
  file: string;
  viewport: { width: number; height: number };
  colorScheme: 'light' | 'dark';
  /** Brings the page to what the picture shows. */
  scene: (page: Page) => Promise<void>;
};

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Four ingredients and the demo's frittata on the card. */
async function recipeOnTheCard(page: Page) {
  await addIngredients(page, 'egg', 'spinach', 'feta', 'onion');
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await recipeFinished(page, 'Spinach and Feta Frittata');
}

/** The kitchen open (vegetarian, no dairy), a pancake recipe with the safety alert, and two saved recipes. */
async function kitchenInUse(page: Page) {
  await addIngredients(page, 'egg', 'spinach', 'feta', 'onion');
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await recipeFinished(page, 'Spinach and Feta Frittata');
  await page.getByRole('button', { name: 'Save recipe' }).click();
  await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Clear list' }).click();
  await page.getByRole('button', { name: 'Your kitchen' }).click();
  await page.getByRole('combobox', { name: 'Diet' }).selectOption('vegetarian');
  const avoid = page.getByRole('textbox', { name: 'Avoid' });
  await avoid.fill('dairy');
  await avoid.press('Enter');
  await avoid.blur();
  await addIngredients(page, 'banana', 'oats', 'flour', 'egg');
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await recipeFinished(page, 'Fluffy Banana Oat Pancakes');
  await page.getByRole('alert').waitFor();
  await page.getByRole('button', { name: 'Save recipe' }).click();
  await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();
}

const SHOTS: Shot[] = [
  { file: 'docs/screenshot-desktop.png', viewport: DESKTOP, colorScheme: 'light', scene: recipeOnTheCard },
  { file: 'docs/screenshot-phone-dark.png', viewport: PHONE, colorScheme: 'dark', scene: recipeOnTheCard },
  { file: 'docs/screenshot-kitchen.png', viewport: DESKTOP, colorScheme: 'light', scene: kitchenInUse },
  { file: 'docs/screenshot-kitchen-phone-dark.png', viewport: PHONE, colorScheme: 'dark', scene: kitchenInUse },
];

/** The recipe of that title written out, with its actions. */
async function recipeFinished(page: Page, title: string) {
  const card = recipeCard(page);
  await card.getByRole('heading', { level: 3, name: title }).waitFor();
  await card.getByRole('button', { name: 'Another idea' }).waitFor();
}

async function take(browser: Browser, url: string, shot: Shot) {
  // A fresh context each: nothing remembered from the picture before.
  const context = await browser.newContext({ viewport: shot.viewport, colorScheme: shot.colorScheme, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await shot.scene(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shot.file, fullPage: true });
    console.info(`Wrote ${shot.file}`);
  } finally {
    await context.close();
  }
}

ensureBuilt('server');
const demo = await startDemo({ env: { HOST: '127.0.0.1', PORT: '0' }, tokensPerSecond: 400 });
const browser = await chromium.launch(launchOptions);
try {
  for (const shot of SHOTS) await take(browser, demo.app.url, shot);
} finally {
  await browser.close();
  await demo.close();
}

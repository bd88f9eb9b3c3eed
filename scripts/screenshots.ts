/**
 * `npm run screenshots`: takes every picture the README and docs/ show, afresh, from the demo model
 * (the canned recipes of `npm run demo`) in the tests' Chromium (playwright.config.ts), and writes
 * them to docs/. Tests never write them: a change to the page shows in the pictures when this is
 * run, in its own diff.
 * `npm run screenshots -- docs/screenshot-change.png …` takes only the pictures named.
 */

import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import type { Language } from '../core/kitchen-words.ts';
import { addIngredients, recipeCard } from '../test-support/chromium-page.ts';
import { pageWords } from '../test-support/page-words.ts';
import { chromium as launchOptions } from '../playwright.config.ts';
import { startDemo } from './demo-app.ts';
import { ensureBuilt } from './ensure-built.ts';

type Shot = {
  file: string;
  /** The browser's language, which the server answers in; English by default. */
  locale?: string;
  viewport: { width: number; height: number };
  colorScheme: 'light' | 'dark';
  /** Brings the page to what the picture shows. */
  scene: (page: Page) => Promise<void>;
  /** What the picture holds: this part of the page alone, or what the screen shows; the whole page by default. */
  frame?: ((page: Page) => Locator) | 'screen';
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

/** The demo's lemon chicken changed into a chickpea curry in the cook's own words: version 2 of 2, and the change form under it. */
async function recipeChanged(page: Page) {
  await addIngredients(page, 'chicken', 'potatoes', 'lemon', 'rosemary');
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await recipeFinished(page, 'Sheet-Pan Lemon Herb Chicken with Potatoes');
  const box = page.getByRole('textbox', { name: 'Change this recipe' });
  await box.fill('Make it vegetarian, with chickpeas and sweet potato');
  await box.press('Enter');
  await recipeFinished(page, 'Chickpea and Sweet Potato Coconut Curry');
  await recipeCard(page).getByText('Version 2 of 2').waitFor();
}

/** Two ingredients listed, then a photo: the demo model's canned reading, waiting to be confirmed. */
async function photoRead(page: Page) {
  await addIngredients(page, 'eggs', 'rice');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'From a photo' }).click();
  await (await chooser).setFiles({ name: 'fridge.jpg', mimeType: 'image/jpeg', buffer: await drawnPhoto(page) });
  await page.getByRole('dialog', { name: 'Found in your photo' }).getByRole('button', { name: 'Add to my list' }).waitFor();
  // The pointer off the dialog, so no box shows as hovered.
  await page.mouse.move(0, 0);
}

/** A small JPEG drawn by the page's own canvas: a few coloured shapes. The demo model reads any photo the same way. */
async function drawnPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(640, 480);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#e5e7eb';
    context.fillRect(0, 0, 640, 480);
    const shapes: [string, number, number, number][] = [
      ['#dc2626', 120, 180, 60],
      ['#f8fafc', 300, 200, 45],
      ['#16a34a', 480, 190, 70],
      ['#facc15', 200, 360, 55],
    ];
    for (const [colour, x, y, radius] of shapes) {
      context.fillStyle = colour;
      context.beginPath();
      context.arc(x, y, radius, 0, 2 * Math.PI);
      context.fill();
    }
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 })).arrayBuffer());
    let binary = '';
    for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** A text of the page in a language with nothing to fill in, from its catalog (src/lib/messages). */
const text = (area: string, key: string, language: Language) => pageWords(area, language)[`${area}.${key}`]!;

/**
 * The page in another language: a food to avoid typed in that language, then a recipe (the demo's
 * own, in that language) that holds it, with the safety alert in the page's words.
 */
const recipeInLanguage = (language: Language, avoid: string, ingredients: string[]) => async (page: Page) => {
  await page.getByRole('button', { name: text('page', 'yourKitchen', language) }).click();
  const box = page.getByRole('textbox', { name: text('kitchen', 'avoid', language) });
  await box.fill(avoid);
  await box.press('Enter');
  await box.blur();
  const ingredient = page.locator('input[name="ingredient"]');
  for (const name of ingredients) {
    await ingredient.fill(name);
    await ingredient.press('Enter');
  }
  await page.getByRole('button', { name: text('list', 'getRecipe', language) }).click();
  const card = page.getByRole('region', { name: text('card', 'heading', language) });
  await card.getByRole('button', { name: text('card', 'anotherIdea', language) }).waitFor();
  await page.getByRole('alert').waitFor();
};

const SHOTS: Shot[] = [
  { file: 'docs/screenshot-desktop.png', viewport: DESKTOP, colorScheme: 'light', scene: recipeOnTheCard },
  { file: 'docs/screenshot-phone-dark.png', viewport: PHONE, colorScheme: 'dark', scene: recipeOnTheCard },
  { file: 'docs/screenshot-kitchen.png', viewport: DESKTOP, colorScheme: 'light', scene: kitchenInUse },
  { file: 'docs/screenshot-kitchen-phone-dark.png', viewport: PHONE, colorScheme: 'dark', scene: kitchenInUse },
  { file: 'docs/screenshot-change.png', viewport: DESKTOP, colorScheme: 'light', scene: recipeChanged, frame: recipeCard },
  { file: 'docs/screenshot-photo-phone.png', viewport: PHONE, colorScheme: 'light', scene: photoRead, frame: 'screen' },
  {
    file: 'docs/screenshot-phone-es.png',
    locale: 'es-ES',
    viewport: PHONE,
    colorScheme: 'light',
    scene: recipeInLanguage('es', 'cacahuetes', ['espaguetis', 'soja', 'pasta', 'ajo']),
  },
  {
    file: 'docs/screenshot-phone-ja.png',
    locale: 'ja-JP',
    viewport: PHONE,
    colorScheme: 'dark',
    scene: recipeInLanguage('ja', 'ピーナッツ', ['ほうれん草', 'ピーナッツバター', '醤油', 'ごま']),
  },
  {
    file: 'docs/screenshot-desktop-de.png',
    locale: 'de-DE',
    viewport: DESKTOP,
    colorScheme: 'light',
    scene: recipeInLanguage('de', 'Erdnüsse', ['Kartoffel', 'Karotte', 'Reis', 'Kokosmilch']),
  },
];

/** The recipe of that title written out, with its actions. */
async function recipeFinished(page: Page, title: string) {
  const card = recipeCard(page);
  await card.getByRole('heading', { level: 3, name: title }).waitFor();
  await card.getByRole('button', { name: 'Another idea' }).waitFor();
}

async function take(browser: Browser, url: string, shot: Shot) {
  // A fresh context each: nothing remembered from the picture before.
  const context = await browser.newContext({
    viewport: shot.viewport,
    colorScheme: shot.colorScheme,
    reducedMotion: 'reduce',
    locale: shot.locale ?? 'en-US',
  });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await shot.scene(page);
    if (typeof shot.frame === 'function') {
      await shot.frame(page).screenshot({ path: shot.file });
    } else {
      // A modal dialog stays where it is on the screen; anything else is shown from the top of the page.
      if (shot.frame !== 'screen') await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: shot.file, fullPage: shot.frame !== 'screen' });
    }
    console.info(`Wrote ${shot.file}`);
  } finally {
    await context.close();
  }
}

const named = process.argv.slice(2);
const unknown = named.filter((file) => !SHOTS.some((shot) => shot.file === file));
if (unknown.length > 0)
  throw new Error(`No such picture: ${unknown.join(', ')}. The pictures: ${SHOTS.map((shot) => shot.file).join(', ')}`);
const chosen = named.length > 0 ? SHOTS.filter((shot) => named.includes(shot.file)) : SHOTS;

ensureBuilt('server');
const demo = await startDemo({ env: { HOST: '127.0.0.1', PORT: '0' }, tokensPerSecond: 400 });
const browser = await chromium.launch(launchOptions);
try {
  for (const shot of chosen) await take(browser, demo.app.url, shot);
} finally {
  await browser.close();
  await demo.close();
}

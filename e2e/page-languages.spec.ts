/**
 * The page in the cook's language (docs/decisions/0012-the-page-in-ten-languages.md): the first
 * screen arrives in it, the choice is kept, the recipe follows it, and nothing English is left.
 */

import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LANGUAGES, type Language } from '../core/kitchen-words.ts';
import { pageWords } from '../test-support/page-words.ts';
import { closeSite, serveDirectBuild, siteUrl } from './direct-site.ts';
import { expect, expectNoAxeViolations, test, watchLayoutShifts } from './fixtures.ts';

const CODES = Object.keys(LANGUAGES) as Language[];
const AREAS = [...new Set(readdirSync('src/lib/messages').map((file) => file.split('.')[0]!))];
/** Every English text of the page with nothing to fill in, of three words or more: none may show on another language's page. */
const ENGLISH = AREAS.flatMap((area) => Object.values(pageWords(area, 'en'))).filter(
  (text) => !text.includes('{') && text.split(' ').length >= 3,
);

async function englishLeftOn(page: Page) {
  const shown = await page.evaluate(() => {
    const names = [...document.querySelectorAll('[aria-label], [placeholder], [alt], [title]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.body.innerText, document.title, ...names].join('\n');
  });
  return ENGLISH.filter((text) => shown.includes(text));
}

const languageSelect = (page: Page, name: string) => page.getByRole('combobox', { name });

/** Adds each ingredient through the box, whatever the page's language calls it. */
async function addIngredients(page: Page, names: string[]) {
  const box = page.locator('input[name="ingredient"]');
  for (const name of names) {
    await box.fill(name);
    await box.press('Enter');
  }
}

async function askForRecipe(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
}

/** The recipe card, by its heading in the page's language. */
const recipeCard = (page: Page, heading: string) => page.getByRole('region', { name: heading });

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('gets the first screen in Spanish from the server, sees no English, and gets a Spanish recipe', async ({ page, app, fake }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const answer = await page.request.get(app, { headers: { 'Accept-Language': 'es-ES,es;q=0.9,en;q=0.5' } });
    expect(await answer.text()).toMatch(/<html lang="es">[\s\S]*aria-label="Añadir ingrediente"/);
    expect(answer.headers()['vary']).toMatch(/Accept-Language/);

    const shifts = await watchLayoutShifts(page);
    await page.goto(app);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('textbox', { name: 'Añadir ingrediente' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tu cocina' })).toBeVisible();
    await expect(languageSelect(page, 'Idioma')).toHaveValue('es');
    await expect(page).toHaveTitle(/Pantry Chef/);

    await addIngredients(page, ['huevos', 'espinacas', 'queso', 'cebolla']);
    await expect(page.getByRole('button', { name: 'Obtener una receta' })).toBeVisible();
    // The app took the Spanish page over without a jump (a streaming recipe moves what is below it, later).
    expect(await shifts()).toBe(0);
    await askForRecipe(page, 'Obtener una receta');
    // The card shows as soon as the recipe is asked for; once its text has come, the model was asked.
    await expect(recipeCard(page, 'Pantry Chef recomienda:')).toContainText(/Ingredientes/);
    // The recipe follows the page's language.
    expect(JSON.stringify(fake.chats().at(-1)?.body)).toContain('Spanish');
    await page.getByRole('button', { name: 'Tu cocina' }).click();
    await expect(page.getByRole('combobox', { name: /Idioma de la receta/ })).toBeVisible();

    expect(await englishLeftOn(page)).toEqual([]);
    expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  });
});

test('the Language choice repaints the page at once, is kept in a cookie holding only its code, and survives a reload', async ({
  page,
  app,
}) => {
  await page.goto(app);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await addIngredients(page, ['rice']);
  const scripts: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
  await languageSelect(page, 'Language').selectOption('de');
  // In place: the list the cook made is still there.
  await expect(page.getByRole('textbox', { name: 'Zutat hinzufügen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deine Küche' })).toBeVisible();
  await expect(page.getByText('rice', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // Every part's German words came in one chunk, and a part that loads later finds its own there.
  await page.getByRole('button', { name: 'Deine Küche' }).click();
  await expect(page.getByRole('combobox', { name: 'Ernährungsweise' })).toBeVisible();
  expect(scripts.filter((path) => /\.de-[\w-]+\.js$/.test(path))).toEqual([expect.stringMatching(/^\/assets\/words\.de-/)]);
  const cookies = await page.context().cookies(app);
  expect(cookies.map(({ name, value }) => `${name}=${value}`)).toEqual(['language=de']);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(languageSelect(page, 'Sprache')).toHaveValue('de');
  const served = await page.request.get(app);
  expect(await served.text()).toContain('<html lang="de">');
});

test('before the app takes over, choosing a language asks for the page again in it', async ({ page, app }) => {
  // The app never arrives: the first screen is plain HTML and the boot script alone listens.
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(app);
  await languageSelect(page, 'Language').selectOption('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('textbox', { name: '材料を追加' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'あなたのキッチン' })).toBeVisible();
});

test('the recipe is written in the kitchen’s Recipe language when the cook set one, whatever the page speaks', async ({
  page,
  app,
  fake,
}) => {
  await page.context().addCookies([{ name: 'language', value: 'fr', url: app }]);
  await page.goto(app);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('button', { name: 'Votre cuisine' }).click();
  await page.getByRole('combobox', { name: /Langue de la recette|Langue des recettes/ }).selectOption('en');
  await addIngredients(page, ['rice', 'peas', 'eggs', 'onion']);
  await askForRecipe(page, 'Obtenir une recette');
  await expect(recipeCard(page, 'Pantry Chef recommande :')).toBeVisible();
  // The card shows as soon as the recipe is asked for: the model's request may arrive a moment later.
  await expect.poll(() => fake.chats().length).toBe(1);
  expect(JSON.stringify(fake.chats()[0]!.body)).not.toMatch(/Write the whole recipe in/);
});

test('every language passes axe with its lang set, and German fits a 320 px phone with 44 px targets', async ({ page, app }) => {
  // Ten pages, each scanned whole by axe: three times a test's usual time on a busy two-core machine.
  test.slow();
  for (const language of CODES) {
    await page.context().addCookies([{ name: 'language', value: language, url: app }]);
    await page.goto(app);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('#root h1')).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 320, height: 640 });
  await page.context().addCookies([{ name: 'language', value: 'de', url: app }]);
  await page.goto(app);
  await addIngredients(page, ['Reis', 'Erbsen', 'Eier', 'Zwiebel']);
  await expect(page.getByRole('button', { name: 'Rezept holen' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('button, select, input:not([type="file"])')]
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || (box.width < 44 && !(box.width === 0)))
      .map(({ element, box }) => `${element.outerHTML.slice(0, 80)} ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
  expect(small).toEqual([]);
});

test('direct mode opens the page in the browser’s language before anything is painted, and keeps the choice', async ({ browser }) => {
  const site = await serveDirectBuild();
  const context = await browser.newContext({ locale: 'ja-JP' });
  try {
    const page = await context.newPage();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.goto(siteUrl(site));
    await expect(page).toHaveURL(/\/ja\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('textbox', { name: '材料を追加' })).toBeVisible();
    expect(documents).toEqual(['/', '/ja/']);
    // The English page never got to its first paint: the chooser ran from <head>.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await languageSelect(page, '言語').selectOption('es');
    await expect(page.getByRole('textbox', { name: 'Añadir ingrediente' })).toBeVisible();
    await page.goto(siteUrl(site));
    await expect(page).toHaveURL(/\/es\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  } finally {
    await context.close();
    await closeSite(site);
  }
});

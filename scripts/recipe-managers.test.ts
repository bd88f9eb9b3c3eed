/**
 * The download as the recipe managers read it: recipe-scrapers (Debian's python3-recipe-scrapers),
 * the schema.org reader Mealie and Tandoor import with, reads the JSON-LD from a page, in wild mode.
 * Without the package (outside CI), the test is skipped with the reason printed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { i18n, type Messages } from '@lingui/core';
import { expect, test } from 'vitest';
import type { Language } from '../core/kitchen-words.ts';
import { loadPack } from '../core/reading/languages.ts';
import { readRecipe } from '../core/reading/recipe.ts';
import { toJsonLd } from '../src/cooking/json-ld.ts';
import table from '../src/cooking/nutrition/foods.json';
import { estimateRecipe } from '../src/cooking/nutrition/estimate.ts';
import { nutritionFacts } from '../src/cooking/nutrition/facts.ts';
import { readFoods, type FoodFile } from '../src/cooking/nutrition/foods.ts';
import { indexFoods } from '../src/cooking/nutrition/match.ts';

const PYTHON = '/usr/bin/python3';
// The download's own words (its servings) are the page's: an English page's, as the app would have loaded them.
for (const messages of Object.values(import.meta.glob<Messages>('../src/lib/messages/*.en.json', { import: 'default', eager: true })))
  i18n.load('en', messages);
i18n.activate('en');

const installed = spawnSync(PYTHON, ['-c', 'import recipe_scrapers'], { stdio: 'ignore' }).status === 0;
const runs = installed || Boolean(process.env.CI);
if (!runs) console.warn('Skipping the recipe-manager tests: recipe-scrapers is not installed (apt-get install python3-recipe-scrapers).');

// Reads a page holding the JSON-LD as Mealie's importer does, and prints what it found.
const READER = `
import json, sys
from recipe_scrapers import scrape_html
page = '<html><head><script type="application/ld+json">' + sys.stdin.read() + '</script></head><body></body></html>'
scraper = scrape_html(page, org_url="https://pantry-chef.example/recipe")
print(json.dumps({
  "title": scraper.title(),
  "ingredients": scraper.ingredients(),
  "instructions": scraper.instructions_list(),
  "yields": scraper.yields(),
  "total_time": scraper.total_time(),
  "prep_time": scraper.prep_time(),
  "cook_time": scraper.cook_time(),
  "nutrients": scraper.nutrients(),
  "language": scraper.schema.language(),
}, ensure_ascii=False))
`;

const index = await indexFoods(readFoods(table as FoodFile));

async function imported(markdown: string, language: Language, scale = 1) {
  const pack = await loadPack(language);
  const recipe = readRecipe(markdown, pack)!;
  const facts = nutritionFacts(estimateRecipe(recipe, index, null, pack), scale);
  const json = JSON.stringify(toJsonLd(recipe, scale, facts, pack));
  return JSON.parse(execFileSync(PYTHON, ['-c', READER], { input: json, encoding: 'utf8' })) as Record<string, unknown>;
}

const SPANISH = `# Tostadas con mantequilla de cacahuete y plátano

Raciones: 2 | Tiempo de preparación: 10 minutos | Tiempo de cocción: 5 minutos

## Ingredientes
- 4 rebanadas de pan integral
- 3 cucharadas de mantequilla de cacahuete
- 2 plátanos
- 1 cucharada de miel

## Preparación
1. Tuesta el pan durante 3 minutos.
2. Unta la mantequilla de cacahuete y coloca el plátano en rodajas.
3. Termina con la miel y sirve.
`;

const ENGLISH = `# Tomato Rice

Serves 4. Prep time: 10 minutes. Cook time: 25 minutes.

## Ingredients
- 2 cups long grain rice
- 1 (400 g) can chopped tomatoes
- 1 onion, chopped
- 2 tbsp olive oil
- Salt to taste

## Instructions
1. Fry the onion in the oil for 5 minutes.
2. Add the rice and tomatoes with 3 cups of water; simmer for 20 minutes.
`;

test.skipIf(!runs)('recipe-scrapers reads an English download whole: name, lines, steps, yield, times, nutrition, language', async () => {
  const read = await imported(ENGLISH, 'en');
  expect(read).toMatchObject({
    title: 'Tomato Rice',
    ingredients: ['2 cups long grain rice', '1 (400 g) can chopped tomatoes', '1 onion, chopped', '2 tbsp olive oil', 'Salt to taste'],
    instructions: ['Fry the onion in the oil for 5 minutes.', 'Add the rice and tomatoes with 3 cups of water; simmer for 20 minutes.'],
    yields: '4 servings',
    prep_time: 10,
    cook_time: 25,
    total_time: 35,
    language: 'en',
  });
  expect(read.nutrients).toMatchObject({
    calories: expect.stringMatching(/^\d+ kcal$/),
    proteinContent: expect.stringMatching(/^\d+(\.\d)? g$/),
  });
});

test.skipIf(!runs)('recipe-scrapers reads a Spanish download whole, scaled, in Spanish', async () => {
  const read = await imported(SPANISH, 'es', 2);
  expect(read).toMatchObject({
    title: 'Tostadas con mantequilla de cacahuete y plátano',
    ingredients: ['8 rebanadas de pan integral', '6 cucharadas de mantequilla de cacahuete', '4 plátanos', '2 cucharadas de miel'],
    instructions: [
      'Tuesta el pan durante 3 minutos.',
      'Unta la mantequilla de cacahuete y coloca el plátano en rodajas.',
      'Termina con la miel y sirve.',
    ],
    yields: '4 servings',
    prep_time: 10,
    cook_time: 5,
    total_time: 15,
    language: 'es',
  });
  expect(read.nutrients).toMatchObject({ calories: expect.stringMatching(/^\d+ kcal$/) });
});

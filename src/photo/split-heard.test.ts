import { expect, test } from 'vitest';
import { MAX_INGREDIENT_LENGTH } from '../../core/ingredients.ts';
import { MAX_PHOTO_INGREDIENTS } from '../../core/photo-schemas.ts';
import { splitHeard } from './split-heard.ts';

test('what is said is split on commas and on "and" or "plus", with the last full stop dropped', () => {
  expect(splitHeard('eggs, milk and two tomatoes.', 'en')).toEqual(['eggs', 'milk', 'two tomatoes']);
  expect(splitHeard('Rice plus beans And corn', 'en')).toEqual(['Rice', 'beans', 'corn']);
});

test('"and" inside a word splits nothing; at either end it is dropped', () => {
  expect(splitHeard('sandwich bread, candied ginger', 'en')).toEqual(['sandwich bread', 'candied ginger']);
  expect(splitHeard('and eggs and', 'en')).toEqual(['eggs']);
});

test('each language splits on its own "and"', () => {
  expect(splitHeard('huevos, leche y tomates', 'es')).toEqual(['huevos', 'leche', 'tomates']);
  expect(splitHeard('Eier und Milch', 'de')).toEqual(['Eier', 'Milch']);
  expect(splitHeard('œufs et lait', 'fr')).toEqual(['œufs', 'lait']);
  // In English, "y" is no word for "and".
  expect(splitHeard('soy y sauce', 'en')).toEqual(['soy y sauce']);
});

test('Japanese and Chinese, written without spaces, split on "and" wherever it stands, and on their own commas', () => {
  expect(splitHeard('卵と牛乳、トマト。', 'ja')).toEqual(['卵', '牛乳', 'トマト']);
  expect(splitHeard('鸡蛋和牛奶，番茄', 'zh')).toEqual(['鸡蛋', '牛奶', '番茄']);
});

test('each name comes once, whatever its case, with its spaces tidied; empty pieces are dropped', () => {
  expect(splitHeard('Eggs,  eggs ,, EGGS and   green   beans', 'en')).toEqual(['Eggs', 'green beans']);
});

test(`a name over ${MAX_INGREDIENT_LENGTH} characters is dropped, and at most ${MAX_PHOTO_INGREDIENTS} names are kept`, () => {
  expect(splitHeard(`eggs, ${'x'.repeat(MAX_INGREDIENT_LENGTH + 1)}, milk`, 'en')).toEqual(['eggs', 'milk']);
  const many = Array.from({ length: MAX_PHOTO_INGREDIENTS + 5 }, (_, index) => `food ${index + 1}`);
  expect(splitHeard(many.join(', '), 'en')).toEqual(many.slice(0, MAX_PHOTO_INGREDIENTS));
});

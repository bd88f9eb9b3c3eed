import { expect, test, vi } from 'vitest';
import { LANGUAGES } from '../core/kitchen-words.ts';
import { LANGUAGE_COOKIE } from '../core/page-language.ts';

vi.stubGlobal('location', { ...location, replace: vi.fn() });
const { chosenLanguage, CODES, COOKIE } = await import('./choose-page.ts');

test('direct mode’s chooser knows the page’s ten languages and its cookie', () => {
  expect(CODES).toEqual(Object.keys(LANGUAGES));
  expect(COOKIE).toBe(LANGUAGE_COOKIE);
});

test('the kept choice comes first, then the browser’s first language among the ten, else English', () => {
  expect(chosenLanguage('theme=dark; language=pl', ['de-DE'])).toBe('pl');
  expect(chosenLanguage('language=xx', ['sv-SE', 'pt-BR', 'es'])).toBe('pt');
  expect(chosenLanguage('', ['sv-SE', 'ko'])).toBe('en');
  expect(chosenLanguage('', ['ZH-Hans-CN'])).toBe('zh');
});

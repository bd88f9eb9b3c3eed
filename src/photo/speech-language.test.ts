import { expect, test } from 'vitest';
import { speechLanguage } from './speech-language.ts';

test('the recognizer listens in the recipe language, with a region: the common one when the browser names none', () => {
  expect(speechLanguage('es', ['en-US', 'en'])).toBe('es-ES');
  expect(speechLanguage('pt', [])).toBe('pt-BR');
  expect(speechLanguage('ja', ['ja'])).toBe('ja-JP');
  expect(speechLanguage('zh', ['de-DE'])).toBe('zh-CN');
  expect(speechLanguage('pl', ['pl'])).toBe('pl-PL');
});

test("the cook's own variant of the recipe language, the first the browser prefers, whatever the page's language", () => {
  expect(speechLanguage('es', ['en-GB', 'es', 'es-MX', 'es-AR'])).toBe('es-MX');
  expect(speechLanguage('pt', ['pt-PT'])).toBe('pt-PT');
  expect(speechLanguage('en', ['de-DE', 'en-GB'])).toBe('en-GB');
  // Only a tag of the recipe language will do, not one that merely starts like it.
  expect(speechLanguage('it', ['id-ID'])).toBe('it-IT');
});

test('Chinese recipes are written in simplified characters: a traditional variant is not listened in', () => {
  expect(speechLanguage('zh', ['zh-TW', 'zh-Hant-HK'])).toBe('zh-CN');
  expect(speechLanguage('zh', ['zh-SG'])).toBe('zh-SG');
  expect(speechLanguage('zh', ['zh-Hans-CN'])).toBe('zh-Hans-CN');
});

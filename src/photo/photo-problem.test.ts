import { expect, test } from 'vitest';
import { ERRORS, PhotoError, type ErrorCode } from '../../core/errors.ts';
import { speak } from '../../test-support/app/page-language.ts';
import { t } from '../lib/i18n.ts';
import { photoProblem } from './photo-problem.ts';
import { UnreadablePhoto } from './prepare-photo.ts';

const CODES = Object.keys(ERRORS) as ErrorCode[];

test("each failure is told in the page's own words for its code, not in the API's English", async () => {
  await speak('es');
  expect(photoProblem(new PhotoError('rate_limited'))).toBe('Son muchas fotos en poco tiempo. Espera un minuto y inténtalo de nuevo.');
  expect(photoProblem(new PhotoError('bad_image', 'Only JPEG and PNG photos can be read.'))).toBe(
    'No se pudo leer esa foto. Elige una foto JPEG o PNG.',
  );
  // A proxy's page: the API's words carry the status, the cook's the failure.
  expect(
    photoProblem(new PhotoError('unexpected_answer', 'Pantry Chef could not read the photo just now. Please try again. (Error 502.)')),
  ).toBe('Pantry Chef no pudo leer la foto en este momento. Inténtalo de nuevo.');
  expect(photoProblem(new UnreadablePhoto())).toMatch(/^No se pudo abrir ese archivo como foto\./);
  expect(photoProblem(new TypeError('boom'))).toBe('Algo salió mal al leer tu foto. Inténtalo de nuevo.');
  // No connection reads as it does everywhere on the page.
  expect(photoProblem(new PhotoError('offline'))).toBe(t('page.offline'));
});

test('every code has its words in Spanish and Japanese, none of them the API message', async () => {
  for (const language of ['es', 'ja'] as const) {
    await speak(language);
    for (const code of CODES.filter((code) => code !== 'offline')) {
      const words = photoProblem(new PhotoError(code));
      expect(words, code).not.toBe(`photo.error.${code}`);
      expect(words, code).not.toBe(new PhotoError(code).message);
    }
  }
});

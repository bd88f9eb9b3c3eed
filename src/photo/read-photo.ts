/**
 * The ingredients in a prepared photo: from our own API in server mode (the token stays there),
 * or from the vision chain itself in direct mode (direct-photo.ts, only in direct-mode builds).
 */

import * as v from 'valibot';
import { ErrorBodySchema, isErrorCode, RecipeError } from '../../core/errors.ts';
import { PhotoReadingSchema, type PhotoReading } from '../../core/photo-schemas.ts';

export async function readPhoto(image: string, signal: AbortSignal): Promise<PhotoReading> {
  if (__DIRECT_MODE__) return (await import('./direct-photo.ts')).readPhotoDirectly(image, signal);
  let response: Response;
  try {
    response = await fetch(new URL('/api/photo-ingredients', location.href), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ image }),
      signal,
      // The answer describes the cook's photo: never from or into the HTTP cache.
      cache: 'no-store',
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new RecipeError('offline');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const reading = v.safeParse(PhotoReadingSchema, body);
    if (reading.success) return reading.output;
  } else {
    const failure = v.safeParse(ErrorBodySchema, body);
    if (failure.success) {
      const { code, message } = failure.output.error;
      throw new RecipeError(isErrorCode(code) ? code : 'unexpected_answer', message);
    }
  }
  throw new RecipeError('unexpected_answer', `Pantry Chef could not read the photo just now (error ${response.status}). Please try again.`);
}

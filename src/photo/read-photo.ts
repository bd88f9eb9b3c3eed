/**
 * The ingredients in a prepared photo: from our own API in server mode (the token stays there),
 * or from the vision chain itself in direct mode (direct-photo.ts, only in direct-mode builds).
 * Every failure is a PhotoError.
 */

import * as v from 'valibot';
import { PhotoError } from '../../core/errors.ts';
import { PhotoReadingSchema, type PhotoReading } from '../../core/photo-schemas.ts';
import { postToApi } from '../lib/api-client.ts';

export async function readPhoto(image: string, signal: AbortSignal): Promise<PhotoReading> {
  if (__DIRECT_MODE__) return (await import('./direct-photo.ts')).readPhotoDirectly(image, signal);
  // The answer describes the cook's photo: never from or into the HTTP cache.
  const response = await postToApi('/api/photo-ingredients', { image }, signal, PhotoError, { cache: 'no-store' });
  const reading = v.safeParse(PhotoReadingSchema, await response.json().catch(() => undefined));
  if (reading.success) return reading.output;
  throw new PhotoError('unexpected_answer');
}

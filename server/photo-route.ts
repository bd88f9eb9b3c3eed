/**
 * POST /api/photo-ingredients: a photo in, the ingredient names the vision chain sees in it out.
 * Web standards only (it runs on Node and in workerd). The photo is judged by its bytes and never
 * decoded (core/photo-image.ts); neither the photo nor the answer is logged or kept: one log line
 * holds its size, the model, the outcome and the time.
 */

import { sValidator } from '@hono/standard-validator';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PhotoError } from '../core/errors.ts';
import { firstProblem } from '../core/ingredients.ts';
import type { ModelChain } from '../core/model-chain.ts';
import type { ModelTarget, StreamTimeouts } from '../core/model-stream.ts';
import { checkPhoto } from '../core/photo-image.ts';
import { readPhotoFromModel, toPhotoError } from '../core/photo-reading.ts';
import { PhotoBodySchema } from '../core/photo-schemas.ts';
import type { ClientLimiter } from './rate-limits.ts';
import { fail, jsonBody, tooLarge } from './replies.ts';

/** A 1.5 MB photo is 2 MB in base64, with room for the JSON around it. */
export const MAX_PHOTO_BODY_BYTES = 2 * 1024 * 1024 + 1024;

export type PhotoRouteOptions = {
  /** Where photos are read: the recipe target with the vision chain; null when no model is configured. */
  target: ModelTarget | null;
  chain: ModelChain;
  timeouts: StreamTimeouts;
  photos: ClientLimiter;
  clientAddress: (c: Context) => string;
  log?: boolean;
};

/** Never stored by a browser or a proxy: the answer describes the cook's photo. */
const PRIVATE = { 'Cache-Control': 'no-store' };

export function photoRoutes({ target, chain, timeouts, photos, clientAddress, log }: PhotoRouteOptions) {
  const note = (started: number, outcome: string, size = 0, model = '') => {
    if (log) console.info(`photo: ${Math.round(size / 1024)} KB, ${model || 'no model'}, ${outcome}, ${Date.now() - started} ms`);
  };
  return new Hono<{ Variables: { started: number } }>().post(
    '/api/photo-ingredients',
    // Every request counts, before its body is read: the limit guards the model's bill and the server's work.
    async (c, next) => {
      c.set('started', Date.now());
      const wait = await photos.consume(clientAddress(c));
      if (wait === null) return next();
      note(c.var.started, '429 rate_limited');
      return fail(c, new PhotoError('rate_limited'), { 'Retry-After': String(wait) });
    },
    bodyLimit({ maxSize: MAX_PHOTO_BODY_BYTES, onError: tooLarge(PhotoError) }),
    jsonBody(PhotoError),
    sValidator('json', PhotoBodySchema, (result, c) => {
      if (!result.success) return fail(c, new PhotoError('invalid_body', firstProblem(result.error)));
    }),
    async (c) => {
      const { started } = c.var;
      if (!target) return fail(c, new PhotoError('not_configured'));
      const { image } = c.req.valid('json');
      let size: number;
      try {
        size = checkPhoto(image).bytes;
      } catch (error) {
        const problem = toPhotoError(error);
        note(started, `${problem.status} ${problem.code}`);
        return fail(c, problem);
      }
      try {
        const reading = await readPhotoFromModel(image, target, c.req.raw.signal, timeouts, chain);
        note(started, '200', size, reading.model);
        return c.json(reading, 200, PRIVATE);
      } catch (error) {
        const problem = toPhotoError(error);
        note(started, `${problem.status} ${problem.code}`, size);
        return fail(c, problem, PRIVATE);
      }
    },
  );
}

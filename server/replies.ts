/**
 * The API's plain answers, shared by its routes: a failure in the usual shape, a JSON body or a
 * refusal, a body too large. Each route passes its own error type, so a refusal speaks of what it
 * was sent (a recipe request, a photo).
 */

import type { Context, MiddlewareHandler } from 'hono';
import type { ApiError, ErrorType } from '../core/errors.ts';

/** A JSON body or a plain refusal: 415 for another media type, 400 for broken JSON (the validator would take both for an empty body). */
export const jsonBody =
  (Failure: ErrorType): MiddlewareHandler =>
  async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) return fail(c, new Failure('unsupported_media_type'));
    try {
      // Hono keeps the parsed body, so the validator reads this same value.
      await c.req.json();
    } catch {
      return fail(c, new Failure('invalid_body', 'The body is not valid JSON.'));
    }
    await next();
  };

// The rest of the body is left unread, so the connection cannot carry another request: say so, rather than let Node cut it.
export const tooLarge = (Failure: ErrorType) => (c: Context) => fail(c, new Failure('body_too_large'), { Connection: 'close' });

export function fail(c: Context, error: ApiError, headers?: Record<string, string>) {
  return c.json(error.toBody(), error.status as 400, headers);
}

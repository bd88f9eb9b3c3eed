/**
 * Our own API as the page calls it in server mode (docs/api.md): a JSON POST, and a failure read
 * from the route's error body, told in the route's own words (RecipeError, PhotoError). The one
 * place the page calls `fetch` on it.
 */

import * as v from 'valibot';
import { ErrorBodySchema, isErrorCode, type ApiError, type ErrorBody, type ErrorType } from '../../core/errors.ts';

type ApiRoute = '/api/recipe' | '/api/photo-ingredients';

/**
 * POSTs `body` as JSON and resolves to the response once its status says success; a failure is
 * thrown as a `Failure` (the server's own code and words where it sent them), an abort as the
 * signal's reason.
 */
export async function postToApi<E extends ApiError>(
  route: ApiRoute,
  body: unknown,
  signal: AbortSignal,
  Failure: ErrorType<E>,
  init?: Pick<RequestInit, 'cache'>,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(new URL(route, location.href), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
      ...init,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Failure('offline');
  }
  if (response.ok) return response;
  const failure = v.safeParse(ErrorBodySchema, await response.json().catch(() => undefined));
  if (failure.success) throw apiFailure(Failure, failure.output.error);
  // A status with no error body of ours (a proxy's page, say): the status is worth telling.
  throw new Failure('unexpected_answer', `${new Failure('unexpected_answer').message} (Error ${response.status}.)`);
}

/** Our server's words, as it wrote them; a code this page does not know yet is still a failure to show. */
export function apiFailure<E extends ApiError>(Failure: ErrorType<E>, { code, message }: ErrorBody['error']): E {
  return new Failure(isErrorCode(code) ? code : 'unexpected_answer', message);
}

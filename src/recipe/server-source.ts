/**
 * Server mode: the recipe from our own API, which holds the token, read as server-sent events.
 * Loaded only when a recipe is near (see recipe-source.ts).
 */

import * as v from 'valibot';
import { ErrorBodySchema, isErrorCode, RecipeError, unexpectedStatus } from '../../core/errors.ts';
import type { ModelEvent } from '../../core/model-stream.ts';
import type { RecipeRequest } from '../../core/recipe-request.ts';
import { readEvents } from '../../core/wire.ts';

export async function* streamFromServer(request: RecipeRequest, signal: AbortSignal): AsyncGenerator<ModelEvent> {
  let response: Response;
  try {
    response = await fetch(new URL('/api/recipe', location.href), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new RecipeError('offline');
  }
  if (!response.ok || !response.body) throw await failureFrom(response);

  const events = readEvents(response.body).getReader();
  try {
    for (;;) {
      const { done, value: event } = await events.read().catch((error: unknown) => {
        if (signal.aborted || error instanceof RecipeError) throw error;
        return { done: true as const, value: undefined };
      });
      if (done) throw new RecipeError('connection_lost');
      if (event.type === 'done') return;
      if (event.type === 'error') throw errorFrom(event.error);
      yield event;
    }
  } finally {
    events.cancel().catch(() => {});
  }
}

async function failureFrom(response: Response): Promise<RecipeError> {
  const body = v.safeParse(ErrorBodySchema, await response.json().catch(() => undefined));
  if (body.success) return errorFrom(body.output.error);
  return unexpectedStatus(response.status);
}

/** Our server's words, as it wrote them; a code this page does not know yet is still a failure to show. */
function errorFrom({ code, message }: { code: string; message: string }): RecipeError {
  return new RecipeError(isErrorCode(code) ? code : 'unexpected_answer', message);
}

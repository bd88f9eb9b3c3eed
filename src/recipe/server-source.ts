/**
 * Server mode: the recipe from our own API, which holds the token, read as server-sent events.
 * Loaded only when a recipe is near (see recipe-source.ts).
 */

import { RecipeError } from '../../core/errors.ts';
import type { ModelEvent } from '../../core/model-stream.ts';
import type { RecipeRequest } from '../../core/recipe-request.ts';
import { readEvents } from '../../core/wire.ts';
import { apiFailure, postToApi } from '../lib/api-client.ts';

export async function* streamFromServer(request: RecipeRequest, signal: AbortSignal): AsyncGenerator<ModelEvent> {
  const response = await postToApi('/api/recipe', request, signal, RecipeError);
  if (!response.body) throw new RecipeError('unexpected_answer');

  const events = readEvents(response.body).getReader();
  try {
    for (;;) {
      const { done, value: event } = await events.read().catch((error: unknown) => {
        if (signal.aborted || error instanceof RecipeError) throw error;
        return { done: true as const, value: undefined };
      });
      if (done) throw new RecipeError('connection_lost');
      if (event.type === 'done') return;
      if (event.type === 'error') throw apiFailure(RecipeError, event.error);
      yield event;
    }
  } finally {
    events.cancel().catch(() => {});
  }
}

/**
 * Reads the recipe from wherever this build gets it: our API in server mode, the model itself in
 * direct mode. Loaded on demand (see recipe-source.ts).
 */

import { detailedError, messageFor } from '../../core/errors.ts';
import type { ModelEvent } from '../../core/model-stream.ts';
import type { RecipeRequest } from '../../core/recipe-request.ts';
import { streamFromServer } from './server-source.ts';

export { messageFor };

// Direct mode: the inference client is fetched as soon as this file is, before the first request needs it.
const loadDirectSource = () => import('./direct-source.ts');
if (__DIRECT_MODE__) void loadDirectSource();

/** The answering model, then the recipe piece by piece; an answer with no words is a failure the cook hears about, not an empty card. */
export async function* streamAnswer(request: RecipeRequest, signal: AbortSignal): AsyncGenerator<ModelEvent> {
  const pieces = __DIRECT_MODE__ ? (await loadDirectSource()).streamDirect(request, signal) : streamFromServer(request, signal);
  let empty = true;
  for await (const event of pieces) {
    if (event.type === 'text') empty &&= event.text.trim() === '';
    yield event;
  }
  if (empty) throw detailedError('model_empty');
}

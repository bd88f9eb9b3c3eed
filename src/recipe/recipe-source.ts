/**
 * Where recipes come from, as the page sees it. The code that reads an answer (the event-stream
 * reader, the error table, in direct mode the inference client) is not needed for the first paint:
 * it is fetched when a request is near, and always before the first word is due.
 */

import type { ModelEvent } from '../../core/model-stream.ts';
import type { RecipeRequest } from '../../core/recipe-request.ts';
import { loadMessages, t } from '../lib/i18n.ts';

// The answer reader comes with the words for a failure, so a failure is always told in the page's language.
const loadAnswer = () => Promise.all([import('./answer.ts'), loadMessages('errors')]).then(([answer]) => answer);

/** Fetches the answer reader (which, in direct mode, fetches the inference client in turn). */
export function preloadRecipeSource() {
  void loadAnswer();
}

export async function* streamRecipe(request: RecipeRequest, signal: AbortSignal): AsyncGenerator<ModelEvent> {
  const { streamAnswer } = await loadAnswer();
  yield* streamAnswer(request, signal);
}

/** The words the cook sees for a failure; if not even the answer code could be fetched, the connection is what failed. */
export async function describeFailure(error: unknown): Promise<string> {
  try {
    return (await loadAnswer()).messageFor(error);
  } catch {
    return t('page.offline');
  }
}

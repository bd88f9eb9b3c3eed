/**
 * Where recipes come from. Server mode (the default) asks our own API, which holds the token;
 * direct mode, chosen at build time, asks the model from the browser (see direct-source.ts).
 */

import { createEventParser } from '../../core/wire.ts';
import { RecipeFailure } from './recipe-failure.ts';

export function streamRecipe(ingredients: readonly string[], signal: AbortSignal): AsyncGenerator<string> {
  return __DIRECT_MODE__ ? streamFromModel(ingredients, signal) : streamFromServer(ingredients, signal);
}

/** Direct mode fetches the inference client ahead, like the Markdown renderer, when a request is near. */
export function preloadRecipeSource() {
  if (__DIRECT_MODE__) void import('./direct-source.ts');
}

async function* streamFromModel(ingredients: readonly string[], signal: AbortSignal) {
  const { streamDirect } = await import('./direct-source.ts');
  yield* streamDirect(ingredients, signal);
}

async function* streamFromServer(ingredients: readonly string[], signal: AbortSignal) {
  let response: Response;
  try {
    response = await fetch(new URL('/api/recipe', location.href), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ingredients }),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new RecipeFailure('offline', "We couldn't reach Pantry Chef. Check your connection and try again.");
  }
  if (!response.ok || !response.body) throw await failureFrom(response);

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parse = createEventParser();
  try {
    for (;;) {
      const { done, value } = await reader.read().catch((error: unknown) => {
        if (signal.aborted) throw error;
        return { done: true as const, value: undefined };
      });
      if (done) throw new RecipeFailure('connection_lost', 'The connection dropped before the recipe was finished. Please try again.');
      for (const event of parse(value)) {
        if (event.type === 'done') return;
        if (event.type === 'error') throw new RecipeFailure(event.error.code, event.error.message);
        yield event.text;
      }
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}

async function failureFrom(response: Response): Promise<RecipeFailure> {
  const body: unknown = await response.json().catch(() => undefined);
  const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  if (typeof error?.code === 'string' && typeof error.message === 'string') return new RecipeFailure(error.code, error.message);
  return new RecipeFailure(
    `http_${response.status}`,
    `Pantry Chef could not answer just now (error ${response.status}). Please try again.`,
  );
}

/**
 * Direct mode: the browser calls the model with the token built into the bundle (SPEC section 6).
 * Loaded only in direct-mode builds, and only when the first recipe is requested.
 */

import { DEFAULT_MODEL, DEFAULT_PROVIDER } from '../../core/recipe-prompt.ts';
import { streamFromModel } from '../../core/model-stream.ts';

export function streamDirect(ingredients: readonly string[], signal: AbortSignal) {
  const env = import.meta.env;
  return streamFromModel(
    ingredients,
    {
      model: env.VITE_RECIPE_MODEL || DEFAULT_MODEL,
      provider: env.VITE_HF_PROVIDER || DEFAULT_PROVIDER,
      accessToken: env.VITE_HF_TOKEN,
      baseUrl: env.VITE_MODEL_BASE_URL?.replace(/\/+$/, '') || undefined,
    },
    signal,
  );
}

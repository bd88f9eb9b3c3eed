/**
 * Direct mode (README, "Two modes"; docs/model-call.md): the browser calls a model chain itself,
 * with the token built into the bundle. Loaded only in direct-mode builds, with the code that
 * calls the chain (a recipe's, a photo's).
 */

import { createModelChain, parseModelChain, type ModelChain } from '../../core/model-chain.ts';
import type { ModelTarget } from '../../core/model-stream.ts';
import { DEFAULT_PROVIDER } from '../../core/recipe-prompt.ts';

/**
 * The target for a chain (`VITE_RECIPE_MODEL` or `VITE_VISION_MODEL`, else its default) and the
 * chain's memory, kept for the life of the page by the caller, so that the model that answered is
 * tried first the next time too.
 */
export function directModel(models: string): { target: ModelTarget; chain: ModelChain } {
  const env = import.meta.env;
  const target: ModelTarget = {
    models: parseModelChain(models),
    provider: env.VITE_HF_PROVIDER || DEFAULT_PROVIDER,
    accessToken: env.VITE_HF_TOKEN,
    baseUrl: env.VITE_MODEL_BASE_URL?.replace(/\/+$/, '') || undefined,
  };
  return { target, chain: createModelChain(target.models) };
}

/**
 * Direct mode: the browser calls the model with the token built into the bundle (README, "Two modes"; docs/model-call.md).
 * Loaded only in direct-mode builds, and only when the first recipe is requested.
 */

import { createModelChain, DEFAULT_MODEL_CHAIN, parseModelChain } from '../../core/model-chain.ts';
import { streamFromModel, type ModelTarget } from '../../core/model-stream.ts';
import { DEFAULT_PROVIDER } from '../../core/recipe-prompt.ts';
import type { RecipeRequest } from '../../core/recipe-request.ts';

const env = import.meta.env;
const target: ModelTarget = {
  models: parseModelChain(env.VITE_RECIPE_MODEL || DEFAULT_MODEL_CHAIN),
  provider: env.VITE_HF_PROVIDER || DEFAULT_PROVIDER,
  accessToken: env.VITE_HF_TOKEN,
  baseUrl: env.VITE_MODEL_BASE_URL?.replace(/\/+$/, '') || undefined,
};
// For the life of the page, so that the model that answered is tried first for the next recipe too.
const chain = createModelChain(target.models);

export function streamDirect(request: RecipeRequest, signal: AbortSignal) {
  return streamFromModel(request, target, signal, undefined, chain);
}

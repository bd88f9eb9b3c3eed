/**
 * Direct mode: the recipe from the model itself (src/lib/direct-model.ts). Loaded only in
 * direct-mode builds, and only when the first recipe is requested.
 */

import { DEFAULT_MODEL_CHAIN } from '../../core/model-chain.ts';
import { streamFromModel } from '../../core/model-stream.ts';
import type { RecipeRequest } from '../../core/recipe-request.ts';
import { directModel } from '../lib/direct-model.ts';

const { target, chain } = directModel(import.meta.env.VITE_RECIPE_MODEL || DEFAULT_MODEL_CHAIN);

export function streamDirect(request: RecipeRequest, signal: AbortSignal) {
  return streamFromModel(request, target, signal, undefined, chain);
}

/**
 * Direct mode: the browser asks the vision chain itself, with the token built into the bundle,
 * exactly as the server would (core/photo-reading.ts). Loaded only in direct-mode builds.
 */

import { createModelChain, DEFAULT_VISION_CHAIN, parseModelChain } from '../../core/model-chain.ts';
import type { ModelTarget } from '../../core/model-stream.ts';
import { checkPhoto } from '../../core/photo-image.ts';
import { readPhoto } from '../../core/photo-reading.ts';
import type { PhotoReading } from '../../core/photo-schemas.ts';
import { DEFAULT_PROVIDER } from '../../core/recipe-prompt.ts';

const env = import.meta.env;
const target: ModelTarget = {
  models: parseModelChain(env.VITE_VISION_MODEL || DEFAULT_VISION_CHAIN),
  provider: env.VITE_HF_PROVIDER || DEFAULT_PROVIDER,
  accessToken: env.VITE_HF_TOKEN,
  baseUrl: env.VITE_MODEL_BASE_URL?.replace(/\/+$/, '') || undefined,
};
// For the life of the page, so that the model that answered is tried first for the next photo too.
const chain = createModelChain(target.models);

export function readPhotoDirectly(image: string, signal: AbortSignal): Promise<PhotoReading> {
  // The same checks as the server's, so that both modes send the model only what the route would.
  checkPhoto(image);
  return readPhoto(image, target, signal, undefined, chain);
}

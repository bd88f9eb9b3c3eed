/**
 * Reading a photo: one chat completion to the vision chain (the recipe chain's fallback rules,
 * remembered model and time limits: model-stream.ts), its answer turned into ingredient names.
 */

import { PhotoError } from './errors.ts';
import { createModelChain, type ModelChain } from './model-chain.ts';
import { DEFAULT_TIMEOUTS, streamChat, toRecipeError, type ModelTarget, type StreamTimeouts } from './model-stream.ts';
import { buildPhotoRequest, ingredientsFromAnswer } from './photo-answer.ts';
import type { PhotoReading } from './photo-schemas.ts';

/** The ingredients the vision chain sees in `image` (a data URL already checked); throws a PhotoError. */
export async function readPhotoFromModel(
  image: string,
  target: ModelTarget,
  signal: AbortSignal,
  timeouts: StreamTimeouts = DEFAULT_TIMEOUTS,
  chain: ModelChain = createModelChain(target.models),
): Promise<PhotoReading> {
  let model = '';
  let answer = '';
  try {
    for await (const event of streamChat((id) => buildPhotoRequest(image, id), target, signal, timeouts, chain)) {
      if (event.type === 'model') model = event.model;
      else if (event.type === 'text') answer += event.text;
    }
  } catch (error) {
    if (signal.aborted) throw error;
    throw toPhotoError(error);
  }
  return { ingredients: ingredientsFromAnswer(answer), model };
}

/** Any failure met while reading a photo, as a PhotoError: the model call's code, told in the photo's words. */
export function toPhotoError(error: unknown): PhotoError {
  return error instanceof PhotoError ? error : new PhotoError(toRecipeError(error).code);
}

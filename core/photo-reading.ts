/**
 * Reading a photo: one chat completion to the vision chain (the recipe chain's fallback rules,
 * remembered model and time limits: model-stream.ts), its answer turned into ingredient names.
 */

import { ERRORS, RecipeError } from './errors.ts';
import { createModelChain, type ModelChain } from './model-chain.ts';
import { DEFAULT_TIMEOUTS, streamChat, toRecipeError, type ModelTarget, type StreamTimeouts } from './model-stream.ts';
import { buildPhotoRequest, ingredientsFromAnswer } from './photo-answer.ts';
import type { PhotoReading } from './photo-schemas.ts';

/** The ingredients the vision chain sees in `image` (a data URL already checked); throws a RecipeError in the photo's words. */
export async function readPhoto(
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
    throw inPhotoWords(toRecipeError(error));
  }
  return { ingredients: ingredientsFromAnswer(answer), model };
}

/** The model errors say "the recipe model"; for a photo, the model that reads it is meant. */
function inPhotoWords(error: RecipeError): RecipeError {
  if (!error.code.startsWith('model_')) return error;
  const message =
    error.code === 'model_error'
      ? 'The model that reads photos sent back no usable answer. Please try again.'
      : ERRORS[error.code].message.replace('The recipe model', 'The model that reads photos');
  return new RecipeError(error.code, message);
}

/**
 * Reading a photo: one chat completion to the vision chain (the recipe chain's fallback rules,
 * remembered model and time limits: model-stream.ts), its answer turned into ingredient names.
 * The body schemas of POST /api/photo-ingredients live here too, for the server and the page.
 */

import * as v from 'valibot';
import { ERRORS, RecipeError } from './errors.ts';
import { MAX_INGREDIENT_LENGTH } from './ingredients.ts';
import { createModelChain, type ModelChain } from './model-chain.ts';
import { DEFAULT_LIMITS, streamChat, toRecipeError, type ModelTarget, type StreamLimits } from './model-stream.ts';
import { buildPhotoRequest, ingredientsFromAnswer, MAX_PHOTO_INGREDIENTS } from './photo-answer.ts';

/** The vision chain when VISION_MODEL is unset (docs/photo-and-voice.md says why these). */
export const DEFAULT_VISION_CHAIN = [
  'meta-llama/Llama-4-Scout-17B-16E-Instruct',
  'google/gemma-3-27b-it',
  'Qwen/Qwen2.5-VL-7B-Instruct',
].join(',');

/** The body of POST /api/photo-ingredients; the image's bytes are judged after (photo-image.ts). */
export const PhotoBodySchema = v.object(
  {
    image: v.pipe(
      v.string('"image" must be a data URL such as data:image/jpeg;base64,…'),
      v.startsWith('data:image/', '"image" must be a data URL such as data:image/jpeg;base64,…'),
    ),
  },
  'The body must be a JSON object like {"image": "data:image/jpeg;base64,…"}.',
);

/** What the route answers: 0 to 30 distinct names of 1 to 100 characters, and the model that read the photo. */
export const PhotoReadingSchema = v.object({
  ingredients: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(MAX_INGREDIENT_LENGTH))),
    v.maxLength(MAX_PHOTO_INGREDIENTS),
  ),
  model: v.string(),
});

export type PhotoReading = v.InferOutput<typeof PhotoReadingSchema>;

/** The ingredients the vision chain sees in `image` (a data URL already checked); throws a RecipeError in the photo's words. */
export async function readPhoto(
  image: string,
  target: ModelTarget,
  signal: AbortSignal,
  limits: StreamLimits = DEFAULT_LIMITS,
  chain: ModelChain = createModelChain(target.models),
): Promise<PhotoReading> {
  let model = '';
  let answer = '';
  try {
    for await (const event of streamChat((id) => buildPhotoRequest(image, id), target, signal, limits, chain)) {
      if (event.type === 'model') model = event.model;
      else answer += event.text;
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

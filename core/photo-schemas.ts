/**
 * POST /api/photo-ingredients as both ends see it: the body, the answer, the vision chain's
 * default. Apart from the model call (photo-reading.ts), so that the page's photo chunk in server
 * mode carries no inference client.
 */

import * as v from 'valibot';
import { MAX_INGREDIENT_LENGTH } from './ingredients.ts';

/** The most ingredients one photo adds to the confirmation. */
export const MAX_PHOTO_INGREDIENTS = 30;

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

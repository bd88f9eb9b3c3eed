/**
 * Direct mode: the browser asks the vision chain itself (src/lib/direct-model.ts), exactly as
 * the server would (core/photo-reading.ts). Loaded only in direct-mode builds.
 */

import { DEFAULT_VISION_CHAIN } from '../../core/model-chain.ts';
import { checkPhoto } from '../../core/photo-image.ts';
import { readPhotoFromModel } from '../../core/photo-reading.ts';
import type { PhotoReading } from '../../core/photo-schemas.ts';
import { directModel } from '../lib/direct-model.ts';

const { target, chain } = directModel(import.meta.env.VITE_VISION_MODEL || DEFAULT_VISION_CHAIN);

export function readPhotoDirectly(image: string, signal: AbortSignal): Promise<PhotoReading> {
  // The same checks as the server's, so that both modes send the model only what the route would.
  checkPhoto(image);
  return readPhotoFromModel(image, target, signal, undefined, chain);
}

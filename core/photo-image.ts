/**
 * The checks a photo passes before it goes to the model, the same on Node, on Workers and in the
 * browser: judged by its bytes (a JPEG or PNG signature, agreeing with the data URL's label), its
 * size, and its dimensions read from the header. Nothing here decodes the picture itself: no image
 * library, no decompression, nothing a crafted file could blow up.
 */

import { PhotoError } from './errors.ts';

/** The largest photo the route takes, once its base64 is decoded. */
export const MAX_PHOTO_BYTES = 1.5 * 1024 * 1024;
/** The largest side, in pixels, a photo may have (the page sends SENT_PHOTO_SIDE, 1024, at most: src/photo/prepare-photo.ts). */
const MAX_ACCEPTED_PHOTO_SIDE = 4096;

type PhotoType = 'image/jpeg' | 'image/png';

export type CheckedPhoto = { type: PhotoType; bytes: number; width: number; height: number };

const DATA_URL = /^data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

const bad = (message: string) => new PhotoError('bad_image', message);

/** The photo's type, size and dimensions; throws a `bad_image` PhotoError that says what is wrong. */
export function checkPhoto(dataUrl: string): CheckedPhoto {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw bad('The photo must be a data:image/jpeg;base64 or data:image/png;base64 URL.');
  const [, label, base64 = ''] = match;
  // Three bytes for every four characters, less the padding: known before anything is decoded.
  const size = (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  if (base64.length % 4 !== 0) throw bad('The photo’s base64 is broken.');
  if (size > MAX_PHOTO_BYTES) throw bad(`The photo is too large: at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`);
  const bytes = fromBase64(base64);
  const type = typeOf(bytes);
  if (!type) throw bad('Only JPEG and PNG photos can be read.');
  if (type !== label) throw bad(`The photo is labelled ${label ?? 'unknown'} but its bytes are ${type}.`);
  const size2d = type === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size2d) throw bad('The photo’s header is broken: its size cannot be read.');
  const [width, height] = size2d;
  if (width === 0 || height === 0) throw bad('The photo has no pixels.');
  if (width > MAX_ACCEPTED_PHOTO_SIDE || height > MAX_ACCEPTED_PHOTO_SIDE)
    throw bad(`The photo is too large: at most ${MAX_ACCEPTED_PHOTO_SIDE} pixels a side.`);
  return { type, bytes: bytes.length, width, height };
}

function fromBase64(base64: string): Uint8Array {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** What the first bytes say the file is: JPEG (FF D8 FF), PNG (its eight-byte signature), or neither. */
function typeOf(bytes: Uint8Array): PhotoType | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'image/png';
  return undefined;
}

const uint16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const uint32 = (bytes: Uint8Array, at: number) => uint16(bytes, at) * 65_536 + uint16(bytes, at + 2);

/** PNG: the IHDR chunk comes first, width and height at bytes 16 and 20. */
function pngSize(bytes: Uint8Array): [number, number] | undefined {
  const ihdr = String.fromCharCode(...bytes.subarray(12, 16));
  if (bytes.length < 24 || ihdr !== 'IHDR') return undefined;
  return [uint32(bytes, 16), uint32(bytes, 20)];
}

/** JPEG: the segments are walked, by their lengths, to the first start-of-frame marker, which holds height then width. */
function jpegSize(bytes: Uint8Array): [number, number] | undefined {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // SOF0 to SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return [uint16(bytes, at + 7), uint16(bytes, at + 5)];
    }
    // Start of scan or end of image before any frame: there is no size to read.
    if (marker === 0xda || marker === 0xd9) return undefined;
    at += 2 + uint16(bytes, at + 2);
  }
  return undefined;
}

import { expect, test } from 'vitest';
import { PhotoError } from './errors.ts';
import { checkPhoto, MAX_PHOTO_BYTES } from './photo-image.ts';
import { dataUrl, jpeg, png } from '../test-support/photos.ts';

const problemOf = (url: string) => {
  try {
    checkPhoto(url);
  } catch (error) {
    expect(error).toBeInstanceOf(PhotoError);
    expect((error as PhotoError).code).toBe('bad_image');
    return (error as PhotoError).message;
  }
  return 'accepted';
};

test('a JPEG and a PNG are read for their type, size and dimensions, without being decoded', () => {
  const photo = jpeg(1024, 768, { exifBytes: 600 });
  expect(checkPhoto(dataUrl('image/jpeg', photo))).toEqual({ type: 'image/jpeg', bytes: photo.length, width: 1024, height: 768 });
  // A progressive JPEG's frame is SOF2.
  expect(checkPhoto(dataUrl('image/jpeg', jpeg(300, 400, { frame: 0xc2 })))).toMatchObject({ width: 300, height: 400 });
  expect(checkPhoto(dataUrl('image/png', png(640, 480)))).toMatchObject({ type: 'image/png', width: 640, height: 480 });
});

test('the bytes decide: SVG, GIF, WebP, text and anything else are refused, whatever their label', () => {
  expect(problemOf(dataUrl('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatch(/Only JPEG and PNG/);
  expect(problemOf(dataUrl('image/jpeg', '<svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatch(/Only JPEG and PNG/);
  expect(problemOf(dataUrl('image/gif', 'GIF89a\x01\x00\x01\x00'))).toMatch(/Only JPEG and PNG/);
  expect(problemOf(dataUrl('image/webp', 'RIFF\x10\x00\x00\x00WEBPVP8 '))).toMatch(/Only JPEG and PNG/);
  expect(problemOf(dataUrl('image/jpeg', 'These are not the bytes of a photo.'))).toMatch(/Only JPEG and PNG/);
  expect(problemOf(dataUrl('image/png', ''))).toMatch(/Only JPEG and PNG/);
});

test('the label must be what the bytes are', () => {
  expect(problemOf(dataUrl('image/webp', jpeg(10, 10)))).toBe('The photo is labelled image/webp but its bytes are image/jpeg.');
  expect(problemOf(dataUrl('image/png', jpeg(10, 10)))).toMatch(/labelled image\/png/);
  expect(problemOf(dataUrl('image/jpeg', png(10, 10)))).toMatch(/labelled image\/jpeg/);
});

test('not a base64 data URL, or broken base64, is refused', () => {
  const base64 = dataUrl('image/jpeg', jpeg(10, 10)).split(',')[1]!;
  expect(problemOf(`data:image/jpeg,${base64}`)).toMatch(/must be a data:image\/jpeg;base64/);
  expect(problemOf(`https://example.com/fridge.jpg`)).toMatch(/must be a data:image\/jpeg;base64/);
  expect(problemOf(`data:image/jpeg;base64,${base64.slice(0, -1)}`)).toMatch(/base64 is broken/);
  expect(problemOf(`data:image/jpeg;base64,${base64} `)).toMatch(/must be a data/);
});

test('at most 1.5 MB once decoded, and 4096 pixels a side', () => {
  const header = jpeg(1000, 1000).length;
  const fits = jpeg(1000, 1000, { padding: MAX_PHOTO_BYTES - header });
  expect(fits.length).toBe(MAX_PHOTO_BYTES);
  expect(checkPhoto(dataUrl('image/jpeg', fits)).bytes).toBe(MAX_PHOTO_BYTES);
  expect(problemOf(dataUrl('image/jpeg', jpeg(1000, 1000, { padding: MAX_PHOTO_BYTES - header + 1 })))).toMatch(/at most 1.5 MB/);
  expect(checkPhoto(dataUrl('image/png', png(4096, 4096)))).toMatchObject({ width: 4096 });
  expect(problemOf(dataUrl('image/png', png(4097, 10)))).toMatch(/at most 4096 pixels/);
  expect(problemOf(dataUrl('image/jpeg', jpeg(10, 5000)))).toMatch(/at most 4096 pixels/);
  expect(problemOf(dataUrl('image/png', png(0, 10)))).toMatch(/no pixels/);
});

test('a JPEG whose header ends before its frame, or whose segments run wild, has no size to read', () => {
  expect(problemOf(dataUrl('image/jpeg', jpeg(10, 10).slice(0, 40)))).toMatch(/header is broken/);
  expect(problemOf(dataUrl('image/jpeg', Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 0, 0, 0, 0, 0, 0])))).toMatch(
    /header is broken/,
  );
  expect(problemOf(dataUrl('image/png', png(10, 10).slice(0, 20)))).toMatch(/header is broken/);
});

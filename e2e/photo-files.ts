/**
 * Photos as phones write them, made in the test: a JPEG drawn by the browser itself, with an EXIF
 * block spliced in that says "rotate 90° clockwise to show" (orientation 6), names the camera and
 * holds a GPS position. The stored picture is landscape, its left quarter red: shown upright, it is
 * portrait with the red at the top.
 */

import type { Page } from '@playwright/test';

const ascii = (text: string) => [...`${text}\0`].map((c) => c.charCodeAt(0));
const u16 = (n: number) => [n & 0xff, n >> 8];
const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24];

/** The camera's name in the EXIF block: it must not leave the page. */
export const CAMERA = 'PantryPhone 12 Pro';

/** A little-endian TIFF: IFD0 with Make, Orientation and a GPS pointer; the GPS IFD with a latitude and longitude. */
function exifSegment(orientation: number): Buffer {
  const make = ascii(CAMERA);
  const ifd0 = 8;
  const ifd0Size = 2 + 3 * 12 + 4;
  const gps = ifd0 + ifd0Size;
  const gpsSize = 2 + 4 * 12 + 4;
  const makeAt = gps + gpsSize;
  const latitudeAt = makeAt + make.length;
  const longitudeAt = latitudeAt + 24;
  const entry = (tag: number, type: number, count: number, value: number[]) => [...u16(tag), ...u16(type), ...u32(count), ...value];
  const rationals = (...values: number[]) => values.flatMap((value) => [...u32(value), ...u32(1)]);
  const tiff = [
    ...[0x49, 0x49, 0x2a, 0x00],
    ...u32(ifd0),
    ...u16(3),
    ...entry(0x010f, 2, make.length, u32(makeAt)),
    ...entry(0x0112, 3, 1, [...u16(orientation), 0, 0]),
    ...entry(0x8825, 4, 1, u32(gps)),
    ...u32(0),
    ...u16(4),
    ...entry(0x0001, 2, 2, [...ascii('N'), 0, 0]),
    ...entry(0x0002, 5, 3, u32(latitudeAt)),
    ...entry(0x0003, 2, 2, [...ascii('E'), 0, 0]),
    ...entry(0x0004, 5, 3, u32(longitudeAt)),
    ...u32(0),
    ...make,
    ...rationals(48, 51, 29),
    ...rationals(2, 17, 40),
  ];
  const body = [...ascii('Exif'), 0, ...tiff];
  const length = body.length + 2;
  return Buffer.from([0xff, 0xe1, length >> 8, length & 0xff, ...body]);
}

/** A `width`×`height` JPEG, its left quarter red and the rest blue, with the EXIF block above right after its start. */
export async function phonePhoto(page: Page, width = 4000, height = 3000, orientation = 6): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w!, h!);
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#1d4ed8';
      context.fillRect(0, 0, w!, h!);
      context.fillStyle = '#dc2626';
      context.fillRect(0, 0, w! / 4, h!);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
      let binary = '';
      for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
      return btoa(binary);
    },
    [width, height],
  );
  const jpeg = Buffer.from(base64, 'base64');
  return Buffer.concat([jpeg.subarray(0, 2), exifSegment(orientation), jpeg.subarray(2)]);
}

/** The JPEG's segment markers before its image data (FFE1 is APP1, where EXIF lives). */
export function jpegMarkers(jpeg: Buffer): number[] {
  const markers: number[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!;
    markers.push(marker);
    if (marker === 0xda) break;
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return markers;
}

/** Decodes a data URL's JPEG in the page: its size and the colour at a few points (top and bottom, middle column). */
export function samplePhoto(page: Page, dataUrl: string) {
  return page.evaluate(async (url) => {
    const binary = atob(url.split(',')[1]!);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const at = (x: number, y: number) => {
      const [r, g, b] = context.getImageData(Math.floor(x * bitmap.width), Math.floor(y * bitmap.height), 1, 1).data;
      return r! > 150 && b! < 100 ? 'red' : b! > 150 && r! < 100 ? 'blue' : `rgb(${r},${g},${b})`;
    };
    return { width: bitmap.width, height: bitmap.height, top: at(0.5, 0.1), bottom: at(0.5, 0.9), left: at(0.1, 0.5) };
  }, dataUrl);
}

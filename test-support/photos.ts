/**
 * Photo headers for the tests of the photo route: the bytes a JPEG or PNG starts with, up to its
 * size, followed by filler. The server never decodes a photo, so these are all it reads.
 */

const u16 = (n: number) => [n >> 8, n & 0xff];
const u32 = (n: number) => [...u16(Math.floor(n / 65_536)), ...u16(n % 65_536)];

/** A JPEG's header as cameras write it: APP0, an APP1 of `exifBytes`, a quantisation table, then the frame with its size. */
export function jpeg(width: number, height: number, { exifBytes = 20, frame = 0xc0, padding = 0 } = {}): Uint8Array {
  const segments = [
    [0xff, 0xd8],
    [0xff, 0xe0, ...u16(16), ...Array<number>(14).fill(0x4a)],
    [0xff, 0xe1, ...u16(exifBytes + 2), ...Array<number>(exifBytes).fill(0)],
    [0xff, 0xdb, ...u16(4), 0, 1],
    [0xff, frame, ...u16(17), 8, ...u16(height), ...u16(width), 3, ...Array<number>(9).fill(1)],
    [0xff, 0xda, ...u16(2)],
  ];
  const header = Uint8Array.from(segments.flat());
  // The scan's bytes: never read.
  const photo = new Uint8Array(header.length + padding + 2).fill(0x55, header.length);
  photo.set(header);
  photo.set([0xff, 0xd9], header.length + padding);
  return photo;
}

export function png(width: number, height: number): Uint8Array {
  return Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...u32(13),
    ...[...'IHDR'].map((c) => c.charCodeAt(0)),
    ...u32(width),
    ...u32(height),
    8,
    6,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);
}

/** A data URL of these bytes (or of this text's UTF-8), labelled `type`. */
export function dataUrl(type: string, bytes: Uint8Array | string): string {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  let binary = '';
  for (let at = 0; at < data.length; at += 0x8000) binary += String.fromCharCode(...data.subarray(at, at + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

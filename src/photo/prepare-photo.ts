/**
 * A photo made ready to leave the page: decoded with its orientation applied (a phone photo held
 * upright stays upright), scaled down to 1024 px on its longer side with the browser's best
 * resampling (a smaller photo keeps its size), and re-encoded as a JPEG. Re-encoding writes the
 * pixels alone: the original's metadata (location, device, time) stays behind.
 */

/** The longest side of a photo as it leaves the page (the server takes up to core/photo-image.ts's MAX_ACCEPTED_PHOTO_SIDE). */
const SENT_PHOTO_SIDE = 1024;
const JPEG_QUALITY = 0.8;

export type PreparedPhoto = { dataUrl: string; width: number; height: number; bytes: number };

/** The browser could not decode the file as an image: not an image, a format it does not read (HEIC), or a broken file. */
export class UnreadablePhoto extends Error {
  constructor() {
    super('That file could not be opened as a photo. Please choose a JPEG or PNG photo, or take a new one with the camera.');
    this.name = 'UnreadablePhoto';
  }
}

export async function preparePhoto(file: Blob): Promise<PreparedPhoto> {
  // Done on the page while the browser decodes the photo in the background.
  const warming = warmUpResampling();
  let photo: ImageBitmap;
  try {
    photo = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadablePhoto();
  }
  await warming;
  try {
    const scale = Math.min(1, SENT_PHOTO_SIDE / Math.max(photo.width, photo.height));
    const width = Math.max(1, Math.round(photo.width * scale));
    const height = Math.max(1, Math.round(photo.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new UnreadablePhoto();
    // A transparent PNG becomes a JPEG on white, not on black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    const scaled = scale < 1 ? await resample(photo, width, height) : undefined;
    context.drawImage(scaled ?? photo, 0, 0, width, height);
    scaled?.close();
    const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!jpeg) throw new UnreadablePhoto();
    return { dataUrl: await asDataUrl(jpeg), width, height, bytes: jpeg.size };
  } finally {
    photo.close();
  }
}

/**
 * A page's first high-quality resize is slow whatever its size (on a phone-speed CPU, about 300 ms
 * more than the next ones): a tiny one pays for it, at a moment when the page would only wait.
 */
async function warmUpResampling(): Promise<void> {
  try {
    const tiny = await createImageBitmap(new ImageData(64, 48));
    (await createImageBitmap(tiny, { resizeWidth: 16, resizeHeight: 12, resizeQuality: 'high' })).close();
    tiny.close();
  } catch {
    // Then the photo's own resize pays for it, or drawImage does the resizing (resample below).
  }
}

/** The browser's high-quality resize where it has one; else drawImage's smoothing does it. */
async function resample(photo: ImageBitmap, width: number, height: number): Promise<ImageBitmap | undefined> {
  try {
    return await createImageBitmap(photo, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
  } catch {
    return undefined;
  }
}

function asDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new UnreadablePhoto());
    reader.readAsDataURL(blob);
  });
}

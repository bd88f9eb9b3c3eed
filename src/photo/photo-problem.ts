import { PhotoError } from '../../core/errors.ts';
import { t } from '../lib/i18n.ts';
import { UnreadablePhoto } from './prepare-photo.ts';

/**
 * The words the cook sees when a photo cannot be read, in the page's language: the page's own for
 * each code (the API's English message is for callers, and a bad_image's detail is the server's),
 * anything not ours in general terms. The words come with the photo chunk (photo-and-voice.tsx).
 */
export function photoProblem(error: unknown): string {
  if (error instanceof UnreadablePhoto) return t('photo.error.unreadable');
  if (!(error instanceof PhotoError)) return t('photo.error.unknown');
  const code: PhotoError['code'] = error.code;
  return code === 'offline' ? t('page.offline') : t(`photo.error.${code}`);
}

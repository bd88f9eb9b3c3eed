import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { PhotoError } from '../../core/errors.ts';
import { api } from '../../test-support/app/recipe-api.ts';
import { readPhoto } from './read-photo.ts';

const PHOTO = 'data:image/jpeg;base64,/9j/4AAQ';

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

test("a failure is a PhotoError: the server's code and words, a proxy's page with its status, no server at all", async () => {
  const signal = new AbortController().signal;
  api.use(
    http.post('/api/photo-ingredients', () =>
      HttpResponse.json({ error: { code: 'bad_image', message: 'Only JPEG and PNG photos can be read.' } }, { status: 400 }),
    ),
  );
  const refused = await failureOf(readPhoto(PHOTO, signal));
  expect(refused).toBeInstanceOf(PhotoError);
  expect(refused).toMatchObject({ code: 'bad_image', message: 'Only JPEG and PNG photos can be read.' });

  api.use(http.post('/api/photo-ingredients', () => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502 })));
  const proxied = await failureOf(readPhoto(PHOTO, signal));
  expect(proxied).toBeInstanceOf(PhotoError);
  expect(proxied).toMatchObject({ code: 'unexpected_answer' });
  expect((proxied as Error).message).toMatch(/could not read the photo.*502/);

  api.use(http.post('/api/photo-ingredients', () => HttpResponse.error()));
  const offline = await failureOf(readPhoto(PHOTO, signal));
  expect(offline).toBeInstanceOf(PhotoError);
  expect(offline).toMatchObject({ code: 'offline' });
});

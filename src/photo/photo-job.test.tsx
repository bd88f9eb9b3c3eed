/**
 * One photo's job in another language than English: what shows while it is read, the failure the
 * cook reads, and the confirmation. The photo's scaling needs a real browser (e2e/photo.spec.ts):
 * here the prepared photo is stood in for.
 */

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { api } from '../../test-support/app/recipe-api.ts';
import { speak } from '../../test-support/app/page-language.ts';
import { PhotoJob } from './photo-job.tsx';
import type * as PreparePhoto from './prepare-photo.ts';

vi.mock('./prepare-photo.ts', async (original) => ({
  ...(await original<typeof PreparePhoto>()),
  preparePhoto: () => Promise.resolve({ dataUrl: 'data:image/jpeg;base64,/9j/4AAQ', width: 1, height: 1, bytes: 12 }),
}));

function renderJob(ingredients: string[] = []) {
  const onAdd = vi.fn<(names: readonly string[]) => void>();
  const onDone = vi.fn<(problem?: string) => void>();
  render(
    <PhotoJob file={new File(['photo'], 'fridge.jpg', { type: 'image/jpeg' })} ingredients={ingredients} onAdd={onAdd} onDone={onDone} />,
  );
  return { onAdd, onDone };
}

test('in Spanish: the photo being read, what is happening, and Cancel, which ends the job with nothing to say', async () => {
  await speak('es');
  api.use(http.post('/api/photo-ingredients', () => delay('infinite')));
  const user = userEvent.setup();
  const { onDone } = renderJob();
  expect(await screen.findByRole('img', { name: 'La foto que se está leyendo' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Buscando ingredientes en tu foto…');
  await user.click(screen.getByRole('button', { name: 'Cancelar' }));
  expect(onDone).toHaveBeenCalledExactlyOnceWith();
});

test("in Spanish: a failure is told in the page's words for its code, not in the API's English", async () => {
  await speak('es');
  api.use(
    http.post('/api/photo-ingredients', () =>
      HttpResponse.json(
        { error: { code: 'rate_limited', message: 'That was a lot of photos in a short time. Please wait a minute and try again.' } },
        { status: 429 },
      ),
    ),
  );
  const { onDone } = renderJob();
  await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  expect(onDone).toHaveBeenCalledWith('Son muchas fotos en poco tiempo. Espera un minuto y inténtalo de nuevo.');
});

test('in Spanish: what the photo shows is confirmed in a dialog of that language', async () => {
  await speak('es');
  api.use(http.post('/api/photo-ingredients', () => HttpResponse.json({ ingredients: ['Huevos', 'Tomates'], model: 'vision' })));
  const user = userEvent.setup();
  const { onAdd } = renderJob(['huevos']);
  const dialog = await screen.findByRole('dialog', { name: 'Encontrado en tu foto' });
  expect(
    within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent),
  ).toEqual(['Huevos (ya está en tu lista)', 'Tomates']);
  expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Añadir a mi lista' }));
  expect(onAdd).toHaveBeenCalledExactlyOnceWith(['Tomates']);
});

import { useEffect, useRef, useState } from 'react';
import { useT } from '../lib/i18n.ts';
import { FoundDialog } from './found-dialog.tsx';
import { photoProblem } from './photo-problem.ts';
import { preparePhoto } from './prepare-photo.ts';
import { readPhoto } from './read-photo.ts';
import './photo.css';

export type PhotoJobProps = {
  file: File;
  ingredients: readonly string[];
  onAdd: (names: readonly string[]) => void;
  /** The job is over: with a message for the cook when it failed. */
  onDone: (problem?: string) => void;
};

type Step = { step: 'preparing' } | { step: 'reading'; thumbnail: string } | { step: 'found'; found: readonly string[] };

/** One photo: made ready in the page, read by the model while a thumbnail and Cancel show, then confirmed. */
export function PhotoJob({ file, ingredients, onAdd, onDone }: PhotoJobProps) {
  const t = useT();
  const [state, setState] = useState<Step>({ step: 'preparing' });
  const running = useRef<AbortController>(null);

  useEffect(() => {
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    (async () => {
      const photo = await preparePhoto(file);
      if (signal.aborted) return;
      setState({ step: 'reading', thumbnail: photo.dataUrl });
      const reading = await readPhoto(photo.dataUrl, signal);
      if (!signal.aborted) setState({ step: 'found', found: reading.ingredients });
    })().catch((error: unknown) => {
      if (!signal.aborted) onDone(photoProblem(error));
    });
    // Leaving (StrictMode's trial unmount included) stops the request.
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one photo, one run
  }, []);

  if (state.step === 'found') {
    return (
      <FoundDialog title={t('photo.found.title')} found={state.found} ingredients={ingredients} onAdd={onAdd} onCancel={() => onDone()} />
    );
  }
  return (
    <div className="photo-busy" aria-busy="true">
      {state.step === 'reading' && <img className="photo-thumbnail" src={state.thumbnail} alt={t('photo.busy.thumbnail')} />}
      <p className="photo-busy-text" role="status">
        {state.step === 'preparing' ? t('photo.busy.preparing') : t('photo.busy.reading')}
      </p>
      <button
        type="button"
        onClick={() => {
          running.current?.abort();
          onDone();
        }}
      >
        {t('photo.cancel')}
      </button>
    </div>
  );
}

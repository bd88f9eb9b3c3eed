import { useEffect, useRef, useState } from 'react';
import { PhotoError } from '../../core/errors.ts';
import { FoundDialog } from './found-dialog.tsx';
import { preparePhoto, UnreadablePhoto } from './prepare-photo.ts';
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
      if (signal.aborted) return;
      const known = error instanceof UnreadablePhoto || error instanceof PhotoError;
      onDone(known ? error.message : 'Something went wrong while reading your photo. Please try again.');
    });
    // Leaving (StrictMode's trial unmount included) stops the request.
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one photo, one run
  }, []);

  if (state.step === 'found') {
    return (
      <FoundDialog title="Found in your photo" found={state.found} ingredients={ingredients} onAdd={onAdd} onCancel={() => onDone()} />
    );
  }
  return (
    <div className="photo-busy" aria-busy="true">
      {state.step === 'reading' && <img className="photo-thumbnail" src={state.thumbnail} alt="The photo being read" />}
      <p className="photo-busy-text" role="status">
        {state.step === 'preparing' ? 'Getting your photo ready…' : 'Looking for ingredients in your photo…'}
      </p>
      <button
        type="button"
        onClick={() => {
          running.current?.abort();
          onDone();
        }}
      >
        Cancel
      </button>
    </div>
  );
}

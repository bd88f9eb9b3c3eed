import { startTransition, Suspense, useEffect, useRef, useState } from 'react';
import type { Language } from '../../core/kitchen-words.ts';
import { lazyComponent } from '../lib/lazy-component.ts';
import type { Job } from './running-job.tsx';
import { speechRecognizer } from './speech.ts';
import { useT } from '../lib/i18n.ts';

// What a photo or the voice needs (the photo's scaling, the request, the dialog, the recognizer)
// is not needed for the first paint: it comes in a chunk of its own, prefetched once the page is
// idle (main.tsx), and asked for at once when a button is pressed.
const [RunningJob, loadJob] = lazyComponent(() => import('./running-job.tsx'), 'RunningJob', 'photo');

export function preloadPhotoAndVoice() {
  void loadJob();
}

export type PhotoAndVoiceProps = {
  ingredients: readonly string[];
  /** Adds one ingredient by the list's own rules. */
  onAdd: (ingredient: string) => void;
  /** The recipe language: what the cook is listened to in. */
  language: Language;
};

/** `From a photo` and, where the browser can listen, `Say ingredients`: both end in a confirmation before anything is added. */
export function PhotoAndVoice({ ingredients, onAdd, language }: PhotoAndVoiceProps) {
  const t = useT();
  const [job, setJob] = useState<Job | null>(null);
  const [message, setMessage] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const photoButton = useRef<HTMLButtonElement>(null);
  const voiceButton = useRef<HTMLButtonElement>(null);
  // The page rendered at build time knows no browser: the button appears once the app runs, as a
  // transition: an external store would render it synchronously, in the task that ends the takeover.
  const [canListen, setCanListen] = useState(false);
  useEffect(() => startTransition(() => setCanListen(!!speechRecognizer())), []);
  const start = (next: Job) => {
    setMessage('');
    setJob(next);
  };

  return (
    <div className="photo-and-voice">
      <div className="photo-and-voice-row">
        <button
          ref={photoButton}
          type="button"
          aria-disabled={job ? true : undefined}
          onClick={() => {
            if (job) return;
            void loadJob();
            input.current?.click();
          }}
        >
          {t('page.fromPhoto')}
        </button>
        {canListen && (
          <button
            ref={voiceButton}
            type="button"
            aria-pressed={job?.kind === 'voice'}
            aria-disabled={job?.kind === 'photo' ? true : undefined}
            onClick={() => {
              if (job?.kind === 'voice') setJob({ ...job, stopping: true });
              else if (!job) start({ kind: 'voice', stopping: false, id: Date.now() });
            }}
          >
            {t('page.sayIngredients')}
          </button>
        )}
        <input
          ref={input}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          aria-label={t('page.fromPhoto')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so that choosing the same photo again is a change too.
            event.target.value = '';
            if (file) start({ kind: 'photo', file, id: Date.now() });
          }}
        />
      </div>
      <p className="field-message" role="status">
        {message}
      </p>
      {job && (
        <Suspense>
          <RunningJob
            job={job}
            ingredients={ingredients}
            onAdd={onAdd}
            language={language}
            onDone={(problem = '') => {
              setJob(null);
              setMessage(problem);
              (job.kind === 'voice' ? voiceButton : photoButton).current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

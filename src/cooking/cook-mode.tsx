import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { findDurations, type Duration } from '../../core/reading/durations.ts';
import type { IngredientLine } from '../../core/reading/ingredient-line.ts';
import type { LanguagePack } from '../../core/reading/language-pack.ts';
import { t as translate, useT } from '../lib/i18n.ts';
import { IngredientList } from './ingredient-list.tsx';
import { TimerList } from './timer-list.tsx';
import { timerDuration } from './timer-words.ts';
import type { Timers } from './use-timers.ts';
import { useWakeLock } from './use-wake-lock.ts';

type CookModeProps = {
  title: string | null;
  steps: readonly string[];
  ingredients: readonly IngredientLine[];
  /** The recipe's language: its durations offer timers, its units follow a new number. */
  pack: LanguagePack;
  scale: number;
  step: number;
  onStep: (step: number) => void;
  /** Owned by the panel, so that timers outlive a step and cook mode itself. */
  timers: Timers;
  onClose: () => void;
};

/**
 * One step at a time, in large type, in a modal dialog (the page behind is out of reach until it
 * closes): buttons and arrow keys move between steps, Escape leaves, and focus goes back to the
 * Cook mode button. Each duration in a step has a timer button. The screen stays on while it is open.
 */
export function CookMode({ title, steps, ingredients, scale, pack, step, onStep, timers, onClose }: CookModeProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [showIngredients, setShowIngredients] = useState(false);
  const id = useId();
  const text = steps[step] ?? '';
  const durations = findDurations(text, pack);
  const first = step === 0;
  const last = step === steps.length - 1;
  useWakeLock();

  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  // On the document, not the dialog: a tap on the step's text leaves focus on the page body.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key === 'ArrowLeft' && step > 0) onStep(step - 1);
      else if (event.key === 'ArrowRight' && step < steps.length - 1) onStep(step + 1);
      else if (event.key === 'Escape') dialog.current?.close();
      else return;
      event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [step, steps.length, onStep]);

  return (
    <dialog ref={dialog} className="cook-mode" aria-labelledby={`${id}-title`} aria-describedby={`${id}-step`} onClose={onClose}>
      <div className="cook-mode-top">
        <h2 id={`${id}-title`}>{title ?? t('cooking.cookMode')}</h2>
        <button type="button" aria-label={t('cooking.cookMode.closeLabel')} onClick={() => dialog.current?.close()}>
          {t('cooking.cookMode.close')}
        </button>
      </div>
      <div id={`${id}-step`} className="cook-step" aria-live="polite">
        <p className="cook-step-count">{t('cooking.cookMode.stepCount', { step: step + 1, count: steps.length })}</p>
        <p className="cook-step-text">{highlighted(text, durations)}</p>
      </div>
      {durations.length > 0 && (
        <div className="cooking-actions">
          {durations.map((duration, index) => {
            const running = timers.timers.some((timer) => timer.step === step && timer.duration === index);
            return (
              <button key={index} type="button" onClick={() => timers.start({ step, duration: index, minutes: duration.minutes })}>
                {running ? t('cooking.timer.restart', { duration: timerDuration(duration.minutes) }) : timerLabel(duration)}
              </button>
            );
          })}
        </div>
      )}
      <TimerList timers={timers.timers} now={timers.now} onStop={timers.stop} />
      <p className="visually-hidden" aria-live="assertive">
        {timers.announcement}
      </p>
      {ingredients.length > 0 && (
        <div className="cook-mode-ingredients">
          <button
            type="button"
            aria-expanded={showIngredients}
            aria-controls={`${id}-ingredients`}
            onClick={() => setShowIngredients(!showIngredients)}
          >
            {t('cooking.ingredients')}
          </button>
          <div id={`${id}-ingredients`} hidden={!showIngredients}>
            <IngredientList lines={ingredients} scale={scale} pack={pack} />
          </div>
        </div>
      )}
      <div className="cook-mode-nav">
        <button
          type="button"
          aria-disabled={first || undefined}
          onClick={() => {
            if (!first) onStep(step - 1);
          }}
        >
          {t('cooking.cookMode.previous')}
        </button>
        <button
          type="button"
          className="primary"
          aria-disabled={last || undefined}
          onClick={() => {
            if (!last) onStep(step + 1);
          }}
        >
          {t('cooking.cookMode.next')}
        </button>
      </div>
    </dialog>
  );
}

/** The step's words with each duration in bold, where its timer button comes from. */
function highlighted(text: string, durations: readonly Duration[]) {
  const parts: (string | ReactElement)[] = [];
  let at = 0;
  for (const duration of durations) {
    parts.push(text.slice(at, duration.index), <strong key={duration.index}>{duration.text}</strong>);
    at = duration.index + duration.text.length;
  }
  parts.push(text.slice(at));
  return parts;
}

/** The timer button's name, in the page's language: "Start 10 min timer", "Start 30 sec timer", "Start 1 min 30 sec timer". */
export function timerLabel(duration: Duration): string {
  return translate('cooking.timer.start', { duration: timerDuration(duration.minutes) });
}

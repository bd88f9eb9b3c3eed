import { useEffect, useRef, useState, type ReactNode } from 'react';
import { modelName } from '../../core/model-name.ts';
import { useT } from '../lib/i18n.ts';
import { RecipeMarkdown } from '../recipe/recipe-markdown.tsx';
import type { RecipeState } from '../recipe/use-recipe.ts';

export type CardFrameProps = {
  state: Exclude<RecipeState, { status: 'idle' | 'failed' }>;
  onStop: () => void;
  onAnotherIdea: () => void;
  /** A warning about what the recipe says, shown above it (the safety check). */
  alert?: ReactNode;
  /** More actions for a recipe that is not being written (Save recipe). */
  actions?: ReactNode;
  /** Under the actions of a recipe that is not being written: its versions, changes and sharing. */
  footer?: ReactNode;
};

/**
 * The card itself: its heading, the recipe as it is written, the model that wrote it, and its own
 * actions (Stop, Another idea, Copy recipe, Print); the rest comes from the features, in its slots (card.tsx).
 */
export function CardFrame({ state, onStop, onAnotherIdea, alert, actions, footer }: CardFrameProps) {
  const t = useT();
  const card = useRef<HTMLElement>(null);
  // A confirmation belongs to the text it copied; a newer recipe makes it disappear. It is put in
  // words as it is shown, so a change of language finds it in the new one.
  const [copied, setCopied] = useState<{ text: string; message: 'card.copied' | 'card.copyFailed' | null }>({ text: '', message: null });
  const text = state.status === 'cooking' ? '' : state.text;
  const busy = state.status === 'cooking' || state.status === 'writing';
  const arrived = state.status !== 'cooking';

  useEffect(() => {
    if (!arrived) return;
    const calm = matchMedia('(prefers-reduced-motion: reduce)').matches;
    card.current?.scrollIntoView({ behavior: calm ? 'auto' : 'smooth', block: 'start' });
  }, [arrived]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(`${text.trim()}\n`);
      setCopied({ text, message: 'card.copied' });
    } catch {
      setCopied({ text, message: 'card.copyFailed' });
    }
  }

  return (
    <section ref={card} className="recipe-card" aria-labelledby="recipe-heading" aria-live="polite" aria-busy={busy}>
      <h2 id="recipe-heading">{t('card.heading')}</h2>
      {alert}
      {state.status === 'cooking' ? (
        <p className="cooking">{t(state.thinking ? 'card.thinking' : 'card.cooking')}</p>
      ) : (
        <div className="recipe-text">
          <RecipeMarkdown source={text} />
        </div>
      )}
      {state.status !== 'cooking' && state.model && <p className="recipe-note">{t('card.writtenBy', { model: modelName(state.model) })}</p>}
      {state.status === 'writing' && <p className="recipe-note writing">{t('card.stillWriting')}</p>}
      {state.status === 'stopped' && <p className="recipe-note">{t('card.stopped')}</p>}
      <div className="recipe-actions">
        {busy ? (
          <button type="button" onClick={onStop}>
            {t('card.stop')}
          </button>
        ) : (
          <>
            <button type="button" onClick={onAnotherIdea}>
              {t('card.anotherIdea')}
            </button>
            <button type="button" onClick={copy}>
              {t('card.copy')}
            </button>
            <button type="button" onClick={() => window.print()}>
              {t('card.print')}
            </button>
            {actions}
          </>
        )}
      </div>
      <p className="recipe-note" role="status">
        {copied.text === text && copied.message ? t(copied.message) : ''}
      </p>
      {!busy && footer}
    </section>
  );
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { modelName } from '../../core/model-name.ts';
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
  const card = useRef<HTMLElement>(null);
  // A confirmation belongs to the text it copied; a newer recipe makes it disappear.
  const [copied, setCopied] = useState({ text: '', message: '' });
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
      setCopied({ text, message: 'Recipe copied to the clipboard.' });
    } catch {
      setCopied({ text, message: "Couldn't copy here. Select the recipe text and copy it instead." });
    }
  }

  return (
    <section ref={card} className="recipe-card" aria-labelledby="recipe-heading" aria-live="polite" aria-busy={busy}>
      <h2 id="recipe-heading">Pantry Chef Recommends:</h2>
      {alert}
      {state.status === 'cooking' ? (
        <p className="cooking">{state.thinking ? 'Thinking it through before writing…' : 'Cooking up a recipe…'}</p>
      ) : (
        <div className="recipe-text">
          <RecipeMarkdown source={text} />
        </div>
      )}
      {state.status !== 'cooking' && state.model && <p className="recipe-note">Written by {modelName(state.model)}</p>}
      {state.status === 'writing' && <p className="recipe-note writing">Still writing…</p>}
      {state.status === 'stopped' && <p className="recipe-note">Stopped: this recipe is unfinished.</p>}
      <div className="recipe-actions">
        {busy ? (
          <button type="button" onClick={onStop}>
            Stop
          </button>
        ) : (
          <>
            <button type="button" onClick={onAnotherIdea}>
              Another idea
            </button>
            <button type="button" onClick={copy}>
              Copy recipe
            </button>
            <button type="button" onClick={() => window.print()}>
              Print
            </button>
            {actions}
          </>
        )}
      </div>
      <p className="recipe-note" role="status">
        {copied.text === text ? copied.message : ''}
      </p>
      {!busy && footer}
    </section>
  );
}

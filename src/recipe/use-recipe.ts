import { useCallback, useEffect, useRef, useState } from 'react';
import type { RecipeRequest, RecipeWishes } from '../../core/recipe-request.ts';
import { describeFailure, streamRecipe } from './recipe-source.ts';

export type RecipeState =
  | { status: 'idle' }
  /** `thinking`: a reasoning model is thinking before it writes. */
  | { status: 'cooking'; thinking?: boolean }
  | { status: 'writing'; text: string; model?: string }
  | { status: 'done'; text: string; model?: string }
  | { status: 'stopped'; text: string; model?: string }
  | { status: 'failed'; message: string };

/** A finished recipe from elsewhere (a saved one), and the ingredients it was written for. */
type ShownRecipe = { text: string; model?: string; ingredients: readonly string[] };

/**
 * Owns one recipe request at a time: a new request aborts the one before, and only the newest
 * may change what the cook sees. Text is shown at most once per display frame.
 */
export function useRecipe() {
  const [state, setState] = useState<RecipeState>({ status: 'idle' });
  const current = useRef<{ controller: AbortController; text: string; model?: string } | null>(null);
  const lastIngredients = useRef<readonly string[]>([]);

  useEffect(() => () => current.current?.controller.abort(), []);

  const request = useCallback(async (ingredients: readonly string[], wishes: RecipeWishes = {}) => {
    current.current?.controller.abort();
    const run: { controller: AbortController; text: string; model?: string } = { controller: new AbortController(), text: '' };
    current.current = run;
    lastIngredients.current = ingredients;
    setState({ status: 'cooking' });

    // Only what is set travels: with nothing set, the body is the contract's plain ingredient list.
    const ask: RecipeRequest = { ingredients };
    if (wishes.kitchen && Object.keys(wishes.kitchen).length > 0) ask.kitchen = wishes.kitchen;
    if (wishes.conflicts?.length) ask.conflicts = wishes.conflicts;

    let frame = 0;
    // The text written so far, painted once a frame however many pieces came in it.
    const paintWritten = () => {
      frame = 0;
      if (current.current === run) setState({ status: 'writing', text: run.text, model: run.model });
    };
    try {
      for await (const event of streamRecipe(ask, run.controller.signal)) {
        if (event.type === 'thinking') {
          if (current.current === run && !run.text) setState({ status: 'cooking', thinking: true });
          continue;
        }
        if (event.type === 'model') run.model = event.model;
        else run.text += event.text;
        frame ||= requestAnimationFrame(paintWritten);
      }
      if (current.current === run) setState({ status: 'done', text: run.text, model: run.model });
    } catch (error) {
      // Stopped or replaced: whoever aborted has already decided what the cook sees.
      if (run.controller.signal.aborted) return;
      console.error('The recipe request failed:', error);
      const message = await describeFailure(error);
      if (current.current === run) setState({ status: 'failed', message });
    } finally {
      cancelAnimationFrame(frame);
      if (current.current === run) current.current = null;
    }
  }, []);

  const stop = useCallback(() => {
    const run = current.current;
    if (!run) return;
    current.current = null;
    run.controller.abort();
    setState(run.text ? { status: 'stopped', text: run.text, model: run.model } : { status: 'idle' });
  }, []);

  /** The last ingredients again, with the wishes of now (the kitchen may have changed since). */
  const retry = useCallback((wishes?: RecipeWishes) => request(lastIngredients.current, wishes), [request]);

  /** Puts a finished recipe on the card, replacing whatever was there or being written. */
  const show = useCallback(({ text, model, ingredients }: ShownRecipe) => {
    current.current?.controller.abort();
    current.current = null;
    lastIngredients.current = ingredients;
    setState({ status: 'done', text, model });
  }, []);

  /** The ingredients the recipe on the card was written for. */
  const askedFor = useCallback(() => lastIngredients.current, []);

  return { state, request, retry, stop, show, askedFor };
}

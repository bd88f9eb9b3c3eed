import { useCallback, useEffect, useRef, useState } from 'react';
import { describeFailure, streamRecipe } from './recipe-source.ts';

export type RecipeState =
  | { status: 'idle' }
  | { status: 'cooking' }
  | { status: 'writing'; text: string; model?: string }
  | { status: 'done'; text: string; model?: string }
  | { status: 'stopped'; text: string; model?: string }
  | { status: 'failed'; message: string };

/**
 * Owns one recipe request at a time: a new request aborts the one before, and only the newest
 * may change what the cook sees. Text is shown at most once per display frame.
 */
export function useRecipe() {
  const [state, setState] = useState<RecipeState>({ status: 'idle' });
  const current = useRef<{ controller: AbortController; text: string; model?: string } | null>(null);
  const lastIngredients = useRef<readonly string[]>([]);

  useEffect(() => () => current.current?.controller.abort(), []);

  const request = useCallback(async (ingredients: readonly string[]) => {
    current.current?.controller.abort();
    const run: { controller: AbortController; text: string; model?: string } = { controller: new AbortController(), text: '' };
    current.current = run;
    lastIngredients.current = ingredients;
    setState({ status: 'cooking' });

    let frame = 0;
    const show = () => {
      frame = 0;
      if (current.current === run) setState({ status: 'writing', text: run.text, model: run.model });
    };
    try {
      for await (const event of streamRecipe(ingredients, run.controller.signal)) {
        if (event.type === 'model') run.model = event.model;
        else run.text += event.text;
        frame ||= requestAnimationFrame(show);
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

  const retry = useCallback(() => request(lastIngredients.current), [request]);

  return { state, request, retry, stop };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { RecipeRequest, RecipeWishes } from '../../core/recipe-request.ts';
import { describeFailure, streamRecipe } from './recipe-source.ts';
import { addVersion, shownVersion, startHistory, withVersionShown, type History, type Version } from './versions.ts';

export type RecipeState =
  | { status: 'idle' }
  /** `thinking`: a reasoning model is thinking before it writes. */
  | { status: 'cooking'; thinking?: boolean }
  | { status: 'writing'; text: string; model?: string }
  | { status: 'done'; text: string; model?: string }
  | { status: 'stopped'; text: string; model?: string }
  | { status: 'failed'; message: string };

/** A finished recipe from elsewhere (a saved one, or one opened from a link), and the ingredients it was written for. */
export type ShownRecipe = { text: string; model?: string; ingredients: readonly string[]; shared?: boolean };

/** How a run that changes the recipe shown ends; a run without one starts a new history. */
type ChangeEnd = { done: (version: Version) => void; failed: (message: string) => void; stopped: () => void };

/** The shortest time between two paints of a recipe being written (twenty a second read as smooth as sixty). */
const PAINT_EVERY_MS = 50;

/** One answer being read; `end` says what a change does when it is over. */
type Run = { controller: AbortController; text: string; model?: string; end?: ChangeEnd | undefined };

/**
 * Owns one recipe request at a time: a new request aborts the one before, and only the newest
 * may change what the cook sees. Text is shown at most once per display frame. A finished recipe
 * starts a history of versions; a change asked in words adds one.
 */
export function useRecipe() {
  const [state, setState] = useState<RecipeState>({ status: 'idle' });
  const [history, setHistory] = useState<History | null>(null);
  const current = useRef<Run | null>(null);
  const lastIngredients = useRef<readonly string[]>([]);
  // The history as last set, for the callbacks; and the first version's request, which every change repeats.
  const versions = useRef<History | null>(null);
  const origin = useRef<RecipeRequest | null>(null);

  useEffect(() => () => current.current?.controller.abort(), []);

  // A history on the card shows its version shown; null clears it (a new recipe is on its way).
  const keep = useCallback((next: History | null) => {
    versions.current = next;
    setHistory(next);
    if (next) setState({ status: 'done', ...shownVersion(next) });
  }, []);

  const stream = useCallback(
    async (ask: RecipeRequest, end?: ChangeEnd) => {
      current.current?.controller.abort();
      const run: Run = { controller: new AbortController(), text: '', end };
      current.current = run;
      setState({ status: 'cooking' });

      // The text written so far, painted in the next frame, however many pieces came before it, and
      // then no sooner than PAINT_EVERY_MS after the last paint: each paint lays out and paints the
      // whole card again, which on a slow phone took up most of every frame. Until a word is on the
      // card, nothing holds the next piece back: a paint of the model's name or a heading's "# "
      // alone must not delay the first word. A paint due after the run has ended or been replaced
      // does nothing (the check on current), and one not yet due when the run is over is not made.
      let pending = 0;
      let paintedAt = -PAINT_EVERY_MS;
      let wordShown = false;
      const paintWritten = () => {
        pending = 0;
        wordShown ||= /\p{L}/u.test(run.text);
        if (wordShown) paintedAt = performance.now();
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
          pending ||= window.setTimeout(() => requestAnimationFrame(paintWritten), paintedAt + PAINT_EVERY_MS - performance.now());
        }
        if (current.current !== run) return;
        const version: Version = { text: run.text, model: run.model };
        if (end) end.done(version);
        else keep(startHistory(version));
      } catch (error) {
        // Stopped or replaced: whoever aborted has already decided what the cook sees.
        if (run.controller.signal.aborted) return;
        console.error('The recipe request failed:', error);
        const message = await describeFailure(error);
        if (current.current !== run) return;
        if (end) end.failed(message);
        else setState({ status: 'failed', message });
      } finally {
        window.clearTimeout(pending);
        if (current.current === run) current.current = null;
      }
    },
    [keep],
  );

  const request = useCallback(
    (ingredients: readonly string[], wishes: RecipeWishes = {}) => {
      lastIngredients.current = ingredients;
      origin.current = askFor(ingredients, wishes);
      keep(null);
      return stream(origin.current);
    },
    [stream, keep],
  );

  /**
   * Asks for the recipe shown, changed as the cook says; nothing while a recipe is being written.
   * The first two messages are the first version's request; a saved or shared recipe, which has
   * none, takes `fallback` and keeps it. The changed recipe is a new version; a change that fails
   * or is stopped leaves the versions as they were and says so in the history's note.
   */
  const change = useCallback(
    (words: string, fallback: () => RecipeRequest) => {
      const before = versions.current;
      if (!before || current.current) return;
      origin.current ??= fallback();
      void stream(
        { ...origin.current, revise: { recipe: shownVersion(before).text, change: words } },
        {
          done: (version) => keep(addVersion(before, version)),
          failed: (message) => keep({ ...before, note: { kind: 'failed', message } }),
          stopped: () => keep({ ...before, note: { kind: 'stopped' } }),
        },
      );
    },
    [keep, stream],
  );

  const stop = useCallback(() => {
    const run = current.current;
    if (!run) return;
    current.current = null;
    run.controller.abort();
    if (run.end) run.end.stopped();
    else setState(run.text ? { status: 'stopped', text: run.text, model: run.model } : { status: 'idle' });
  }, []);

  /** The last ingredients again, with the wishes of now (the kitchen may have changed since). */
  const retry = useCallback((wishes?: RecipeWishes) => request(lastIngredients.current, wishes), [request]);

  /** Puts a finished recipe on the card, replacing whatever was there or being written; it starts a new history. */
  const show = useCallback(
    ({ text, model, ingredients, shared = false }: ShownRecipe) => {
      current.current?.controller.abort();
      current.current = null;
      lastIngredients.current = ingredients;
      origin.current = null;
      keep(startHistory({ text, model }, shared));
    },
    [keep],
  );

  /** Shows another version of the recipe (counted from 0); none while a recipe is being written. */
  const showVersion = useCallback(
    (index: number) => {
      if (versions.current && !current.current) keep(withVersionShown(versions.current, index));
    },
    [keep],
  );

  /** The ingredients the recipe on the card was written for. */
  const askedFor = useCallback(() => lastIngredients.current, []);

  return { state, history, request, retry, stop, show, change, showVersion, askedFor };
}

/** Only what is set travels: with nothing set, the body is the plain ingredient list of docs/api.md. */
export function askFor(ingredients: readonly string[], wishes: RecipeWishes): RecipeRequest {
  const ask: RecipeRequest = { ingredients };
  if (wishes.kitchen && Object.keys(wishes.kitchen).length > 0) ask.kitchen = wishes.kitchen;
  if (wishes.conflicts?.length) ask.conflicts = wishes.conflicts;
  return ask;
}

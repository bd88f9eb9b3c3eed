import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { ModelEvent } from '../../core/model-stream.ts';
import { useRecipe, type RecipeState } from './use-recipe.ts';

const WORDS = 40;
const EVERY_MS = 5;

// A model that writes a word every 5 ms: 200 words a second, faster than any screen needs them.
const FAST: [afterMs: number, event: ModelEvent][] = Array.from({ length: WORDS }, (_, i) => [
  EVERY_MS,
  { type: 'text', text: `word${i} ` },
]);
let script = FAST;

vi.mock('./recipe-source.ts', () => ({
  async *streamRecipe(): AsyncGenerator<ModelEvent> {
    for (const [afterMs, event] of script) {
      await new Promise((resolve) => setTimeout(resolve, afterMs));
      yield event;
    }
  },
  describeFailure: () => Promise.resolve('failed'),
}));

afterEach(() => {
  vi.useRealTimers();
  script = FAST;
});

/** Renders useRecipe with fake timers and asks for a recipe: every state painted while it is written, with its time. */
function watchPaints() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  const painted: { at: number; state: RecipeState }[] = [];
  const { result } = renderHook(() => {
    const recipe = useRecipe();
    if (recipe.state.status === 'writing' && painted.at(-1)?.state !== recipe.state)
      painted.push({ at: performance.now(), state: recipe.state });
    return recipe;
  });
  const started = performance.now();
  act(() => void result.current.request(['egg']));
  return { result, painted, started };
}

test('a recipe written faster than the screen can show it is painted at most every 50 ms, the first words at once', async () => {
  const { result, painted, started } = watchPaints();
  for (let ms = 0; ms < WORDS * EVERY_MS + 100; ms++) await act(() => vi.advanceTimersByTimeAsync(1));

  expect(result.current.state).toMatchObject({ status: 'done', text: Array.from({ length: WORDS }, (_, i) => `word${i} `).join('') });
  // The first word shows in the frame after it came (a frame is 16 ms), not 50 ms later.
  expect(painted[0]!.at - started).toBeLessThanOrEqual(EVERY_MS + 17);
  const gaps = painted.slice(1).map((paint, i) => paint.at - painted[i]!.at);
  expect(gaps.length).toBeGreaterThanOrEqual(2);
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(50);
  // Every paint shows more than the one before it.
  for (let i = 1; i < painted.length; i++) expect(text(painted[i]!.state).length).toBeGreaterThan(text(painted[i - 1]!.state).length);
});

const text = (state: RecipeState) => (state.status === 'writing' ? state.text : '');

test("what comes before the first word (the model's name, a heading's mark) never holds the first word back", async () => {
  script = [
    [5, { type: 'model', model: 'demo' }],
    [5, { type: 'text', text: '# ' }],
    [20, { type: 'text', text: 'Slow' }],
    [5, { type: 'text', text: ' Cooked' }],
    [100, { type: 'text', text: ' Beef' }],
  ];
  const { result, painted, started } = watchPaints();
  for (let ms = 0; ms < 300; ms++) await act(() => vi.advanceTimersByTimeAsync(1));

  expect(result.current.state).toMatchObject({ status: 'done', text: '# Slow Cooked Beef' });
  const firstWord = painted.find((paint) => /\p{L}/u.test(text(paint.state)));
  // "Slow" came 30 ms after the request: it shows in the frame after, not 50 ms after the paint of "# ".
  expect(firstWord!.at - started).toBeLessThanOrEqual(30 + 17);
});

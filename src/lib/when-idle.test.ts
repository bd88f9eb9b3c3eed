import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { whenEngaged, whenLoaded } from './when-idle.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('what waits for the cook runs only once they do something on the page, then when idle, and once', () => {
  const task = vi.fn();
  whenEngaged(task);
  expect(document.readyState).toBe('complete');
  vi.advanceTimersByTime(10_000);
  expect(task).not.toHaveBeenCalled();

  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
  expect(task).not.toHaveBeenCalled();
  vi.advanceTimersByTime(10_000);
  expect(task).toHaveBeenCalledTimes(1);

  document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  window.dispatchEvent(new Event('scroll'));
  vi.advanceTimersByTime(10_000);
  expect(task).toHaveBeenCalledTimes(1);
});

test('a touch, a tap or focus moving into the page counts as doing something', () => {
  for (const event of [
    new Event('touchstart', { bubbles: true }),
    new PointerEvent('pointerdown', { bubbles: true }),
    new FocusEvent('focusin', { bubbles: true }),
  ]) {
    const task = vi.fn();
    whenEngaged(task);
    document.body.dispatchEvent(event);
    vi.advanceTimersByTime(10_000);
    expect(task, event.type).toHaveBeenCalledTimes(1);
  }
});

test('what waits for the load runs at once on a loaded page, else at the load event, unless called off before it', () => {
  const now = vi.fn();
  whenLoaded(now);
  expect(now).toHaveBeenCalledTimes(1);

  const loading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  const later = vi.fn();
  const calledOff = vi.fn();
  whenLoaded(later);
  whenLoaded(calledOff)();
  expect(later).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('load'));
  window.dispatchEvent(new Event('load'));
  expect(later).toHaveBeenCalledTimes(1);
  expect(calledOff).not.toHaveBeenCalled();
  loading.mockRestore();
});

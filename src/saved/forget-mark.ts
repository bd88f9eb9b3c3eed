/**
 * "Forget my data" must hold even if the page is reloaded or closed before storage has finished
 * erasing (a page that goes away abandons its IndexedDB work). So the wish is first written, at
 * once and synchronously, where a reload finds it: the next page erases everything before it
 * reads anything, and only then is the mark taken away. The reading and the taking away are in
 * browser-memory.ts, which loads after the first paint; only the writing is needed before.
 */

export const FORGET_MARK = 'pantry-chef-forget';

export function markForgetting(): void {
  try {
    localStorage.setItem(FORGET_MARK, '1');
  } catch {
    // No localStorage (storage refused): then IndexedDB holds nothing either.
  }
}

/**
 * "Forget my data" must hold even if the page is reloaded or closed before storage has finished
 * erasing (a page that goes away abandons its IndexedDB work). So the wish is first written, at
 * once and synchronously, where a reload finds it: the next page erases everything before it
 * reads anything, and only then is the mark taken away.
 */

const MARK = 'pantry-chef-forget';

export function markForgetting(): void {
  try {
    localStorage.setItem(MARK, '1');
  } catch {
    // No localStorage (storage refused): then IndexedDB holds nothing either.
  }
}

export function forgettingMarked(): boolean {
  try {
    return localStorage.getItem(MARK) !== null;
  } catch {
    return false;
  }
}

export function unmarkForgetting(): void {
  try {
    localStorage.removeItem(MARK);
  } catch {
    // Nothing to take away.
  }
}

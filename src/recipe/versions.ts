/**
 * The versions of one recipe: the first, then one per change the cook asked for (a change adds one
 * with change/new-version.ts, which loads with the change form).
 */

export type Version = { text: string; model?: string };

/** What happened to the last change, when the cook needs telling (put in words by change/recipe-talk.tsx). */
export type ChangeNote = { kind: 'failed'; message: string } | { kind: 'stopped' } | { kind: 'dropped' } | null;

export type History = {
  versions: readonly Version[];
  /** The version on the card, counted from 0. */
  shown: number;
  /** An older version has been dropped in this history (said once, when it happened). */
  dropped: boolean;
  /** The first version kept (`versions[0]`) is a recipe opened from a link, not yet changed. */
  shared: boolean;
  note: ChangeNote;
};

export function startHistory(first: Version, shared = false): History {
  return { versions: [first], shared, shown: 0, dropped: false, note: null };
}

/** The history showing another version, counted from 0 (the caller keeps it in range). */
export function showVersion(history: History, index: number): History {
  return { ...history, shown: index, note: null };
}

export const shownVersion = (history: History): Version => history.versions[history.shown]!;

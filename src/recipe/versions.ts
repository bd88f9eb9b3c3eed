/**
 * The versions of one recipe: the first, then one per change the cook asked for (use-recipe.ts).
 * Pure: each function returns a new history.
 */

export type Version = { text: string; model?: string };

/** What happened to the last change, when the cook needs telling (put in words by recipe-versions.tsx). */
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

/** At most this many versions of a recipe are kept; past that the oldest is dropped, and the cook is told so the first time only. */
export const MAX_VERSIONS = 10;

export function startHistory(first: Version, shared = false): History {
  return { versions: [first], shared, shown: 0, dropped: false, note: null };
}

/** The history showing another version, counted from 0 (the caller keeps it in range). */
export function withVersionShown(history: History, index: number): History {
  return { ...history, shown: index, note: null };
}

export const shownVersion = (history: History): Version => history.versions[history.shown]!;

/**
 * The history with a new version last and shown; the first time one has to go, its note says so.
 * A shared recipe's first version takes its mark with it: the oldest one kept is then a change.
 */
export function addVersion(history: History, version: Version): History {
  const versions = [...history.versions, version].slice(-MAX_VERSIONS);
  const firstKept = versions[0] === history.versions[0];
  const droppedNow = !firstKept && !history.dropped;
  return {
    ...history,
    versions,
    shown: versions.length - 1,
    dropped: history.dropped || droppedNow,
    shared: history.shared && firstKept,
    note: droppedNow ? { kind: 'dropped' } : null,
  };
}

/**
 * The versions of one recipe: the first, then one per change the cook asked for. At most ten are
 * kept; past that the oldest is dropped, and the cook is told so the first time only.
 */

export const MAX_VERSIONS = 10;

export type Version = { text: string; model?: string };

export type History = {
  versions: readonly Version[];
  /** The version on the card, counted from 0. */
  shown: number;
  /** An older version has been dropped in this history (said once, when it happened). */
  dropped: boolean;
  /** The history began with a recipe opened from a link. */
  shared: boolean;
};

export function startHistory(first: Version, shared = false): History {
  return { versions: [first], shared, shown: 0, dropped: false };
}

/** The history with a new version last and shown; `droppedNow` is true the first time one had to go. */
export function addVersion(history: History, version: Version): { history: History; droppedNow: boolean } {
  const versions = [...history.versions, version];
  const over = Math.max(0, versions.length - MAX_VERSIONS);
  const kept = versions.slice(over);
  return {
    history: { ...history, versions: kept, shown: kept.length - 1, dropped: history.dropped || over > 0 },
    droppedNow: over > 0 && !history.dropped,
  };
}

/** The history showing another version; an index out of range leaves it as it was. */
export function showVersion(history: History, index: number): History {
  if (index < 0 || index >= history.versions.length) return history;
  return { ...history, shown: index };
}

export const shownVersion = (history: History): Version => history.versions[history.shown]!;

/** The lines of a recipe's ingredient list: what a change asks with when the recipe came with no list of the cook's. */
export function listedIngredients(markdown: string): string[] {
  const section = /^#{1,6}[^\n]*ingredient[^\n]*\n([\s\S]*?)(?=^#{1,6}\s|(?![\s\S]))/im.exec(markdown)?.[1] ?? '';
  return [...section.matchAll(/^\s*[-*+]\s+(.+)$/gm)]
    .map((match) => match[1]!.replace(/[*_`]/g, '').trim().slice(0, 100))
    .filter((line) => line !== '')
    .slice(0, 50);
}

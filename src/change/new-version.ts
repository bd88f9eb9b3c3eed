import type { History, Version } from '../recipe/versions.ts';

/** At most this many versions of a recipe are kept; past that the oldest is dropped, and the cook is told so the first time only. */
export const MAX_VERSIONS = 10;

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

import { expect, test } from 'vitest';
import { addVersion, MAX_VERSIONS, shownVersion, startHistory, withVersionShown } from './versions.ts';

const version = (n: number) => ({ text: `# Version ${n}`, model: 'some/model' });

test('a change adds a version last and shows it; earlier ones stay reachable as they were', () => {
  let history = startHistory(version(1));
  expect(history).toEqual({ versions: [version(1)], shown: 0, dropped: false, shared: false, note: null });
  history = addVersion(history, version(2));
  history = addVersion(history, version(3));
  expect(history.shown).toBe(2);
  expect(shownVersion(history)).toEqual(version(3));
  history = withVersionShown(history, 0);
  expect(shownVersion(history)).toEqual(version(1));
  expect(history.versions).toEqual([version(1), version(2), version(3)]);
  // A change made while an earlier version is shown still goes last.
  history = addVersion(history, version(4));
  expect(history.versions.map((entry) => entry.text)).toEqual(['# Version 1', '# Version 2', '# Version 3', '# Version 4']);
  expect(history.shown).toBe(3);
});

test('at most ten versions are kept: the oldest goes, that is said the first time only, and a shared first version takes its mark with it', () => {
  let history = startHistory(version(1), true);
  const drops: boolean[] = [];
  for (let n = 2; n <= 13; n += 1) {
    history = addVersion(history, version(n));
    drops.push(history.note?.kind === 'dropped');
  }
  expect(history.versions).toHaveLength(MAX_VERSIONS);
  expect(history.versions[0]).toEqual(version(4));
  expect(shownVersion(history)).toEqual(version(13));
  expect(drops).toEqual([false, false, false, false, false, false, false, false, false, true, false, false]);
  expect(history.dropped).toBe(true);
  // The version that came in the link is gone: the first one kept is a change the cook asked for.
  expect(history.shared).toBe(false);
});

test('a shared first version keeps its mark while it is kept', () => {
  let history = startHistory(version(1), true);
  for (let n = 2; n <= MAX_VERSIONS; n += 1) history = addVersion(history, version(n));
  expect(history.versions[0]).toEqual(version(1));
  expect(history.shared).toBe(true);
});

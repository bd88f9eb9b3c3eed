/**
 * `useT`, apart from i18n.ts: with React imported there, Rolldown 1.2 moves React out of the first
 * script into a chunk of its own (about 600 B more to load; decision 0012).
 */

import { i18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { t, type Translate } from './i18n.ts';

// Every load and every change of language is a new version of the page's words.
let version = 0;
i18n.on('change', () => (version += 1));
const subscribe = (changed: () => void) => i18n.on('change', changed);

/** `t`, for a component: it renders again when the page's language changes. */
export function useT(): Translate {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return t;
}

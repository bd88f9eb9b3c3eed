import { i18n, type Messages } from '@lingui/core';
import type { Language } from '../../core/kitchen-words.ts';

const CATALOGS = import.meta.glob<Messages>('../../src/lib/messages/*.*.json', { import: 'default' });

/** Makes `language` the page's for the rest of a test, every part's words loaded, as a cook who chose it would have; the next test starts in English. */
export async function speak(language: Language) {
  const mine = Object.entries(CATALOGS).filter(([path]) => path.endsWith(`.${language}.json`));
  for (const [, load] of mine) i18n.load(language, await load());
  i18n.activate(language);
}

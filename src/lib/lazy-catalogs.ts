import type { Messages } from '@lingui/core';

/**
 * Where each part's words are, in every language (i18n.ts): out of the first load, which takes the
 * first screen's words from the page itself. A change of language, and the dev server's page, which
 * carries none, fetch the first screen's here too.
 */
export const LAZY_CATALOGS = import.meta.glob<Messages>('./messages/*.*.json', { import: 'default' });

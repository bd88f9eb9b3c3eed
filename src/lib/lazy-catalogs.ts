import type { Messages } from '@lingui/core';

/** Where each lazy part's words are, in every language (i18n.ts): out of the first load, since only those parts need it. */
export const LAZY_CATALOGS = import.meta.glob<Messages>(['./messages/*.*.json', '!./messages/page.*.json'], { import: 'default' });

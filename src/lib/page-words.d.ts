/** Every area's words in a language (a code of core/kitchen-words.ts), in one chunk per language: for a change of language (build/messages.ts). */
declare module 'virtual:page-words' {
  import type { Messages } from '@lingui/core';
  export function pageWords(language: string): Promise<Messages>;
}

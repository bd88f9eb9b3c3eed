import { readFileSync } from 'node:fs';
import type { Language } from '../core/kitchen-words.ts';

/**
 * One part of the page's words in a language, as written in its catalog (src/lib/messages), read
 * from disk: for the tests, the screenshots and the bench that find the page by what it says.
 */
export const pageWords = (area: string, language: Language) =>
  JSON.parse(readFileSync(`src/lib/messages/${area}.${language}.json`, 'utf8')) as Record<string, string>;

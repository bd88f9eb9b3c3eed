/**
 * The words of a text, as every part of the reader sees them: found with Intl.Segmenter in the
 * text's language (never by spaces: Japanese and Chinese have none), folded to compare (lowercase,
 * Latin accents and curly apostrophes made plain), each with the place it was written.
 */

import type { LanguagePack } from './language-pack.ts';

/** One word of a text: where it was written, its folded spelling, and the form all its forms share. */
export type Word = { start: number; end: number; text: string; key: string };

/** Letters of scripts written without spaces. */
export const UNSPACED_LETTER = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]/u;

/**
 * Text lowercased, with Latin accents, curly apostrophes and Unicode hyphens made plain, one
 * character for one, so that a place in the folded text is the same place in the written one.
 */
export function fold(text: string): string {
  const plain = text
    .normalize('NFC')
    .replace(/[\u00C0-\u024F\u1E00-\u1EFF]/g, (char) => {
      const base = char.normalize('NFD').charAt(0);
      return /[a-z]/i.test(base) ? base : char;
    })
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/[\u2010\u2011]/g, '-');
  const lowered = plain.toLowerCase();
  if (lowered.length === plain.length) return lowered;
  // A letter whose lowercase is longer (as "İ" is) stays as it is.
  return plain.replace(/\p{Lu}/gu, (char) => {
    const lower = char.toLowerCase();
    return lower.length === char.length ? lower : char;
  });
}

const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(code: string): Intl.Segmenter {
  let found = segmenters.get(code);
  if (!found) segmenters.set(code, (found = new Intl.Segmenter(code, { granularity: 'word' })));
  return found;
}

/**
 * The words of a text already folded: Intl.Segmenter's word-like segments, with a listed elision
 * ("d'", "l'", "dell'") split off the word it is written onto, as a word of its own.
 */
export function wordsOf(folded: string, pack: LanguagePack): Word[] {
  const words: Word[] = [];
  const push = (start: number, end: number) => {
    const text = folded.slice(start, end);
    words.push({ start, end, text, key: keyOf(text, pack) });
  };
  for (const segment of segmenter(pack.code).segment(folded)) {
    if (!segment.isWordLike) continue;
    // Markdown's underscores ("_cheese_") join a word as if they were letters.
    const text = segment.segment.replace(/^_+/, '');
    const start = segment.index + segment.segment.length - text.length;
    const end = start + text.replace(/_+$/, '').length;
    if (end <= start) continue;
    const apostrophe = text.indexOf("'");
    if (apostrophe > 0 && apostrophe < end - start - 1 && elisions(pack).has(text.slice(0, apostrophe + 1))) {
      push(start, start + apostrophe + 1);
      push(start + apostrophe + 1, end);
    } else {
      push(start, end);
    }
  }
  return words;
}

const elisionSets = new WeakMap<LanguagePack, ReadonlySet<string>>();

function elisions(pack: LanguagePack): ReadonlySet<string> {
  let found = elisionSets.get(pack);
  if (!found) elisionSets.set(pack, (found = new Set(pack.links.map(fold).filter((link) => link.endsWith("'")))));
  return found;
}

/** The form a word is compared by: its stem in the pack's language (a word of digits or of an unspaced script stays as it is). */
export function keyOf(word: string, pack: LanguagePack): string {
  if (word.length < 3 || /\d/.test(word) || UNSPACED_LETTER.test(word)) return word;
  const stem = pack.stem(word);
  return stem.length >= 2 ? stem : word;
}

/**
 * The words of a listed name, folded: as `wordsOf` finds them, but a name of letters, apostrophes,
 * spaces and hyphens only (nearly all of them) is split at its spaces and hyphens, as the
 * segmenter splits such text, without its cost: the packs hold thousands of names.
 */
export function nameWords(name: string, pack: LanguagePack): Word[] {
  const folded = fold(name).trim();
  if (UNSPACED_LETTER.test(folded) || !/^[\p{L}\p{M}' -]+$/u.test(folded)) return wordsOf(folded, pack);
  const words: Word[] = [];
  for (const match of folded.matchAll(/[^\s-]+/g)) {
    const text = match[0];
    const apostrophe = text.indexOf("'");
    const parts =
      apostrophe > 0 && apostrophe < text.length - 1 && elisions(pack).has(text.slice(0, apostrophe + 1))
        ? [text.slice(0, apostrophe + 1), text.slice(apostrophe + 1)]
        : [text];
    let start = match.index;
    for (const part of parts) {
      words.push({ start, end: start + part.length, text: part, key: keyOf(part, pack) });
      start += part.length;
    }
  }
  return words;
}

/** A phrase as its words' keys, joined by single spaces: how names and avoid entries are compared. */
export function phraseKeyIn(phrase: string, pack: LanguagePack): string {
  return wordsOf(fold(phrase), pack)
    .map((word) => word.key)
    .join(' ');
}

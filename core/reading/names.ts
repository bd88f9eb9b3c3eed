/**
 * Finding listed names in a text, in any of the ten languages: the one matcher behind the safety
 * check, the shopping list and nutrition. A name is found as whole words (compared by their
 * stems, so "cacahuetes" is "cacahuete"), the longest name at each place winning ("mantequilla de
 * cacahuete" over "mantequilla"); in German and Dutch also as the known parts of one compound word
 * ("Erdnussbutter"); in Japanese and Chinese anywhere in a run of text, longest first ("花生酱").
 */

import type { LanguagePack } from './language-pack.ts';
import { fold, keyOf, nameWords, UNSPACED_LETTER, wordsOf, type Word } from './words.ts';

type Node<V> = { next: Map<string, Node<V>>; values: V[] };

/** A set of names (each standing for some values, such as food ids) ready to be found in a language's texts. */
export type NameIndex<V> = {
  pack: LanguagePack;
  /** Names of whole words, word by word (by key). */
  words: Node<V>;
  /** Names in an unspaced script, character by character. */
  chars: Node<V>;
  /** One-word names and compound parts, by their folded spelling and by their key (`compounds` only). */
  parts: Map<string, V[]>;
};

/** A name found: where it is written, and what it stands for. */
export type Found<V> = { start: number; end: number; values: V[] };

function node<V>(): Node<V> {
  return { next: new Map(), values: [] };
}

function add<V>(root: Node<V>, steps: readonly string[], value: V): void {
  let at = root;
  for (const step of steps) {
    let next = at.next.get(step);
    if (!next) at.next.set(step, (next = node()));
    at = next;
  }
  if (!at.values.includes(value)) at.values.push(value);
}

export function nameIndex<V>(pack: LanguagePack, entries: Iterable<readonly [name: string, value: V]>): NameIndex<V> {
  const index: NameIndex<V> = { pack, words: node(), chars: node(), parts: new Map() };
  const part = (text: string, value?: V) => {
    for (const spelling of new Set([text, keyOf(text, pack)])) {
      const values = index.parts.get(spelling) ?? [];
      if (value !== undefined && !values.includes(value)) values.push(value);
      index.parts.set(spelling, values);
    }
  };
  for (const [name, value] of entries) {
    const folded = fold(name).trim();
    if (folded === '') continue;
    if (UNSPACED_LETTER.test(folded)) {
      add(index.chars, [...folded.replace(/\s+/g, '')], value);
      continue;
    }
    const words = nameWords(folded, pack);
    if (words.length === 0) continue;
    add(
      index.words,
      words.map((word) => word.key),
      value,
    );
    if (pack.script === 'compounds' && words.length === 1) part(words[0]!.text, value);
  }
  if (pack.script === 'compounds') for (const word of pack.compoundParts ?? []) part(fold(word));
  return index;
}

/**
 * The names of the indexes found in a text, in order, none inside another. Where names of two
 * indexes start at the same place, the longer wins and names of the same length are merged.
 */
export function findNames<V>(text: string, indexes: readonly NameIndex<V>[]): Found<V>[] {
  const pack = indexes[0]?.pack;
  if (!pack) return [];
  const folded = fold(text);
  const words = wordsOf(folded, pack);
  const found: Found<V>[] = [];
  for (let i = 0; i < words.length;) {
    const word = words[i]!;
    if (UNSPACED_LETTER.test(word.text)) {
      // A run of Japanese or Chinese words, read character by character (in any language's text).
      let last = i;
      while (words[last + 1] && words[last + 1]!.start === words[last]!.end && UNSPACED_LETTER.test(words[last + 1]!.text)) last++;
      found.push(...inRun(folded, word.start, words[last]!.end, indexes));
      i = last + 1;
      continue;
    }
    const phrase = longestPhrase(folded, words, i, indexes);
    if (phrase) {
      found.push({ start: word.start, end: words[phrase.last]!.end, values: phrase.values });
      i = phrase.last + 1;
      continue;
    }
    if (pack.script === 'compounds') {
      const values = compoundValues(word.text, indexes);
      if (values.length > 0) found.push({ start: word.start, end: word.end, values });
    }
    i++;
  }
  return found;
}

/**
 * Names found in the same text by several readings (languages), as one: where they overlap the
 * longest wins, and the earlier reading where they are as long ("pasta sfoglia" over English "pasta").
 */
export function longestAcross<V>(readings: readonly (readonly Found<V>[])[]): Found<V>[] {
  const all = readings.flat().sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Found<V>[] = [];
  let coveredTo = 0;
  for (const found of all) {
    if (found.end <= coveredTo) continue;
    coveredTo = Math.max(coveredTo, found.end);
    kept.push(found);
  }
  return kept;
}

/** The longest listed phrase that starts at word `first`: its last word and its values. */
function longestPhrase<V>(folded: string, words: readonly Word[], first: number, indexes: readonly NameIndex<V>[]) {
  let best: { last: number; values: V[] } | null = null;
  for (const index of indexes) {
    let at: Node<V> | undefined = index.words;
    for (let k = first; k < words.length; k++) {
      // The words of a phrase are apart by spaces or hyphens only: "almond, milk" is no "almond milk".
      if (k > first && !/^[\s-]*$/.test(folded.slice(words[k - 1]!.end, words[k]!.start))) break;
      at = at.next.get(words[k]!.key) ?? at.next.get(words[k]!.text);
      if (!at) break;
      if (at.values.length === 0) continue;
      if (!best || k > best.last) best = { last: k, values: [...at.values] };
      else if (k === best.last) best.values.push(...at.values.filter((value) => !best!.values.includes(value)));
    }
  }
  return best;
}

/** Names in a run of unspaced text: at each character the longest name starting there, else the next character. */
function inRun<V>(folded: string, start: number, end: number, indexes: readonly NameIndex<V>[]): Found<V>[] {
  const found: Found<V>[] = [];
  for (let at = start; at < end;) {
    let best: Found<V> | null = null;
    for (const index of indexes) {
      let step: Node<V> | undefined = index.chars;
      for (let k = at; k < end && step; k++) {
        step = step.next.get(folded[k]!);
        if (!step || step.values.length === 0) continue;
        if (!best || k + 1 > best.end) best = { start: at, end: k + 1, values: [...step.values] };
        else if (k + 1 === best.end) best.values.push(...step.values.filter((value) => !best!.values.includes(value)));
      }
    }
    if (best) found.push(best);
    at = best ? best.end : at + 1;
  }
  return found;
}

/**
 * The values of a compound word read as known parts joined (with the language's joints between
 * them): every part must be a listed name or a known compound part, else it is not read at all,
 * so that "Reis" is never "re" + "is". The fewest parts win.
 */
function compoundValues<V>(word: string, indexes: readonly NameIndex<V>[]): V[] {
  const pack = indexes[0]!.pack;
  const links = (pack.compoundLinks ?? []).map(fold);
  const lookup = (part: string, last: boolean): V[] | undefined => {
    let values: V[] | undefined;
    for (const index of indexes) {
      const found = index.parts.get(part) ?? (last ? index.parts.get(keyOf(part, pack)) : undefined);
      if (found) values = [...(values ?? []), ...found];
    }
    return values;
  };
  // best[i]: the fewest parts (then joints) that spell word[0, i), and their values.
  type Reading = { parts: number; joints: number; values: V[] };
  const best: (Reading | undefined)[] = [{ parts: 0, joints: 0, values: [] }];
  const better = (a: Reading, than: Reading | undefined) =>
    !than || a.parts < than.parts || (a.parts === than.parts && a.joints < than.joints);
  for (let i = 0; i < word.length; i++) {
    const from = best[i];
    if (!from) continue;
    for (let j = i + 2; j <= word.length; j++) {
      const values = lookup(word.slice(i, j), j === word.length);
      if (!values) continue;
      const reached = {
        parts: from.parts + 1,
        joints: from.joints,
        values: [...from.values, ...values.filter((value) => !from.values.includes(value))],
      };
      // A joint stands between two parts, never at the word's end ("Eis" is no "Ei" + "s").
      const joints = links.filter((link) => j + link.length < word.length && word.startsWith(link, j)).map((link) => j + link.length);
      if (better(reached, best[j])) best[j] = reached;
      for (const next of joints) {
        const joined = { ...reached, joints: reached.joints + 1 };
        if (better(joined, best[next])) best[next] = joined;
      }
    }
  }
  const whole = best[word.length];
  return whole && whole.parts >= 2 ? whole.values : [];
}

/**
 * The safety check: does a recipe mention food the cook must avoid, or that their diet leaves out?
 * A 7B model can ignore an allergy, so the card checks what it wrote (docs/kitchen.md, "The safety check").
 *
 * What an avoid entry means:
 * - A family name ("nuts", "Tree nuts", "dairy", "milk", "gluten", "wheat", "shellfish",
 *   "seafood", "fish", "eggs", "soy", "sesame", "peanuts", "meat", "pork", "beef", "honey";
 *   see `names` in food-words.ts) stands for every member of that family, with its exceptions:
 *   "nuts" finds "almonds" and "peanut butter" but not "coconut" or "water chestnuts".
 * - Any other entry is matched as itself, a phrase of whole words ("pine nuts"), singular or
 *   plural. It keeps the exceptions that every family listing it agrees on: "butter" does not
 *   find "peanut butter" or "butter beans", while "almond" still finds "almond milk".
 * - Words around the food ("peanut allergy", "allergic to shellfish", "no pork") are dropped.
 */

import { AVOID_FILLER_WORDS, DIETS, FAMILIES, type Diet, type Family, type FamilyId } from './food-words.ts';

export type SafetySettings = { diet?: Diet; avoid?: readonly string[] };

/** A word of the recipe that breaks a rule: the cook's avoid entry as typed, or the diet. */
export type Conflict = { word: string; because: string; kind: 'avoid' | 'diet' };

type CheckOptions = {
  /**
   * The text is still streaming: its last, unfinished line is not checked yet, because the next
   * token may turn "egg" into "eggplant" or "butter" into "butter beans".
   */
  streaming?: boolean;
};

/**
 * The words of `text` that the settings rule out, as written in the text, in order of first
 * appearance, each once (singular and plural count as one).
 */
export function findConflicts(text: string, settings: SafetySettings, options: CheckOptions = {}): Conflict[] {
  const checked = options.streaming ? text.slice(0, text.lastIndexOf('\n') + 1) : text;
  return safetyCheck(settings)(checked);
}

/**
 * The sentence added to the user message when the cook asks again, naming the words the check
 * found (Conflict.word); empty without any. Each word is quoted, as the avoid list is, because
 * an avoid entry matched as itself is whatever the cook typed.
 */
export function conflictSentence(words: readonly string[]): string {
  const quoted = [...new Set(words.map((word) => word.replace(/\s+/g, ' ').trim().toLowerCase()))]
    .filter((word) => word !== '')
    .map((word) => JSON.stringify(word));
  if (quoted.length === 0) return '';
  const them = quoted.length === 1 ? 'it' : 'them';
  return (
    `The last recipe used ${listing(quoted)}, which this cook must avoid. ` +
    `Write a different recipe without ${them}, and do not mention ${them} at all, not even as an option or a substitute.`
  );
}

/** "a", "a and b", "a, b and c". */
export function listing(words: readonly string[]): string {
  return words.length <= 2 ? words.join(' and ') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

type Check = (text: string) => Conflict[];
type Rule = { because: string; kind: Conflict['kind']; pattern: RegExp };

/** The cook's settings change rarely and the text on every token, so compiled checks are kept. */
const checks = new Map<string, Check>();
const MAX_KEPT_CHECKS = 32;

/** The check for these settings, compiled once and reused for every streamed update. */
export function safetyCheck(settings: SafetySettings): Check {
  const key = JSON.stringify([settings.diet ?? 'none', settings.avoid ?? []]);
  let check = checks.get(key);
  if (!check) {
    check = compileCheck(settings);
    if (checks.size >= MAX_KEPT_CHECKS) {
      for (const oldest of checks.keys()) {
        checks.delete(oldest);
        break;
      }
    }
    checks.set(key, check);
  }
  return check;
}

function compileCheck({ diet = 'none', avoid = [] }: SafetySettings): Check {
  const rules: Rule[] = [];
  // The cook's own entries come first: a word that breaks both is reported for the allergy.
  for (const entry of avoid) rules.push(...avoidRule(entry));
  // A diet from an older saved setting may be unknown: it leaves nothing out rather than failing.
  const families: readonly FamilyId[] = Object.hasOwn(DIETS, diet) ? DIETS[diet] : [];
  for (const id of families) rules.push({ because: diet, kind: 'diet', pattern: familyPattern(id) });
  return (text) => collect(text, rules);
}

function avoidRule(entry: string): Rule[] {
  const because = entry.trim();
  const key = phraseKey(entry)
    .split(' ')
    .filter((word) => !AVOID_FILLER_WORDS.includes(word))
    .join(' ');
  if (key === '') return [];
  const named = familiesNamed(key);
  if (named.length > 0) return named.map((id) => ({ because, kind: 'avoid', pattern: familyPattern(id) }));
  // Only the exceptions every family listing the entry agrees on: "butter" (dairy) skips "peanut
  // butter", but "steak" (beef and meat) still finds "pork steak", which is meat.
  const [first = [], ...others] = familiesListing(key).map((id): readonly string[] => FAMILIES[id].exceptions);
  const exceptions = first.filter((phrase) => others.every((list) => list.includes(phrase)));
  return [{ because, kind: 'avoid', pattern: phrasePattern([key], exceptions) }];
}

function collect(text: string, rules: readonly Rule[]): Conflict[] {
  // NFC keeps "é" one character, so positions in the folded text are positions in the written one.
  const written = text.normalize('NFC');
  const folded = fold(written);
  const hits: { start: number; end: number; conflict: Conflict }[] = [];
  for (const { because, kind, pattern } of rules) {
    for (const match of folded.matchAll(pattern)) {
      if (match[1] !== undefined) continue; // an exception, such as "almond milk" for dairy
      const start = match.index;
      const end = start + match[0].length;
      hits.push({ start, end, conflict: { word: written.slice(start, end).replace(/\s+/g, ' '), because, kind } });
    }
  }
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const conflicts: Conflict[] = [];
  const seen = new Set<string>();
  let coveredTo = 0;
  for (const { end, conflict } of hits) {
    // A hit inside an earlier one is the same mention found by another rule ("soy sauce", "sauce").
    if (end <= coveredTo) continue;
    coveredTo = Math.max(coveredTo, end);
    const key = phraseKey(conflict.word);
    if (seen.has(key)) continue;
    for (const form of phraseForms(key)) seen.add(form);
    conflicts.push(conflict);
  }
  return conflicts;
}

// ---------------------------------------------------------------------------------------------
// Matching whole words

/**
 * A phrase is found only with no letter (or accent) right before or after it. Letters of scripts
 * written without spaces (Chinese, Japanese, Korean, Thai) do not count, so that an entry in
 * those scripts is found inside a longer run of text.
 */
const UNSPACED = String.raw`[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}\p{scx=Thai}]`;
const LETTER = String.raw`(?:(?!${UNSPACED})[\p{L}\p{M}])`;
/** Between the words of a phrase: any spaces, line breaks or hyphens. */
const SEPARATOR = String.raw`[-\s]+`;

/**
 * Text lowercased, with accents, curly apostrophes and Unicode hyphens made plain, one character
 * for one. The patterns are lowercase too: without the `i` flag, a family's pattern compiles
 * several times faster, which on a slow phone is the difference between a long task and none.
 */
function fold(text: string): string {
  return lowercase(
    text
      .replace(/[\u00C0-\u024F\u1E00-\u1EFF]/g, (char) => {
        const base = char.normalize('NFD').charAt(0);
        return /[a-z]/i.test(base) ? base : char;
      })
      .replace(/[\u2018\u2019\u02BC]/g, "'")
      .replace(/[\u2010\u2011]/g, '-'),
  );
}

/** Lowercase, keeping every position: a letter whose lowercase is longer (as "İ" is) stays as it is. */
function lowercase(text: string): string {
  const lowered = text.toLowerCase();
  if (lowered.length === text.length) return lowered;
  return text.replace(/\p{Lu}/gu, (char) => {
    const lower = char.toLowerCase();
    return lower.length === char.length ? lower : char;
  });
}

/** A phrase as the lists and the matcher compare it: plain letters, lowercase, single spaces. */
export function phraseKey(phrase: string): string {
  return fold(phrase.normalize('NFC'))
    .replace(/[-\s]+/g, ' ')
    .replace(/^[\s"'()[\]{}.,;:!?]+|[\s"'()[\]{}.,;:!?]+$/g, '');
}

/** The spellings of a word a recipe may use: itself, its plural and, for a plural, its singular. */
function wordForms(word: string): string[] {
  if (!/[a-z]$/.test(word)) return [word];
  const forms = new Set([word]);
  if (/[^aeiou]y$/.test(word)) forms.add(`${word.slice(0, -1)}ies`);
  else if (/(?:s|x|z|ch|sh|o)$/.test(word)) forms.add(`${word}es`);
  if (/[^f]fe?$/.test(word)) forms.add(word.replace(/fe?$/, 'ves'));
  if (!/(?:s|x|z|ch|sh)$/.test(word)) forms.add(`${word}s`);
  // Guessing a singular may make a non-word ("hummu"); it never appears in a recipe, so no harm.
  if (word.endsWith('ies')) forms.add(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) forms.add(`${word.slice(0, -3)}f`).add(`${word.slice(0, -3)}fe`);
  if (/(?:s|x|z|ch|sh|o)es$/.test(word)) forms.add(word.slice(0, -2));
  if (/[^s]s$/.test(word)) forms.add(word.slice(0, -1));
  return [...forms];
}

/** A phrase with its last word in each of its forms: "pine nut" → "pine nut", "pine nuts". */
export function phraseForms(key: string): string[] {
  const cut = key.lastIndexOf(' ') + 1;
  return wordForms(key.slice(cut)).map((form) => key.slice(0, cut) + form);
}

/**
 * One regular expression for a set of phrases and their exceptions. An exception is tried
 * first and captured in group 1, so the caller can skip it; a member is matched uncaptured.
 */
export function phrasePattern(members: readonly string[], exceptions: readonly string[] = []): RegExp {
  const alternatives = (phrases: readonly string[]) => trieSource(phrases.map(phraseKey).flatMap(phraseForms));
  return new RegExp(`(?<!${LETTER})(?:(${alternatives(exceptions)})|${alternatives(members)})(?!${LETTER})`, 'gu');
}

type Trie = Map<string, Trie>;
const END = '';

/**
 * The phrases as a trie ("pea(?:nut|can)" rather than "peanut|pecan"), so that each position of
 * the text tries one branch per letter instead of every phrase: a vegan cook's check holds nearly
 * two thousand phrases and still runs on every streamed token. Longer phrases win ("peanut
 * butter" over "peanut"), and a phrase falls back to a shorter one when a letter follows it.
 */
function trieSource(phrases: readonly string[]): string {
  const root: Trie = new Map();
  for (const phrase of phrases) {
    if (phrase === '') continue;
    let node = root;
    for (const char of phrase) {
      let next = node.get(char);
      if (!next) node.set(char, (next = new Map()));
      node = next;
    }
    node.set(END, new Map());
  }
  return root.size === 0 ? '(?!)' : nodeSource(root);
}

function nodeSource(node: Trie): string {
  const branches: string[] = [];
  for (const [char, child] of node) {
    if (char !== END) branches.push((char === ' ' ? SEPARATOR : escapeRegExp(char)) + nodeSource(child));
  }
  if (branches.length === 0) return '';
  const body = branches.length > 1 ? `(?:${branches.join('|')})` : branches.join('');
  return node.has(END) ? `(?:${body})?` : body;
}

function escapeRegExp(char: string): string {
  return /[\\^$.*+?()[\]{}|/]/.test(char) ? `\\${char}` : char;
}

// ---------------------------------------------------------------------------------------------
// The families, indexed once

const familyPatterns = new Map<FamilyId, RegExp>();

function familyPattern(id: FamilyId): RegExp {
  let pattern = familyPatterns.get(id);
  if (!pattern) {
    const family: Family = FAMILIES[id];
    pattern = phrasePattern(family.members, family.exceptions);
    familyPatterns.set(id, pattern);
  }
  return pattern;
}

const FAMILY_IDS = Object.keys(FAMILIES) as FamilyId[];
let formIndex: { names: Map<string, FamilyId[]>; members: Map<string, FamilyId[]> } | undefined;

/** Every spelling of every family name and member, to the families that list it. */
function familyIndex() {
  if (!formIndex) {
    const names = new Map<string, FamilyId[]>();
    const members = new Map<string, FamilyId[]>();
    const add = (index: Map<string, FamilyId[]>, phrase: string, id: FamilyId) => {
      for (const form of phraseForms(phraseKey(phrase))) {
        const ids = index.get(form) ?? [];
        if (!ids.includes(id)) index.set(form, [...ids, id]);
      }
    };
    for (const id of FAMILY_IDS) {
      const family: Family = FAMILIES[id];
      for (const name of family.names) add(names, name, id);
      for (const member of family.members) add(members, member, id);
    }
    formIndex = { names, members };
  }
  return formIndex;
}

/** The families an avoid entry names: "Tree nuts" → nuts, "seafood" → fish and shellfish. */
function familiesNamed(key: string): FamilyId[] {
  return familyIndex().names.get(key) ?? [];
}

/** The families that list an avoid entry among their members: "butter" → dairy. */
function familiesListing(key: string): FamilyId[] {
  return familyIndex().members.get(key) ?? [];
}

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
 *
 * In every language: the recipe is read in its own language and in English (core/reading), an
 * entry may be typed in English, in the recipe's language or in the page's ("cacahuetes" is
 * `peanut`, and so is "Erdnüsse" on a German page whatever the recipe's language), and a food
 * found in any language belongs to the families its English name does.
 */

import { AVOID_FILLER_WORDS, DIETS, FAMILIES, type Diet, type FamilyId } from './food-words.ts';
import type { Language } from './kitchen-words.ts';
import { familiesOf, foodIndex, holdsFood, type FoodId } from './reading/foods.ts';
import type { LanguagePack } from './reading/language-pack.ts';
import { ENGLISH, languageOf, loadedPack } from './reading/languages.ts';
import { findNames, longestAcross, nameIndex, type Found, type NameIndex } from './reading/names.ts';
import { fold, phraseKeyIn, UNSPACED_LETTER, wordsOf } from './reading/words.ts';

export type SafetySettings = { diet?: Diet; avoid?: readonly string[] };

/** A word of the recipe that breaks a rule: the cook's avoid entry as typed, or the diet. */
export type Conflict = { word: string; because: string; kind: 'avoid' | 'diet' };

type CheckOptions = {
  /**
   * The text is still streaming: its last, unfinished line is not checked yet, because the next
   * token may turn "egg" into "eggplant" or "butter" into "butter beans".
   */
  streaming?: boolean;
  /**
   * The language the recipe was asked in: a tie-break when telling the recipe's language, a
   * language the recipe is read in, and one avoid entries may be typed in. Its pack must be loaded
   * (reading/languages.ts); a pack not loaded yet is read as English only.
   */
  language?: Language;
  /**
   * The page's language, the one the cook reads and types in: avoid entries may be typed in it
   * too, whatever language the recipe is in. Only the entries are read in it, not the recipe, whose
   * words could mean another food in it (an English "rind" is German beef). Its pack must be loaded.
   */
  pageLanguage?: Language;
};

/**
 * The words of `text` that the settings rule out, as written in the text, in order of first
 * appearance, each once (singular and plural count as one).
 */
export function findConflicts(text: string, settings: SafetySettings, options: CheckOptions = {}): Conflict[] {
  const checked = options.streaming ? text.slice(0, text.lastIndexOf('\n') + 1) : text;
  const typedIn = options.pageLanguage && loadedPack(options.pageLanguage) ? [options.pageLanguage] : [];
  return safetyCheck(settings, checkedLanguages(checked, options.language), typedIn)(checked);
}

/** The languages a text is read in: English, and the language it is written in when that one is loaded. */
function checkedLanguages(text: string, hint: Language = 'en'): Language[] {
  const codes = new Set<Language>(['en', languageOf(text, hint), hint]);
  return [...codes].filter((code) => loadedPack(code) !== undefined);
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
function listing(words: readonly string[]): string {
  return words.length <= 2 ? words.join(' and ') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

type Check = (text: string) => Conflict[];
/** A rule of the check: which foods it rules out, and the word that says why. */
type Rule = { because: string; kind: Conflict['kind']; rules: (food: FoodId) => boolean };

/** The cook's settings change rarely and the text on every token, so compiled checks are kept. */
const checks = new Map<string, Check>();
const MAX_KEPT_CHECKS = 32;

/**
 * The check for these settings, reading the text in `languages` and the avoid entries in those and
 * in `typedIn`, compiled once and reused for every streamed update.
 */
export function safetyCheck(settings: SafetySettings, languages: readonly Language[] = ['en'], typedIn: readonly Language[] = []): Check {
  const key = JSON.stringify([settings.diet ?? 'none', settings.avoid ?? [], languages, typedIn]);
  let check = checks.get(key);
  if (!check) {
    // The recipe's own languages first: where one of them and English read the same words, its reading wins.
    const packs = unique([...languages.flatMap((code) => loadedPack(code) ?? []), ENGLISH]);
    check = compileCheck(settings, packs, unique([...packs, ...typedIn.flatMap((code) => loadedPack(code) ?? [])]));
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

function unique<T>(items: readonly T[]): T[] {
  return items.filter((item, i) => items.indexOf(item) === i);
}

/** A food an avoid entry names only as itself: its literal id. */
const LITERAL = 'literal:';

/** The check of a text read in `packs`, with avoid entries read in `entryPacks` (those and the page's language). */
function compileCheck(
  { diet = 'none', avoid = [] }: SafetySettings,
  packs: readonly LanguagePack[],
  entryPacks: readonly LanguagePack[],
): Check {
  const rules: Rule[] = [];
  const literals: string[] = [];
  // The cook's own entries come first: a word that breaks both is reported for the allergy.
  for (const entry of avoid) {
    const rule = avoidRule(entry, entryPacks);
    if (rule) rules.push(...rule.rules);
    if (rule?.literal) literals.push(rule.literal);
  }
  // A diet from an older saved setting may be unknown: it leaves nothing out rather than failing.
  const families: readonly FamilyId[] = Object.hasOwn(DIETS, diet) ? DIETS[diet] : [];
  for (const id of families) rules.push({ because: diet, kind: 'diet', rules: (food) => familiesOf(food).has(id) });
  if (rules.length === 0) return () => [];

  // Each language reads the text with its food names and the entries no food name covers.
  const readers = packs.map((pack) => {
    const own = nameIndex(
      pack,
      literals.map((key) => [key.slice(LITERAL.length), key] as const),
    );
    return [foodIndex(pack), own] as const;
  });
  const oddLiterals = literals.map((key) => key.slice(LITERAL.length)).filter((key) => !readAsWords(key));
  return (text) => collect(text, readers, oddLiterals, rules);
}

/**
 * What an avoid entry rules out: a family it names ("nuts", "frutos secos"), a food it names in
 * any of the languages ("cacahuetes" is `peanut`, itself the name of the peanuts family), or, for
 * anything else, itself as written. Null for an entry of filler words only.
 */
function avoidRule(entry: string, packs: readonly LanguagePack[]): { rules: Rule[]; literal?: string } | null {
  const because = entry.trim();
  const rule = (rules: (food: FoodId) => boolean): Rule => ({ because, kind: 'avoid', rules });
  const literal = phraseKey(entry);
  let meaningful = false;
  const named = new Set<FamilyId>();
  const foods = new Set<FoodId>();
  for (const pack of packs) {
    const fillers = new Set([...AVOID_FILLER_WORDS, ...pack.fillers].map((word) => phraseKeyIn(word, pack)));
    // Filler words around the food, not inside its name: "allergie à l'arachide", but "noix de cajou".
    const written = wordsOf(fold(entry), pack);
    const words = [...written];
    while (words.length > 0 && fillers.has(words[0]!.key)) words.shift();
    while (words.length > 0 && fillers.has(words.at(-1)!.key)) words.pop();
    if (words.length === 0) continue;
    meaningful = true;
    // The entry as written too: a name may end in a word that is a filler on its own ("えび・かに", whose "に" is a particle).
    for (const phrase of words.length < written.length ? [words, written] : [words]) {
      const key = phrase.map((word) => word.key).join(' ');
      for (const [id, names] of Object.entries(pack.families) as [FamilyId, readonly string[]][]) {
        if (names.some((name) => phraseKeyIn(name, pack) === key)) named.add(id);
      }
      // A food's own name, whole: "cacahuetes" is a name of peanut, and so is "peanut allergy".
      // Japanese and Chinese words are joined as written, without spaces ("さ|け" is "さけ").
      const bare = phrase.map((word) => word.text).join(UNSPACED_LETTER.test(entry) ? '' : ' ');
      for (const found of findNames(bare, [foodIndex(pack)])) {
        if (found.start === 0 && found.end === bare.length) for (const food of found.values) foods.add(food);
      }
    }
  }
  if (!meaningful || literal === '') return null;
  // An English food id that is also a family's name ("peanut", "milk") stands for the family.
  for (const food of foods) for (const id of familiesNamedBy(food)) named.add(id);
  if (named.size > 0) return { rules: [...named].map((id) => rule((food) => familiesOf(food).has(id))) };
  if (foods.size > 0) {
    // "butter" rules out "butter" and "unsalted butter", not "peanut butter"; "almond" still rules out "almond milk".
    return {
      rules: [rule((other) => other === LITERAL + literal || [...foods].some((food) => holdsFood(other, food)))],
      literal: LITERAL + literal,
    };
  }
  const own = LITERAL + withoutFillers(literal);
  return { rules: [rule((food) => food === own)], literal: own };
}

function withoutFillers(key: string): string {
  return key
    .split(' ')
    .filter((word) => !AVOID_FILLER_WORDS.includes(word))
    .join(' ');
}

const FAMILY_IDS = Object.keys(FAMILIES) as FamilyId[];

/** The families an English food id is the name of: "peanut" → peanuts, "tree nut" → nuts. */
function familiesNamedBy(food: FoodId): FamilyId[] {
  const key = phraseKeyIn(food, ENGLISH);
  return FAMILY_IDS.filter((id) => FAMILIES[id].names.some((name) => phraseKeyIn(name, ENGLISH) === key));
}

/** Whether an entry is plain words (found word by word) rather than signs ("c++", "m&m's", found as written). */
function readAsWords(key: string): boolean {
  return (
    UNSPACED_LETTER.test(key) ||
    wordsOf(key, ENGLISH)
      .map((word) => word.text)
      .join(' ') === key
  );
}

type Reader = readonly [foods: NameIndex<FoodId>, literals: NameIndex<FoodId>];

function collect(text: string, readers: readonly Reader[], oddLiterals: readonly string[], rules: readonly Rule[]): Conflict[] {
  // NFC keeps "é" one character, so positions in the folded text are positions in the written one.
  const written = text.normalize('NFC');
  const hits: { start: number; end: number; conflict: Conflict }[] = [];
  const folded = fold(written);
  const odd: Found<FoodId>[] = [];
  for (const key of oddLiterals) {
    for (let at = folded.indexOf(key); at !== -1; at = folded.indexOf(key, at + 1)) {
      const before = folded[at - 1] ?? ' ';
      const after = folded[at + key.length] ?? ' ';
      if (!/\p{L}/u.test(before + after)) odd.push({ start: at, end: at + key.length, values: [LITERAL + key] });
    }
  }
  // The longest name wins across languages too: "pasta de amendoim" (peanut butter) is no English "pasta".
  const found = longestAcross([...readers.map((reader) => findNames(written, reader)), odd]);
  for (const { start, end, values } of found) {
    for (const { because, kind, rules: rulesOut } of rules) {
      if (!values.some(rulesOut)) continue;
      hits.push({ start, end, conflict: { word: written.slice(start, end).replace(/\s+/g, ' '), because, kind } });
      break;
    }
  }
  const conflicts: Conflict[] = [];
  const seen = new Set<string>();
  for (const { conflict } of hits) {
    const key = phraseKeyIn(conflict.word, ENGLISH);
    if (seen.has(key)) continue;
    seen.add(key);
    conflicts.push(conflict);
  }
  return conflicts;
}

/** A phrase as the check compares it: plain letters, lowercase, single spaces, no outer punctuation. */
export function phraseKey(phrase: string): string {
  return fold(phrase)
    .replace(/[-\s]+/g, ' ')
    .replace(/^[\s"'()[\]{}.,;:!?]+|[\s"'()[\]{}.,;:!?]+$/g, '');
}

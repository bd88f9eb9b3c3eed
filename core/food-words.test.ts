/** The food word lists themselves: well formed, consistent, and free of the avoid box's filler words. */
import { expect, test } from 'vitest';
import { AVOID_FILLER_WORDS, DIETS, FAMILIES } from './food-words.ts';
import { roleIndex } from './reading/foods.ts';
import { pack as english } from './reading/languages/en.ts';
import { findNames } from './reading/names.ts';
import { phraseKeyIn } from './reading/words.ts';
import { phraseKey } from './safety-check.ts';
import { FAMILY_LIST } from '../test-support/food-families.ts';

const allPhrases = FAMILY_LIST.flatMap(([id, family]) =>
  [...family.names, ...family.members, ...family.exceptions].map((phrase) => [id, phrase] as const),
);

test('every listed phrase is lowercase, trimmed and singly spaced', () => {
  for (const [id, phrase] of allPhrases) {
    expect(phrase, id).toBe(phrase.toLowerCase());
    expect(phrase, id).toMatch(/^\S+(?: \S+)*$/);
  }
});

test('no family lists a phrase twice, or as both a member and an exception', () => {
  for (const [id, family] of FAMILY_LIST) {
    // Compared as the reader compares them: singular and plural are one.
    expect(new Set(family.members).size, id).toBe(family.members.length);
    expect(new Set(family.exceptions).size, id).toBe(family.exceptions.length);
    const members = family.members.map((phrase) => phraseKeyIn(phrase, english));
    const exceptions = family.exceptions.map((phrase) => phraseKeyIn(phrase, english));
    for (const exception of exceptions) expect(members.includes(exception), `${id}: ${exception}`).toBe(false);
  }
});

test('every exception contains a member of its family, or it would mean nothing', () => {
  for (const [id, family] of FAMILY_LIST) {
    const members = roleIndex(family.members, []);
    for (const exception of family.exceptions) expect(findNames(exception, [members]), `${id}: ${exception}`).not.toEqual([]);
  }
});

test('the families each diet leaves out exist, and "none" leaves out nothing', () => {
  for (const families of Object.values(DIETS)) for (const id of families) expect(FAMILIES).toHaveProperty(id);
  expect(DIETS.none).toEqual([]);
});

test('the filler words of the avoid box are no name or member of any family', () => {
  for (const [id, family] of FAMILY_LIST) {
    for (const phrase of [...family.names, ...family.members]) {
      for (const word of phraseKey(phrase).split(' ')) expect(AVOID_FILLER_WORDS, `${id}: ${phrase}`).not.toContain(word);
    }
  }
});

/** Properties of the safety check over generated texts and settings. */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { DIETS, FAMILIES, type Diet } from './food-words.ts';
import { findConflicts } from './safety-check.ts';
import { FAMILY_LIST } from '../test-support/food-families.ts';

const members = FAMILY_LIST.flatMap(([id, family]) => family.members.map((member) => ({ id, member })));
const UNRELATED = [
  'carrot',
  'nutmeg',
  'coconut',
  'eggplant',
  'buckwheat',
  'chickpeas',
  'butternut',
  'doughnut',
  'honeydew',
  'gooseberries',
  'rice',
  'salt',
  'Pepper',
];
const ENTRIES = [
  ...FAMILY_LIST.map(([, family]) => family.names[0] ?? ''),
  'butter',
  'almonds',
  'pine nuts',
  'cream',
  'cilantro',
  'mushrooms',
];
const anyCase = (word: string) =>
  fc.constantFrom(word, word.toUpperCase(), word.charAt(0).toUpperCase() + word.slice(1)).map((cased) => cased);
const sentence = fc
  .array(
    fc.oneof(
      fc.constantFrom(...members).chain(({ member }) => anyCase(member)),
      fc.constantFrom(...UNRELATED, 'and', 'the', 'with', 'beans', 'milk', 'free', 'of', 'tartar', 'flour', '**', '(', ')', ','),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(' '));
const settings = fc.record({
  diet: fc.constantFrom(...(Object.keys(DIETS) as Diet[])),
  avoid: fc.subarray(ENTRIES, { maxLength: 6 }),
});

test('adding an unrelated sentence never changes what is found', () => {
  fc.assert(
    fc.property(fc.array(sentence, { maxLength: 6 }), fc.nat(), fc.constantFrom(...UNRELATED), settings, (sentences, at, word, chosen) => {
      const before = findConflicts(sentences.join('. '), chosen);
      const withWord = [...sentences];
      withWord.splice(at % (sentences.length + 1), 0, word);
      expect(findConflicts(withWord.join('. '), chosen)).toEqual(before);
    }),
  );
});

test('a listed food inserted anywhere into any text is found', () => {
  fc.assert(
    fc.property(fc.string(), fc.nat(), fc.constantFrom(...members), fc.boolean(), (text, at, { id, member }, upper) => {
      const cut = at % (text.length + 1);
      const word = upper ? member.toUpperCase() : member;
      const found = findConflicts(`${text.slice(0, cut)}. ${word}. ${text.slice(cut)}`, { avoid: [FAMILIES[id].names[0]] });
      expect(found.length).toBeGreaterThan(0);
    }),
  );
});

test('every word found stands whole in the text, with no letter right before or after it', () => {
  const pieces = fc.oneof(
    fc.constantFrom(...members).map(({ member }) => member),
    fc.string({ maxLength: 4 }),
    fc.constantFrom(' ', '-', 'é', 's'),
  );
  fc.assert(
    fc.property(fc.array(pieces, { maxLength: 12 }), settings, (parts, chosen) => {
      const text = parts.join('');
      for (const { word } of findConflicts(text, chosen)) {
        const whole = new RegExp(
          `(?<![\\p{L}\\p{M}])${word.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&').replace(/ /g, '\\s+')}(?![\\p{L}\\p{M}])`,
          'iu',
        );
        expect(text, word).toMatch(whole);
      }
    }),
  );
});

import fc from 'fast-check';
import { expect, test } from 'vitest';
import { packOf } from '../../test-support/reading.ts';
import { findDurations } from './durations.ts';

test.each([
  ['Simmer for 10 minutes.', '10 minutes', 10],
  ['Bake for 1 hour.', '1 hour', 60],
  ['Roast for 35 to 40 minutes, until golden.', '35 to 40 minutes', 35],
  ['Braise for 1½ hours.', '1½ hours', 90],
  ['Rest 5 min.', '5 min', 5],
  ['Cook for 1 hour 15 minutes.', '1 hour 15 minutes', 75],
  ['Cook for 1 hr and 30 mins.', '1 hr and 30 mins', 90],
  ['Fry for 2-3 minutes per side.', '2-3 minutes', 2],
  ['Blend for 30 seconds.', '30 seconds', 0.5],
  ['Stir for a minute.', 'a minute', 1],
  ['Bake for an hour and a half.', 'an hour and a half', 90],
  ['Bake for half an hour.', 'half an hour', 30],
  ['Cook for 2 more minutes.', '2 more minutes', 2],
  ['Let it have a 10-minute rest.', '10-minute', 10],
  ['Proof for 1 1/2 hours.', '1 1/2 hours', 90],
  ['Steep for 4–5 min.', '4–5 min', 4],
  ['Return to the oven for 45 minutes to 1 hour more.', '45 minutes to 1 hour', 45],
])('finds the duration in "%s"', (step, text, minutes) => {
  const [duration, ...others] = findDurations(step);
  expect(others).toEqual([]);
  expect(duration).toEqual({ text, index: step.indexOf(text), minutes });
});

test.each([
  ['20 Minuten köcheln lassen.', 'de', '20 Minuten', 20],
  ['Cuece la pasta 10 minutos.', 'es', '10 minutos', 10],
  ['Hornea de 35 a 40 minutos.', 'es', '35 a 40 minutos', 35],
  ['弱火で3分煮る。', 'ja', '3分', 3],
  ['1時間30分寝かせる。', 'ja', '1時間30分', 90],
  ['小火煮5分钟。', 'zh', '5分钟', 5],
] as const)('finds the duration in "%s", written in %s', (step, language, text, minutes) => {
  expect(findDurations(step, packOf(language))).toEqual([{ text, index: step.indexOf(text), minutes }]);
});

test('a step may name several durations, in order', () => {
  expect(findDurations('Boil for 10 minutes, then simmer for 1 hour.').map((d) => d.minutes)).toEqual([10, 60]);
});

test('words that only look like times are not durations', () => {
  for (const step of [
    'Cut into 2-inch pieces.',
    'Heat the oven to 200°C.',
    'Cook for a few minutes.',
    'Add 3 tomatoes.',
    'Serve with 2 hot dogs.',
    'Wait until the pan is hot.',
  ]) {
    expect(findDurations(step), step).toEqual([]);
  }
});

test('any whole number of minutes, hours or seconds is found as it is', () => {
  const unit = fc.constantFrom(['minutes', 1], ['min', 1], ['hours', 60], ['hrs', 60], ['seconds', 1 / 60]) as fc.Arbitrary<
    [string, number]
  >;
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 999 }), unit, (amount, [word, factor]) => {
      const [duration] = findDurations(`Cook for ${amount} ${word}, then serve.`);
      expect(duration?.text).toBe(`${amount} ${word}`);
      expect(duration?.minutes).toBeCloseTo(amount * factor, 9);
    }),
  );
});

test('a range always starts its timer from the lower end', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 200 }),
      fc.integer({ min: 1, max: 60 }),
      fc.constantFrom('-', '–', ' to ', ' or '),
      (low, extra, separator) => {
        const [duration] = findDurations(`Roast for ${low}${separator}${low + extra} minutes.`);
        expect(duration?.minutes).toBe(low);
      },
    ),
  );
});

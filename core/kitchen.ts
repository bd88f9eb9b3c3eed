/**
 * The cook's kitchen (docs/api.md): one schema for the form, the API and what the browser
 * reads back from storage, and the plain sentences it adds to the user message. The system
 * message never changes: with nothing set, the request is exactly the one docs/model-call.md describes.
 */

import * as v from 'valibot';
import type { Diet } from './food-words.ts';
import { DIET_IDS, LANGUAGES, MAX_SERVINGS, TIME_LIMITS, UNITS, type Language } from './kitchen-words.ts';

export const MAX_AVOID_ITEMS = 20;
export const MAX_AVOID_LENGTH = 40;

const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];
export const SERVINGS = Array.from({ length: MAX_SERVINGS }, (_, index) => index + 1);

const NOT_AN_AVOID_ITEM = `Every "avoid" entry must be a non-empty string of at most ${MAX_AVOID_LENGTH} characters.`;

/** One food the cook avoids, as typed: trimmed, not empty, not too long. */
const AvoidItemSchema = v.pipe(
  v.string(NOT_AN_AVOID_ITEM),
  v.trim(),
  v.nonEmpty(NOT_AN_AVOID_ITEM),
  v.maxLength(MAX_AVOID_LENGTH, NOT_AN_AVOID_ITEM),
);

const oneOf = (field: string, values: readonly (string | number)[]) =>
  `"${field}" must be one of ${values.map((value) => JSON.stringify(value)).join(', ')}.`;

export const KitchenSchema = v.strictObject(
  {
    diet: v.optional(v.picklist(DIET_IDS, oneOf('diet', DIET_IDS))),
    avoid: v.optional(
      v.pipe(
        v.array(AvoidItemSchema, `"avoid" must be a list of strings.`),
        v.maxLength(MAX_AVOID_ITEMS, `"avoid" can hold at most ${MAX_AVOID_ITEMS} items.`),
      ),
    ),
    // A list rather than number, integer and range checks: the same rule, and fewer validators in the browser's bundle.
    servings: v.optional(v.picklist(SERVINGS, `"servings" must be a whole number from 1 to ${MAX_SERVINGS}.`)),
    maxMinutes: v.optional(v.picklist(TIME_LIMITS, oneOf('maxMinutes', TIME_LIMITS))),
    units: v.optional(v.picklist(UNITS, oneOf('units', UNITS))),
    language: v.optional(v.picklist(LANGUAGE_CODES, oneOf('language', LANGUAGE_CODES))),
    onlyMine: v.optional(v.boolean(`"onlyMine" must be true or false.`)),
  },
  (issue) =>
    // An unknown field; valibot takes an array for an object with fields "0", "1"…, which the cook would not recognise.
    issue.expected === 'never' && !Array.isArray(issue.path?.[0]?.input)
      ? `"kitchen" has no field ${JSON.stringify(issue.input)}; it takes diet, avoid, servings, maxMinutes, units, language and onlyMine.`
      : '"kitchen" must be an object such as {"diet": "vegetarian", "avoid": ["peanuts"]}.',
);

export type Kitchen = v.InferOutput<typeof KitchenSchema>;

/** A new avoid entry's check: the value to add, or what is wrong, with what the page's words for it fill in. */
export type AvoidCheck =
  | { ok: true; value: string }
  | { ok: false; reason: 'empty' | 'list_full' }
  | { ok: false; reason: 'too_long'; length: number }
  | { ok: false; reason: 'duplicate'; existing: string };

/** Checks one new avoid entry against the list it would join; the form says what is wrong in the page's words (src/kitchen/avoid-field.tsx). */
export function checkNewAvoidItem(input: string, list: readonly string[]): AvoidCheck {
  const parsed = v.safeParse(AvoidItemSchema, input);
  if (!parsed.success) {
    const length = input.trim().length;
    return length === 0 ? { ok: false, reason: 'empty' } : { ok: false, reason: 'too_long', length };
  }
  const value = parsed.output;
  const existing = list.find((item) => item.toLocaleLowerCase() === value.toLocaleLowerCase());
  if (existing !== undefined) return { ok: false, reason: 'duplicate', existing };
  if (list.length >= MAX_AVOID_ITEMS) return { ok: false, reason: 'list_full' };
  return { ok: true, value };
}

const DIET_SENTENCES: Record<Exclude<Diet, 'none'>, string> = {
  vegetarian: 'The recipe must be vegetarian: no meat, poultry, fish or seafood.',
  vegan: 'The recipe must be vegan: no meat, poultry, fish, seafood, dairy, eggs or honey.',
  pescatarian: 'The recipe must be pescatarian: fish and seafood are fine, but no meat or poultry.',
  'gluten-free': 'The recipe must be gluten-free: no wheat, barley, rye or anything made from them.',
  'dairy-free': 'The recipe must be dairy-free: no milk, butter, cream, cheese, yogurt or anything made from them.',
};

/**
 * The sentences the kitchen adds to the user message, in a fixed order; none for an empty kitchen.
 * The avoided foods are quoted as JSON strings, so that nothing a cook types can read as an instruction.
 */
export function kitchenSentences(kitchen: Kitchen): string[] {
  const sentences: string[] = [];
  const { diet, avoid, servings, maxMinutes, units, language, onlyMine } = kitchen;
  if (avoid?.length) {
    sentences.push(
      `I must avoid these foods (allergies or dislikes), each quoted as the name of a food: ${JSON.stringify(avoid)}. ` +
        'Leave them out completely, and do not mention them, not even as an option or a substitute.',
    );
  }
  if (diet && diet !== 'none') sentences.push(DIET_SENTENCES[diet]);
  if (onlyMine) sentences.push('Use only the ingredients I listed, plus salt, pepper, oil and water; nothing else.');
  if (servings !== undefined) sentences.push(`Make it serve ${servings}.`);
  if (maxMinutes !== undefined) sentences.push(`It must be ready in ${maxMinutes} minutes or less, preparation included.`);
  if (units === 'metric') sentences.push('Give every quantity in metric units (grams, millilitres, degrees Celsius).');
  if (units === 'us') sentences.push('Give every quantity in US units (cups, tablespoons, ounces, degrees Fahrenheit).');
  if (language && language !== 'en') sentences.push(`Write the whole recipe in ${LANGUAGES[language]}, headings included.`);
  return sentences;
}

import { formatQuantity } from 'format-quantity';
import { numericQuantity } from 'numeric-quantity';
import { unitsOfMeasure } from 'parse-ingredient';
import type { IngredientLine } from './ingredient-line.ts';
import { pluralOf, singularOf } from './words.ts';

/** The choices of the `Scale` select. */
export const SCALES = [0.5, 1, 2, 3] as const;
export type Scale = (typeof SCALES)[number];

/** "½×", "1×", "2×", "3×". */
export function scaleLabel(scale: number): string {
  return `${formatQuantity(scale, { vulgarFractions: true }) ?? scale}×`;
}

const FRACTIONS = '½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞';
// Longest forms first: "1 1/2", "1/2", "1.5", "1½", "½".
const NUMBER = `\\d+\\s+\\d+/\\d+|\\d+/\\d+|\\d+(?:[.,]\\d+)?(?:\\s*[${FRACTIONS}])?|[${FRACTIONS}]`;
const AMOUNT = new RegExp(`(?<![\\d.,/])(${NUMBER})(?:(\\s*(?:-|–|—|to|or)\\s*)(${NUMBER}))?`, 'gi');

// Metric amounts read best as decimals: "37.5 g", not "37 1/2 g".
const METRIC = new Set(['gram', 'kilogram', 'milligram', 'liter', 'milliliter', 'deciliter']);
// Nouns that stay singular after a number when a model writes them so ("2 garlic").
const UNCOUNTABLE = new Set(['garlic', 'rice', 'salt', 'pepper', 'water', 'milk', 'butter', 'flour', 'sugar', 'cheese', 'spinach']);

/**
 * The line's text with its amounts multiplied, in the line's own style: "1 1/2 cups rice" × 2 is
 * "3 cups rice", "1 egg" × ½ is "1/2 egg", "2-3 cloves garlic" × 2 is "4-6 cloves garlic".
 * Units and simple English nouns follow the new number ("1 cup" × 2 is "2 cups").
 * A line without an amount, or whose amount cannot be found in its text, is returned as written.
 */
export function scaleIngredient(line: IngredientLine, factor: number): string {
  if (line.quantity === null || factor === 1) return line.text;
  for (const match of line.text.matchAll(AMOUNT)) {
    const [, first = '', separator = '', second] = match;
    if (!near(quantityOf(first), line.quantity)) continue;
    const ranged = line.quantity2 !== null && second !== undefined && near(quantityOf(second), line.quantity2);
    if (line.quantity2 !== null && !ranged) continue;

    const style = {
      unicode: new RegExp(`[${FRACTIONS}]`).test(match[0]),
      decimal: /\d[.,]\d/.test(match[0]) || METRIC.has(line.unitId ?? ''),
      comma: /\d,\d/.test(match[0]),
    };
    const low = formatAmount(line.quantity * factor, style);
    const high = ranged ? formatAmount(line.quantity2! * factor, style) : '';
    // "1-1 1/2" would be hard to read; "1 to 1 1/2" is not.
    const between = /\s/.test(low + high) && /^\s*[-–—]\s*$/.test(separator) ? ' to ' : separator;
    const amount = ranged ? low + between + high : low;
    const end = match.index + (ranged ? match[0].length : first.length);
    const largest = line.quantity2 ?? line.quantity;
    const rest = agree(line.text.slice(end), line, largest > 1, largest * factor > 1);
    return line.text.slice(0, match.index) + amount + rest;
  }
  return line.text;
}

/** Every line of an ingredient list, scaled. */
export function scaleIngredients(lines: readonly IngredientLine[], factor: number): string[] {
  return lines.map((line) => scaleIngredient(line, factor));
}

/** A yield scaled: "4 servings" × ½ is "2 servings", "4-6 servings" × 2 is "8-12 servings", "1 loaf" × 2 is "2 loaves". */
export function scaleYield(text: string, factor: number): string {
  if (factor === 1) return text;
  let largest = 0;
  const scaled = text.replace(new RegExp(NUMBER, 'g'), (number) => {
    const value = quantityOf(number) * factor;
    largest = Math.max(largest, value);
    return formatAmount(value, { unicode: false, decimal: false, comma: false });
  });
  return scaled.replace(/^([^\p{L}]*)(\p{L}+)/u, (_, before: string, noun: string) => before + nounFor(noun, largest > 1));
}

type Style = { unicode: boolean; decimal: boolean; comma: boolean };

function formatAmount(value: number, style: Style): string {
  const rounded = Math.round(value * 1000) / 1000;
  if (Number.isInteger(rounded)) return String(rounded);
  if (!style.decimal) {
    const fraction = formatQuantity(value, { vulgarFractions: style.unicode });
    if (fraction && !fraction.includes('.')) return fraction;
  }
  const decimal = String(Math.round(value * 100) / 100);
  return style.comma ? decimal.replace('.', ',') : decimal;
}

/** Puts the unit, or failing that the counted noun, after the amount in the number it now needs. */
function agree(rest: string, line: IngredientLine, wasPlural: boolean, plural: boolean): string {
  // Only a change of number is corrected: what the model wrote for the original amount stands.
  if (wasPlural === plural) return rest;
  if (line.unit !== null && line.unitId !== null) {
    const unitId = line.unitId;
    const many = unitsOfMeasure[unitId]?.plural ?? pluralOf(unitId);
    return rest.replace(/^(\s*(?:\([^)]*\)\s*)?)(\p{L}+)/u, (whole, before: string, word: string) => {
      const lower = word.toLowerCase();
      const british = unitId.replace(/er$/, 're');
      const [one, other] = lower === british || lower === `${british}s` ? [british, `${british}s`] : [unitId, many];
      if (lower !== one && lower !== other) return whole;
      const wanted = plural ? other : one;
      return before + (word[0] === word[0]?.toUpperCase() ? wanted[0]!.toUpperCase() + wanted.slice(1) : wanted);
    });
  }
  // The counted thing is the last word before any note: "2 red onions, sliced", "1 bay leaf (optional)".
  return rest.replace(/^([^,(;]*?)([A-Za-z]+)(?=\s*(?:[,(;]|$|\s+(?:or|for|to)\s))/, (whole, before: string, noun: string) =>
    before.split(' ').length > 4 ? whole : before + nounFor(noun, plural),
  );
}

function nounFor(noun: string, plural: boolean): string {
  // Only plain English nouns: not "Eier", nor a participle such as "chopped".
  // A participle ("chopped", "boiling") is not a noun, but "serving" is: "1 serving" × 2 is "2 servings".
  if (UNCOUNTABLE.has(noun.toLowerCase()) || !/^[A-Za-z]+$/.test(noun) || /(?:ed|ly|(?<!^serv)ing)$/i.test(noun)) return noun;
  const isPlural = singularOf(noun) !== noun;
  if (plural === isPlural) return noun;
  return plural ? pluralOf(noun) : singularOf(noun);
}

function quantityOf(text: string): number {
  return numericQuantity(text.replace(/(\d),(\d)/, '$1.$2'), { round: false });
}

function near(a: number, b: number): boolean {
  return Math.abs(a - b) < 1e-6;
}

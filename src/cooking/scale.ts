import { formatQuantity } from 'format-quantity';
import { numericQuantity } from 'numeric-quantity';
import { unitsFor, type IngredientLine } from '../../core/reading/ingredient-line.ts';
import type { LanguagePack } from '../../core/reading/language-pack.ts';
import { pack as ENGLISH } from '../../core/reading/languages/en.ts';

/** The choices of the `Scale` select. */
export const SCALES = [0.5, 1, 2, 3] as const;
export type Scale = (typeof SCALES)[number];

/** "½×", "1×", "2×", "3×". */
export function scaleLabel(scale: number): string {
  return `${formatQuantity(scale, { vulgarFractions: true }) ?? scale}×`;
}

const FRACTIONS = '½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞';
// Longest forms first: "1 1/2", "1/2", "1.5", "1½", "½".
const NUMBER = `\\d+\\s*と\\s*\\d+/\\d+|\\d+\\s+\\d+/\\d+|\\d+/\\d+|\\d+(?:[.,]\\d+)?(?:\\s*[${FRACTIONS}])?|[${FRACTIONS}]`;
const amounts = new WeakMap<LanguagePack, RegExp>();

/** An amount, or a range of two, with the range words of the line's language: "2-3", "2 to 3", "1 a 2", "2 bis 3". */
function amountPattern(pack: LanguagePack): RegExp {
  let pattern = amounts.get(pack);
  if (!pattern) {
    const words = [...new Set([...ENGLISH.ranges, ...pack.ranges])].map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    pattern = new RegExp(`(?<![\\d.,/])(${NUMBER})(?:(\\s*(?:-|–|—|〜|~)\\s*|\\s+(?:${words})\\s+)(${NUMBER}))?`, 'giu');
    amounts.set(pack, pattern);
  }
  return pattern;
}

// Metric amounts read best as decimals: "37.5 g", not "37 1/2 g".
const METRIC = new Set(['gram', 'kilogram', 'milligram', 'liter', 'milliliter', 'centiliter', 'deciliter']);
// Nouns that stay singular after a number when a model writes them so ("2 garlic").
const UNCOUNTABLE = new Set(['garlic', 'rice', 'salt', 'pepper', 'water', 'milk', 'butter', 'flour', 'sugar', 'cheese', 'spinach']);

/**
 * The line's text with its amounts multiplied, in the line's own style: "1 1/2 cups rice" × 2 is
 * "3 cups rice", "1 egg" × ½ is "1/2 egg", "2-3 cloves garlic" × 2 is "4-6 cloves garlic".
 * Units follow the new number in the line's language ("1 cup" × 2 is "2 cups", "1 cucharada" × 2
 * "2 cucharadas"), and so do simple English nouns ("1 egg" × 2 is "2 eggs"). "大さじ3" × 2 is "大さじ6".
 * A line without an amount, or whose amount cannot be found in its text, is returned as written.
 */
export function scaleIngredient(line: IngredientLine, factor: number, pack: LanguagePack = ENGLISH): string {
  if (line.quantity === null || factor === 1) return line.text;
  for (const match of line.text.matchAll(amountPattern(pack))) {
    const [, first = '', separator = '', second] = match;
    if (!near(quantityOf(first), line.quantity)) continue;
    const ranged = line.quantity2 !== null && second !== undefined && near(quantityOf(second), line.quantity2);
    if (line.quantity2 !== null && !ranged) continue;

    const style = {
      unicode: new RegExp(`[${FRACTIONS}]`).test(match[0]),
      decimal: /\d[.,]\d/.test(match[0]) || METRIC.has(line.unitId ?? ''),
      // A decimal written with a comma, or a new one in a language that writes them so ("12,5 cl").
      comma: /\d,\d/.test(match[0]) || (pack.decimal === ',' && !/\d\.\d/.test(match[0])),
    };
    const low = formatAmount(line.quantity * factor, style);
    const high = ranged ? formatAmount(line.quantity2! * factor, style) : '';
    // "1-1 1/2" would be hard to read; "1 to 1 1/2" is not.
    const between = /\s/.test(low + high) && /^\s*[-–—]\s*$/.test(separator) ? ' to ' : separator;
    const amount = ranged ? low + between + high : low;
    const end = match.index + (ranged ? match[0].length : first.length);
    const largest = line.quantity2 ?? line.quantity;
    const rest =
      agreeByPlurals(line.text.slice(end), line, largest * factor, pack) ??
      agree(line.text.slice(end), line, largest > 1, largest * factor > 1, pack);
    return line.text.slice(0, match.index) + amount + rest;
  }
  return scaleNumberWord(line, factor, pack);
}

/** "两个鸡蛋" × 3 is "6个鸡蛋", "dos huevos" × 2 "4 huevos": an amount written as a word, in another language, as digits. */
function scaleNumberWord(line: IngredientLine, factor: number, pack: LanguagePack): string {
  if (pack === ENGLISH || line.quantity === null) return line.text;
  const lower = line.text.toLowerCase();
  const word = Object.keys(pack.numbers)
    .filter((candidate) => near(pack.numbers[candidate]!, line.quantity!))
    .sort((a, b) => b.length - a.length)
    // A word of a spaced language stands whole; a Chinese or Japanese one anywhere ("两个").
    .find((candidate) =>
      /^\p{scx=Han}/u.test(candidate)
        ? lower.includes(candidate)
        : new RegExp(`(?<![\\p{L}])${candidate.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(lower),
    );
  const at = word === undefined ? -1 : lower.indexOf(word);
  if (word === undefined || at === -1) return line.text;
  const amount = formatAmount(line.quantity * factor, { unicode: false, decimal: true, comma: pack.decimal === ',' });
  return line.text.slice(0, at) + amount + line.text.slice(at + word.length);
}

/** Every line of an ingredient list, scaled. */
export function scaleIngredients(lines: readonly IngredientLine[], factor: number, pack: LanguagePack = ENGLISH): string[] {
  return lines.map((line) => scaleIngredient(line, factor, pack));
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

/**
 * The unit in the form the new amount takes, in a language with more plural forms than two (its
 * pack's `unitForms`, chosen by Intl.PluralRules): "6 łyżek", "2 łyżki", "1,5 łyżki". Null where
 * the pack has no forms for the unit as written.
 */
function agreeByPlurals(rest: string, line: IngredientLine, amount: number, pack: LanguagePack): string | null {
  const forms = line.unitId === null ? undefined : pack.unitForms?.[line.unitId];
  const written = /^(\s*)(\p{L}+)/u.exec(rest);
  if (!forms || !written || !Object.values(forms).includes(written[2]!.toLowerCase())) return null;
  const wanted = forms[new Intl.PluralRules(pack.code).select(amount)] ?? forms.other ?? written[2]!;
  const word = written[2]!;
  return (
    written[1]! + (word[0] === word[0]?.toUpperCase() ? wanted[0]!.toUpperCase() + wanted.slice(1) : wanted) + rest.slice(written[0].length)
  );
}

/** Puts the unit, or failing that the counted noun, after the amount in the number it now needs. */
function agree(rest: string, line: IngredientLine, wasPlural: boolean, plural: boolean, pack: LanguagePack): string {
  // Only a change of number is corrected: what the model wrote for the original amount stands.
  if (wasPlural === plural) return rest;
  if (line.unit !== null && line.unitId !== null) {
    const unitId = line.unitId;
    const unit = pack === ENGLISH ? unitsFor(pack)[unitId] : pack.units[unitId];
    // The unit as the line wrote it, singular or plural: "cup", "cups"; in other languages only as
    // their pack spells it ("cucharada", "cucharadas"), never an English plural ("2 Liters").
    const spellings: [string, string][] = [
      ...(pack === ENGLISH
        ? ([
            [unitId, unit?.plural ?? pluralOf(unitId)],
            [unitId.replace(/er$/, 're'), `${unitId.replace(/er$/, 're')}s`],
          ] as [string, string][])
        : []),
      ...(unit && unit.short.length > 2 && unit.short !== unit.plural
        ? [[unit.short.toLowerCase(), unit.plural.toLowerCase()] as [string, string]]
        : []),
    ];
    return rest.replace(/^(\s*(?:\([^)]*\)\s*)?)(\p{L}+)/u, (whole, before: string, word: string) => {
      const lower = word.toLowerCase();
      const [one, other] = spellings.find((pair) => pair.includes(lower)) ?? ['', ''];
      if (lower !== one && lower !== other) return whole;
      const wanted = plural ? other : one;
      return before + (word[0] === word[0]?.toUpperCase() ? wanted[0]!.toUpperCase() + wanted.slice(1) : wanted);
    });
  }
  // Other languages' nouns are left as written: "2 huevo" reads better than a wrong guess ("Eis").
  if (pack !== ENGLISH) return rest;
  // The counted thing is the last word before any note: "2 red onions, sliced", "1 bay leaf (optional)".
  return rest.replace(/^([^,(;]*?)([A-Za-z]+)(?=\s*(?:[,(;]|$|\s+(?:or|for|to)\s))/, (whole, before: string, noun: string) =>
    before.split(' ').length > 4 ? whole : before + nounFor(noun, plural),
  );
}

function nounFor(noun: string, plural: boolean): string {
  // Only plain English nouns: not "Eier", nor a participle such as "chopped".
  // A participle ("chopped", "boiling") is not a noun, but "serving" is: "1 serving" × 2 is "2 servings".
  if (UNCOUNTABLE.has(noun.toLowerCase()) || !/^[A-Za-z]+$/.test(noun) || /(?:ed|ly|(?<!^serv)ing)$/i.test(noun)) return noun;
  const singular = matchCase(ENGLISH.stem(noun.toLowerCase()), noun);
  const isPlural = singular !== noun;
  if (plural === isPlural) return noun;
  return plural ? pluralOf(noun) : singular;
}

// Plurals a rule would get wrong.
const IRREGULAR: Record<string, string> = {
  leaf: 'leaves',
  loaf: 'loaves',
  half: 'halves',
  knife: 'knives',
  tomato: 'tomatoes',
  potato: 'potatoes',
  chili: 'chilies',
  chilli: 'chillies',
};

/** An English noun's plural: "egg" → "eggs", "peach" → "peaches", "berry" → "berries". */
function pluralOf(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR[lower];
  if (irregular) return matchCase(irregular, word);
  if (/(?:s|x|z|ch|sh)$/.test(lower)) return `${word}es`;
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

function matchCase(word: string, like: string): string {
  return like[0] === like[0]?.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
}

function quantityOf(text: string): number {
  // "1と1/2" is Japanese for one and a half.
  const mixed = /^(\d+)\s*と\s*(\d+\/\d+)$/u.exec(text);
  if (mixed) return Number(mixed[1]) + numericQuantity(mixed[2]!, { round: false });
  return numericQuantity(text.replace(/(\d),(\d)/, '$1.$2'), { round: false });
}

function near(a: number, b: number): boolean {
  return Math.abs(a - b) < 1e-6;
}

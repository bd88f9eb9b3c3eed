import { numericQuantity } from 'numeric-quantity';
import { parseIngredient, unitsOfMeasure, type ParseIngredientOptions, type UnitOfMeasureDefinitions } from 'parse-ingredient';
import type { LanguagePack } from './language-pack.ts';
import { pack as ENGLISH } from './languages/en.ts';
import { fold, UNSPACED_LETTER } from './words.ts';

/** One line of a recipe's ingredient list, as written and as read. */
export type IngredientLine = {
  /** The line as the model wrote it, without Markdown: "3 large eggs, beaten". */
  text: string;
  /** The amount, or its lower end for a range ("2-3 cloves" gives 2); null for "salt to taste". */
  quantity: number | null;
  /** The upper end of a range, else null. */
  quantity2: number | null;
  /** The unit as written ("cups", "g", "cucharadas", "大さじ"), or null for a count ("3 eggs"). */
  unit: string | null;
  /** The unit's id, singular and spelled out ("cup", "gram", "tablespoon"), as parse-ingredient and the language packs name it. */
  unitId: string | null;
  /** What the cook would buy or look for: "eggs", "tomatoes", "espaguetis", "mantequilla de cacahuete". */
  name: string;
  /** The sub-heading the line sits under in the recipe ("For the sauce"), if any. */
  group?: string;
};

/** Every unit a language's lines may use: parse-ingredient's own, English's additions, and the language's. */
export function unitsFor(pack: LanguagePack): UnitOfMeasureDefinitions {
  return { ...britishSpelling('liter', 'milliliter', 'deciliter'), ...ENGLISH.units, ...pack.units };
}

function britishSpelling(...ids: string[]): UnitOfMeasureDefinitions {
  return Object.fromEntries(
    ids.map((id) => {
      const unit = unitsOfMeasure[id]!;
      const british = id.replace(/er$/, 're');
      return [id, { ...unit, alternates: [...(unit.alternates ?? []), british, `${british}s`] }];
    }),
  );
}

type Reading = { options: ParseIngredientOptions; longUnits: RegExp | null; aliases: ReadonlyMap<string, string> };
const readings = new WeakMap<LanguagePack, Reading>();

/**
 * How parse-ingredient reads a language's lines. Units of three words or more ("cuillère à
 * soupe", "colher de chá", "c. à s."), which it does not read, are swapped for a one-word alias
 * of the same unit before parsing and given back as written after.
 */
function readingFor(pack: LanguagePack): Reading {
  let reading = readings.get(pack);
  if (!reading) {
    const longestFirst = (words: readonly string[]) => [...new Set(words)].sort((a, b) => b.length - a.length);
    const units: UnitOfMeasureDefinitions = {};
    const aliases = new Map<string, string>();
    const long: string[] = [];
    for (const [id, unit] of Object.entries(unitsFor(pack))) {
      const spellings = [unit.short, unit.plural, ...(unit.alternates ?? [])].filter((spelling) => /\s/.test(spelling.trim()));
      const alias = `pcunit${aliases.size}x`;
      if (spellings.length > 0) {
        for (const spelling of spellings) aliases.set(spelling.toLowerCase(), alias);
        long.push(...spellings);
      }
      units[id] = spellings.length > 0 ? { ...unit, alternates: [...(unit.alternates ?? []), alias] } : unit;
    }
    const options: ParseIngredientOptions = {
      ignoreUOMs: [...ENGLISH.sizes, ...pack.sizes],
      additionalUOMs: units,
      // Unrounded, so that 2/3 cup scaled by 3 is exactly 2 cups.
      round: false,
      leadingQuantityPrefixes: longestFirst([...pack.about, ...ENGLISH.about]),
      rangeSeparators: longestFirst([...ENGLISH.ranges, ...pack.ranges]),
      // "de", "di", "van" as words; an elision ("d'") is written onto the food.
      descriptionStripPrefixes: longestFirst([...ENGLISH.links, ...pack.links]).map((link) =>
        link.endsWith("'") ? new RegExp(`^${escapeRegExp(link)}`, 'iu') : link,
      ),
      partialUnitMatching: pack.script === 'unspaced',
      // "Juice of 1 lemon", "El zumo de 1 limón", "sok z 1 cytryny": the amount after the link word counts the food.
      trailingQuantityContext: [...new Set(['from', 'of', ...pack.links.filter((link) => !link.endsWith("'") && !/\s/.test(link))])],
    };
    const longUnits =
      long.length === 0 ? null : new RegExp(`(?<![\\p{L}])(?:${longestFirst(long).map(escapeRegExp).join('|')})(?![\\p{L}])`, 'iu');
    reading = { options, longUnits, aliases };
    readings.set(pack, reading);
  }
  return reading;
}

function optionsFor(pack: LanguagePack): ParseIngredientOptions {
  return readingFor(pack).options;
}

/** Lines kept read, per language: a page reads the same few dozen again and again. */
const KEPT_LINES = 256;
const readLines = new WeakMap<LanguagePack, Map<string, IngredientLine>>();

/**
 * Reads one ingredient line in a language: "1 1/2 cups rice", "2-3 cloves garlic", "salt to
 * taste", "1 (14 oz) can tomatoes", "3 cucharadas de mantequilla de cacahuete", "砂糖 大さじ1".
 * A line read before is not read again (the recipe, the shopping list and scaling read the same
 * lines; the cooking panel reads a recipe's ahead, a few at a time): each call gets its own copy.
 */
export function readIngredientLine(source: string, pack: LanguagePack = ENGLISH): IngredientLine {
  let lines = readLines.get(pack);
  if (!lines) readLines.set(pack, (lines = new Map()));
  let line = lines.get(source);
  if (!line) {
    line = readLine(source, pack);
    // The oldest goes first: a Map keeps its keys in the order they were added.
    if (lines.size >= KEPT_LINES) lines.delete(lines.keys().next().value!);
    lines.set(source, line);
  }
  return { ...line };
}

function readLine(source: string, pack: LanguagePack): IngredientLine {
  const text = halfWidthDigits(source)
    .replace(/^\s*(?:(?:[-*+•·▪・]|\[[ xX]\])\s*)+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  // A decimal comma ("1,5 l Milch") is read as one; "1,000" (a thousands comma) is not.
  const decimalSeparator = /^\D{0,12}\d+,\d{1,2}(?!\d)/.test(text) ? ',' : '.';
  const { options: base, longUnits, aliases } = readingFor(pack);
  const options = { ...base, decimalSeparator } as const;
  let parsing = withNumbersAsDigits(text, pack);
  const long = longUnits?.exec(parsing);
  if (long) parsing = parsing.slice(0, long.index) + aliases.get(long[0].toLowerCase())! + parsing.slice(long.index + long[0].length);
  // "砂糖 大さじ1", "じゃがいも 2〜3個", "大さじ1と1/2": Japanese and Chinese put the amount after the food,
  // or the unit first, which parse-ingredient does not read: their own reading comes first.
  const inside = pack.script === 'unspaced' && UNSPACED_LETTER.test(text) ? amountInside(text, pack) : null;
  const parsed = inside
    ? { ...inside, quantity: inside.quantity, unitOfMeasure: inside.unit, unitOfMeasureID: inside.unitId }
    : parseIngredient(parsing, options)[0];
  let quantity = parsed?.quantity ?? null;
  let quantity2 = parsed?.quantity2 ?? null;
  let unit = long && parsed?.unitOfMeasure === aliases.get(long[0].toLowerCase()) ? long[0] : (parsed?.unitOfMeasure ?? null);
  let unitId = parsed?.unitOfMeasureID ?? null;
  let description = parsed?.description ?? text;

  // "1 (14 oz) can tomatoes": the package size in brackets comes between the count and its unit.
  const packaged = /^\(([^)]*)\)\s*(.+)$/.exec(description);
  if (packaged?.[2] && quantity !== null && unit === null) {
    const inner = unitAtStart(packaged[2], pack);
    if (inner) ({ unit, unitId, description } = inner);
  }
  // "A pinch of salt": an unnumbered unit is still a unit, though there is nothing to scale.
  const article = /^an?\s+(.+)$/i.exec(description);
  if (article?.[1] && quantity === null) {
    const inner = unitAtStart(article[1], pack);
    if (inner) ({ unit, unitId, description } = inner);
  }
  // An amount somewhere else in a line with Japanese or Chinese words ("3汤匙花生酱" in a line parse-ingredient read).
  if (quantity === null && UNSPACED_LETTER.test(text)) {
    const amount = amountInside(text, pack);
    if (amount) ({ quantity, quantity2, unit, unitId, description } = amount);
  }
  if (quantity === null) {
    unit = unitId = null;
    // No amount: the line is the food's name with its notes ("盐 依个人口味"), whatever unit the parser cut out.
    if (pack.script === 'unspaced') description = text;
  }

  return { text, quantity, quantity2: quantity === null ? null : quantity2, unit, unitId, name: nameOf(description, pack) };
}

const numberWords = new WeakMap<LanguagePack, readonly string[]>();

/**
 * "una pizca de sal" read as "1 pizca de sal", "un demi-oignon" as "0.5 oignon": the longest number
 * word (or phrase) that starts a line, as digits.
 */
function withNumbersAsDigits(text: string, pack: LanguagePack): string {
  if (pack === ENGLISH) return text;
  let words = numberWords.get(pack);
  if (!words) numberWords.set(pack, (words = Object.keys(pack.numbers).sort((a, b) => b.length - a.length)));
  const folded = fold(text);
  const word = words.find((candidate) => folded.startsWith(fold(candidate)) && /^[\s-]/.test(folded.slice(candidate.length)));
  return word === undefined ? text : `${pack.numbers[word]} ${text.slice(word.length + 1)}`;
}

/** The unit a text starts with, read by asking the parser about "1 <text>". */
function unitAtStart(text: string, pack: LanguagePack): { unit: string; unitId: string; description: string } | null {
  const probe = parseIngredient(`1 ${text}`, optionsFor(pack))[0];
  if (!probe?.unitOfMeasure || !probe.unitOfMeasureID) return null;
  return { unit: probe.unitOfMeasure, unitId: probe.unitOfMeasureID, description: probe.description };
}

const FRACTIONS = '½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞';
// "1と1/2" is Japanese for one and a half.
const NUMBER = `\\d+\\s*と\\s*\\d+/\\d+|\\d+/\\d+|\\d+(?:[.,]\\d+)?(?:\\s*[${FRACTIONS}])?|[${FRACTIONS}]`;
// How Japanese and Chinese join an amount written first to its food: "1.5リットルの水", "3汤匙的花生酱".
const AMOUNT_JOINT = /^[の的]/u;

/** Full-width digits ("２個", "１０分") as ASCII ones, one character for one. */
export function halfWidthDigits(text: string): string {
  return text.replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
}

type Amount = Pick<IngredientLine, 'quantity' | 'quantity2' | 'unit' | 'unitId'> & { description: string };

/** An amount anywhere in a line written without spaces: "<unit><number>" or "<number><unit>", a range with 〜. */
function amountInside(text: string, pack: LanguagePack): Amount | null {
  const spellings = Object.entries(unitsFor(pack))
    .flatMap(([id, unit]) =>
      [unit.short, unit.plural, ...(unit.alternates ?? [])].filter(Boolean).map((spelling) => [spelling, id] as const),
    )
    .filter(([spelling]) => UNSPACED_LETTER.test(spelling) || /^[a-z]+$/i.test(spelling))
    .sort(([a], [b]) => b.length - a.length);
  const unitIds = new Map(spellings.map(([spelling, id]) => [spelling.toLowerCase(), id]));
  const numbers = Object.keys(pack.numbers)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  const number = [NUMBER, ...numbers].join('|');
  const units = spellings.map(([spelling]) => escapeRegExp(spelling)).join('|');
  const range = `(${number})(?:\\s*[〜~～\\-–]\\s*(${number}))?`;
  // "约500克": a word of approximation before the amount goes with it.
  const about =
    pack.about.length > 0
      ? `(?:${[...pack.about]
          .sort((a, b) => b.length - a.length)
          .map(escapeRegExp)
          .join('|')})?\\s*`
      : '';
  // A unit written first stands at the start or after a space ("砂糖 大さじ1"): a counter that ends a
  // food's name ("面包", "姜片") is no unit of the number after it.
  const patterns = [new RegExp(`(?:^|(?<=\\s))(${units})\\s*${range}`, 'iu'), new RegExp(`${about}${range}\\s*(${units})(?![a-z])`, 'iu')];
  // The amount written first wins: "约500克五花肉" is 500 g, not "克五".
  const matches = patterns
    .map((pattern, index) => [pattern.exec(text), index] as const)
    .sort(([a], [b]) => (a?.index ?? Infinity) - (b?.index ?? Infinity));
  for (const [match, index] of matches) {
    if (!match) continue;
    const [spelling, low, high] = index === 0 ? [match[1]!, match[2]!, match[3]] : [match[3]!, match[1]!, match[2]];
    const quantity = valueOf(low, pack);
    if (quantity === null) continue;
    const after = text.slice(match.index + match[0].length);
    const description = (text.slice(0, match.index) + ' ' + (match.index === 0 ? after.replace(AMOUNT_JOINT, '') : after)).trim();
    return {
      quantity,
      quantity2: high === undefined ? null : valueOf(high, pack),
      unit: spelling,
      unitId: unitIds.get(spelling.toLowerCase()) ?? null,
      description,
    };
  }
  return null;
}

function valueOf(text: string, pack: LanguagePack): number | null {
  const word = pack.numbers[text];
  if (word !== undefined) return word;
  const mixed = /^(\d+)\s*と\s*(\d+\/\d+)$/u.exec(text);
  if (mixed) return Number(mixed[1]) + numericQuantity(mixed[2]!, { round: false });
  const value = numericQuantity(text.replace(',', '.'), { round: false });
  return Number.isNaN(value) ? null : value;
}

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

const namingWords = new WeakMap<LanguagePack, { skipped: ReadonlySet<string>; notes: RegExp; links: RegExp }>();

/** The words a language's food names are cleaned of: preparation and size words, notes after the food, link words before it. */
function wordsToDrop(pack: LanguagePack) {
  let found = namingWords.get(pack);
  if (!found) {
    const skipped = new Set([...ENGLISH.preparation, ...pack.preparation, ...pack.sizes].map(fold));
    const notes = [...ENGLISH.notes, ...pack.notes]
      .map((note) => escapeRegExp(fold(note)))
      .sort((a, b) => b.length - a.length)
      .join('|');
    const links = [...ENGLISH.links, ...pack.links]
      .map((link) => escapeRegExp(fold(link)))
      .sort((a, b) => b.length - a.length)
      .join('|');
    found = {
      skipped,
      // Notes after the food: "salt, to taste", "parsley for garnish", "sal al gusto", "塩 少々"; what follows "plus" too.
      notes: new RegExp(`(?:^|[\\s,(（、])(?:${notes}|plus (?:more|extra)\\b.*)[\\s.:*)）]*$`, 'iu'),
      // Link words left before the food: "de espaguetis", "d'huile", "の".
      links: new RegExp(`^(?:(?:${links})(?:\\s+|(?<=')|(?=\\p{scx=Han}|\\p{scx=Katakana}|\\p{scx=Hiragana})))+`, 'iu'),
    };
    namingWords.set(pack, found);
  }
  return found;
}

function nameOf(description: string, pack: LanguagePack): string {
  const { skipped, notes, links } = wordsToDrop(pack);
  const parts = description
    .replace(/[(（][^)）]*[)）]/g, ' ')
    .replace(/^(?:optional|for the [^:]*):\s*/i, '')
    .split(/[,;、，；]| - | – /)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  // What follows a comma is usually preparation ("onion, chopped"), unless what precedes it only
  // describes ("bone-in, skin-on chicken thighs").
  let name = parts.find((part) => part.split(' ').some((word) => !skipped.has(fold(word)))) ?? parts[0] ?? '';
  for (let before = ''; before !== name;) {
    before = name;
    const note = notes.exec(fold(name));
    if (note && note.index > 0) name = name.slice(0, note.index);
    const link = links.exec(fold(name));
    if (link) name = name.slice(link[0].length);
    name = name.replace(/[.:*…：、]+$/, '').trim();
    // Preparation and size words around the food: "large eggs", "cebolla picada", "dados de jamón".
    const words = name.split(' ');
    while (words.length > 1 && skipped.has(fold(words[0]!))) words.shift();
    while (words.length > 1 && skipped.has(fold(words.at(-1)!))) words.pop();
    name = words.join(' ');
  }
  return name;
}

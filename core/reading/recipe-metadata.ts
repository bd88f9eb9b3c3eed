import { findDurations } from './durations.ts';
import type { LanguagePack } from './language-pack.ts';
import { pack as ENGLISH } from './languages/en.ts';

// Servings and times a recipe states on a line, in its language or in English: "Serves 4-6",
// "Prep time: 15 minutes | Cook time: 1 hour", "Raciones: 2", "Für 4 Personen", "4人分".

export type TimeKind = 'total' | 'prep' | 'cook';

export type Metadata = {
  servings: { count: number; text: string } | null;
  times: Partial<Record<TimeKind, number>>;
  onlyMetadata: boolean;
};

type Reader = { servings: readonly RegExp[]; times: readonly [TimeKind, RegExp][]; numbers: Readonly<Record<string, number>> };
const readers = new WeakMap<LanguagePack, Reader>();

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

function alternatives(words: readonly string[]): string {
  return [...new Set(words.map((word) => word.toLowerCase()))]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
}

function readerFor(pack: LanguagePack): Reader {
  let reader = readers.get(pack);
  if (reader) return reader;
  const both = pack === ENGLISH ? [ENGLISH] : [pack, ENGLISH];
  const words = (pick: (pack: LanguagePack) => readonly string[]) => alternatives(both.flatMap(pick));
  const numbers = Object.fromEntries(
    Object.entries({ ...ENGLISH.numbers, ...pack.numbers })
      .filter(([word, value]) => Number.isInteger(value) && value > 0 && word.length > 1)
      .map(([word, value]) => [word.toLowerCase(), value]),
  );
  const count = `(\\d+|${alternatives(Object.keys(numbers))})`;
  const range = `${count}(?:\\s*(?:-|–|〜|~|${words((p) => p.ranges)})\\s*${count})?`;
  // A label in a spaced language is whole words; in Japanese and Chinese it stands against the number.
  const start = '(?<![\\p{L}])';
  const end = pack.script === 'unspaced' ? '' : '(?![\\p{L}])';
  reader = {
    servings: [
      new RegExp(`${start}(?:${words((p) => p.servings.before)})${end}\\s*[:：\\-–]?\\s*(?:${words((p) => p.about)})?\\s*${range}`, 'iu'),
      new RegExp(
        `${start}(?:makes|yields?)(?![\\p{L}])\\s*:?\\s*(?:about\\s+|approximately\\s+)?${range}\\s*([\\p{L}'’-]+(?:\\s+[\\p{L}'’-]+){0,2})?`,
        'iu',
      ),
      new RegExp(`${start}(?:${words((p) => p.servings.for)})\\s+${range}\\s*(?:${words((p) => p.servings.after)})${end}`, 'iu'),
      new RegExp(`${pack.script === 'unspaced' ? '' : '(?<![\\p{L}\\d])'}${range}\\s*(?:${words((p) => p.servings.after)})${end}`, 'iu'),
    ],
    times: (['total', 'prep', 'cook'] as const).map((kind) => [kind, new RegExp(`${start}(?:${words((p) => p.times[kind])})${end}`, 'iu')]),
    numbers,
  };
  readers.set(pack, reader);
  return reader;
}

/** The servings and times stated on a line (the first of each kind), and whether the line was only that. */
export function metadataIn(line: string, pack: LanguagePack = ENGLISH): Metadata {
  const reader = readerFor(pack);
  const servings = servingsIn(line, reader);
  const times: Partial<Record<TimeKind, number>> = {};
  let found = servings !== null;
  // Each label with its own part of the line: "Serves 4. Prep time: 10 minutes. Cook time: 25 minutes." (a
  // sentence ends where a capital follows, not at "ok. 40 minut" or "approx. 10 minutes").
  for (const segment of line.split(/[|｜•·;,、，；。]|\s\/\s|\.\s+(?=\p{Lu})/u)) {
    // The longest label found names the time: "Totale bereidingstijd" is the total, not the prep.
    const labels = reader.times
      .map(([kind, label]) => [kind, label.exec(segment)] as const)
      .filter((found): found is readonly [TimeKind, RegExpExecArray] => found[1] !== null)
      .sort(([, a], [, b]) => b[0].length - a[0].length);
    for (const [kind, match] of labels) {
      const minutes = findDurations(segment.slice(match.index + match[0].length), pack)[0]?.minutes;
      if (minutes === undefined) continue;
      times[kind] ??= minutes;
      found = true;
      break;
    }
  }
  return { servings, times, onlyMetadata: found && line.length < 80 };
}

const NOUN_END = /\s+(?:and|or|with|in|per|each|that|which|to|for|if)\b.*$/i;

function servingsIn(line: string, reader: Reader): { count: number; text: string } | null {
  for (const [index, pattern] of reader.servings.entries()) {
    const match = pattern.exec(line);
    if (!match?.[1]) continue;
    const count = countOf(match[1], reader);
    const range = match[2] ? `${count}-${countOf(match[2], reader)}` : String(count);
    // "Makes 12 cookies" keeps its noun; every other way of stating servings is servings.
    const noun = (index === 1 && match[3]?.replace(NOUN_END, '').replace(/^(?:servings?|portions?)$/i, '')) || 'servings';
    return { count, text: `${range} ${range === '1' && noun === 'servings' ? 'serving' : noun}` };
  }
  return null;
}

function countOf(text: string, reader: Reader): number {
  return reader.numbers[text.toLowerCase()] ?? Number(text);
}

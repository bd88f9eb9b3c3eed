import { numericQuantity } from 'numeric-quantity';
import { halfWidthDigits } from './ingredient-line.ts';
import type { LanguagePack } from './language-pack.ts';
import { pack as ENGLISH } from './languages/en.ts';

/** A length of time named in a recipe step, for a timer button. */
export type Duration = {
  /** The words as they appear in the step: "35 to 40 minutes", "10 minutos", "3分". */
  text: string;
  /** Where those words start in the step. */
  index: number;
  /** The time in minutes (0.5 for "30 seconds"); a range gives its lower end, so the cook checks early. */
  minutes: number;
};

const FRACTIONS = '½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞';
const DIGITS = `\\d+\\s+\\d+/\\d+|\\d+/\\d+|\\d+(?:[.,]\\d+)?(?:\\s*[${FRACTIONS}])?|[${FRACTIONS}]`;
const MINUTES = [60, 1, 1 / 60] as const;

type Reader = { part: RegExp; numbers: Readonly<Record<string, number>>; and: RegExp; range: RegExp };
const readers = new WeakMap<LanguagePack, Reader>();

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

function alternatives(words: readonly string[]): string {
  return [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
}

/** The pattern of one amount of one unit, or a range of them, in a language and in English. */
function readerFor(pack: LanguagePack): Reader {
  let reader = readers.get(pack);
  if (!reader) {
    const numbers = { ...ENGLISH.numbers, ...pack.numbers };
    const number = `(?:${DIGITS}|${alternatives(Object.keys(numbers))})`;
    const ranges = alternatives(['-', '–', '—', '〜', '~', '～', ...ENGLISH.ranges, ...pack.ranges]);
    const units = (['hour', 'minute', 'second'] as const).map((kind) =>
      alternatives([...ENGLISH.durations[kind], ...pack.durations[kind]]),
    );
    const unspaced = pack.script === 'unspaced';
    const half = alternatives([...(ENGLISH.durations.half ?? []), ...(pack.durations.half ?? [])]).replace(/ /g, '\\s+');
    // Japanese and Chinese write the number against the words around it ("弱火で3分煮る"); "3分の1" is a third.
    const before = unspaced ? '(?<![\\d.,/])' : '(?<![\\p{L}\\d])';
    const after = unspaced ? '(?!の|割)' : '(?![\\p{L}])';
    reader = {
      part: new RegExp(
        `${before}(${number})(?:\\s*(?:${ranges})\\s*(${number}))?(?:\\s+(?:more|additional|extra|further))?\\s*-?\\s*` +
          `(?:(${units[0]})|(${units[1]})|(${units[2]}))${after}(\\s*(?:${half}))?`,
        'giu',
      ),
      numbers: Object.fromEntries(Object.entries(numbers).map(([word, value]) => [word.toLowerCase(), value])),
      and: new RegExp(`^\\s*,?\\s*(?:(?:${alternatives([...ENGLISH.and, ...pack.and])})\\s*)?$`, 'iu'),
      range: new RegExp(`^\\s*(?:${ranges})\\s*$`, 'iu'),
    };
    readers.set(pack, reader);
  }
  return reader;
}

/** The durations a step names, in order: "Simmer for 1 hour 15 minutes" gives one of 75 minutes; "Cuece 10 minutos", 10. */
export function findDurations(step: string, pack: LanguagePack = ENGLISH): Duration[] {
  const reader = readerFor(pack);
  // Full-width digits read as ASCII ones ("１０分"), one character for one, so places stay the step's.
  const parts = [...halfWidthDigits(step).matchAll(reader.part)].flatMap((match) => {
    const unitIndex = [match[3], match[4], match[5]].findIndex((unit) => unit !== undefined);
    const amount = timeAmountOf(match[1] ?? '', reader);
    if (amount === null || unitIndex === -1) return [];
    const half = match[6] ? 0.5 : 0;
    return [
      {
        index: match.index,
        end: match.index + match[0].length,
        unitIndex,
        ranged: match[2] !== undefined,
        minutes: (amount + half) * MINUTES[unitIndex as 0 | 1 | 2],
      },
    ];
  });

  const durations: Duration[] = [];
  for (let i = 0; i < parts.length; i++) {
    const first = parts[i]!;
    let { end, minutes } = first;
    // "1 hour 15 minutes", "1 hr and 30 min", "1時間30分": a larger unit followed by a smaller one is one duration.
    const next = parts[i + 1];
    const between = next ? step.slice(end, next.index) : '';
    if (next && !first.ranged && next.unitIndex > first.unitIndex && reader.and.test(between)) {
      end = next.end;
      minutes += next.minutes;
      i++;
    } else if (next && reader.range.test(between)) {
      // "45 minutes to 1 hour" is a range too, and starts from its lower end.
      end = next.end;
      minutes = Math.min(minutes, next.minutes);
      i++;
    }
    // "1 h 30", "1h30": the minutes after an hour, unnamed, as French and German write them.
    const clock = first.unitIndex === 0 && end === first.end ? /^\s?(\d{2})(?![\d/]|[.,]\d|\s*[\p{L}°%])/u.exec(step.slice(end)) : null;
    if (clock) {
      end += clock[0].length;
      minutes += Number(clock[1]);
    }
    if (minutes > 0) durations.push({ text: step.slice(first.index, end), index: first.index, minutes });
  }
  return durations;
}

function timeAmountOf(text: string, reader: Reader): number | null {
  const word = reader.numbers[text.toLowerCase().replace(/\s+/g, ' ')];
  if (word !== undefined) return word;
  const value = numericQuantity(text.replace(',', '.'));
  return Number.isNaN(value) ? null : value;
}

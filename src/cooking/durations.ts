import { numericQuantity } from 'numeric-quantity';

/** A length of time named in a recipe step, for a timer button. */
export type Duration = {
  /** The words as they appear in the step: "35 to 40 minutes". */
  text: string;
  /** Where those words start in the step. */
  index: number;
  /** The time in minutes (0.5 for "30 seconds"); a range gives its lower end, so the cook checks early. */
  minutes: number;
};

const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  'half a': 0.5,
  'half an': 0.5,
};

const FRACTIONS = '½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞';
const NUMBER = `(?:\\d+\\s+\\d+/\\d+|\\d+/\\d+|\\d+(?:[.,]\\d+)?(?:\\s*[${FRACTIONS}])?|[${FRACTIONS}]|half an?|an?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty)`;
const UNITS: readonly [pattern: string, minutes: number][] = [
  ['hours?|hrs?|h|stunden?|std', 60],
  ['minutes?|mins?|minuten?', 1],
  ['seconds?|secs?|sekunden?', 1 / 60],
];
// One amount of one unit, or a range of them: "10 minutes", "2-3 min", "1 to 1½ hours", "an hour and a half".
const PART = new RegExp(
  `(?<![\\p{L}\\d])(${NUMBER})(?:\\s*(?:-|–|—|to|or|bis)\\s*(${NUMBER}))?(?:\\s+(?:more|additional|extra|further))?\\s*-?\\s*` +
    `(?:(${UNITS[0]![0]})|(${UNITS[1]![0]})|(${UNITS[2]![0]}))(?![\\p{L}])(\\s+and\\s+a\\s+half)?`,
  'giu',
);

/** The durations a step names, in order: "Simmer for 1 hour 15 minutes" gives one of 75 minutes. */
export function findDurations(step: string): Duration[] {
  const parts = [...step.matchAll(PART)].flatMap((match) => {
    const unitIndex = [match[3], match[4], match[5]].findIndex((unit) => unit !== undefined);
    const amount = timeAmountOf(match[1] ?? '');
    if (amount === null || unitIndex === -1) return [];
    const half = match[6] ? 0.5 : 0;
    return [
      {
        index: match.index,
        end: match.index + match[0].length,
        unitIndex,
        ranged: match[2] !== undefined,
        minutes: (amount + half) * UNITS[unitIndex]![1],
      },
    ];
  });

  const durations: Duration[] = [];
  for (let i = 0; i < parts.length; i++) {
    const first = parts[i]!;
    let { end, minutes } = first;
    // "1 hour 15 minutes", "1 hr and 30 min": a larger unit followed by a smaller one is one duration.
    const next = parts[i + 1];
    const between = next ? step.slice(end, next.index) : '';
    if (next && !first.ranged && next.unitIndex > first.unitIndex && /^\s*,?\s*(?:and\s+)?$/i.test(between)) {
      end = next.end;
      minutes += next.minutes;
      i++;
    } else if (next && /^\s*(?:-|–|—|to|or)\s*$/i.test(between)) {
      // "45 minutes to 1 hour" is a range too, and starts from its lower end.
      end = next.end;
      minutes = Math.min(minutes, next.minutes);
      i++;
    }
    if (minutes > 0) durations.push({ text: step.slice(first.index, end), index: first.index, minutes });
  }
  return durations;
}

/** The timer button's name: "Start 10 min timer", "Start 30 sec timer", "Start 1 min 30 sec timer". */
export function timerLabel(duration: Duration): string {
  const seconds = Math.round(duration.minutes * 60);
  const whole = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const time = whole === 0 ? `${rest} sec` : rest === 0 ? `${whole} min` : `${whole} min ${rest} sec`;
  return `Start ${time} timer`;
}

function timeAmountOf(text: string): number | null {
  const word = WORD_NUMBERS[text.toLowerCase().replace(/\s+/g, ' ')];
  if (word !== undefined) return word;
  const value = numericQuantity(text.replace(',', '.'));
  return Number.isNaN(value) ? null : value;
}

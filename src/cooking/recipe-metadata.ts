import { findDurations } from './durations.ts';

// Servings and times a recipe states on a line: "Serves 4-6", "Prep time: 15 minutes | Cook time: 1 hour".

export type TimeKind = 'total' | 'prep' | 'cook';

/** The servings and times stated on a line (the first of each kind), and whether the line was only that. */
export function metadataIn(line: string): {
  servings: { count: number; text: string } | null;
  times: Partial<Record<TimeKind, number>>;
  onlyMetadata: boolean;
} {
  const servings = servingsIn(line);
  const times: Partial<Record<TimeKind, number>> = {};
  let found = servings !== null;
  for (const segment of line.split(/[|•·;,]/)) {
    for (const [kind, label] of TIME_LABELS) {
      const match = label.exec(segment);
      const minutes = match ? findDurations(segment.slice(match.index + match[0].length))[0]?.minutes : undefined;
      if (minutes === undefined) continue;
      times[kind] ??= minutes;
      found = true;
      break;
    }
  }
  return { servings, times, onlyMetadata: found && line.length < 80 };
}

const TIME_LABELS: readonly [TimeKind, RegExp][] = [
  ['total', /\b(?:total(?:\s+time)?|ready\s+in|gesamtzeit|temps\s+total)\b/i],
  ['prep', /\b(?:prep(?:aration)?(?:\s+time)?|vorbereitung(?:szeit)?)\b/i],
  ['cook', /\b(?:cook(?:ing)?\s+time|bak(?:e|ing)\s+time|kochzeit|backzeit)\b/i],
];

const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const COUNT = `(\\d+|${NUMBER_WORDS.join('|')})(?:\\s*(?:-|–|to)\\s*(\\d+|${NUMBER_WORDS.join('|')}))?`;
const PEOPLE =
  'people|persons|servings|portions|guests|personen|portionen|personnes|personas|porciones|persone|porzioni|pessoas|porções|porcoes|' +
  'porties|osób|osoby|osobę|porcji|porcje';
const SERVINGS: readonly RegExp[] = [
  new RegExp(
    `(?<![\\p{L}])(?:serves|servings?|portions?|portionen|personen|raciones|porciones|porzioni|porções|porcoes|porties|porcje|porcji|rendimento)` +
      `(?![\\p{L}])\\s*[:\\-–]?\\s*(?:about\\s+|approx\\.?\\s+)?${COUNT}`,
    'iu',
  ),
  new RegExp(`\\b(?:makes|yields?)\\b\\s*:?\\s*(?:about\\s+|approximately\\s+)?${COUNT}\\s*([\\p{L}'’-]+(?:\\s+[\\p{L}'’-]+){0,2})?`, 'iu'),
  new RegExp(`(?<![\\p{L}])(?:for|für|pour|para|per|voor|dla)\\s+${COUNT}\\s+(?:${PEOPLE})(?![\\p{L}])`, 'iu'),
  // Japanese and Chinese: "4人分", "4人份", "（2人前）".
  new RegExp(`(\\d+)\\s*人\\s*(?:分|份|前)`, 'u'),
  new RegExp(`\\b${COUNT}\\s+(?:${PEOPLE})(?![\\p{L}])`, 'iu'),
];
const NOUN_END = /\s+(?:and|or|with|in|per|each|that|which|to|for|if)\b.*$/i;

function servingsIn(line: string): { count: number; text: string } | null {
  for (const pattern of SERVINGS) {
    const match = pattern.exec(line);
    if (!match?.[1]) continue;
    const count = countOf(match[1]);
    const range = match[2] ? `${count}-${countOf(match[2])}` : String(count);
    const noun = match[3]?.replace(NOUN_END, '').replace(/^(?:servings?|portions?)$/i, '') || 'servings';
    return { count, text: `${range} ${range === '1' && noun === 'servings' ? 'serving' : noun}` };
  }
  return null;
}

function countOf(text: string): number {
  const word = NUMBER_WORDS.indexOf(text.toLowerCase());
  return word === -1 ? Number(text) : word + 1;
}

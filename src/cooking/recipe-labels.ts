import type { Tokens } from 'marked';
import { plainText } from '../../core/markdown-text.ts';

// The words and line shapes by which a model's Markdown recipe marks its sections and steps.

export type Section = 'preamble' | 'ingredients' | 'steps' | 'tip' | 'other';
export type Labelled = Exclude<Section, 'preamble' | 'other'>;

const q = "(?:'|’)";
const SECTION_WORDS: readonly [Labelled, string][] = [
  ['ingredients', `ingredients?|zutaten|ingrédients|ingredientes|ingredienti|what you${q}ll need|you${q}ll need|shopping list`],
  [
    'steps',
    'instructions?|directions?|method|steps?|preparation|procedure|how to make(?: it)?|zubereitung|anleitung|préparation|' +
      'instrucciones|preparación|elaboración|procedimento|istruzioni',
  ],
  [
    'tip',
    `(?:extra |chef${q}?s |cooking |storage )?tips?|notes?|variations?|storage|substitutions?|serving suggestions?|` +
      'tipps?|hinweise?|astuces?|consejos?|suggerimenti',
  ],
];
const SECTION_PATTERNS = SECTION_WORDS.map(([section, words]) => [section, new RegExp(`^(?:${words})\\b|\\b(?:${words})$`, 'i')] as const);
const EXACT_PATTERNS = SECTION_WORDS.map(([section, words]) => [section, new RegExp(`^(?:${words})$`, 'i')] as const);

// A heading per step: "### Step 2: Make the sauce".
export const STEP_HEADING = /^step\s*\d+\s*(?:[:.)\-–—]\s*)?/i;
// Lines of a paragraph that each start a step: "Step 1: ...", "1. ...", "2) ...".
export const STEP_LINE = /^(?:step\s*\d+\s*[:.)\-–—]?|\d+[.)])\s*/i;
// An ingredient list's line that states servings or times rather than an ingredient.
export const METADATA_LINE =
  /^(?:serves|servings?|yields?|makes|portions?|raciones|porciones|porzioni|porções|porties|porcje|prep|cook(?:ing)? time|total)\b/i;
// Sign-offs, not recipe: "Enjoy!", "Let me know if...".
export const CHATTER = /^(?:enjoy|bon app[ée]tit|happy cooking|let me know|i hope|hope you|feel free|guten appetit|buen provecho)/i;

export function sectionOf(text: string): Labelled | null {
  const label = normalizeLabel(text);
  if (label.split(' ').length > 5) return null;
  return SECTION_PATTERNS.find(([, pattern]) => pattern.test(label))?.[0] ?? null;
}

/** A paragraph's first line as a section label: bold or ending in a colon, or a bare section word. */
export function labelSection(line: string, bold: boolean): Labelled | null {
  const label = normalizeLabel(line);
  if (bold || /:\s*$/.test(line)) return sectionOf(line);
  return EXACT_PATTERNS.find(([, pattern]) => pattern.test(label))?.[0] ?? null;
}

export function normalizeLabel(text: string): string {
  return text
    .replace(/\([^)]*\)/g, '')
    .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

export function cleanStep(text: string): string {
  return text.replace(STEP_LINE, '').trim();
}

/** An item's own words, without its sub-lists. */
export function itemText(item: Tokens.ListItem): string {
  return item.tokens
    .filter((token) => token.type !== 'list')
    .map((token) => ('tokens' in token && token.tokens ? plainText(token.tokens) : ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

import type { Tokens } from 'marked';
import { plainText } from '../markdown-text.ts';
import type { LanguagePack } from './language-pack.ts';
import { pack as ENGLISH } from './languages/en.ts';

// The words and line shapes by which a model's Markdown recipe marks its sections and steps, in
// the recipe's language and in English (models mix them).

export type Section = 'preamble' | 'ingredients' | 'steps' | 'tip' | 'other';
type Labelled = Exclude<Section, 'preamble' | 'other'>;

export type Labels = {
  sectionOf: (text: string) => Labelled | null;
  labelSection: (line: string, bold: boolean) => Labelled | null;
  /** A heading per step: "### Step 2: Make the sauce", "### Paso 2:", "### 手順2". */
  stepHeading: RegExp;
  /** Lines of a paragraph that each start a step: "Step 1: ...", "1. ...", "2) ...", "1．". */
  stepLine: RegExp;
  /** An ingredient list's line that states servings or times rather than an ingredient. */
  metadataLine: RegExp;
  /** Sign-offs, not recipe: "Enjoy!", "¡Buen provecho!". */
  chatter: RegExp;
};

const labelsByPack = new WeakMap<LanguagePack, Labels>();

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&').replace(/'/g, "['’]");
}

function alternatives(words: readonly string[]): string {
  return [...new Set(words.map((word) => word.toLowerCase()))]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
}

export function labelsFor(pack: LanguagePack): Labels {
  let labels = labelsByPack.get(pack);
  if (labels) return labels;
  const both = pack === ENGLISH ? [ENGLISH] : [pack, ENGLISH];
  const words = (pick: (pack: LanguagePack) => readonly string[]) => alternatives(both.flatMap(pick));
  // A word of a spaced language ends where a letter does not follow; Japanese and Chinese words do not.
  const unspaced = pack.script === 'unspaced';
  const end = unspaced ? '' : '(?![\\p{L}])';
  const start = unspaced ? '' : '(?<![\\p{L}])';
  const sections = (['ingredients', 'steps', 'tip'] as const).map((section) => [section, words((p) => p.sections[section])] as const);
  const patterns = sections.map(([section, list]) => [section, new RegExp(`^(?:${list})${end}|${start}(?:${list})$`, 'iu')] as const);
  const exact = sections.map(([section, list]) => [section, new RegExp(`^(?:${list})$`, 'iu')] as const);
  const step = words((p) => p.step);
  const sectionOf = (text: string) => {
    const label = normalizeLabel(text);
    if (label.split(' ').length > 5) return null;
    return patterns.find(([, pattern]) => pattern.test(label))?.[0] ?? null;
  };
  labels = {
    sectionOf,
    labelSection: (line, bold) => {
      if (bold || /[:：]\s*$/.test(line)) return sectionOf(line);
      const label = normalizeLabel(line);
      return exact.find(([, pattern]) => pattern.test(label))?.[0] ?? null;
    },
    stepHeading: new RegExp(`^(?:${step})\\s*\\d+\\s*(?:[:：.)\\-–—]\\s*)?`, 'iu'),
    stepLine: new RegExp(`^(?:(?:${step})\\s*\\d+\\s*[:：.)\\-–—]?|\\d+[.)．）])\\s*`, 'iu'),
    metadataLine: new RegExp(
      `^(?:makes|yields?|${words((p) => [...p.servings.before, ...p.times.prep, ...p.times.cook, ...p.times.total])})${end}`,
      'iu',
    ),
    chatter: new RegExp(`^[¡¿!]?(?:${words((p) => p.chatter)})`, 'iu'),
  };
  labelsByPack.set(pack, labels);
  return labels;
}

export function normalizeLabel(text: string): string {
  return text
    .replace(/[(（][^)）]*[)）]/g, '')
    .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
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

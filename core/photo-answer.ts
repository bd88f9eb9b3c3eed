/**
 * What the vision model is asked about a photo, and how its answer becomes a list of ingredient
 * names: the same in server and direct mode. Models answer loosely (bullets, numbers, quantities,
 * a friendly sentence before and after, reasoning), so each line is cleaned and judged on its own.
 */

import { MAX_INGREDIENT_LENGTH } from './ingredients.ts';
import type { ChatFor } from './model-stream.ts';
import { MAX_PHOTO_INGREDIENTS } from './photo-schemas.ts';
import { ReasoningFilter } from './reasoning.ts';

/** A list of names is short: enough for 30 of them, and a cap on what a rambling model costs. */
export const PHOTO_MAX_TOKENS = 400;

const PHOTO_PROMPT = [
  'List the food ingredients you can see in this photo, one per line.',
  'Use plain ingredient names such as "eggs" or "red bell pepper": no numbering, no quantities, no brands, no comments.',
  'Write nothing else. If you see no food, answer "none".',
].join(' ');

/** One user message: the question, then the photo as a data URL; nothing else goes to the model. */
export function buildPhotoRequest(image: string, model: string): ReturnType<ChatFor> {
  return {
    model,
    messages: [
      {
        role: 'user',
        content: [
          { type: 'text', text: PHOTO_PROMPT },
          { type: 'image_url', image_url: { url: image } },
        ],
      },
    ],
    max_tokens: PHOTO_MAX_TOKENS,
  };
}

/** Words a line of commentary starts with ("Here are…", "I can see…", "Note:…"), never an ingredient. */
const COMMENTARY_START =
  /^(here|i|i'm|i’m|i've|i’ve|the image|the photo|the picture|this image|this photo|this picture|these|there|sure|certainly|note|it|based|let|unfortunately|please|okay|ok|looking|in the|some of|also|and|however|overall|hope)\b/i;
/** Lines that say there is nothing. */
const NOTHING = /^(none|nothing|n\/a|no food( visible| found)?|no ingredients( visible| found)?)$/i;
const BULLET = /^(?:[-*•·+–—▪◦]|\[[ xX]?\]|\d{1,3}[.):]|\(\d{1,3}\)|[a-z][.)](?=\s))\s*/;
const BRACKETED = /\s*(\([^()]*\)|\[[^[\]]*\])/g;
const TRAILING = /[\s.,;:!?…]+$/;
/** More words than this is a sentence, not a name. */
const MAX_WORDS = 6;

/** The answer's ingredient names: cleaned, commentary dropped, each once (ignoring case), 30 at most. */
export function ingredientsFromAnswer(answer: string): string[] {
  const filter = new ReasoningFilter();
  const text = filter.push(answer) + filter.end();
  const seen = new Set<string>();
  const names: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    for (const name of namesOnLine(line)) {
      const key = name.toLocaleLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      names.push(name);
      if (names.length === MAX_PHOTO_INGREDIENTS) return names;
    }
  }
  return names;
}

function namesOnLine(raw: string): string[] {
  let line = raw.trim();
  // A Markdown heading, or a line ending in a colon, introduces a list: it is not in it.
  if (line === '' || line.startsWith('#') || /:\s*$/.test(line)) return [];
  line = line.replace(BULLET, '').replace(BULLET, '');
  line = line.replace(/[*_`]+/g, '').trim();
  // "Eggs. That's all I see." or "Milk, it seems." — a full stop inside, or many words: a sentence.
  if (COMMENTARY_START.test(line) || /[.!?]\s+\S/.test(line)) return [];
  line = line.replace(BRACKETED, '');
  // "Dairy: milk, butter" keeps what follows the label.
  const label = /^[^,:]{1,30}:\s*(.+)$/.exec(line);
  if (label?.[1]) line = label[1];
  return line
    .split(/\s*[,;]\s*/)
    .map(clean)
    .filter((name) => name !== '' && name.length <= MAX_INGREDIENT_LENGTH && name.split(/\s+/).length <= MAX_WORDS && !NOTHING.test(name));
}

function clean(part: string): string {
  return part
    .replace(TRAILING, '')
    .replace(/^["'“‘]+|["'”’]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Photos, as the router's image-capable chat models take them: a user message whose content holds
 * `image_url` parts (`{"type": "image_url", "image_url": {"url": "data:image/jpeg;base64,…"}}`).
 * The fake checks their shape, keeps them with the request it records, and answers a photo with a
 * canned list of ingredients, written as loosely as real vision models write (reasoning, a
 * sentence first, bullets, numbers, quantities in brackets), whatever the photo shows.
 */

import type { ReceivedRequest } from './recording.ts';

export const PHOTO_ANSWER = [
  '<think>The user wants the food in this fridge. I can see a few items on the shelves.</think>',
  'Here are the food ingredients I can see in the photo:',
  '',
  '1. Tomatoes (3)',
  '2. **Eggs** (about 6)',
  '- Milk',
  '- cheddar cheese.',
  '* Fresh basil',
  'Spinach',
  '- Butter',
  '',
  'Let me know if you would like a recipe with these!',
].join('\n');

/** What a clean reading of PHOTO_ANSWER gives, in order. */
export const PHOTO_INGREDIENTS = ['Tomatoes', 'Eggs', 'Milk', 'cheddar cheese', 'Fresh basil', 'Spinach', 'Butter'];

type Part = { type?: unknown; text?: unknown; image_url?: unknown };

const partsOf = (message: unknown): Part[] => {
  const content = typeof message === 'object' && message !== null ? (message as { content?: unknown }).content : undefined;
  return Array.isArray(content) ? content.filter((part): part is Part => typeof part === 'object' && part !== null) : [];
};

const urlOf = (part: Part): unknown =>
  typeof part.image_url === 'object' && part.image_url !== null ? (part.image_url as { url?: unknown }).url : undefined;

/** Why the router would refuse these messages' image parts, or undefined when they are well formed. */
export function imageProblem(messages: readonly unknown[]): string | undefined {
  for (const part of messages.flatMap(partsOf)) {
    if (part.type === 'text' && typeof part.text === 'string') continue;
    if (part.type !== 'image_url') return `Unknown content part type: ${JSON.stringify(part.type)}`;
    const url = urlOf(part);
    if (typeof url !== 'string' || !/^(data:image\/[a-z]+;base64,|https:\/\/)/.test(url)) {
      return 'Each image_url part needs an image_url.url that is a data:image/…;base64, URL or an https URL.';
    }
  }
  return undefined;
}

/** The canned list when the last user message holds a photo; undefined for any other request. */
export function photoAnswer(messages: readonly unknown[]): string | undefined {
  const last = messages.findLast((message) => (message as { role?: unknown } | null)?.role === 'user');
  return partsOf(last).some((part) => part.type === 'image_url') ? PHOTO_ANSWER : undefined;
}

/** The image URLs a recorded request carried, in order. */
export function imagesIn(request: ReceivedRequest | undefined): string[] {
  const messages = (request?.body as { messages?: unknown } | undefined)?.messages;
  if (!Array.isArray(messages)) return [];
  return messages
    .flatMap(partsOf)
    .filter((part) => part.type === 'image_url')
    .map(urlOf)
    .filter((url): url is string => typeof url === 'string');
}

import { expect, test } from 'vitest';
import { buildPhotoRequest, ingredientsFromAnswer, PHOTO_MAX_TOKENS } from './photo-answer.ts';

test('one user message: the question as a text part, then the photo as an image_url part; a short answer', () => {
  const request = buildPhotoRequest('data:image/jpeg;base64,/9j/', 'google/gemma-3-27b-it');
  expect(request.model).toBe('google/gemma-3-27b-it');
  expect(request.max_tokens).toBe(PHOTO_MAX_TOKENS);
  expect(request.max_tokens).toBeLessThanOrEqual(512);
  expect(request.messages).toHaveLength(1);
  const [message] = request.messages;
  expect(message?.role).toBe('user');
  expect(message?.content).toEqual([
    { type: 'text', text: expect.stringMatching(/food ingredients.*one per line/) },
    { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,/9j/' } },
  ]);
});

test('a numbered list with a sentence before and after, quantities in brackets and Markdown emphasis', () => {
  const answer = [
    'Sure! Here are the food items I can see in your fridge:',
    '',
    '1. **Eggs** (6)',
    '2. Whole milk (1 litre)',
    '3) Cherry tomatoes [about 10]',
    '4. Cheddar cheese.',
    '',
    'I hope this helps you plan a meal.',
  ].join('\n');
  expect(ingredientsFromAnswer(answer)).toEqual(['Eggs', 'Whole milk', 'Cherry tomatoes', 'Cheddar cheese']);
});

test('bullets of every kind, headings, lines ending in a colon and trailing punctuation', () => {
  const answer = [
    '## Vegetables',
    '- Carrots;',
    '* Red bell pepper!',
    '• spinach…',
    '+ leeks',
    'Dairy:',
    '– butter',
    '- [ ] yoghurt',
    '`ham`',
  ].join('\r\n');
  expect(ingredientsFromAnswer(answer)).toEqual(['Carrots', 'Red bell pepper', 'spinach', 'leeks', 'butter', 'yoghurt', 'ham']);
});

test('reasoning is never read: closed, unclosed, and before a list', () => {
  expect(ingredientsFromAnswer('<think>I see eggs. Maybe milk?\n- lemons</think>\n- Eggs\n- Milk')).toEqual(['Eggs', 'Milk']);
  expect(ingredientsFromAnswer('- Apples\n<think>\n- pears')).toEqual(['Apples']);
});

test('commentary lines and sentences are dropped; a comma-separated line gives each name', () => {
  const answer = [
    'The image shows an open refrigerator.',
    'There are some bottles I cannot identify.',
    'Eggs, milk, butter',
    'Note: the lighting is poor.',
    'It looks like leftover rice in the container at the back of the middle shelf',
    'Yoghurt. Maybe some cream too.',
  ].join('\n');
  expect(ingredientsFromAnswer(answer)).toEqual(['Eggs', 'milk', 'butter']);
});

test('duplicates ignoring case once (the first spelling kept), names over 100 characters dropped, 30 at most', () => {
  const long = 'x'.repeat(101);
  expect(ingredientsFromAnswer(`- Eggs\n- eggs\n- EGGS\n- ${long}\n- ${'y'.repeat(100)}`)).toEqual(['Eggs', 'y'.repeat(100)]);
  const many = Array.from({ length: 40 }, (_, i) => `- item ${i + 1}`).join('\n');
  const read = ingredientsFromAnswer(many);
  expect(read).toHaveLength(30);
  expect(read.at(-1)).toBe('item 30');
});

test('an answer with nothing usable is an empty list', () => {
  expect(ingredientsFromAnswer('none')).toEqual([]);
  expect(ingredientsFromAnswer('None.')).toEqual([]);
  expect(ingredientsFromAnswer('I cannot see any food in this photo.')).toEqual([]);
  expect(ingredientsFromAnswer('<think>Nothing here.</think>')).toEqual([]);
  expect(ingredientsFromAnswer('')).toEqual([]);
});

import { expect, test } from 'vitest';
import { buildChatRequest, DEFAULT_MODEL, MAX_TOKENS, SYSTEM_PROMPT } from './recipe-prompt.ts';

test('the request carries the model, a system message, one user message and max_tokens 1024', () => {
  const request = buildChatRequest(['egg', 'flour', 'milk', 'sugar']);
  expect(request).toEqual({
    model: 'mistralai/Mistral-7B-Instruct-v0.3',
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: "I have egg, flour, milk, sugar. Please give me a recipe you'd recommend I make!" },
    ],
    max_tokens: 1024,
  });
  expect(DEFAULT_MODEL).toBe('mistralai/Mistral-7B-Instruct-v0.3');
  expect(MAX_TOKENS).toBe(1024);
});

test('the ingredients are joined by a comma and a space, in the order given', () => {
  const user = buildChatRequest(['sea salt', 'olive oil', 'lemon']).messages[1]!;
  expect(user.role).toBe('user');
  expect(user.content).toContain('sea salt, olive oil, lemon');
  expect(user.content).toMatch(/recommend/i);
});

test('another model can be named', () => {
  expect(buildChatRequest(['egg'], 'meta-llama/Llama-3.1-8B-Instruct').model).toBe('meta-llama/Llama-3.1-8B-Instruct');
});

test('the system message asks for everything docs/model-call.md lists', () => {
  const expectations = [
    /simple, tasty recipe/i,
    /some or most of the ingredients/i,
    /few extra common pantry items/i,
    /never rare/i,
    /warm, clear tone/i,
    /Markdown only/i,
    /no greetings/i,
    /commentary/i,
    /title as a level-one heading/i,
    /"Ingredients" section with a bullet list/i,
    /"Instructions" section with numbered steps/i,
    /"Extra Tip" section covering variations, storage or substitutions/i,
  ];
  for (const expected of expectations) expect(SYSTEM_PROMPT).toMatch(expected);
});

test('the system message tells the model to ignore non-food items and refuse unsafe combinations', () => {
  expect(SYSTEM_PROMPT).toMatch(/ignore anything in the list that is not food/i);
  expect(SYSTEM_PROMPT).toMatch(/never suggest anything unsafe/i);
  expect(SYSTEM_PROMPT).toMatch(/cleaning products/i);
});

test("sentences from the cook's kitchen follow the plain ask in the user message, and change nothing else", () => {
  const plain = buildChatRequest(['egg', 'flour']);
  const wished = buildChatRequest(['egg', 'flour'], DEFAULT_MODEL, [
    'Make it serve 2.',
    'Write the whole recipe in Dutch, headings included.',
  ]);
  expect(wished.messages[0]).toEqual(plain.messages[0]);
  expect(wished.messages[1]!.content).toBe(
    "I have egg, flour. Please give me a recipe you'd recommend I make! Make it serve 2. Write the whole recipe in Dutch, headings included.",
  );
  expect(buildChatRequest(['egg', 'flour'], DEFAULT_MODEL, [])).toEqual(plain);
});

/**
 * Real bytes: every answer recorded from Hugging Face's router (fake-model/wire-samples/) is replayed
 * by the fake, whole and in small pieces, through the real inference client and the app. The cook
 * gets exactly the recorded content, or the documented code and our own words, never upstream text.
 * Then the shapes real providers send that no recording holds (reasoning, comments, an empty 200,
 * an error inside a 200, HTML error pages), written by hand from the samples' README.
 */

import { expect, test } from 'vitest';
import { ERRORS, type ErrorCode } from '../core/errors.ts';
import { loadWireSample, wireSamples } from '../fake-model/wire-samples.ts';
import { recordedContent } from '../test-support/recorded-content.ts';
import { appFor, postRecipe, eventsOf, MODEL, startTestModel, textOf } from '../test-support/test-app.ts';

const fake = await startTestModel();
// Dozens of recipes in a minute: well past the default per-client limit.
const app = appFor(fake, { rateLimitPerMinute: 10_000 });

const streams = wireSamples().filter((name) => loadWireSample(name).status === 200);
const failures: Record<string, ErrorCode> = {
  'router_v1_400_model_not_found_2025-08-29': 'model_not_found',
  'router_v1_400_nebius_detail_2025-08-29': 'model_error',
  'router_v1_402_exceeded_monthly_2026-08-17': 'model_credits',
  'router_together_500_2026-01-05': 'model_unavailable',
};

test('the shared folder holds the recordings these tests expect', () => {
  expect(streams.length).toBeGreaterThanOrEqual(10);
  expect(wireSamples()).toEqual(expect.arrayContaining(Object.keys(failures)));
  expect(wireSamples().length).toBe(streams.length + Object.keys(failures).length);
});

test.each(streams)('recorded stream %s reaches the cook as exactly its content, whole and in small pieces', async (name) => {
  const expected = recordedContent(name);
  expect(expected.length).toBeGreaterThan(0);
  for (const chunkSize of [undefined, 1, 3, 7]) {
    fake.enqueue(loadWireSample(name, { chunkSize }));
    const response = await postRecipe(app);
    expect(response.status).toBe(200);
    const events = await eventsOf(response);
    expect(events[0]).toEqual({ type: 'model', model: MODEL });
    expect(textOf(events)).toBe(expected);
    // Usage-only chunks, `choices: []`, a missing [DONE] after finish_reason: still one finished recipe.
    expect(events.at(-1)).toEqual({ type: 'done' });
    expect(events.filter((event) => event.type === 'error')).toEqual([]);
  }
});

test.each(Object.entries(failures))(
  'recorded failure %s is a 502 %s in our words, with nothing of the upstream body',
  async (name, code) => {
    const sample = loadWireSample(name);
    fake.enqueue(sample);
    const response = await postRecipe(app);
    expect(response.status).toBe(502);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ error: { code, message: ERRORS[code].message } });
    for (const words of sample.body.match(/[A-Za-z]{5,}(?: [A-Za-z]{3,}){2}/g) ?? []) expect(body).not.toContain(words);
  },
);

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'x', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
const stream = (...events: string[]) => ({ kind: 'replay' as const, body: events.join(''), status: 200, contentType: 'text/event-stream' });

test('reasoning never reaches the cook: think blocks split across chunks, and reasoning deltas', async () => {
  fake.enqueue(
    stream(
      chunk({ role: 'assistant', content: '<thi' }),
      chunk({ content: 'nk>The cook has eggs; an omelette?</th' }),
      chunk({ reasoning_content: 'Secret plan: omelette.' }),
      chunk({ content: 'ink>\n# Omelette\n\n' }),
      chunk({ reasoning: 'More thoughts.', content: '- 2 eggs\n' }),
      chunk({}, 'stop'),
      'data: [DONE]\n\n',
    ),
  );
  const events = await eventsOf(await postRecipe(app));
  expect(textOf(events)).toBe('\n# Omelette\n\n- 2 eggs\n');
  expect(events.at(-1)).toEqual({ type: 'done' });
});

test('keep-alive comments and CRLF framing change nothing', async () => {
  const body = [
    ': keep-alive\n\n',
    chunk({ role: 'assistant', content: '# Soup' }),
    ':\n\n',
    chunk({ content: '\n\nHot.' }, 'stop'),
    'data: [DONE]\n\n',
  ]
    .join('')
    .replaceAll('\n', '\r\n');
  fake.enqueue({ ...stream(body), chunkSize: 5 });
  const events = await eventsOf(await postRecipe(app));
  expect(textOf(events)).toBe('# Soup\n\nHot.');
  expect(events.at(-1)).toEqual({ type: 'done' });
});

test.each([
  ['a 200 holding only [DONE]', stream('data: [DONE]\n\n')],
  [
    'an answer that is all reasoning',
    stream(chunk({ content: '<think>Hmm. Eggs.' }), chunk({ reasoning_content: 'more' }, 'stop'), 'data: [DONE]\n\n'),
  ],
  ['an unclosed think block and nothing else', stream(chunk({ content: '<think>Let me think' }, 'stop'))],
  [
    'an error object inside a 200',
    stream(`data: ${JSON.stringify({ error: { message: 'upstream secret words here', type: 'server_error' } })}\n\n`),
  ],
])('%s is a 502 model_error with our words, not an empty card', async (_, scenario) => {
  fake.enqueue(scenario);
  const response = await postRecipe(app);
  expect(response.status).toBe(502);
  const body = await response.text();
  expect(JSON.parse(body)).toMatchObject({ error: { code: 'model_error' } });
  expect(body).not.toContain('upstream secret');
});

test('an error object after the first words ends the stream with an error event, in our words', async () => {
  fake.enqueue(
    stream(chunk({ role: 'assistant', content: '# Stew' }), `data: ${JSON.stringify({ error: 'upstream secret words here' })}\n\n`),
  );
  const response = await postRecipe(app);
  expect(response.status).toBe(200);
  const events = await eventsOf(response);
  expect(textOf(events)).toBe('# Stew');
  expect(events.at(-1)).toEqual({ type: 'error', error: { code: 'model_error', message: ERRORS.model_error.message } });
  expect(JSON.stringify(events)).not.toContain('upstream secret');
});

test.each([
  [502, 'text/html; charset=utf-8', '<html><body><h1>502 Bad Gateway</h1><p>upstream secret words here</p></body></html>'],
  [503, 'text/plain; charset=utf-8', 'upstream secret words here'],
])('a %i error page (%s) is model_unavailable, in our words', async (status, contentType, body) => {
  fake.enqueue({ kind: 'replay', body, status, contentType });
  const response = await postRecipe(app);
  expect(response.status).toBe(502);
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({ error: { code: 'model_unavailable', message: ERRORS.model_unavailable.message } });
});

import fc from 'fast-check';
import { expect, test } from 'vitest';
import { eventBody, eventsOf } from '../test-support/sse.ts';
import { encodeEvent, readEvents, type RecipeEvent } from './wire.ts';

/** Reads text that arrives in the given pieces, as a network would split it. */
async function readPieces(pieces: string[]): Promise<RecipeEvent[]> {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  const events: RecipeEvent[] = [];
  const reader = readEvents(body).getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) events.push(next.value);
  return events;
}

const anEvent = fc.oneof(
  fc.record({ type: fc.constant('text' as const), text: fc.string() }),
  fc.record({ type: fc.constant('error' as const), error: fc.record({ code: fc.string(), message: fc.string() }) }),
);

test('events survive the server encoder and the page reader, however the bytes are split', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(anEvent), fc.array(fc.nat()), async (events: RecipeEvent[], cuts) => {
      const wire = await new Response(eventBody([...events, { type: 'done' }])).text();
      const points = [...new Set(cuts.map((cut) => cut % (wire.length + 1)))].sort((a, b) => a - b);
      const pieces = [...points, wire.length].map((point, index, all) => wire.slice(index === 0 ? 0 : all[index - 1], point));
      expect(await readPieces(pieces)).toEqual([...events, { type: 'done' }]);
    }),
  );
});

test('the server’s encoder writes exactly the bytes Hono’s writeSSE writes for each event', async () => {
  const anyEvent = fc.oneof(
    anEvent,
    fc.record({ type: fc.constant('model' as const), model: fc.string() }),
    fc.constant({ type: 'done' as const }),
  );
  await fc.assert(
    fc.asyncProperty(fc.array(anyEvent), async (events: RecipeEvent[]) => {
      expect(events.map(encodeEvent).join('')).toBe(await new Response(eventBody(events)).text());
    }),
  );
});

test('a text piece with newlines stays one event on one data line', async () => {
  const wire = await new Response(eventBody([{ type: 'text', text: 'a\n\nb' }])).text();
  expect(wire).toBe('data: {"text":"a\\n\\nb"}\n\n');
});

test('CRLF and CR line endings frame events as LF does', async () => {
  const crlf = 'data: {"text":"one"}\r\n\r\nevent: done\r\ndata: {}\r\n\r\n';
  expect(await eventsOf(crlf)).toEqual([{ type: 'text', text: 'one' }, { type: 'done' }]);
  const cr = 'data: {"text":"one"}\r\rdata: {"text":"two"}\r\r\n';
  expect(await eventsOf(cr)).toEqual([
    { type: 'text', text: 'one' },
    { type: 'text', text: 'two' },
  ]);
});

test('several data lines of one event are joined with a newline, as the standard says', async () => {
  // The JSON only parses if the reader puts the newline back between the two lines.
  expect(await eventsOf('data: {"text":\ndata: "two lines"}\n\n')).toEqual([{ type: 'text', text: 'two lines' }]);
  expect(await eventsOf('data: {"text":"a\ndata: b"}\n\n').catch((error: Error) => error.name)).toBe('RecipeError');
});

test('comments and unknown fields are ignored, and only one space after the colon is taken away', async () => {
  const wire = ': keep-alive\n\nretry: 1000\nid: 7\ndata:{"text":"x"}\n\n:\n\ndata:  {"text":"y"}\n\n';
  expect(await eventsOf(wire)).toEqual([
    { type: 'text', text: 'x' },
    { type: 'text', text: 'y' },
  ]);
});

test('a chunk boundary inside a line, or inside a character, changes nothing', async () => {
  const wire = 'data: {"text":"crème brûlée"}\n\nevent: done\ndata: {}\n\n';
  const bytes = new TextEncoder().encode(wire);
  for (let cut = 1; cut < bytes.length; cut++) {
    const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    expect(await eventsOf(new Response(body))).toEqual([{ type: 'text', text: 'crème brûlée' }, { type: 'done' }]);
  }
});

test('an event this reader does not know is skipped, so a newer server can add events', async () => {
  expect(await eventsOf('event: progress\ndata: 42\n\ndata: {"text":"a"}\n\n')).toEqual([{ type: 'text', text: 'a' }]);
});

test('an event whose data is not what it should be errors the stream with a plain message', async () => {
  for (const wire of ['data: {not json\n\n', 'data: {"text": 5}\n\n', 'event: error\ndata: {"error":"boom"}\n\n']) {
    await expect(eventsOf(wire)).rejects.toMatchObject({ code: 'unexpected_answer' });
  }
});

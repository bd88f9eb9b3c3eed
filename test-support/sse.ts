/** Event streams for tests, written by the same encoder as the server (Hono's) and read by the same reader as the page. */

import { SSEStreamingApi } from 'hono/streaming';
import { readEvents, toMessage, type RecipeEvent } from '../core/wire.ts';

/** A stream the test writes event by event; `body` is what a response would carry. */
export function eventWriter() {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const sse = new SSEStreamingApi(writable, readable);
  // writeSSE is asynchronous: chained, so that events keep their order and close comes last.
  let written = Promise.resolve();
  const then = (step: () => Promise<unknown>) => void (written = written.then(step).then(() => undefined));
  return {
    body: sse.responseReadable,
    send: (event: RecipeEvent) => then(() => sse.writeSSE(toMessage(event))),
    close: () => then(() => sse.close()),
    /** The reader cancelled the body: the page hung up. */
    cancelled: () => sse.aborted,
  };
}

export function eventBody(events: RecipeEvent[]): ReadableStream<Uint8Array> {
  const writer = eventWriter();
  for (const event of events) writer.send(event);
  writer.close();
  return writer.body;
}

/** Every event of a response, or of raw event-stream text, as the page would read them. */
export async function eventsOf(source: Response | string): Promise<RecipeEvent[]> {
  const body = typeof source === 'string' ? new Response(source).body : source.body;
  const events: RecipeEvent[] = [];
  if (!body) return events;
  const reader = readEvents(body).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return events;
    events.push(value);
  }
}

export const textOf = (events: RecipeEvent[]) => events.map((event) => (event.type === 'text' ? event.text : '')).join('');

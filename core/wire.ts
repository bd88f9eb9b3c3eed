/**
 * The stream format of POST /api/recipe: server-sent events, so it can be read with any standard
 * parser, and an error after the first word can still be reported.
 *
 *   event: thinking
 *   data: {}                          optional, once, before the rest: a reasoning model is thinking first
 *   event: model
 *   data: {"model":"meta-llama/Llama-3.1-8B-Instruct"}   the model that writes it, before the first text
 *   data: {"text":"# Tomato"}        a piece of the recipe Markdown, in order
 *   event: error
 *   data: {"error":{"code":"model_timeout","message":"..."}}
 *   event: done
 *   data: {}                          the recipe is complete; a stream without it was cut short
 *
 * The server writes each event (see encodeEvent) in exactly the bytes Hono's `writeSSE` gives it
 * (a test holds them equal); readers parse them with `eventsource-parser`.
 */

import { EventSourceParserStream } from 'eventsource-parser/stream';
import * as v from 'valibot';
import { ErrorBodySchema, RecipeError } from './errors.ts';

export type RecipeEvent =
  | { type: 'model'; model: string }
  | { type: 'thinking' }
  | { type: 'text'; text: string }
  | { type: 'error'; error: { code: string; message: string } }
  | { type: 'done' };

/** One server-sent event, as Hono's `writeSSE` takes it and `eventsource-parser` gives it back. */
type EventMessage = { event?: string; data: string };

export function toMessage(event: RecipeEvent): EventMessage {
  switch (event.type) {
    case 'model':
      return { event: 'model', data: JSON.stringify({ model: event.model }) };
    case 'thinking':
      return { event: 'thinking', data: '{}' };
    case 'text':
      return { data: JSON.stringify({ text: event.text }) };
    case 'error':
      return { event: 'error', data: JSON.stringify({ error: event.error }) };
    case 'done':
      return { event: 'done', data: '{}' };
  }
}

/**
 * The text form of one event, as Hono's `writeSSE` writes it. Its data is JSON, which never holds a
 * raw line break, so it is always one `data:` line.
 */
export function encodeEvent(event: RecipeEvent): string {
  // Pieces of text are nearly every event a server writes: no object in between for them.
  if (event.type === 'text') return `data: {"text":${JSON.stringify(event.text)}}\n\n`;
  const { event: name, data } = toMessage(event);
  return name ? `event: ${name}\ndata: ${data}\n\n` : `data: ${data}\n\n`;
}

const TextData = v.object({ text: v.string() });
const ModelData = v.object({ model: v.string() });

/** Reads one message back; undefined for an event this reader does not know, so newer servers can add some. */
function fromMessage(message: EventMessage): RecipeEvent | undefined {
  switch (message.event ?? 'message') {
    case 'message':
      return { type: 'text', text: v.parse(TextData, JSON.parse(message.data)).text };
    case 'model':
      return { type: 'model', model: v.parse(ModelData, JSON.parse(message.data)).model };
    case 'error':
      return { type: 'error', error: v.parse(ErrorBodySchema, JSON.parse(message.data)).error };
    case 'thinking':
      return { type: 'thinking' };
    case 'done':
      return { type: 'done' };
    default:
      return undefined;
  }
}

/** The events of a response body, in order; a malformed event errors the stream with `unexpected_answer`. */
export function readEvents(body: ReadableStream<Uint8Array<ArrayBuffer>>): ReadableStream<RecipeEvent> {
  return body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .pipeThrough(
      new TransformStream<EventMessage, RecipeEvent>({
        transform(message, controller) {
          let event: RecipeEvent | undefined;
          try {
            event = fromMessage(message);
          } catch {
            throw new RecipeError('unexpected_answer');
          }
          if (event) controller.enqueue(event);
        },
      }),
    );
}

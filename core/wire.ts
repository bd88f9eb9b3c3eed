/**
 * The stream format of POST /api/recipe: server-sent events, so it can be read with fetch or
 * EventSource-style parsers, and an error after the first word can still be reported.
 *
 *   data: {"text":"# Tomato"}        a piece of the recipe Markdown, in order
 *   event: error
 *   data: {"error":{"code":"model_timeout","message":"..."}}
 *   event: done
 *   data: {}                          the recipe is complete; a stream without it was cut short
 */

import type { ErrorBody } from './errors.ts';

export type RecipeEvent = { type: 'text'; text: string } | { type: 'error'; error: ErrorBody['error'] } | { type: 'done' };

export function encodeEvent(event: RecipeEvent): string {
  switch (event.type) {
    case 'text':
      return `data: ${JSON.stringify({ text: event.text })}\n\n`;
    case 'error':
      return `event: error\ndata: ${JSON.stringify({ error: event.error })}\n\n`;
    case 'done':
      return 'event: done\ndata: {}\n\n';
  }
}

/** Incremental parser: feed decoded text, get the complete events it closes. */
export function createEventParser(): (chunk: string) => RecipeEvent[] {
  let buffer = '';
  return (chunk) => {
    buffer += chunk;
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    return blocks.flatMap((block) => {
      const event = parseBlock(block);
      return event ? [event] : [];
    });
  };
}

function parseBlock(block: string): RecipeEvent | undefined {
  let name = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data += line.slice(5).trimStart();
  }
  if (name === 'done') return { type: 'done' };
  const payload: unknown = JSON.parse(data);
  if (name === 'error') return { type: 'error', error: (payload as ErrorBody).error };
  return { type: 'text', text: (payload as { text: string }).text };
}

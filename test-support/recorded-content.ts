/** What a recorded router stream says, read straight from the file: the expectation the replay tests hold the app to. */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createParser } from 'eventsource-parser';
import { wireSamplesDir } from '../fake-model/wire-samples.ts';

/** Every delta.content of the recording, in order, as a client would assemble it. */
export function recordedContent(name: string): string {
  return contentOf(readFileSync(join(wireSamplesDir(), `${name}.body.sse`), 'utf8'));
}

/** What a client that concatenates every `delta.content` reads from an event stream's text. */
export function contentOf(events: string): string {
  let text = '';
  const parser = createParser({
    onEvent: ({ data }) => {
      if (data === '[DONE]') return;
      const chunk = JSON.parse(data) as { choices?: { delta?: { content?: string | null } }[] };
      text += chunk.choices?.[0]?.delta?.content ?? '';
    },
  });
  parser.feed(events);
  return text;
}

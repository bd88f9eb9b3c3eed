/** MSW stand-ins for POST /api/recipe, speaking the same event stream as the real server. */

import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { eventBody, eventWriter } from '../sse.ts';

export const api = setupServer();

/** Every body the page sent to /api/recipe, in order. */
export const sentBodies: unknown[] = [];

const EVENT_STREAM = { 'Content-Type': 'text/event-stream; charset=utf-8' };

function eventStream(...events: Parameters<typeof eventBody>[0]) {
  return new HttpResponse(eventBody(events), { headers: EVENT_STREAM });
}

export function answerWith(...recipes: string[]) {
  let call = 0;
  api.use(
    http.post('/api/recipe', async ({ request }) => {
      sentBodies.push(await request.json());
      const recipe = recipes[Math.min(call++, recipes.length - 1)] ?? '';
      return eventStream(...recipe.split(/(?<=\s)/).map((text) => ({ type: 'text' as const, text })), { type: 'done' });
    }),
  );
}

export function failWith(status: number, code: string, message: string) {
  api.use(http.post('/api/recipe', () => HttpResponse.json({ error: { code, message } }, { status })));
}

export function failMidStream(text: string, code: string, message: string) {
  api.use(http.post('/api/recipe', () => eventStream({ type: 'text', text }, { type: 'error', error: { code, message } })));
}

/** A recipe the test writes piece by piece; `aborted` tells whether the page hung up. */
type ControlledStream = {
  write(text: string): void;
  finish(): void;
  readonly aborted: boolean;
};

export function answerControlled(): ControlledStream[] {
  const streams: ControlledStream[] = [];
  api.use(
    http.post('/api/recipe', async ({ request }) => {
      sentBodies.push(await request.json());
      const writer = eventWriter();
      const aborted = () => writer.cancelled() || request.signal.aborted;
      streams.push({
        write: (text) => {
          if (!aborted()) writer.send({ type: 'text', text });
        },
        finish: () => {
          if (aborted()) return;
          writer.send({ type: 'done' });
          writer.close();
        },
        get aborted() {
          return aborted();
        },
      });
      return new HttpResponse(writer.body, { headers: EVENT_STREAM });
    }),
  );
  return streams;
}

/** MSW stand-ins for POST /api/recipe, speaking the same event stream as the real server. */

import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { encodeEvent, type RecipeEvent } from '../../core/wire.ts';

export const api = setupServer();

/** Every body the page sent to /api/recipe, in order. */
export const sentBodies: unknown[] = [];

function eventStream(events: RecipeEvent[]) {
  const body = events.map(encodeEvent).join('');
  return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
}

export function answerWith(...recipes: string[]) {
  let call = 0;
  api.use(
    http.post('/api/recipe', async ({ request }) => {
      sentBodies.push(await request.json());
      const recipe = recipes[Math.min(call++, recipes.length - 1)] ?? '';
      return eventStream([...recipe.split(/(?<=\s)/).map((text) => ({ type: 'text' as const, text })), { type: 'done' }]);
    }),
  );
}

export function failWith(status: number, code: string, message: string) {
  api.use(http.post('/api/recipe', () => HttpResponse.json({ error: { code, message } }, { status })));
}

export function failMidStream(text: string, code: string, message: string) {
  api.use(
    http.post('/api/recipe', () =>
      eventStream([
        { type: 'text', text },
        { type: 'error', error: { code, message } },
      ]),
    ),
  );
}

/** A recipe the test writes piece by piece; `aborted` tells whether the page hung up. */
export type ControlledStream = {
  write(text: string): void;
  finish(): void;
  readonly aborted: boolean;
};

export function answerControlled(): ControlledStream[] {
  const streams: ControlledStream[] = [];
  api.use(
    http.post('/api/recipe', async ({ request }) => {
      sentBodies.push(await request.json());
      const encoder = new TextEncoder();
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      let aborted = false;
      request.signal.addEventListener('abort', () => (aborted = true));
      const body = new ReadableStream<Uint8Array>({
        start: (c) => {
          controller = c;
        },
        cancel: () => {
          aborted = true;
        },
      });
      const send = (event: RecipeEvent) => {
        if (!aborted) controller.enqueue(encoder.encode(encodeEvent(event)));
      };
      streams.push({
        write: (text) => send({ type: 'text', text }),
        finish: () => {
          send({ type: 'done' });
          if (!aborted) controller.close();
        },
        get aborted() {
          return aborted || request.signal.aborted;
        },
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
  return streams;
}

/** Every call under /v1 the fake receives, recorded and followed until its response is over. */
import type { ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { clock } from './clock.ts';
import { parseLoosely } from './json.ts';

export type ReceivedRequest = {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON, the raw text when it is not JSON, or undefined when empty. */
  body: unknown;
  /** The client disconnected before the fake finished its answer. */
  closedEarly: boolean;
  /** The fake wrote its whole answer. */
  finished: boolean;
  /**
   * When the fake had read the whole request, as `performance.timeOrigin + performance.now()`: epoch
   * milliseconds that compare across processes and with a browser's clock on the same machine.
   */
  receivedAt: number;
  /**
   * When each content token of a chat completion was written, on the same clock: a streamed answer
   * writes them as they fall due (tokens sent in one write share a time), a whole answer all at once.
   * A replay leaves it empty: the fake does not read what it replays.
   */
  tokenAt: number[];
};

/** One recorded request and its response in flight. */
export type Exchange = {
  record: ReceivedRequest;
  outgoing: ServerResponse;
  /** node-server aborts it when the connection closes before the answer is written: waits give up then. */
  signal: AbortSignal;
  /** The fake cut the connection itself (drop, close), so it is not the client hanging up early. */
  cutByFake: boolean;
};

/** The Hono environment of the fake's routes: node-server's bindings, and the exchange under way. */
export type Env = { Bindings: HttpBindings; Variables: { exchange: Exchange } };

type Recorder = {
  requests: ReceivedRequest[];
  /** Records every call it sees, preflights included, and follows its response to the end. */
  middleware: MiddlewareHandler<Env>;
  /** Resolves once that request's response is over, whether finished or cut off. */
  waitForClose(request: ReceivedRequest, timeoutMs?: number): Promise<void>;
  /** The server is closing: the connections it cuts were not closed early by their clients. */
  stop(): void;
  /** How many responses are still under way. */
  inFlight(): number;
  /** Cuts every response still under way, as a restarting model would. */
  cutAll(): void;
};

export function createRecorder(): Recorder {
  const requests: ReceivedRequest[] = [];
  const closed = new WeakMap<ReceivedRequest, Promise<void>>();
  const live = new Set<Exchange>();
  let stopping = false;

  const middleware: MiddlewareHandler<Env> = async (c, next) => {
    const text = await c.req.text();
    const record: ReceivedRequest = {
      method: c.req.method,
      path: c.req.path,
      headers: c.req.header(),
      body: parseLoosely(text),
      closedEarly: false,
      finished: false,
      receivedAt: clock(),
      tokenAt: [],
    };
    requests.push(record);
    const exchange: Exchange = { record, outgoing: c.env.outgoing, signal: c.req.raw.signal, cutByFake: false };
    live.add(exchange);
    closed.set(
      record,
      new Promise((resolve) => {
        c.env.outgoing.once('close', () => {
          if (!record.finished && !exchange.cutByFake && !stopping) record.closedEarly = true;
          live.delete(exchange);
          resolve();
        });
      }),
    );
    c.set('exchange', exchange);
    await next();
    // The CORS middleware answers a preflight whole.
    if (c.req.method === 'OPTIONS') record.finished = true;
  };

  return {
    requests,
    middleware,
    waitForClose: (request, timeoutMs = 5000) => {
      const whenClosed = closed.get(request);
      if (!whenClosed) return Promise.reject(new Error('waitForClose: that request was not recorded by this fake model'));
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`waitForClose: still open after ${timeoutMs} ms`)), timeoutMs);
        void whenClosed.then(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    stop: () => {
      stopping = true;
      for (const exchange of live) exchange.cutByFake = true;
    },
    inFlight: () => live.size,
    cutAll: () => {
      for (const exchange of live) {
        exchange.cutByFake = true;
        exchange.outgoing.destroy();
      }
    },
  };
}

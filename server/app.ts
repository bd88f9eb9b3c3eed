/**
 * The HTTP API, written against web-standard Request/Response only, so the same app can run on
 * Node (server/node-server.ts), in Vite's dev server, or on a serverless or edge runtime.
 */

import { sValidator } from '@hono/standard-validator';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { logger } from 'hono/logger';
import { RecipeError } from '../core/errors.ts';
import { firstProblem } from '../core/ingredients.ts';
import { ALL_PACKS } from '../core/reading/all-languages.ts';
import { registerPacks } from '../core/reading/languages.ts';
import { RecipeBodySchema } from '../core/recipe-request.ts';
import {
  DEFAULT_TIMEOUTS,
  streamFromModel,
  toRecipeError,
  type ModelEvent,
  type ModelTarget,
  type StreamTimeouts,
} from '../core/model-stream.ts';
import { createModelChain, type ModelChain } from '../core/model-chain.ts';
import { encodeEvent } from '../core/wire.ts';
import type { ClientLimiters, LimitsScope } from './rate-limits.ts';
import { photoRoutes } from './photo-route.ts';
import { fail, jsonBody, tooLarge } from './replies.ts';
import { headerObject, SECURITY_HEADERS } from './security-headers.ts';

export type AppOptions = {
  /** null when no model is configured: recipe requests then answer 503. */
  target: ModelTarget | null;
  /** The model chain, reported by /api/health whether or not a model is configured. */
  models: readonly string[];
  /** The photo chain (VISION_MODEL), reported by /api/health. */
  visionModels?: readonly string[];
  /** The recipe chain's order, kept by whoever watches what the Hub serves (chain-watch.ts); one of its own by default. */
  chain?: ModelChain;
  /** The photo chain's order, kept the same way (for the photo route: `visionChain.order()`). */
  visionChain?: ModelChain;
  timeouts?: StreamTimeouts;
  /** Where per-client limits are counted: this process's memory, or a store every instance shares (Redis, a Durable Object). */
  limiters: ClientLimiters;
  /** Open streams this process takes on, from all clients together. */
  maxStreams?: number;
  /** How the runtime tells who is calling; the key for every per-client limit. */
  clientAddress?: (c: Context) => string;
  /** Log each recipe request: method, path, status and time; never a header or a body. */
  log?: boolean;
  /** Aborted when the server shuts down: recipes still being written then end with an error event. */
  stopping?: AbortSignal;
  /** How the runtime sends a stream of events; a web ReadableStream unless it has a cheaper way. */
  sendEvents?: EventSender;
};

/** 50 ingredients of 100 characters and a full kitchen (about 42 KB even if every character is \u-escaped) fit below this. */
export const MAX_BODY_BYTES = 64 * 1024;
/** How long a client turned away for too many open streams should wait before trying again. */
const STREAM_RETRY_SECONDS = 5;

// The words of an "Ask again" are checked in the language the recipe was written in: any of the ten.
registerPacks(ALL_PACKS);

export function createApp(options: AppOptions) {
  const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
  const { limiters } = options;
  const maxStreams = options.maxStreams ?? 1_000;
  let openStreams = 0;
  const clientAddress = options.clientAddress ?? (() => 'unknown');
  const { models } = options;
  // One chain for the life of the app, so that the model that answered is tried first for every cook.
  const chain = options.chain ?? createModelChain(models);
  const visionModels = options.visionModels ?? [];
  const photos = photoRoutes({
    target: options.target && visionModels.length > 0 ? { ...options.target, models: visionModels } : null,
    chain: options.visionChain ?? createModelChain(visionModels),
    timeouts,
    photos: limiters.photos,
    clientAddress,
    log: options.log,
  });

  const app = new Hono();
  // First, so that it sees every recipe request and the status it finally got. Health probes are
  // not logged: they come by the thousand, and two log lines each would cost a fifth of the server.
  if (options.log) app.use('/api/recipe', logger());
  // Health probes come by the thousand: answered first, before the middleware below, with every
  // header in one precomputed object, so that no Headers object is built, filled and read back per
  // probe; the body changes only with where limits are counted (a shared store comes and goes).
  const healthBodies = new Map<LimitsScope, string>();
  return app
    .get('/api/health', () => {
      const limits = limiters.scope();
      let body = healthBodies.get(limits);
      if (body === undefined) {
        body = JSON.stringify({ ok: true, model: models[0], models, configured: options.target !== null, limits, visionModels });
        healthBodies.set(limits, body);
      }
      return new Response(body, { headers: JSON_HEADERS });
    })
    .use(async (c, next) => {
      for (const [name, value] of SECURITY_HEADERS) c.header(name, value);
      await next();
    })
    .onError((error, c) => {
      console.error('Unexpected error while answering %s %s:', c.req.method, c.req.path, error);
      // A route answered before the middleware above (health) has none of its headers yet.
      for (const [name, value] of SECURITY_HEADERS) c.header(name, value);
      return fail(c, new RecipeError('internal_error'));
    })
    .post(
      '/api/recipe',
      bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge(RecipeError) }),
      jsonBody(RecipeError),
      sValidator('json', RecipeBodySchema, (result, c) => {
        if (!result.success) return fail(c, new RecipeError('invalid_body', firstProblem(result.error)));
      }),
      async (c) => {
        if (!options.target) return fail(c, new RecipeError('not_configured'));
        const client = clientAddress(c);
        const wait = await limiters.requests.consume(client);
        if (wait !== null) return fail(c, new RecipeError('rate_limited'), { 'Retry-After': String(wait) });
        // The process-wide count is taken first and synchronously, so concurrent requests cannot overshoot it.
        const tooMany = () => fail(c, new RecipeError('too_many_streams'), { 'Retry-After': String(STREAM_RETRY_SECONDS) });
        if (openStreams >= maxStreams) return tooMany();
        openStreams += 1;
        if ((await limiters.streams.consume(client)) !== null) {
          openStreams -= 1;
          return tooMany();
        }
        let released = false;
        // Declared at once: on Workers, a client that hangs up would otherwise end the request's work before its slot is given back.
        let slotFreed = () => {};
        keepGoing(c, new Promise<void>((resolve) => (slotFreed = resolve)));
        const release = () => {
          if (released) return;
          released = true;
          openStreams -= 1;
          limiters.streams
            .release(client)
            .catch((error: unknown) => console.error('Could not free a stream slot:', error))
            .finally(slotFreed);
        };
        const body = c.req.valid('json');
        const target = options.target;
        return streamResponse(
          c,
          (signal) => streamFromModel(body, target, signal, timeouts, chain),
          release,
          options.stopping,
          options.sendEvents ?? sendWebStream,
        );
      },
    )
    .route('/', photos)
    .all('/api/*', (c) => fail(c, new RecipeError('not_found')));
}

/** Workers may cancel what is still going on once the response is over, unless told to wait for it; Node never cancels it. */
function keepGoing(c: Context, work: Promise<void>) {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // No execution context (Node): nothing to declare.
  }
}

/** A JSON answer's headers: the security headers and the type c.json() sets, as one object sent as it is. */
const JSON_HEADERS = headerObject([...SECURITY_HEADERS, ['Content-Type', 'application/json']]);

/** The answer's headers, whichever way it is sent: server-sent events, with the security headers every answer has. */
const EVENT_STREAM_HEADERS: Record<string, string> = {
  ...Object.fromEntries(SECURITY_HEADERS),
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  // nginx and similar proxies would otherwise hold the stream back until their buffer fills.
  'X-Accel-Buffering': 'no',
};

/** Runs the answer, handing each event's text to `write` as it comes; resolves once the last event is written. */
type EventPump = (write: (text: string) => void) => Promise<void>;

/**
 * Sends a 200 with these headers and what `pump` writes as its body. By default a web
 * ReadableStream, which any runtime can send; node-server.ts writes to Node's own response
 * instead, which costs less per event. `cancel` stops the answer when the client hangs up.
 */
export type EventSender = (c: Context, headers: Record<string, string>, pump: EventPump, cancel: () => void) => Response;

/**
 * Waits for the first piece before answering, so a model that fails at once gets a real status
 * code (502, 504); after that, failures travel as an error event inside the stream.
 */
async function streamResponse(
  c: Context,
  ask: (signal: AbortSignal) => AsyncGenerator<ModelEvent>,
  release: () => void,
  stopping: AbortSignal | undefined,
  send: EventSender,
): Promise<Response> {
  const upstream = new AbortController();
  const clientGone = c.req.raw.signal;
  const abortUpstream = () => upstream.abort(clientGone.reason);
  // streamFromModel rethrows the abort reason, so this message reaches the cook as the stream's error event.
  const stopForShutdown = () => upstream.abort(new RecipeError('shutting_down'));
  clientGone.addEventListener('abort', abortUpstream, { once: true });
  stopping?.addEventListener('abort', stopForShutdown, { once: true });
  const finish = () => {
    clientGone.removeEventListener('abort', abortUpstream);
    stopping?.removeEventListener('abort', stopForShutdown);
    upstream.abort();
    release();
  };
  const events = ask(upstream.signal);

  let first: IteratorResult<ModelEvent>;
  try {
    first = await events.next();
  } catch (error) {
    finish();
    return fail(c, toRecipeError(error));
  }

  const pump: EventPump = async (write) => {
    try {
      for (let next = first; !next.done; next = await events.next()) write(encodeEvent(next.value));
      write(encodeEvent({ type: 'done' }));
    } catch (error) {
      if (!clientGone.aborted) write(encodeEvent({ type: 'error', error: toRecipeError(error).toBody().error }));
    } finally {
      finish();
    }
  };
  return send(c, EVENT_STREAM_HEADERS, pump, finish);
}

/**
 * The answer as a web ReadableStream. Events are taken from the model as they come and sent in
 * batches: whatever has arrived by the time the connection can take more goes out in one piece,
 * so a busy server writes less often rather than falling behind, and an idle one sends each at once.
 */
const sendWebStream: EventSender = (c, headers, pump, cancel) => {
  const encoder = new TextEncoder();
  let waiting = '';
  let ended = false;
  let wake: (() => void) | undefined;
  void pump((text) => {
    waiting += text;
    wake?.();
  }).finally(() => {
    ended = true;
    wake?.();
  });
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (!waiting && !ended) await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
      if (waiting) controller.enqueue(encoder.encode(waiting));
      waiting = '';
      if (ended) controller.close();
    },
    // A hung-up client cancels the body: stop asking the model at once.
    cancel,
  });
  return c.body(body, 200, headers);
};

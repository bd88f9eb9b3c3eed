/**
 * The HTTP API, written against web-standard Request/Response only, so the same app can run on
 * Node (server/node-server.ts), in Vite's dev server, or on a serverless or edge runtime.
 */

import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { logger } from 'hono/logger';
import { secureHeaders } from 'hono/secure-headers';
import { contentSecurityPolicy } from '../core/content-security-policy.ts';
import { RecipeError } from '../core/errors.ts';
import { parseRecipeBody } from '../core/ingredients.ts';
import { DEFAULT_LIMITS, streamRecipe, toRecipeError, type ModelTarget, type StreamLimits } from '../core/stream-recipe.ts';
import { encodeEvent, type RecipeEvent } from '../core/wire.ts';
import { createMemoryStore, createStreamSlots, type RateLimitStore } from './rate-limit.ts';

export type AppOptions = {
  /** null when no model is configured: recipe requests then answer 503. */
  target: ModelTarget | null;
  model: string;
  limits?: StreamLimits;
  rateLimitPerMinute?: number;
  rateLimitStore?: RateLimitStore;
  maxStreamsPerClient?: number;
  maxStreams?: number;
  /** How the runtime tells who is calling; the key for every per-client limit. */
  clientAddress?: (c: Context) => string;
  /** One line per API request: method, path, status and time; never a header or a body. */
  log?: boolean;
  /** Aborted when the server shuts down: recipes still being written then end with an error event. */
  stopping?: AbortSignal;
};

/** 50 ingredients of 100 characters, even if every character is \u-escaped, fit well below this. */
export const MAX_BODY_BYTES = 64 * 1024;
const MINUTE = 60_000;
const CSP = contentSecurityPolicy();

export function createApp(options: AppOptions) {
  const limits = options.limits ?? DEFAULT_LIMITS;
  const perMinute = options.rateLimitPerMinute ?? 20;
  const store = options.rateLimitStore ?? createMemoryStore();
  const slots = createStreamSlots(options.maxStreamsPerClient ?? 3, options.maxStreams ?? 1_000);
  const clientAddress = options.clientAddress ?? (() => 'unknown');

  const app = new Hono();
  // First, so that it sees every API request and the status it finally got.
  if (options.log) app.use('/api/*', logger());
  return app
    .use(secureHeaders({ crossOriginEmbedderPolicy: false, xFrameOptions: 'DENY' }))
    .use(async (c, next) => {
      await next();
      c.header('Content-Security-Policy', CSP);
    })
    .onError((error, c) => {
      console.error('Unexpected error while answering %s %s:', c.req.method, c.req.path, error);
      return fail(c, new RecipeError('internal_error'));
    })
    .get('/api/health', (c) => c.json({ ok: true, model: options.model, configured: options.target !== null }))
    .post('/api/recipe', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge }), async (c) => {
      const type = c.req.header('content-type') ?? '';
      if (!/^application\/json\s*(;|$)/i.test(type)) return fail(c, new RecipeError('unsupported_media_type'));
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return fail(c, new RecipeError('invalid_body', 'The body is not valid JSON.'));
      }
      const parsed = parseRecipeBody(body);
      if (!parsed.ok) return fail(c, new RecipeError('invalid_body', parsed.message));
      if (!options.target) return fail(c, new RecipeError('not_configured'));

      const client = clientAddress(c);
      const { count, resetAt } = await store.hit(`recipe:${client}`, MINUTE);
      if (count > perMinute) {
        const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
        return fail(c, new RecipeError('rate_limited'), { 'Retry-After': String(seconds) });
      }
      const release = slots.acquire(client);
      if (!release) return fail(c, new RecipeError('too_many_streams'), { 'Retry-After': '5' });
      return streamResponse(c, parsed.value.ingredients, options.target, limits, release, options.stopping);
    })
    .all('/api/*', (c) => fail(c, new RecipeError('not_found')));
}

// The rest of the body is left unread, so the connection cannot carry another request: say so, rather than let Node cut it.
const tooLarge = (c: Context) => fail(c, new RecipeError('body_too_large'), { Connection: 'close' });

function fail(c: Context, error: RecipeError, headers?: Record<string, string>) {
  return c.json(error.toBody(), error.status as 400, headers);
}

/**
 * Waits for the first piece before answering, so a model that fails at once gets a real status
 * code (502, 504); after that, failures travel as an error event inside the stream.
 */
async function streamResponse(
  c: Context,
  ingredients: string[],
  target: ModelTarget,
  limits: StreamLimits,
  release: () => void,
  stopping: AbortSignal | undefined,
): Promise<Response> {
  const upstream = new AbortController();
  const clientGone = c.req.raw.signal;
  const abortUpstream = () => upstream.abort(clientGone.reason);
  // streamRecipe rethrows the abort reason, so this message reaches the cook as the stream's error event.
  const stopForShutdown = () => upstream.abort(new RecipeError('shutting_down'));
  clientGone.addEventListener('abort', abortUpstream, { once: true });
  stopping?.addEventListener('abort', stopForShutdown, { once: true });
  const finish = () => {
    clientGone.removeEventListener('abort', abortUpstream);
    stopping?.removeEventListener('abort', stopForShutdown);
    upstream.abort();
    release();
  };
  const pieces = streamRecipe(ingredients, target, upstream.signal, limits);

  let first: IteratorResult<string>;
  try {
    first = await pieces.next();
  } catch (error) {
    finish();
    return fail(c, toRecipeError(error));
  }

  const encoder = new TextEncoder();
  let waiting: IteratorResult<string> | undefined = first;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const send = (event: RecipeEvent) => controller.enqueue(encoder.encode(encodeEvent(event)));
      try {
        const next = waiting ?? (await pieces.next());
        waiting = undefined;
        if (!next.done) return send({ type: 'text', text: next.value });
        send({ type: 'done' });
      } catch (error) {
        if (upstream.signal.aborted && clientGone.aborted) return finish();
        send({ type: 'error', error: toRecipeError(error).toBody().error });
      }
      controller.close();
      finish();
    },
    cancel() {
      finish();
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}

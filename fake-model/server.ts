/**
 * A stand-in for the Hugging Face router's OpenAI-style chat-completion API: a small Hono app served
 * by @hono/node-server. The real `@huggingface/inference` client talks to it unmodified when given
 * `endpointUrl: fake.url`. See README.md for the wire format, the scenarios and the control API.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { STATUS_CODES, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setImmediate as nextTurn, setTimeout as delay } from 'node:timers/promises';
import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DEFAULT_MODEL } from '../core/recipe-prompt.ts';
import { clock } from './clock.ts';
import { createFakeHub, type FakeHub } from './hub.ts';
import { imageProblem, photoAnswer } from './photo.ts';
import { chooseRecipe, messageText, tokenize } from './recipes.ts';

export type Scenario =
  /** A normal streamed answer. `fenced` wraps it in ```markdown … ``` as real models often do. */
  | { kind: 'recipe'; recipe?: string; tokensPerSecond?: number; fenced?: boolean }
  /** An HTTP error before any streaming; the body defaults to the router's `{"error":{"message","type"}}`. */
  | { kind: 'status'; status: number; body?: unknown; contentType?: string }
  /** `data: {"error":{…}}` after `afterTokens` content chunks, then the response ends without [DONE]. */
  | { kind: 'stream-error'; afterTokens: number; message?: string }
  /** Reads the request and never answers. */
  | { kind: 'hang' }
  /** Sends 200 and the event-stream headers, then nothing. */
  | { kind: 'headers-then-hang' }
  /** The chosen recipe at one token every `intervalMs`, cut to `tokens` tokens (finish_reason "length"). */
  | { kind: 'drip'; intervalMs: number; tokens?: number }
  /** A `data: {not json` event after `afterTokens` content chunks; the rest of the answer follows. */
  | { kind: 'malformed'; afterTokens: number }
  /** Destroys the socket after `afterTokens` content chunks, with no [DONE] and no end of the chunked body. */
  | { kind: 'drop'; afterTokens: number }
  /** Exactly these bytes, whatever was asked: see ReplayScenario. */
  | ReplayScenario;

/**
 * A recorded answer sent back byte for byte (`loadWireSample` in wire-samples.ts makes one from a
 * real recording). Whole by default; with `chunkSize`, in pieces of that many bytes, each its own
 * write `intervalMs` apart (0: as soon as the previous piece is out), cut with no regard for lines
 * or UTF-8 characters. The status defaults to 200, the content type to `text/event-stream` below 400
 * and `application/json` from 400 up.
 */
export type ReplayScenario = {
  kind: 'replay';
  body: string;
  status?: number;
  contentType?: string;
  chunkSize?: number;
  intervalMs?: number;
};

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

export type FakeModel = {
  /** Base URL ending in /v1: pass it as the client's `endpointUrl`. */
  url: string;
  origin: string;
  requests: ReceivedRequest[];
  /** The chat completions among them: no preflights, no other routes. */
  chats(): ReceivedRequest[];
  /** The next chat completions take these in order; once they run out, the default applies. */
  enqueue(...scenarios: Scenario[]): void;
  setDefault(scenario: Scenario): void;
  /** Clears the queue and the recorded requests, and restores the default given at start. */
  reset(): void;
  /** Resolves once that request's response is over, whether finished or cut off. */
  waitForClose(request: ReceivedRequest, timeoutMs?: number): Promise<void>;
  /** Stops the server, cutting every connection, hanging ones included. */
  close(): Promise<void>;
  /** The Hugging Face Hub routes under /api (see hub.ts): point HF_HUB_URL at `origin`. Reset with the rest. */
  hub: FakeHub;
};

export type FakeModelOptions = {
  port?: number;
  host?: string;
  tokensPerSecond?: number;
  defaultScenario?: Scenario;
  /**
   * Answer a non-streamed `recipe` or `drip` only when the same answer, streamed at the same rate,
   * would have ended, as a real model does; by default the whole answer comes at once.
   */
  paceWholeAnswers?: boolean;
};

const DEFAULT_TOKENS_PER_SECOND = 40;

/** One recorded request and its response in flight. */
type Exchange = {
  record: ReceivedRequest;
  outgoing: ServerResponse;
  /** node-server aborts it when the connection closes before the answer is written: waits give up then. */
  signal: AbortSignal;
  /** The fake cut the connection itself (drop, close), so it is not the client hanging up early. */
  cutByFake: boolean;
};

type Env = { Bindings: HttpBindings; Variables: { exchange: Exchange } };

type Completion = {
  id: string;
  created: number;
  model: string;
  promptTokens: number;
};

export async function startFakeModel(options: FakeModelOptions = {}): Promise<FakeModel> {
  const host = options.host ?? '127.0.0.1';
  const tokensPerSecond = options.tokensPerSecond ?? DEFAULT_TOKENS_PER_SECOND;
  const startDefault: Scenario = options.defaultScenario ?? { kind: 'recipe' };
  const paceWholeAnswers = options.paceWholeAnswers ?? false;
  let fallback = startDefault;
  let queue: Scenario[] = [];
  const requests: ReceivedRequest[] = [];
  const closed = new WeakMap<ReceivedRequest, Promise<void>>();
  const live = new Set<Exchange>();
  let stopping = false;
  const { hub, routes: hubRoutes } = createFakeHub();

  /** Records every call under /v1, preflights included, and follows its response to the end. */
  const recordRequest: MiddlewareHandler<Env> = async (c, next) => {
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

  const app = new Hono<Env>()
    .use(requestId())
    .use('/v1/*', recordRequest)
    .use(routerCors)
    // Unrecorded, so that readiness probes (Playwright's webServer.url) leave `requests` alone.
    .all('/', (c) => c.json({ ok: true, name: 'pantry-chef-fake-model' }))
    .get('/__fake/requests', (c) => c.json(requests))
    .post('/__fake/reset', (c) => {
      fake.reset();
      return c.json({ ok: true });
    })
    .post('/__fake/enqueue', async (c) => {
      const body = parseLoosely(await c.req.text());
      const scenarios: unknown[] = Array.isArray(body) ? body : [body];
      const invalid = scenarios.filter((scenario) => !isScenario(scenario));
      if (invalid.length > 0) return c.json(errorBody(`Not a scenario: ${JSON.stringify(invalid[0])}`, 'invalid_request_error'), 400);
      fake.enqueue(...(scenarios as Scenario[]));
      return c.json({ ok: true, queued: queue.length });
    })
    .post('/__fake/default', async (c) => {
      const body = parseLoosely(await c.req.text());
      if (!isScenario(body)) return c.json(errorBody(`Not a scenario: ${JSON.stringify(body)}`, 'invalid_request_error'), 400);
      fake.setDefault(body);
      return c.json({ ok: true, queued: queue.length });
    })
    .all('/__fake/*', (c) => c.json(errorBody(`Unknown control route ${c.req.method} ${c.req.path}`, 'not_found_error'), 404))
    .get('/v1/models', (c) =>
      whole(c, 200, {
        object: 'list',
        data: [{ id: DEFAULT_MODEL, object: 'model', created: Math.floor(Date.now() / 1000), owned_by: 'pantry-chef-fake' }],
      }),
    )
    .route('/api', hubRoutes)
    .post('/v1/chat/completions', (c) => chatCompletion(c))
    .all('/v1/chat/completions', (c) => whole(c, 405, errorBody(`Use POST for ${c.req.path}`, 'invalid_request_error')))
    .all('/v1/*', (c) => whole(c, 404, errorBody(`Unknown route ${c.req.path}`, 'not_found_error')))
    .notFound((c) => c.json(errorBody('Not found', 'not_found_error'), 404))
    .onError((error, c) => c.json(errorBody(`Fake model failed: ${String(error)}`, 'server_error'), 500));

  async function chatCompletion(c: Context<Env>): Promise<Response> {
    const exchange = c.get('exchange');
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch (error) {
      return whole(c, 400, errorBody(`Invalid JSON body: ${(error as Error).message}`, 'invalid_request_error'));
    }
    if (!isRecord(body)) return whole(c, 400, errorBody('The request body must be a JSON object.', 'invalid_request_error'));
    if (typeof body.model !== 'string' || body.model === '') {
      return whole(c, 400, errorBody("Missing required parameter: 'model'.", 'invalid_request_error'));
    }
    if (!Array.isArray(body.messages) || body.messages.length === 0) {
      return whole(c, 400, errorBody("Missing required parameter: 'messages'.", 'invalid_request_error'));
    }
    const badImage = imageProblem(body.messages);
    if (badImage) return whole(c, 400, errorBody(badImage, 'invalid_request_error'));

    const scenario = queue.shift() ?? fallback;
    const completion: Completion = {
      id: `chatcmpl-${randomBytes(12).toString('hex')}`,
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      promptTokens: body.messages.reduce((sum: number, message: unknown) => sum + tokenize(messageText(message)).length, 0),
    };
    const streaming = body.stream === true;
    const maxTokens = positiveInteger(body.max_tokens) ?? positiveInteger(body.max_completion_tokens) ?? Infinity;
    const messages: unknown[] = body.messages;
    // The answer as tokens, cut to `limit` the way a model stops at max_tokens.
    const answer = (limit: number, recipe = photoAnswer(messages) ?? chooseRecipe(messages).markdown, fenced = false) => {
      const all = tokenize(fenced ? `\`\`\`markdown\n${recipe}\n\`\`\`` : recipe);
      const tokens = all.slice(0, limit);
      return { tokens, finishReason: tokens.length < all.length ? ('length' as const) : ('stop' as const) };
    };

    switch (scenario.kind) {
      case 'status':
        return sendStatus(c, scenario, completion.model);
      case 'hang':
        await closedBy(exchange.signal);
        return gone(c);
      case 'headers-then-hang':
        return streamed(c, 200, streaming ? EVENT_STREAM_HEADERS : { 'Content-Type': 'application/json' }, new ReadableStream());
      case 'replay':
        return replay(c, scenario);
      case 'recipe': {
        const { tokens, finishReason } = answer(maxTokens, scenario.recipe, scenario.fenced);
        const intervalMs = intervalAt(scenario.tokensPerSecond ?? tokensPerSecond);
        if (!streaming) return answerWhole(c, completion, { tokens, finishReason, intervalMs });
        return stream(c, completion, { tokens, finishReason, intervalMs });
      }
      case 'drip': {
        const { tokens, finishReason } = answer(Math.min(maxTokens, scenario.tokens ?? Infinity));
        if (!streaming) return answerWhole(c, completion, { tokens, finishReason, intervalMs: scenario.intervalMs });
        return stream(c, completion, { tokens, finishReason, intervalMs: scenario.intervalMs });
      }
      case 'stream-error':
      case 'malformed':
      case 'drop': {
        if (!streaming) return failWhole(c, scenario);
        const { tokens, finishReason } = answer(maxTokens);
        return stream(c, completion, { tokens, finishReason, intervalMs: intervalAt(tokensPerSecond), interruption: scenario });
      }
    }
  }

  /** One chat.completion object, after the time the stream would have taken when answers are paced. */
  async function answerWhole(
    c: Context<Env>,
    completion: Completion,
    plan: { tokens: string[]; finishReason: 'stop' | 'length'; intervalMs: number },
  ): Promise<Response> {
    const { tokens, finishReason, intervalMs } = plan;
    const { record, signal } = c.get('exchange');
    // The stream's last token is due (n - 1) intervals after its first.
    if (paceWholeAnswers && tokens.length > 0 && !(await pause((tokens.length - 1) * intervalMs, signal))) return gone(c);
    const at = clock();
    for (let i = 0; i < tokens.length; i++) record.tokenAt.push(at);
    return whole(c, 200, completionObject(completion, tokens, finishReason));
  }

  /** The non-streaming form of the mid-stream failures. */
  function failWhole(c: Context<Env>, scenario: Extract<Scenario, { kind: 'stream-error' | 'malformed' | 'drop' }>): Response {
    if (scenario.kind === 'stream-error') return whole(c, 500, errorBody(scenario.message ?? STREAM_ERROR_MESSAGE, 'server_error'));
    if (scenario.kind === 'malformed') return whole(c, 200, '{not json');
    const exchange = c.get('exchange');
    exchange.cutByFake = true;
    exchange.outgoing.socket?.destroy();
    return gone(c);
  }

  function stream(
    c: Context<Env>,
    completion: Completion,
    plan: {
      tokens: string[];
      finishReason: 'stop' | 'length';
      intervalMs: number;
      interruption?: Extract<Scenario, { afterTokens: number }>;
    },
  ): Response {
    const exchange = c.get('exchange');
    const { tokens, intervalMs, interruption } = plan;
    const interruptAt = interruption ? Math.min(Math.max(0, Math.floor(interruption.afterTokens)), tokens.length) : -1;
    let interrupted = false;
    let cutNext = false;
    let sent = 0;
    let start: number | undefined;

    // Token k is due k intervals after the first went out; each piece carries everything due, so high rates batch up.
    const next = async (): Promise<Piece> => {
      if (cutNext) return 'cut';
      start ??= performance.now();
      if (sent > 0 && !(await pause(start + sent * intervalMs - performance.now(), exchange.signal))) return 'closed';
      const sentBefore = sent;
      // Stamps the tokens added to `out` since the last piece, just before `out` goes out.
      const stamp = (): void => {
        const at = clock();
        for (let i = sentBefore; i < sent; i++) exchange.record.tokenAt.push(at);
      };
      // Timers may fire a hair before performance.now() says the token is due: having waited, one is.
      const elapsed = intervalMs > 0 ? Math.floor((performance.now() - start) / intervalMs) + 1 : tokens.length;
      const due = Math.min(tokens.length, Math.max(sent + 1, elapsed));
      let out = '';
      for (;;) {
        if (interruption && !interrupted && sent === interruptAt) {
          interrupted = true;
          if (interruption.kind === 'stream-error') {
            out += sse({ error: { message: interruption.message ?? STREAM_ERROR_MESSAGE, type: 'server_error' } });
            stamp();
            return { data: out, last: true };
          }
          if (interruption.kind === 'drop') {
            exchange.cutByFake = true;
            stamp();
            if (out === '') return 'cut';
            // Cut once this piece is out, so that it reaches the client before the line goes dead.
            cutNext = true;
            return { data: out };
          }
          out += 'data: {not json\n\n';
        }
        if (sent >= due) break;
        const token = tokens[sent] ?? '';
        out += sse(chunkObject(completion, sent === 0 ? { role: 'assistant', content: token } : { content: token }, null));
        sent++;
      }
      if (sent === tokens.length) {
        out += sse({ ...chunkObject(completion, {}, plan.finishReason), usage: usage(completion, sent) });
        out += 'data: [DONE]\n\n';
        stamp();
        return { data: out, last: true };
      }
      stamp();
      return { data: out };
    };
    return streamed(c, 200, EVENT_STREAM_HEADERS, pieceByPiece(exchange, next));
  }

  function replay(c: Context<Env>, scenario: ReplayScenario): Response {
    const exchange = c.get('exchange');
    const status = scenario.status ?? 200;
    const contentType = scenario.contentType ?? (status < 400 ? 'text/event-stream' : 'application/json');
    const bytes = new TextEncoder().encode(scenario.body);
    const { chunkSize, intervalMs = 0 } = scenario;
    if (chunkSize === undefined) return whole(c, status, bytes, contentType);
    let offset = 0;
    const next = async (): Promise<Piece> => {
      if (offset > 0 && !(await pause(intervalMs, exchange.signal))) return 'closed';
      const piece = bytes.subarray(offset, offset + chunkSize);
      offset += piece.length;
      return { data: piece, last: offset >= bytes.length };
    };
    return streamed(c, status, { 'Content-Type': contentType }, pieceByPiece(exchange, next));
  }

  function sendStatus(c: Context<Env>, scenario: Extract<Scenario, { kind: 'status' }>, model: string): Response {
    const { status } = scenario;
    const body = scenario.body ?? routerError(status, model);
    const contentType = scenario.contentType ?? (typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json');
    if (status === 429 || status === 503) c.header('Retry-After', '1');
    return whole(c, status, body, contentType);
  }

  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // A hosted model takes a burst of connections: Node's default queue of 511 would make the rest retry a second later.
    server.listen({ port: options.port ?? 0, host, backlog: 4_096 }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let closing: Promise<void> | undefined;

  const fake: FakeModel = {
    url: `${origin}/v1`,
    origin,
    requests,
    chats: () => requests.filter((request) => request.method === 'POST' && request.path.endsWith('/chat/completions')),
    enqueue: (...scenarios) => {
      queue.push(...scenarios);
    },
    setDefault: (scenario) => {
      fallback = scenario;
    },
    reset: () => {
      queue = [];
      fallback = startDefault;
      requests.length = 0;
      hub.reset();
    },
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
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        stopping = true;
        for (const exchange of live) exchange.cutByFake = true;
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
    hub,
  };
  return fake;
}

const STREAM_ERROR_MESSAGE = 'Upstream provider error: the model stopped generating unexpectedly.';

const EVENT_STREAM_HEADERS = { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' };

/** The request headers the router accepts from a browser, besides any `x-*` one. */
const ROUTER_REQUEST_HEADERS = ['authorization', 'content-type', 'user-agent'];

/** CORS as the router answers it, for direct mode, where the browser calls the model itself. */
const routerCors: MiddlewareHandler<Env> = (c, next) => {
  const requested = (c.req.header('access-control-request-headers') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  // "x-*" is not valid CORS syntax, so name back whichever requested headers the real router accepts.
  const accepted = requested.filter((name) => ROUTER_REQUEST_HEADERS.includes(name) || name.startsWith('x-'));
  // Chrome asks before a page on a public origin may reach a local address; hono/cors has no option for it.
  if (c.req.header('access-control-request-private-network') === 'true') c.header('Access-Control-Allow-Private-Network', 'true');
  return cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: accepted.length > 0 ? accepted : [...ROUTER_REQUEST_HEADERS, 'x-hf-bill-to'],
    exposeHeaders: ['x-request-id'],
    maxAge: 600,
  })(c, next);
};

/** A whole answer, written at once: the fake has finished as soon as it hands it over. */
function whole(c: Context<Env>, status: number, body: unknown, contentType = 'application/json'): Response {
  c.get('exchange').record.finished = true;
  const data = typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body);
  return c.body(data as string | Uint8Array<ArrayBuffer>, status as ContentfulStatusCode, { 'Content-Type': contentType });
}

/** A body written as it is made, in chunked encoding whatever its length, as the router streams. */
function streamed(c: Context<Env>, status: number, headers: Record<string, string>, body: ReadableStream<Uint8Array>): Response {
  // Chunked from the start also keeps node-server from reading ahead for a length before it sends the headers.
  return c.body(body, status as ContentfulStatusCode, { ...headers, 'Transfer-Encoding': 'chunked' });
}

/**
 * What a streamed answer sends next: bytes (the last of them, or not), a cut of the connection, or
 * nothing because the response is already over.
 */
type Piece = { data: string | Uint8Array; last?: boolean } | 'cut' | 'closed';

/**
 * A response body made one piece at a time. With no read-ahead, node-server asks for the next piece
 * only once it has written the previous one to the socket, so waits, stamps and cuts happen as the
 * client sees them.
 */
function pieceByPiece(exchange: Exchange, next: () => Promise<Piece>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const piece = await next();
        if (piece === 'closed') return;
        if (piece === 'cut') return cut(exchange);
        const bytes = typeof piece.data === 'string' ? encoder.encode(piece.data) : piece.data;
        if (bytes.length > 0) controller.enqueue(bytes);
        if (piece.last) {
          exchange.record.finished = true;
          controller.close();
        }
      },
    },
    { highWaterMark: 0 },
  );
}

/** Closes the socket once what was written has reached the client, leaving the chunked body unfinished. */
function cut(exchange: Exchange): void {
  exchange.cutByFake = true;
  const socket = exchange.outgoing.socket;
  socket?.once('finish', () => socket.destroy());
  socket?.end();
}

/** node-server writes nothing once the connection is gone, whatever a handler returns then. */
function gone(c: Context<Env>): Response {
  return c.body(null, 204);
}

/** Resolves once the client, or close(), has ended the connection. */
async function closedBy(signal: AbortSignal): Promise<void> {
  if (!signal.aborted) await once(signal, 'abort');
}

/** Waits `ms` (0: until the next turn of the event loop); false if the connection closed first. */
function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  const wait = ms > 0 ? delay(ms, true, { signal }) : nextTurn(true, { signal });
  return wait.catch(() => false);
}

/** Milliseconds between tokens; 0 (as fast as possible) for a rate of 0 or Infinity. */
function intervalAt(tokensPerSecond: number): number {
  return tokensPerSecond > 0 && Number.isFinite(tokensPerSecond) ? 1000 / tokensPerSecond : 0;
}

/** The messages the router answers with, as far as the client and the app can tell. */
function routerError(status: number, model: string): { error: { message: string; type: string } } {
  switch (status) {
    case 400:
      return errorBody(`The requested model '${model}' is not supported by any provider you have enabled.`, 'invalid_request_error');
    case 401:
      return errorBody('Invalid credentials in Authorization header', 'authentication_error');
    case 402:
      return errorBody(
        'You have exceeded your monthly included credits for Inference Providers. Subscribe to PRO to get 20x more monthly included credits.',
        'insufficient_quota',
      );
    case 403:
      return errorBody(
        'This authentication method does not have sufficient permissions to call Inference Providers on behalf of user.',
        'permission_error',
      );
    case 404:
      return errorBody(`Model '${model}' not found.`, 'not_found_error');
    case 429:
      return errorBody('Rate limit reached. Please retry later or subscribe to PRO for higher limits.', 'rate_limit_error');
    case 503:
      return errorBody('Service Unavailable: the model is currently overloaded, please retry later.', 'service_unavailable');
    default:
      return errorBody(STATUS_CODES[status] ?? `HTTP ${status}`, status >= 500 ? 'server_error' : 'invalid_request_error');
  }
}

function errorBody(message: string, type: string): { error: { message: string; type: string } } {
  return { error: { message, type } };
}

function chunkObject(completion: Completion, delta: Record<string, string>, finishReason: 'stop' | 'length' | null) {
  return {
    id: completion.id,
    object: 'chat.completion.chunk',
    created: completion.created,
    model: completion.model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

function completionObject(completion: Completion, tokens: string[], finishReason: 'stop' | 'length') {
  return {
    id: completion.id,
    object: 'chat.completion',
    created: completion.created,
    model: completion.model,
    choices: [{ index: 0, message: { role: 'assistant', content: tokens.join('') }, finish_reason: finishReason }],
    usage: usage(completion, tokens.length),
  };
}

function usage(completion: Completion, completionTokens: number) {
  return {
    prompt_tokens: completion.promptTokens,
    completion_tokens: completionTokens,
    total_tokens: completion.promptTokens + completionTokens,
  };
}

function sse(data: unknown): string {
  return `data: ${JSON.stringify(data)}\n\n`;
}

function parseLoosely(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function positiveInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isScenario(value: unknown): value is Scenario {
  if (!isRecord(value)) return false;
  const isCount = (field: unknown) => typeof field === 'number' && field >= 0;
  const isStatus = (field: unknown) => typeof field === 'number' && Number.isInteger(field) && field >= 100 && field <= 599;
  const optional = (field: unknown, check: (field: unknown) => boolean) => field === undefined || check(field);
  switch (value.kind) {
    case 'recipe':
    case 'hang':
    case 'headers-then-hang':
      return true;
    case 'status':
      return isStatus(value.status);
    case 'stream-error':
    case 'malformed':
    case 'drop':
      return isCount(value.afterTokens);
    case 'drip':
      return isCount(value.intervalMs) && optional(value.tokens, isCount);
    case 'replay':
      return (
        typeof value.body === 'string' &&
        optional(value.status, isStatus) &&
        optional(value.contentType, (field) => typeof field === 'string') &&
        optional(value.chunkSize, (field) => typeof field === 'number' && Number.isInteger(field) && field > 0) &&
        optional(value.intervalMs, isCount)
      );
    default:
      return false;
  }
}

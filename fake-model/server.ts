/**
 * A stand-in for the Hugging Face router's OpenAI-style chat-completion API, built on Node's http
 * module alone so it runs anywhere the tests run. The real `@huggingface/inference` client talks to
 * it unmodified when given `endpointUrl: fake.url`. See README.md for the wire format and control API.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
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
  | { kind: 'drop'; afterTokens: number };

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

export const DEFAULT_MODEL = 'mistralai/Mistral-7B-Instruct-v0.3';
const DEFAULT_TOKENS_PER_SECOND = 40;
const SCENARIO_KINDS = new Set(['recipe', 'status', 'stream-error', 'hang', 'headers-then-hang', 'drip', 'malformed', 'drop']);

/** One chat-completion answer in flight: what the close handler needs to stop it cleanly. */
type Exchange = {
  record: ReceivedRequest;
  res: ServerResponse;
  timers: Set<NodeJS.Timeout>;
  closed: boolean;
  /** The fake cut the connection itself (drop, close), so it is not the client hanging up early. */
  cutByFake: boolean;
};

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

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, errorBody(`Fake model failed: ${String(error)}`, 'server_error'));
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // A hung-up client surfaces through 'close'; a late write must not crash the test process.
    res.on('error', () => {});
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', 'x-request-id');
    res.setHeader('x-request-id', randomUUID());
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://fake').pathname;

    if (method === 'OPTIONS' && !path.startsWith('/v1/')) return preflight(req, res);
    if (path.startsWith('/__fake/')) return control(method, path, await readBody(req), res);
    if (!path.startsWith('/v1/')) {
      // Unrecorded, so that readiness probes (Playwright's webServer.url) leave `requests` alone.
      return sendJson(
        res,
        path === '/' ? 200 : 404,
        path === '/' ? { ok: true, name: 'pantry-chef-fake-model' } : errorBody('Not found', 'not_found_error'),
      );
    }

    const text = await readBody(req);
    const record: ReceivedRequest = {
      method,
      path,
      headers: { ...req.headers },
      body: parseLoosely(text),
      closedEarly: false,
      finished: false,
      receivedAt: clock(),
      tokenAt: [],
    };
    requests.push(record);
    const exchange = track(record, res);

    if (method === 'OPTIONS') return preflight(req, res, exchange);
    if (path === '/v1/models' && method === 'GET') {
      const created = Math.floor(Date.now() / 1000);
      return finish(exchange, 200, {
        object: 'list',
        data: [{ id: DEFAULT_MODEL, object: 'model', created, owned_by: 'pantry-chef-fake' }],
      });
    }
    if (path !== '/v1/chat/completions') return finish(exchange, 404, errorBody(`Unknown route ${path}`, 'not_found_error'));
    if (method !== 'POST') return finish(exchange, 405, errorBody(`Use POST for ${path}`, 'invalid_request_error'));
    return chatCompletion(exchange, text);
  }

  function track(record: ReceivedRequest, res: ServerResponse): Exchange {
    const exchange: Exchange = { record, res, timers: new Set(), closed: false, cutByFake: false };
    live.add(exchange);
    closed.set(
      record,
      new Promise((resolve) => {
        res.on('close', () => {
          exchange.closed = true;
          for (const timer of exchange.timers) clearTimeout(timer);
          exchange.timers.clear();
          if (!record.finished && !exchange.cutByFake && !stopping) record.closedEarly = true;
          live.delete(exchange);
          resolve();
        });
      }),
    );
    return exchange;
  }

  function chatCompletion(exchange: Exchange, text: string): void {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      return finish(exchange, 400, errorBody(`Invalid JSON body: ${(error as Error).message}`, 'invalid_request_error'));
    }
    if (!isRecord(body)) return finish(exchange, 400, errorBody('The request body must be a JSON object.', 'invalid_request_error'));
    if (typeof body.model !== 'string' || body.model === '') {
      return finish(exchange, 400, errorBody("Missing required parameter: 'model'.", 'invalid_request_error'));
    }
    if (!Array.isArray(body.messages) || body.messages.length === 0) {
      return finish(exchange, 400, errorBody("Missing required parameter: 'messages'.", 'invalid_request_error'));
    }

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
    const answer = (limit: number, recipe = chooseRecipe(messages).markdown, fenced = false) => {
      const all = tokenize(fenced ? `\`\`\`markdown\n${recipe}\n\`\`\`` : recipe);
      const tokens = all.slice(0, limit);
      return { tokens, finishReason: tokens.length < all.length ? ('length' as const) : ('stop' as const) };
    };

    switch (scenario.kind) {
      case 'status':
        return sendStatus(exchange, scenario, completion.model);
      case 'hang':
        return;
      case 'headers-then-hang':
        exchange.res.writeHead(200, streaming ? eventStreamHeaders : { 'Content-Type': 'application/json' });
        exchange.res.flushHeaders();
        return;
      case 'recipe': {
        const { tokens, finishReason } = answer(maxTokens, scenario.recipe, scenario.fenced);
        const intervalMs = intervalAt(scenario.tokensPerSecond ?? tokensPerSecond);
        if (!streaming) return answerWhole(exchange, completion, { tokens, finishReason, intervalMs });
        return stream(exchange, completion, { tokens, finishReason, intervalMs });
      }
      case 'drip': {
        const { tokens, finishReason } = answer(Math.min(maxTokens, scenario.tokens ?? Infinity));
        if (!streaming) return answerWhole(exchange, completion, { tokens, finishReason, intervalMs: scenario.intervalMs });
        return stream(exchange, completion, { tokens, finishReason, intervalMs: scenario.intervalMs });
      }
      case 'stream-error':
      case 'malformed':
      case 'drop': {
        if (!streaming) return failWhole(exchange, scenario);
        const { tokens, finishReason } = answer(maxTokens);
        return stream(exchange, completion, { tokens, finishReason, intervalMs: intervalAt(tokensPerSecond), interruption: scenario });
      }
    }
  }

  /** One chat.completion object, after the time the stream would have taken when answers are paced. */
  function answerWhole(
    exchange: Exchange,
    completion: Completion,
    plan: { tokens: string[]; finishReason: 'stop' | 'length'; intervalMs: number },
  ) {
    const { tokens, finishReason, intervalMs } = plan;
    const write = (): void => {
      const at = clock();
      for (let i = 0; i < tokens.length; i++) exchange.record.tokenAt.push(at);
      finish(exchange, 200, completionObject(completion, tokens, finishReason));
    };
    // The stream's last token is due (n - 1) intervals after its first.
    if (!paceWholeAnswers || tokens.length === 0) return write();
    later(exchange, (tokens.length - 1) * intervalMs, write);
  }

  /** The non-streaming form of the mid-stream failures. */
  function failWhole(exchange: Exchange, scenario: Extract<Scenario, { kind: 'stream-error' | 'malformed' | 'drop' }>): void {
    if (scenario.kind === 'stream-error') return finish(exchange, 500, errorBody(scenario.message ?? STREAM_ERROR_MESSAGE, 'server_error'));
    if (scenario.kind === 'malformed') return finish(exchange, 200, '{not json', 'application/json');
    exchange.cutByFake = true;
    exchange.res.socket?.destroy();
  }

  function stream(
    exchange: Exchange,
    completion: Completion,
    plan: {
      tokens: string[];
      finishReason: 'stop' | 'length';
      intervalMs: number;
      interruption?: Extract<Scenario, { afterTokens: number }>;
    },
  ): void {
    const { res } = exchange;
    const { tokens, intervalMs, interruption } = plan;
    const interruptAt = interruption ? Math.min(Math.max(0, Math.floor(interruption.afterTokens)), tokens.length) : -1;
    let interrupted = false;
    let sent = 0;
    const start = performance.now();
    res.writeHead(200, eventStreamHeaders);
    res.flushHeaders();

    // Token k is due at start + k × interval; a tick sends everything due, so high rates batch up.
    const tick = (): void => {
      if (exchange.closed) return;
      const sentBefore = sent;
      // Stamps the tokens added to `out` since the last write, just before `out` is written.
      const stamp = (): void => {
        const at = clock();
        for (let i = sentBefore; i < sent; i++) exchange.record.tokenAt.push(at);
      };
      const due = intervalMs > 0 ? Math.min(tokens.length, Math.floor((performance.now() - start) / intervalMs) + 1) : tokens.length;
      let out = '';
      for (;;) {
        if (interruption && !interrupted && sent === interruptAt) {
          interrupted = true;
          if (interruption.kind === 'stream-error') {
            out += sse({ error: { message: interruption.message ?? STREAM_ERROR_MESSAGE, type: 'server_error' } });
            stamp();
            exchange.record.finished = true;
            res.end(out);
            return;
          }
          if (interruption.kind === 'drop') {
            exchange.cutByFake = true;
            stamp();
            if (out) res.write(out);
            // Close the socket once what is due has reached the client, leaving the chunked body unfinished.
            const socket = res.socket;
            socket?.once('finish', () => socket.destroy());
            socket?.end();
            return;
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
        exchange.record.finished = true;
        res.end(out);
        return;
      }
      stamp();
      if (out) res.write(out);
      later(exchange, start + sent * intervalMs - performance.now(), tick);
    };
    tick();
  }

  function later(exchange: Exchange, ms: number, run: () => void): void {
    const timer = setTimeout(
      () => {
        exchange.timers.delete(timer);
        run();
      },
      Math.max(0, ms),
    );
    exchange.timers.add(timer);
  }

  function sendStatus(exchange: Exchange, scenario: Extract<Scenario, { kind: 'status' }>, model: string): void {
    const { status } = scenario;
    const body = scenario.body ?? routerError(status, model);
    const contentType = scenario.contentType ?? (typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json');
    if (status === 429 || status === 503) exchange.res.setHeader('Retry-After', '1');
    finish(exchange, status, body, contentType);
  }

  function finish(exchange: Exchange, status: number, body: unknown, contentType = 'application/json'): void {
    exchange.record.finished = true;
    send(exchange.res, status, body, contentType);
  }

  function preflight(req: IncomingMessage, res: ServerResponse, exchange?: Exchange): void {
    const requested = (req.headers['access-control-request-headers'] ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== '');
    // "x-*" is not valid CORS syntax, so name back whichever requested headers the real router accepts.
    const allowed = requested.filter((name) => ['authorization', 'content-type', 'user-agent'].includes(name) || name.startsWith('x-'));
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.setHeader(
      'Access-Control-Allow-Headers',
      allowed.length > 0 ? allowed.join(', ') : 'authorization, content-type, user-agent, x-hf-bill-to',
    );
    res.setHeader('Access-Control-Max-Age', '600');
    res.setHeader('Vary', 'Access-Control-Request-Headers');
    // Chrome asks before a page on a public origin may reach a local address.
    if (req.headers['access-control-request-private-network'] === 'true') res.setHeader('Access-Control-Allow-Private-Network', 'true');
    if (exchange) exchange.record.finished = true;
    res.writeHead(204).end();
  }

  function control(method: string, path: string, text: string, res: ServerResponse): void {
    const route = `${method} ${path}`;
    if (route === 'GET /__fake/requests') return sendJson(res, 200, requests);
    if (route === 'POST /__fake/reset') {
      fake.reset();
      return sendJson(res, 200, { ok: true });
    }
    if (route !== 'POST /__fake/enqueue' && route !== 'POST /__fake/default') {
      return sendJson(res, 404, errorBody(`Unknown control route ${route}`, 'not_found_error'));
    }
    const body = parseLoosely(text);
    const scenarios = route === 'POST /__fake/enqueue' && Array.isArray(body) ? (body as unknown[]) : [body];
    const invalid = scenarios.find((scenario) => !isScenario(scenario));
    if (invalid !== undefined || (route === 'POST /__fake/default' && Array.isArray(body))) {
      return sendJson(res, 400, errorBody(`Not a scenario: ${JSON.stringify(invalid ?? body)}`, 'invalid_request_error'));
    }
    if (route === 'POST /__fake/default') fake.setDefault(scenarios[0] as Scenario);
    else fake.enqueue(...(scenarios as Scenario[]));
    sendJson(res, 200, { ok: true, queued: queue.length });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
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
  };
  return fake;
}

/** Epoch milliseconds at sub-millisecond resolution, comparable with `performance.timeOrigin + performance.now()` elsewhere. */
const clock = (): number => performance.timeOrigin + performance.now();

const STREAM_ERROR_MESSAGE = 'Upstream provider error: the model stopped generating unexpectedly.';

const eventStreamHeaders = { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' };

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

function send(res: ServerResponse, status: number, body: unknown, contentType: string): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  send(res, status, body, 'application/json');
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
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
  if (!isRecord(value) || typeof value.kind !== 'string' || !SCENARIO_KINDS.has(value.kind)) return false;
  const isCount = (field: unknown) => typeof field === 'number' && field >= 0;
  switch (value.kind) {
    case 'status':
      return typeof value.status === 'number' && Number.isInteger(value.status) && value.status >= 100 && value.status <= 599;
    case 'stream-error':
    case 'malformed':
    case 'drop':
      return isCount(value.afterTokens);
    case 'drip':
      return isCount(value.intervalMs) && (value.tokens === undefined || isCount(value.tokens));
    default:
      return true;
  }
}

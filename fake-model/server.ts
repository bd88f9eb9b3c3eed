/**
 * A stand-in for the Hugging Face router's OpenAI-style chat-completion API: a small Hono app served
 * by @hono/node-server. The real `@huggingface/inference` client talks to it unmodified when given
 * `endpointUrl: fake.url`. See README.md for the wire format, the scenarios and the control API.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { DEFAULT_MODEL } from '../core/recipe-prompt.ts';
import { chatCompletionHandler } from './chat-completion.ts';
import { controlRoutes } from './control.ts';
import { createFakeHub, type FakeHub } from './hub.ts';
import { createRecorder, type Env, type ReceivedRequest } from './recording.ts';
import { whole } from './responses.ts';
import { routerCors } from './router-cors.ts';
import { createScenarioQueue, type Scenario } from './scenarios.ts';
import { errorBody } from './wire-format.ts';

export type { ReceivedRequest } from './recording.ts';
export type { ReplayScenario, Scenario } from './scenarios.ts';

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
  /** How many responses are still being written, to clients that have not hung up. */
  inFlight(): number;
  /** Cuts every response still being written, as a restarting model would; the server goes on listening. */
  cutAll(): void;
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

export async function startFakeModel(options: FakeModelOptions = {}): Promise<FakeModel> {
  const host = options.host ?? '127.0.0.1';
  const scenarios = createScenarioQueue(options.defaultScenario ?? { kind: 'recipe' });
  const recorder = createRecorder();
  const { requests } = recorder;
  const { hub, routes: hubRoutes } = createFakeHub();
  const reset = (): void => {
    scenarios.reset();
    requests.length = 0;
    hub.reset();
  };
  const chatCompletion = chatCompletionHandler({
    scenarios,
    tokensPerSecond: options.tokensPerSecond ?? DEFAULT_TOKENS_PER_SECOND,
    paceWholeAnswers: options.paceWholeAnswers ?? false,
  });

  const app = new Hono<Env>()
    .use(requestId())
    .use('/v1/*', recorder.middleware)
    .use(routerCors)
    // Unrecorded, so that readiness probes (Playwright's webServer.url) leave `requests` alone.
    .all('/', (c) => c.json({ ok: true, name: 'pantry-chef-fake-model' }))
    .route('/__fake', controlRoutes({ requests, scenarios, reset }))
    // The router's list (hub.ts) once the Hub serves a model or a recording is set; else one model, as a plain server lists it.
    .get('/v1/models', (c) => {
      const list = hub.routerList() as { data: unknown[] };
      if (list.data?.length) return whole(c, 200, list);
      const model = { id: DEFAULT_MODEL, object: 'model', created: Math.floor(Date.now() / 1000), owned_by: 'pantry-chef-fake' };
      return whole(c, 200, { object: 'list', data: [model] });
    })
    .route('/api', hubRoutes)
    .post('/v1/chat/completions', chatCompletion)
    .all('/v1/chat/completions', (c) => whole(c, 405, errorBody(`Use POST for ${c.req.path}`, 'invalid_request_error')))
    .all('/v1/*', (c) => whole(c, 404, errorBody(`Unknown route ${c.req.path}`, 'not_found_error')))
    .notFound((c) => c.json(errorBody('Not found', 'not_found_error'), 404))
    .onError((error, c) => c.json(errorBody(`Fake model failed: ${String(error)}`, 'server_error'), 500));

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

  return {
    url: `${origin}/v1`,
    origin,
    requests,
    chats: () => requests.filter((request) => request.method === 'POST' && request.path.endsWith('/chat/completions')),
    enqueue: (...queued) => scenarios.enqueue(...queued),
    setDefault: (scenario) => scenarios.setDefault(scenario),
    reset,
    waitForClose: recorder.waitForClose,
    inFlight: recorder.inFlight,
    cutAll: recorder.cutAll,
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        recorder.stop();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
    hub,
  };
}

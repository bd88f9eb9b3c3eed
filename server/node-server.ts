/** The Node adapter: static files, the API, time limits against slow clients, graceful shutdown. */

import { setMaxListeners } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import { PAGE_POLICY_FILE, pagePolicyHeader } from '../core/content-security-policy.ts';
import { LANGUAGES, type Language } from '../core/kitchen-words.ts';
import { pageFile } from '../core/page-language.ts';
import { createModelChain } from '../core/model-chain.ts';
import { createApp, type EventSender } from './app.ts';
import { PAGE_VARIES, pageLanguageDetector, pageLanguageOf } from './page-language.ts';
import { watchChains } from './chain-watch.ts';
import { demoBanner } from './demo-banner.ts';
import { clientKey, STREAMS_PER_CLIENT } from './rate-limits.ts';
import type { Config } from './config.ts';
import { memoryLimiters, redisLimiters } from './node-rate-limits.ts';

export type StartOptions = {
  /** The built app; `npm run build` writes it to dist/. */
  staticRoot?: string;
  /** Shows the "demo model" banner on the page. */
  demo?: boolean;
  /** One log line per API request. */
  log?: boolean;
  /** How long open recipe streams may go on after a shutdown starts; then they end with an error event. */
  shutdownGraceMs?: number;
  maxStreamsPerClient?: number;
  maxStreams?: number;
  /** Slow-loris defence: the longest a client may take to send its headers (10 s). */
  headersTimeout?: number;
  /** Slow-loris defence: the longest a client may take to send its whole request (30 s); answers may stream on for longer. */
  requestTimeout?: number;
  /** How long an idle keep-alive connection stays open (5 s). */
  keepAliveTimeout?: number;
  /** Keep the chains in step with what the Hub serves (chain-watch.ts), once listening; never with no model configured. */
  watchModels?: boolean;
};

export type RunningServer = { url: string; server: Server; close(): Promise<void> };

/** Connections the kernel queues before the server accepts them; Linux caps it at net.core.somaxconn. */
const LISTEN_BACKLOG = 4_096;

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const root = resolve(options.staticRoot ?? 'dist');
  const pages = loadPages(root, options.demo ?? false);
  const clientAddress = (c: Context) => {
    // A proxy appends the address it saw: the last entry is the one to trust, the first is whatever the client wrote.
    const forwarded = config.trustProxy ? c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined;
    return clientKey(forwarded || (getConnInfo(c).remote.address ?? 'unknown'));
  };
  const stopping = new AbortController();
  // Every open stream listens for the shutdown: no "possible leak" warning past ten of them.
  setMaxListeners(Infinity, stopping.signal);
  const streamsPerClient = options.maxStreamsPerClient ?? STREAMS_PER_CLIENT;
  // With REDIS_URL, every instance using that Redis shares one count per client.
  const limiters = config.redisUrl
    ? redisLimiters({
        url: config.redisUrl,
        requestsPerMinute: config.rateLimitPerMinute,
        streamsPerClient,
        photosPerMinute: config.photoLimitPerMinute,
      })
    : memoryLimiters(config.rateLimitPerMinute, streamsPerClient, config.photoLimitPerMinute);
  const chains = { recipe: createModelChain(config.models), vision: createModelChain(config.visionModels) };
  const app = createApp({
    ...config,
    ...options,
    chain: chains.recipe,
    visionChain: chains.vision,
    limiters,
    clientAddress,
    stopping: stopping.signal,
    sendEvents: sendToNode,
  });
  app
    // The first screen in the cook's language: their kept choice, else their browser's.
    .use('/', pageLanguageDetector())
    .use('/index.html', pageLanguageDetector())
    .get('/', (c) => sendPage(c, pages[pageLanguageOf(c)]))
    .get('/index.html', (c) => sendPage(c, pages[pageLanguageOf(c)]))
    .use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    })
    // The service worker must be checked for updates on every visit, or an old page could outlive a release.
    .use('/sw.js', async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'no-cache');
    })
    // The page's own files carry its policy too, as on the Worker; 404s keep the API's.
    .use('*', async (c, next) => {
      await next();
      if (c.res.ok) c.header('Content-Security-Policy', pages.en.policy);
    })
    .get('*', serveStatic({ root, precompressed: true }))
    .notFound((c) => c.text('Not found', 404));

  const server = createAdaptorServer({
    fetch: app.fetch,
    serverOptions: {
      // Slow-loris defences: a client must send its headers, and its whole request, promptly.
      headersTimeout: options.headersTimeout ?? 10_000,
      requestTimeout: options.requestTimeout ?? 30_000,
      keepAliveTimeout: options.keepAliveTimeout ?? 5_000,
      // Node checks those two limits only this often (every 30 s by default), so a slow client could outlive them by that much.
      connectionsCheckingInterval: 1_000,
    },
  }) as Server;
  // Node's default queue of connections waiting to be accepted holds 511: a burst of a thousand cooks
  // would overflow it, and the kernel would make the rest retry their connection a second or more later.
  server.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  await new Promise<void>((ready, failed) => {
    server.once('listening', ready);
    server.once('error', failed);
  }).catch(async (error: unknown) => {
    await limiters.close();
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  // In the background: the server is ready before the Hub answers, and whatever it answers.
  const watch = options.watchModels && config.target ? watchChains(config, chains) : undefined;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;

  let closing: Promise<void> | undefined;
  // During a shutdown a keep-alive connection is closed as soon as its answer ends, instead of idling on.
  server.on('request', (_request, response: ServerResponse) =>
    response.once('finish', () => {
      if (closing) server.closeIdleConnections();
    }),
  );

  return {
    url: `http://${host}:${port}`,
    server,
    close: () =>
      (closing ??= new Promise<void>((done) => {
        watch?.stop();
        // Stop accepting and let open recipes finish. At the deadline, those still being written end
        // with an error event the cook can read rather than a cut line; anything left after that is cut.
        const deadline = setTimeout(() => {
          stopping.abort();
          setTimeout(() => server.closeAllConnections(), 1_000).unref();
        }, options.shutdownGraceMs ?? 10_000);
        server.close(() => {
          clearTimeout(deadline);
          // Last, so that every open stream has given its slot back.
          void limiters.close().then(done);
        });
        server.closeIdleConnections();
      })),
  };
}

/**
 * Recipe events written straight to Node's response, with no web stream between the model and the
 * socket: a relay of a thousand streams spends its time on the events, not on the plumbing. Events
 * that arrive in the same turn of the event loop leave in one write, so a busy server writes less
 * often rather than falling behind, and an idle one sends each at once.
 */
const sendToNode: EventSender = (c, headers, pump, cancel) => {
  const { outgoing } = c.env as HttpBindings;
  // The head leaves with the first events (they are waiting already): one write, not two.
  outgoing.writeHead(200, headers);
  // A hung-up client: stop asking the model at once (the request's signal says so too; either will do).
  outgoing.once('close', cancel);
  let waiting = '';
  const flush = () => {
    if (waiting && !outgoing.destroyed) outgoing.write(waiting);
    waiting = '';
  };
  void pump((text) => {
    if (!waiting) setImmediate(flush);
    waiting += text;
  }).finally(() => {
    outgoing.off('close', cancel);
    setImmediate(() => {
      flush();
      outgoing.end();
    });
  });
  // Hono's context must not have built a response of its own by now: it would copy this one and
  // lose the mark that says it is already sent.
  return RESPONSE_ALREADY_SENT;
};

type Page = { plain: Buffer; gzip: Buffer; brotli: Buffer; policy: string };

/** The built page in each language (build/first-screen.ts), read once. */
function loadPages(root: string, demo: boolean): Record<Language, Page> {
  const languages = Object.keys(LANGUAGES) as Language[];
  // A page the build did not write (an app built before it spoke ten languages) is the English one.
  const page = (asked: Language) => {
    const language = existsSync(join(root, pageFile(asked))) ? asked : 'en';
    return loadPage(root, pageFile(language), demo && demoBanner(language));
  };
  return Object.fromEntries(languages.map((language) => [language, page(language)])) as Record<Language, Page>;
}

/** One language's page, with the demo model's banner written in when there is one. */
function loadPage(root: string, file: string, banner: string | false): Page {
  let html: string;
  try {
    html = readFileSync(join(root, file), 'utf8');
  } catch {
    throw new Error(`No built app in ${root} (${file} is missing). Run "npm run build" first (npm start does it for you).`);
  }
  if (banner) html = html.replace('<body>', `<body>\n    ${banner}`);
  const plain = Buffer.from(html);
  // The build records the hashes of the page's inline styles beside it (build/page-policy.ts).
  const policyFile = join(root, PAGE_POLICY_FILE);
  const policy = pagePolicyHeader(existsSync(policyFile) ? readFileSync(policyFile, 'utf8') : null);
  return { plain, gzip: gzipSync(plain), brotli: brotliCompressSync(plain), policy };
}

function sendPage(c: Context, page: Page) {
  const accepts = c.req.header('accept-encoding') ?? '';
  const [encoding, body] = /\bbr\b/.test(accepts)
    ? (['br', page.brotli] as const)
    : /\bgzip\b/.test(accepts)
      ? (['gzip', page.gzip] as const)
      : ([undefined, page.plain] as const);
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: PAGE_VARIES,
    'Content-Security-Policy': page.policy,
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  return c.body(new Uint8Array(body), 200, headers);
}

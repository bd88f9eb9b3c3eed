/** The Node adapter: static files, the API, time limits against slow clients, graceful shutdown. */

import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import { logger } from 'hono/logger';
import { createApp } from './app.ts';
import type { Config } from './config.ts';

export type StartOptions = {
  /** The built app; `npm run build` writes it to dist/. */
  staticRoot?: string;
  /** Shows the "demo model" banner on the page. */
  demo?: boolean;
  /** One log line per API request. */
  log?: boolean;
  /** How long open recipe streams may go on after a shutdown starts. */
  shutdownGraceMs?: number;
  maxStreamsPerClient?: number;
  maxStreams?: number;
};

export type RunningServer = { url: string; server: Server; close(): Promise<void> };

const DEMO_BANNER =
  '<p class="demo-banner" role="note"><strong>Demo model</strong>: recipes are canned samples, not written by AI. Set HF_TOKEN to cook with a real model.</p>';

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const root = resolve(options.staticRoot ?? 'dist');
  const page = loadPage(root, options.demo ?? false);
  const clientAddress = (c: Context) => {
    const forwarded = config.trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
    return forwarded || (getConnInfo(c).remote.address ?? 'unknown');
  };
  const app = createApp({ ...config, ...options, clientAddress });
  if (options.log) app.use('/api/*', logger());
  app
    .get('/', (c) => sendPage(c, page))
    .get('/index.html', (c) => sendPage(c, page))
    .use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    })
    .get('*', serveStatic({ root, precompressed: true }))
    .notFound((c) => c.text('Not found', 404));

  const server = serve({
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    // Slow-loris defences: a client must send its headers, and its whole request, promptly.
    serverOptions: { headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000 },
  }) as Server;
  await new Promise<void>((ready, failed) => {
    server.once('listening', ready);
    server.once('error', failed);
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;

  return {
    url: `http://${host}:${port}`,
    server,
    close: () =>
      new Promise<void>((done) => {
        // Stop accepting, let open recipes finish, then cut whatever is left at the deadline.
        const deadline = setTimeout(() => server.closeAllConnections(), options.shutdownGraceMs ?? 10_000);
        server.close(() => {
          clearTimeout(deadline);
          done();
        });
        server.closeIdleConnections();
      }),
  };
}

type Page = { plain: Buffer; gzip: Buffer; brotli: Buffer };

function loadPage(root: string, demo: boolean): Page {
  let html: string;
  try {
    html = readFileSync(join(root, 'index.html'), 'utf8');
  } catch {
    throw new Error(`No built app in ${root}. Run "npm run build" first (npm start does it for you).`);
  }
  if (demo) html = html.replace('<body>', `<body>\n    ${DEMO_BANNER}`);
  const plain = Buffer.from(html);
  return { plain, gzip: gzipSync(plain), brotli: brotliCompressSync(plain) };
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
    Vary: 'Accept-Encoding',
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  return c.body(new Uint8Array(body), 200, headers);
}

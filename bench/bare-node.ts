/**
 * The floor for GET /api/health: a bare `node:http` server in a process of its own, answering
 * every request with the bytes and content type the app's /api/health sent, with no framework and
 * no middleware. Driven by bench/run.ts over IPC, like the other helpers.
 */

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveParent } from './ipc.ts';

let server: Server | undefined;

const handlers = {
  /** Starts answering `body` as `contentType` on a free loopback port; resolves to its URL. */
  listen: async ({ body, contentType }: { body: string; contentType: string }) => {
    await handlers.close();
    const payload = Buffer.from(body);
    const headers = { 'content-type': contentType, 'content-length': String(payload.length) };
    const bare = createServer((_request, response) => {
      response.writeHead(200, headers);
      response.end(payload);
    });
    server = bare;
    await new Promise<void>((resolve, reject) => {
      bare.once('error', reject);
      bare.listen(0, '127.0.0.1', resolve);
    });
    return `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
  },
  close: () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
      server = undefined;
    }),
};

export type BareNodeApi = typeof handlers;

serveParent(handlers);

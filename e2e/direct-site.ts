/**
 * Direct mode is a static site: any file server will do, with no API behind it. This one serves the
 * direct-mode build on loopback; given `modelOrigin`, it serves the build as if it had been built for
 * that model (the one origin global-setup baked in, in the scripts and the page's policy, swapped),
 * so that a spec can point the build at its worker's own fake model.
 */

import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { DIRECT_BUILD, directFakeUrl } from './builds.ts';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

export async function serveDirectBuild(modelOrigin?: string): Promise<Server> {
  const built = new URL(directFakeUrl()).origin;
  const server = createServer((req, res) => {
    const path = normalize(join(DIRECT_BUILD, new URL(req.url ?? '/', 'http://x').pathname));
    // A folder's index.html, as a static host serves each language's page (/es/); any other address gets the page.
    const isFile = (candidate: string) => existsSync(candidate) && statSync(candidate).isFile();
    const file = [path, join(path, 'index.html')].find(isFile) ?? join(DIRECT_BUILD, 'index.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    res.setHeader('Content-Type', type);
    const bytes = readFileSync(file);
    res.end(modelOrigin && /^text\//.test(type) ? bytes.toString('utf8').replaceAll(built, modelOrigin) : bytes);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return server;
}

export const siteUrl = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

export async function closeSite(server: Server) {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
}

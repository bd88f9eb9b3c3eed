/** Direct mode is a static site with no API behind it: any file server will do, so here is a small one. */

import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

export async function serveStaticSite(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const base = resolve(root);
  const server = createServer((req, res) => {
    const path = normalize(join(base, new URL(req.url ?? '/', 'http://x').pathname));
    const file = path.startsWith(base) && existsSync(path) && statSync(path).isFile() ? path : join(base, 'index.html');
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/**
 * Real server processes (server/index.ts, as `npm start` runs it) and HTTP requests sent from a
 * chosen loopback address (127.0.0.2, 127.0.0.3, …), so that each test can be a client of its own.
 */

import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ENTRY = fileURLToPath(new URL('../server/index.ts', import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export type Instance = {
  url: string;
  /** host:port, for a proxy's upstream list. */
  address: string;
  child: ChildProcess;
  output(): string;
  /** Recipe requests this instance has received so far, from its request log. */
  recipesSeen(): number;
  exited: Promise<number | null>;
};

/** Starts `npm start`'s server in `cwd` (which must hold dist/index.html) with exactly this environment, on a free port. */
export async function startInstance(cwd: string, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', TSX, ENTRY], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr!.on('data', (data: Buffer) => (output += data.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = await new Promise<string>((ready, failed) => {
    const look = () => {
      const found = /ready at (http:\/\/\S+)/.exec(output)?.[1];
      if (found) ready(found);
    };
    child.stdout!.on('data', look);
    void exited.then((code) => failed(new Error(`the server exited with ${code} before it was ready:\n${output}`)));
  });
  return {
    url,
    address: new URL(url).host,
    child,
    output: () => output,
    recipesSeen: () => output.split('<-- POST /api/recipe').length - 1,
    exited,
  };
}

/**
 * fetch, from `localAddress`: Linux routes all of 127.0.0.0/8 to loopback, so a proxy sees each
 * test's client at an address of its own. The body arrives as a web stream; cancelling it hangs up.
 */
export function fetchFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<Response>((resolve, reject) => {
    const outgoing = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers, localAddress }, (incoming) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
      }
      const body = Readable.toWeb(incoming) as ReadableStream<Uint8Array>;
      resolve(new Response(body, { status: incoming.statusCode ?? 0, headers }));
    });
    outgoing.once('error', reject);
    outgoing.end(init.body);
  });
}

/** POST /api/recipe from `localAddress`. */
export const askFrom = (localAddress: string, origin: string, headers: Record<string, string> = {}) =>
  fetchFrom(localAddress, `${origin}/api/recipe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ ingredients: ['egg', 'spinach', 'cheese', 'onion'] }),
  });

/**
 * Real redis-server and nginx for the tests and the benchmark (Debian packages), each on a free
 * loopback port with its own folder for configuration, data, pid and logs, and stopped afterwards.
 */

import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { delimiter, join } from 'node:path';
import { tmpdir } from 'node:os';

/** The path of an executable found on PATH or in the sbin folders (where Debian puts nginx), if any. */
function findExecutable(name: string): string | undefined {
  const folders = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  for (const folder of folders) {
    if (!folder) continue;
    try {
      accessSync(join(folder, name), constants.X_OK);
      return join(folder, name);
    } catch {
      // Not in this folder.
    }
  }
  return undefined;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves once something accepts connections on the port; rejects after `timeoutMs` or once `gone` settles. */
async function listening(port: number, gone: Promise<unknown>, what: () => string, timeoutMs = 15_000): Promise<void> {
  let exited = false;
  void gone.then(() => (exited = true));
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !exited) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  throw new Error(`${what()} did not start listening on port ${port}`);
}

type Running = { child: ChildProcess; exited: Promise<void>; output: () => string };

function run(command: string, args: string[]): Running {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr!.on('data', (data: Buffer) => (output += data.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return { child, exited, output: () => output };
}

async function stop({ child, exited }: Running, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const force = setTimeout(() => child.kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(force);
}

export const REDIS_SERVER = findExecutable('redis-server');
export const NGINX = findExecutable('nginx');

export type RedisServer = {
  url: string;
  port: number;
  /** Ends it at once (SIGKILL), as a crash would: its data is gone. */
  kill(): Promise<void>;
  /** Starts it again, empty, on the same port. */
  restart(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open and nothing answers. */
  pause(): void;
  resume(): void;
  close(): Promise<void>;
};

/** A redis-server with no persistence, listening on loopback only: on `port`, or a free one. */
export async function startRedis(port?: number): Promise<RedisServer> {
  if (!REDIS_SERVER) throw new Error('redis-server is not installed');
  const chosen = port ?? (await freePort());
  const folder = mkdtempSync(join(tmpdir(), 'pantry-chef-redis-'));
  let current: Running | undefined;
  const start = async () => {
    const running = run(REDIS_SERVER, [
      '--port',
      String(chosen),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      folder,
    ]);
    current = running;
    await listening(chosen, running.exited, () => `redis-server (${running.output().trim().split('\n').at(-1) ?? ''})`);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    kill: async () => {
      if (current) await stop(current, 'SIGKILL');
    },
    restart: async () => {
      if (current) await stop(current, 'SIGKILL');
      await start();
    },
    pause: () => current?.child.kill('SIGSTOP'),
    resume: () => current?.child.kill('SIGCONT'),
    close: async () => {
      current?.child.kill('SIGCONT');
      if (current) await stop(current);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export type Nginx = { url: string; close(): Promise<void>; output(): string };

/**
 * nginx with the configuration the repository ships (deploy/nginx.conf), its placeholders filled:
 * `${LISTEN}` with a free loopback port, `${APP_1}` and `${APP_2}` with the instances' host:port.
 * The main configuration around it is the test's own: pid, logs and temporary files in a fresh folder.
 */
export async function startNginx(instances: [string, string]): Promise<Nginx> {
  if (!NGINX) throw new Error('nginx is not installed');
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'pantry-chef-nginx-'));
  // nginx's worker processes run as nobody when started by root, and must reach their temporary folders.
  chmodSync(folder, 0o755);
  mkdirSync(join(folder, 'tmp'));
  const site = readFileSync(new URL('../deploy/nginx.conf', import.meta.url), 'utf8')
    .replaceAll('${LISTEN}', `127.0.0.1:${port}`)
    .replaceAll('${APP_1}', instances[0])
    .replaceAll('${APP_2}', instances[1]);
  writeFileSync(join(folder, 'pantry-chef.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(folder, 'tmp', kind)};`);
  writeFileSync(
    join(folder, 'nginx.conf'),
    [
      // As Debian's own nginx.conf: one worker per core.
      'worker_processes auto;',
      `pid ${join(folder, 'nginx.pid')};`,
      `error_log ${join(folder, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      ...temp,
      `  include ${join(folder, 'pantry-chef.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const running = run(NGINX, ['-p', folder, '-c', join(folder, 'nginx.conf'), '-e', join(folder, 'error.log'), '-g', 'daemon off;']);
  const errors = () => {
    try {
      return readFileSync(join(folder, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  await listening(port, running.exited, () => `nginx (${running.output()}${errors()})`);
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => running.output() + errors(),
    close: async () => {
      // SIGQUIT: a graceful stop, as `nginx -s quit` sends.
      await stop(running, 'SIGQUIT');
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

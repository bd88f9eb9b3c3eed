/**
 * The benchmark's helper processes (fake model, app server, load generator) are Node children
 * running TypeScript through tsx, driven by request/response messages over the IPC channel.
 * A child exits as soon as its parent goes away, so nothing outlives the benchmark.
 */

import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

type Request = { id: number; type: string; payload: unknown };
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };
type Ready = { ready: true; value: unknown };

/** A handler that takes nothing is called with just its name. */
type Args<F extends (payload: never) => unknown> =
  Parameters<F> extends [] ? [payload?: undefined, timeoutMs?: number] : [payload: Parameters<F>[0], timeoutMs?: number];

export type Helper<Api extends Record<string, (payload: never) => unknown>> = {
  pid: number;
  /** What the child reported once it was ready (its URL, for instance). */
  ready: unknown;
  call<K extends keyof Api & string>(type: K, ...args: Args<Api[K]>): Promise<Awaited<ReturnType<Api[K]>>>;
  /** Ends the child by its pid (SIGTERM, then SIGKILL after a second). */
  stop(): Promise<void>;
};

const started = new Set<ChildProcess>();

/** Last resort: whatever happens to the benchmark, its children go with it. */
process.once('exit', () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

/**
 * Starts `bench/<file>` in a child process and waits for its `ready` message.
 * `nodeFlags` go to node itself (`--expose-gc`); `args` to the script.
 */
export async function startHelper<Api extends Record<string, (payload: never) => unknown>>(
  file: string,
  { args = [], nodeFlags = [], timeoutMs = 20_000 }: { args?: string[]; nodeFlags?: string[]; timeoutMs?: number } = {},
): Promise<Helper<Api>> {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), args, {
    execArgv: [...nodeFlags, '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));

  let nextId = 1;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code, signal) => {
    for (const { reject } of pending.values()) reject(new Error(`${file} exited (${signal ?? code}) before answering`));
    pending.clear();
  });

  const ready = await new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${file} was not ready within ${timeoutMs} ms`)), timeoutMs);
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code} while starting`)));
    child.on('message', (message: Reply | Ready) => {
      if ('ready' in message) {
        clearTimeout(timer);
        resolve(message.value);
        return;
      }
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(new Error(`${file}: ${message.error}`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });

  return {
    pid: child.pid ?? -1,
    ready,
    call: (type, ...[payload, timeoutMs = 60_000]) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`${file}: "${type}" took longer than ${timeoutMs} ms`));
        }, timeoutMs);
        pending.set(id, {
          resolve: (value) => {
            clearTimeout(timer);
            resolve(value as never);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        child.send({ id, type, payload } satisfies Request);
      }),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 1_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** In the child: answers the parent's calls with these handlers, then reports ready. */
export function serveParent(handlers: Record<string, (payload: never) => unknown>, readyValue: unknown = null): void {
  if (!process.send) throw new Error('This file is a benchmark helper: run it through bench/run.ts.');
  process.on('message', (message: Request) => {
    const handler = handlers[message.type];
    void (async () => {
      try {
        if (!handler) throw new Error(`no handler for "${message.type}"`);
        const value = await handler(message.payload as never);
        process.send?.({ id: message.id, ok: true, value } satisfies Reply);
      } catch (error) {
        process.send?.({
          id: message.id,
          ok: false,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        } satisfies Reply);
      }
    })();
  });
  // The benchmark is gone (finished, crashed or killed): so are we.
  process.once('disconnect', () => process.exit(0));
  process.once('SIGTERM', () => process.exit(0));
  process.send({ ready: true, value: readyValue } satisfies Ready);
}

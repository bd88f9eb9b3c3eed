/**
 * The bench's child processes (bench/helper.ts) are Node children running TypeScript through tsx,
 * driven by request/response messages over the IPC channel. A child exits as soon as its parent
 * goes away, so nothing outlives the benchmark.
 */

import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

type Api = Record<string, (payload: never) => unknown>;
type Request = { id: number; type: string; payload: unknown };
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };
/** A handler that takes nothing is called with just its name. */
type Args<F extends (payload: never) => unknown> =
  Parameters<F> extends [] ? [payload?: undefined, timeoutMs?: number] : [payload: Parameters<F>[0], timeoutMs?: number];

export type Helper<A extends Api> = {
  pid: number;
  call<K extends keyof A & string>(type: K, ...args: Args<A[K]>): Promise<Awaited<ReturnType<A[K]>>>;
  /** Ends the child by its pid (SIGTERM, then SIGKILL after a second). */
  stop(): Promise<void>;
};

const started = new Set<ChildProcess>();
/** Last resort: whatever happens to the benchmark, its children go with it. */
process.once('exit', () => started.forEach((child) => child.exitCode === null && child.kill('SIGKILL')));

/** Starts bench/helper.ts as a child (with --expose-gc, so a memory reading can start from a clean heap) and waits until it is ready. */
export async function startHelper<A extends Api>(name: string): Promise<Helper<A>> {
  const child = fork(fileURLToPath(new URL('./helper.ts', import.meta.url)), [name], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  started.add(child);
  const pending = new Map<number, (reply: Reply) => void>();
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      started.delete(child);
      for (const settle of pending.values()) settle({ id: 0, ok: false, error: `exited (${signal ?? code}) before answering` });
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`helper ${name} was not ready within 20 s`)), 20_000);
    void exited.then(() => reject(new Error(`helper ${name} exited while starting`)));
    child.on('message', (message: Reply | 'ready') => {
      if (message === 'ready') return (clearTimeout(timer), resolve());
      pending.get(message.id)?.(message);
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  let nextId = 1;
  return {
    pid: child.pid ?? -1,
    call: (type, ...[payload, timeoutMs = 60_000]) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(() => pending.get(id)?.({ id, ok: false, error: `took longer than ${timeoutMs} ms` }), timeoutMs);
        pending.set(id, (reply) => {
          clearTimeout(timer);
          pending.delete(id);
          if (reply.ok) resolve(reply.value as never);
          else reject(new Error(`helper ${name}, "${type}": ${reply.error}`));
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

/** In the child: answers the parent's calls with these handlers, then says it is ready. */
export function serveParent(handlers: Api): void {
  if (!process.send) throw new Error('This file is a benchmark helper: run it through bench/run.ts.');
  process.on('message', ({ id, type, payload }: Request) => {
    const reply = (value: { ok: true; value: unknown } | { ok: false; error: string }) => process.send?.({ id, ...value });
    Promise.resolve()
      .then(() => (handlers[type] ?? (() => Promise.reject(new Error(`no handler for "${type}"`))))(payload as never))
      .then(
        (value) => reply({ ok: true, value }),
        (error: unknown) => reply({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
      );
  });
  // The benchmark is gone (finished, crashed or killed): so are we.
  process.once('disconnect', () => process.exit(0));
  process.once('SIGTERM', () => process.exit(0));
  process.send('ready');
}

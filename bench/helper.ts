/**
 * Every process the bench starts, Chromium and Lighthouse aside, runs this file, so that each has its
 * own event loop, memory and CPU time: it serves a target (`startTarget`: the app server as `npm start`
 * runs it, the AI SDK relay, a static site, a bare node:http server, the fake model), reports its
 * memory, or generates load against the others (autocannon, cooks, slow-loris sockets). The bench
 * drives it over IPC; a child exits as soon as its parent goes away.
 */

import { fork, type ChildProcess } from 'node:child_process';
import { createServer, request, type ClientRequest, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { clock } from '../fake-model/clock.ts';
import { LONG_RECIPE, tokenize } from '../fake-model/recipes.ts';
import type { FakeModel } from '../fake-model/server.ts';
import type { StartOptions } from '../server/node-server.ts';
import { serveStaticSite } from './static-site.ts';
import { gapsBetween, sumCounts, summarize } from './stats.ts';

/** What a target serves: the app (reading `env` as `npm start` does), the AI SDK relay, a static site, a bare server answering `body`, the fake model. */
export type Service =
  | { kind: 'app'; env: Record<string, string>; options: StartOptions }
  | { kind: 'ai-sdk'; env: Record<string, string> }
  | { kind: 'site'; root: string }
  | { kind: 'bare'; body: string; contentType: string }
  | { kind: 'fake' };
export type Api = typeof handlers;
type Running = { url: string; server?: Server; close(): Promise<void> };
const raise = (message: string): never => {
  throw new Error(message);
};

async function serve(service: Service): Promise<Running> {
  if (service.kind === 'app') {
    const [{ startServer }, { loadConfig }] = await Promise.all([import('../server/node-server.ts'), import('../server/config.ts')]);
    return startServer(loadConfig(service.env), { shutdownGraceMs: 500, ...service.options });
  }
  if (service.kind === 'ai-sdk') {
    return (await import('./peers/ai-sdk-relay.ts')).startAiSdkRelay(service.env.MODEL_BASE_URL ?? '', service.env.HF_TOKEN ?? '');
  }
  // Direct mode is a static site with no API behind it, and must not get the app server's policy header.
  if (service.kind === 'site') return serveStaticSite(service.root);
  if (service.kind === 'fake') {
    const { startFakeModel } = await import('../fake-model/server.ts');
    return (fake = await startFakeModel({ port: 0, tokensPerSecond: 100, paceWholeAnswers: true }));
  }
  // The floor for GET /api/health: the same bytes and content type, no framework, no middleware.
  const headers = { 'content-type': service.contentType, 'content-length': String(Buffer.byteLength(service.body)) };
  const server = createServer((_request, response) => response.writeHead(200, headers).end(service.body));
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const close = () => new Promise<void>((closed) => (server.closeAllConnections(), server.close(() => closed())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, close };
}

const services = new Map<string, Running>();
let fake: FakeModel | undefined;
const theFake = () => fake ?? raise('no fake model runs in this process');
const chats = (since = 0) => theFake().requests.slice(since);
// The highest memory since the last `peak`, sampled every 50 ms (unref'd, so it never keeps us alive).
let top = { rss: 0, heapUsed: 0 };
const sample = () => {
  const { rss, heapUsed } = process.memoryUsage();
  return (top = { rss: Math.max(top.rss, rss), heapUsed: Math.max(top.heapUsed, heapUsed) });
};
setInterval(sample, 50).unref();
/** The burst being held (`openCooks` … `closeCooks`), and how many pieces of text it had read when the hold began. */
let held: { cooks: ReturnType<typeof sendCooks>; at: number; pieces: number } | undefined;
type Loris = { socket: Socket; openedAt: number; connected?: boolean; closedAt?: number; answer?: string; failed?: string };
let lorises: Loris[] = [];

const handlers = {
  /** Starts `service` as `name` (replacing one of that name); resolves to its URL. */
  start: async ({ name, service }: { name: string; service: Service }) => {
    await services.get(name)?.close();
    services.set(name, await serve(service));
    return services.get(name)!.url;
  },
  connections: ({ name }: { name: string }) =>
    new Promise<number>((resolve, reject) =>
      (services.get(name)?.server ?? raise(`no server named ${name}`)).getConnections((error, n) => (error ? reject(error) : resolve(n))),
    ),
  /** process.memoryUsage(), after a full garbage collection when `gc` is set. */
  memory: ({ gc }: { gc: boolean }) => (gc && globalThis.gc?.(), process.memoryUsage()),
  /** The highest memory seen since the last call, then starts over. */
  peak: () => {
    const seen = sample();
    top = { rss: 0, heapUsed: 0 };
    return seen;
  },
  /**
   * The inference client alone, as the relay runs it but relaying nothing: `streams` chat completions
   * read at once from the fake, in this process; its CPU time per piece of text read, in µs.
   */
  clientFloor: async ({ baseUrl, streams }: { baseUrl: string; streams: number }) => {
    const { chatCompletionStream } = await import('@huggingface/inference');
    const chat = { endpointUrl: baseUrl, accessToken: 'hf_bench', model: 'bench', messages: [{ role: 'user', content: 'x' }] };
    const read = async () => {
      let pieces = 0;
      for await (const chunk of chatCompletionStream(chat, { retry_on_error: false })) if (chunk.choices[0]?.delta?.content) pieces += 1;
      return pieces;
    };
    const before = process.cpuUsage();
    const pieces = (await Promise.all(Array.from({ length: streams }, read))).reduce((sum, n) => sum + n, 0);
    const { user, system } = process.cpuUsage(before);
    return { streams, pieces, cpuPerPieceUs: (user + system) / pieces };
  },

  // The fake model, in the process that runs it.
  clock: () => clock(),
  /** The recipe the fake streams next, at this rate (0: all at once): LONG_RECIPE or its first `tokens`; null for the fake's own answers. */
  recipe: ({ tokensPerSecond, tokens, recipe = LONG_RECIPE }: { tokensPerSecond: number; tokens?: number; recipe?: string | null }) => {
    const text = recipe === null ? undefined : tokenize(recipe).slice(0, tokens).join('');
    theFake().setDefault({ kind: 'recipe', recipe: text, tokensPerSecond });
    return text === undefined ? 0 : tokenize(text).length;
  },
  /** Forgets the recorded requests (they hold every token's time). */
  forget: () => void (theFake().requests.length = 0),
  /** How many requests the fake has recorded: pass it to `chats` or `tokensSent` to see only later ones. */
  mark: () => theFake().requests.length,
  chats: ({ since }: { since?: number }) =>
    chats(since)
      .filter(({ method, path }) => method === 'POST' && path === '/v1/chat/completions')
      .map(({ body, receivedAt, tokenAt }) => ({
        stream: (body as { stream?: unknown } | undefined)?.stream === true,
        receivedAt,
        tokenAt,
      })),
  tokensSent: ({ since }: { since?: number }) => chats(since).reduce((sum, { tokenAt }) => sum + tokenAt.length, 0),
  /** Answers still being written: a relay lets go of its streams to the model when its cooks leave, some later than others. */
  streaming: () => theFake().inFlight(),
  /** Cuts every answer still being written (a relay that lags behind its cooks' leaving). */
  cut: () => theFake().cutAll(),

  // Load, from the load generator.
  cannon: async ({ url, connections, seconds, body }: { url: string; connections: number; seconds: number; body?: string }) => {
    const { default: autocannon } = await import('autocannon');
    const headers = body ? { 'content-type': 'application/json' } : undefined;
    const result = await autocannon({ url, connections, duration: seconds, method: body ? 'POST' : 'GET', body, headers, timeout: 20 });
    const { latency: l, errors, timeouts, non2xx } = result;
    const latency = { p50: l.p50, p99: l.p99, max: l.max, mean: l.mean };
    return { requestsPerSecond: result.requests.average, latency, errors, timeouts, non2xx, seconds: result.duration };
  },
  /** One cook, let go once its first text came: ms from sending to it. */
  firstText: async (options: CooksRequest) => {
    const cook = sendCooks(options);
    await cook.firstTexts();
    cook.release();
    const { firstTokenMs, errors } = cook.summary();
    return firstTokenMs.n ? firstTokenMs.p50 : raise(`no first text from ${options.url}: ${JSON.stringify(errors)}`);
  },
  /** Arriving cooks, each reading to the end. */
  cooks: (options: CooksRequest) => sendCooks(options).finished(),
  /** A burst: every cook sent at once; resolves once each has its first text (or has stopped), and holds them. */
  openCooks: async (options: CooksRequest) => {
    const cooks = sendCooks(options);
    await cooks.firstTexts();
    held = { cooks, at: performance.now(), pieces: cooks.pieces() };
    return cooks.summary();
  },
  /** Lets the held burst go: how many were still streaming, and the pieces of text read per second while held. */
  closeCooks: () => {
    const { cooks, at, pieces } = held ?? raise('no cooks are held');
    const [holdSeconds, { errors }] = [(performance.now() - at) / 1000, cooks.summary()];
    held = undefined;
    return { holdSeconds, piecesPerSecond: (cooks.pieces() - pieces) / holdSeconds, errors, alive: cooks.release() };
  },
  /** Sockets that send a request line, then a header line every `lineEveryMs`, never finishing. */
  openLoris: async ({ host, port, count, lineEveryMs }: { host: string; port: number; count: number; lineEveryMs: number }) => {
    const open = (i: number) =>
      new Promise<Loris>((resolve) => {
        const loris: Loris = { socket: connect(port, host).setNoDelay(true), openedAt: performance.now() };
        const trickle = setInterval(() => loris.connected && loris.socket.write(`X-Trickle-${i}: ${Date.now()}\r\n`), lineEveryMs);
        loris.socket.once('connect', () => {
          loris.connected = true;
          loris.socket.write(`GET /api/health HTTP/1.1\r\nHost: ${host}\r\nUser-Agent: loris-${i}\r\n`);
          resolve(loris);
        });
        loris.socket.once('data', (data) => (loris.answer ??= String(data).split('\r\n')[0]));
        loris.socket.once('error', (error: NodeJS.ErrnoException) => ((loris.failed ??= error.code ?? error.name), resolve(loris)));
        loris.socket.once('close', () => (clearInterval(trickle), (loris.closedAt ??= performance.now())));
      });
    lorises = await Promise.all(Array.from({ length: count }, (_, i) => open(i)));
  },
  lorisOpen: () => lorises.filter((loris) => loris.closedAt === undefined).length,
  /** Lets go of the sockets: how many the server cut, after how long, and its first answer line on them ("HTTP/1.1 408 Request Timeout"). */
  closeLoris: () => {
    const [all, cut] = [lorises, lorises.filter((loris) => loris.connected && loris.closedAt !== undefined)];
    lorises = [];
    all.forEach((loris) => loris.socket.destroy());
    const tally = (pick: (loris: Loris) => string | undefined) =>
      sumCounts(all.flatMap((loris) => (pick(loris) ? [{ [pick(loris)!]: 1 }] : [])));
    const [answers, failed] = [tally((loris) => loris.answer), tally((loris) => (loris.connected ? undefined : loris.failed))];
    const [connected, lifetimeMs] = [all.filter((loris) => loris.connected).length, summarize(cut.map((l) => l.closedAt! - l.openedAt))];
    return { sockets: all.length, connected, cutByServer: cut.length, lifetimeMs, answers, failed };
  },
};

// ---------------------------------------------------------------------------------------------
// The cooks: the one reader of recipe streams under load. Each posts at its time on a connection of
// its own (plain node:http, to cost the generator little) and notes when each piece of text came.

/** How to read a stream: our /api/recipe's events, the model's own chat-completion stream, a peer's plain text. */
export type Reading = 'server' | 'fake' | 'text';
const MARKS: Record<Reading, { text: string; done: string }> = {
  server: { text: 'data: {"text"', done: 'event: done' },
  fake: { text: '"content":', done: 'data: [DONE]' },
  text: { text: '', done: '' },
};

export type CooksRequest = {
  url: string;
  body: string;
  reading: Reading;
  /** When each cook sends, in ms from the start (stats.ts `poissonArrivals`; zeros for a burst). */
  offsetsMs: number[];
  /** A `text` stream is complete once this many bytes came (the recipe's UTF-8 length). */
  expectBytes: number;
  /** A cook still reading this long after sending gives up (`gave_up`); one with no text within `firstTextWithinMs` too (`no_first_token`). */
  giveUpMs: number;
  firstTextWithinMs?: number;
};
type Cook = { sentAt?: number; reads: number[]; pieces: number; bytes: number; done?: boolean; ended?: boolean; error?: string };

/** Sends the cooks; `firstTexts` settles once each has its first text or has stopped, `finished` once all have. */
export function sendCooks(options: CooksRequest) {
  const { text, done } = MARKS[options.reading];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const [started, late, cooks] = [performance.now(), [] as number[], [] as Cook[]];
  const [requests, firstTexts] = [new Set<ClientRequest>(), [] as Promise<void>[]];
  const finished = options.offsetsMs.map((offset) => {
    const cook: Cook = { reads: [], pieces: 0, bytes: 0 };
    cooks.push(cook);
    let first = () => {};
    firstTexts.push(new Promise((resolve) => (first = resolve)));
    return new Promise<void>((finish) =>
      setTimeout(() => {
        late.push((cook.sentAt = performance.now()) - started - offset);
        const stop = (error: string) => () => ((cook.error ??= error), outgoing.destroy());
        const timers = [setTimeout(stop('gave_up'), options.giveUpMs)];
        if (options.firstTextWithinMs)
          timers.push(setTimeout(() => cook.reads.length || stop('no_first_token')(), options.firstTextWithinMs));
        const settle = () => (timers.forEach(clearTimeout), requests.delete(outgoing), first(), finish());
        const headers = { 'Content-Type': 'application/json', Authorization: 'Bearer hf_bench' };
        const outgoing = request(options.url, { method: 'POST', agent: false, headers }, (response) => {
          if (response.statusCode !== 200)
            return void ((cook.error = `http_${response.statusCode}`), response.resume().once('end', settle));
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            const [at, pieces] = [performance.now(), text ? chunk.split(text).length - 1 : 1];
            cook.bytes += Buffer.byteLength(chunk);
            cook.pieces += pieces;
            // Text read within 1 ms of the last came in the same socket read: one read, not two.
            if (pieces && !(at - (cook.reads.at(-1) ?? -Infinity) < 1)) cook.reads.push(at);
            if (cook.reads.length) first();
            if (done && chunk.includes(done)) cook.done = true;
            if (chunk.includes('event: error')) cook.error = 'error_event';
          });
          response.once('end', () => ((cook.ended = true), settle()));
          response.once('error', settle);
        });
        requests.add(outgoing);
        outgoing.once('error', (error: NodeJS.ErrnoException) => ((cook.error ??= error.code ?? error.name), settle()));
        // A socket closed before any response is settled by 'error'; after one, by 'end' or here.
        outgoing.once('close', () => cook.ended || settle());
        outgoing.end(options.body);
      }, offset),
    );
  });
  const complete = (cook: Cook) =>
    !cook.error && cook.ended && (options.reading === 'text' ? cook.bytes >= options.expectBytes : cook.done);
  /** What the cooks read so far: a stream is complete when it ended as a whole recipe does. */
  const summary = () => {
    const withText = cooks.filter((cook) => cook.sentAt !== undefined && cook.reads.length);
    const kind = (cook: Cook) => cook.error ?? (complete(cook) || !cook.ended ? undefined : 'incomplete');
    return {
      cooks: cooks.length,
      withFirstToken: withText.length,
      completed: cooks.filter(complete).length,
      firstTokenMs: summarize(withText.map((cook) => cook.reads[0]! - cook.sentAt!)),
      /** Every gap between two reads carrying text, in every stream, pooled. */
      gapMs: summarize(cooks.flatMap((cook) => gapsBetween(cook.reads))),
      /** How late the generator sent, against the schedule, and its event-loop delay: its own saturation shows here. */
      sendLateMs: summarize(late),
      loopDelayMs: { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
      errors: sumCounts(cooks.flatMap((cook) => (kind(cook) ? [{ [kind(cook)!]: 1 }] : []))),
      wallMs: performance.now() - started,
    };
  };
  return {
    firstTexts: () => Promise.all(firstTexts),
    finished: async () => (await Promise.all(finished), loop.disable(), summary()),
    summary,
    pieces: () => cooks.reduce((sum, cook) => sum + cook.pieces, 0),
    /** Lets every cook go: those still reading are not counted as errors. */
    release() {
      const alive = cooks.filter((cook) => !cook.error && !cook.ended && cook.reads.length).length;
      requests.forEach((outgoing) => outgoing.destroy());
      loop.disable();
      return alive;
    },
  };
}
export type CooksRun = ReturnType<ReturnType<typeof sendCooks>['summary']>;

// ---------------------------------------------------------------------------------------------
// The IPC channel: the bench's handle on a helper, and the helper's answers.

type Request = { id: number; type: string; payload: unknown };
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };
/** A handler that takes nothing is called with just its name. */
type Args<F extends (payload: never) => unknown> =
  Parameters<F> extends [] ? [payload?: undefined, timeoutMs?: number] : [payload: Parameters<F>[0], timeoutMs?: number];
export type Helper = {
  pid: number;
  call<K extends keyof Api & string>(type: K, ...args: Args<Api[K]>): Promise<Awaited<ReturnType<Api[K]>>>;
  /** Ends the child (SIGTERM, then SIGKILL after a second). */
  stop(): Promise<void>;
};
/** A service running in a helper process. */
export type Target = { helper: Helper; name: string; url: string; service: Service };

const running = new Map<ChildProcess, Helper>();
/** Last resort: whatever happens to the benchmark, its children go with it. */
process.once('exit', () => running.forEach((_, child) => child.kill('SIGKILL')));
/** Stops every helper still running. */
export const stopHelpers = () => Promise.all([...running.values()].map((helper) => helper.stop()));

/** Starts this file as a child (with --expose-gc, so a memory reading can start from a clean heap) and waits until it is ready. */
export async function startHelper(name: string): Promise<Helper> {
  const child = fork(fileURLToPath(import.meta.url), [name], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, (reply: Reply) => void>();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => {
    running.delete(child);
    pending.forEach((settle, id) => settle({ id, ok: false, error: 'the helper exited before answering' }));
  });
  await new Promise<void>((ready, fail) => {
    child.on('message', (message: Reply | 'ready') => (message === 'ready' ? ready() : pending.get(message.id)?.(message)));
    void exited.then(() => fail(new Error(`helper ${name} exited while starting`)));
  });
  let nextId = 1;
  const helper: Helper = {
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
      const timer = setTimeout(() => child.kill('SIGKILL'), 1_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(timer);
    },
  };
  running.set(child, helper);
  return helper;
}

/** The one way to start a target: `service` as `name` in `helper`, or in a process of its own. */
export async function startTarget(name: string, service: Service, helper?: Helper): Promise<Target> {
  helper ??= await startHelper(name);
  return { helper, name, service, url: await helper.call('start', { name, service }) };
}

// In the child: answers the parent's calls, then says it is ready; the benchmark gone (finished, crashed or killed), so is the child.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.send) throw new Error('This file is a benchmark helper: run it through bench/run.ts.');
  process.on('message', ({ id, type, payload }: Request) => {
    const handler: ((payload: never) => unknown) | undefined = handlers[type as keyof Api];
    Promise.resolve()
      .then(() => (handler ? handler(payload as never) : raise(`no handler for "${type}"`)))
      .then(
        (value) => process.send?.({ id, ok: true, value }),
        (error: unknown) => process.send?.({ id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : `${error}` }),
      );
  });
  process.once('disconnect', () => process.exit(0));
  process.once('SIGTERM', () => process.exit(0));
  process.send('ready');
}

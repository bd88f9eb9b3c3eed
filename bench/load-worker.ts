/**
 * The load generator, in a process of its own so that it never steals the server's event loop:
 * autocannon runs, many concurrent recipe streams, and slow-loris sockets. Driven over IPC.
 */

import { connect, type Socket } from 'node:net';
import autocannon from 'autocannon';
import { MARKS, runArrivals, type Target } from './arrivals-client.ts';
import { serveParent } from './ipc.ts';
import { summarize, type Summary } from './stats.ts';

export type CannonSummary = {
  requestsPerSecond: number;
  latency: { p50: number; p99: number; max: number; mean: number };
  completed: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  seconds: number;
};

async function cannon(options: { url: string; connections: number; seconds: number; method?: 'GET' | 'POST'; body?: string }) {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    body: options.body,
    headers: options.body ? { 'content-type': 'application/json' } : undefined,
    timeout: 20,
  });
  return {
    requestsPerSecond: result.requests.average,
    latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max, mean: result.latency.mean },
    completed: result['2xx'],
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    seconds: result.duration,
  } satisfies CannonSummary;
}

// ---------------------------------------------------------------------------------------------
// Concurrent streams: open N at once, time each one's first token, keep reading, then let go.

type Stream = { controller: AbortController; firstTokenMs?: number; events: number; error?: string; ended: boolean };

export type OpenStreamsResult = {
  opened: number;
  withFirstToken: number;
  firstTokenMs: Summary;
  errors: Record<string, number>;
  /** Wall time from the first request sent to the last first token (or give-up). */
  openingMs: number;
};

export type CloseStreamsResult = {
  /** Events read per second over the hold, all streams together. */
  eventsPerSecond: number;
  holdSeconds: number;
  /** Streams still open and healthy when released. */
  alive: number;
  errors: Record<string, number>;
};

let streams: Stream[] = [];
let holdStartedAt = 0;
let eventsAtHoldStart = 0;

async function openStreams(options: { url: string; body: string; count: number; target: Target; giveUpMs: number }) {
  streams = [];
  const marker = MARKS[options.target].text;
  const started = performance.now();
  const firstTokens: Promise<void>[] = [];
  for (let i = 0; i < options.count; i++) {
    const stream: Stream = { controller: new AbortController(), events: 0, ended: false };
    streams.push(stream);
    firstTokens.push(
      new Promise<void>((gotFirst) => {
        const sentAt = performance.now();
        const giveUp = setTimeout(() => {
          stream.error ??= 'no_first_token';
          gotFirst();
        }, options.giveUpMs);
        void read(stream, options, marker, () => {
          stream.firstTokenMs = performance.now() - sentAt;
          clearTimeout(giveUp);
          gotFirst();
        }).finally(() => {
          clearTimeout(giveUp);
          gotFirst();
        });
      }),
    );
  }
  await Promise.all(firstTokens);
  holdStartedAt = performance.now();
  eventsAtHoldStart = streams.reduce((sum, stream) => sum + stream.events, 0);
  const times = streams.flatMap((stream) => (stream.firstTokenMs === undefined ? [] : [stream.firstTokenMs]));
  return {
    opened: streams.length,
    withFirstToken: times.length,
    firstTokenMs: summarize(times),
    errors: tally(streams),
    openingMs: holdStartedAt - started,
  } satisfies OpenStreamsResult;
}

async function read(stream: Stream, options: { url: string; body: string; target: Target }, marker: string, onFirst: () => void) {
  try {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer hf_bench' },
      body: options.body,
      signal: stream.controller.signal,
    });
    if (response.status !== 200 || !response.body) {
      stream.error = `http_${response.status}`;
      await response.body?.cancel();
      return;
    }
    const decoder = new TextDecoder();
    for await (const chunk of response.body) {
      const text = decoder.decode(chunk, { stream: true });
      if (stream.firstTokenMs === undefined && text.includes(marker)) onFirst();
      stream.events += marker ? countOf(text, 'data: ') : 1;
      if (text.includes('event: error')) stream.error = 'error_event';
    }
    stream.ended = true;
  } catch (error) {
    if (stream.controller.signal.aborted) return;
    const cause = (error as { cause?: { code?: string } }).cause;
    stream.error = cause?.code ?? (error as Error).name ?? 'fetch_error';
  }
}

function closeStreams(): CloseStreamsResult {
  const holdSeconds = (performance.now() - holdStartedAt) / 1000;
  const events = streams.reduce((sum, stream) => sum + stream.events, 0) - eventsAtHoldStart;
  const alive = streams.filter((stream) => !stream.error && !stream.ended && stream.firstTokenMs !== undefined).length;
  const errors = tally(streams);
  for (const stream of streams) stream.controller.abort();
  streams = [];
  return { eventsPerSecond: events / holdSeconds, holdSeconds, alive, errors };
}

function tally(list: readonly Stream[]): Record<string, number> {
  const errors: Record<string, number> = {};
  for (const { error } of list) if (error) errors[error] = (errors[error] ?? 0) + 1;
  return errors;
}

function countOf(text: string, needle: string): number {
  let found = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) found++;
  return found;
}

// ---------------------------------------------------------------------------------------------
// Slow loris: sockets that send a request's headers one line every few seconds, never finishing.

type Loris = { socket: Socket; openedAt: number; closedAt?: number; answer?: string; timer?: NodeJS.Timeout };

export type LorisReport = {
  sockets: number;
  connected: number;
  /** Sockets the server closed, and after how long (ms); the rest were still open when we let go. */
  cutByServer: number;
  lifetimeMs: Summary;
  /** The server's first answer line on a cut socket, such as "HTTP/1.1 408 Request Timeout". */
  answers: Record<string, number>;
  failed: Record<string, number>;
};

let lorises: Loris[] = [];
const lorisFailures: Record<string, number> = {};

async function openLoris(options: { host: string; port: number; count: number; lineEveryMs: number }) {
  lorises = [];
  for (const key of Object.keys(lorisFailures)) delete lorisFailures[key];
  const connected = await Promise.all(
    Array.from(
      { length: options.count },
      (_, i) =>
        new Promise<boolean>((resolve) => {
          const socket = connect(options.port, options.host);
          const loris: Loris = { socket, openedAt: performance.now() };
          lorises.push(loris);
          socket.setNoDelay(true);
          socket.once('connect', () => {
            socket.write(`GET /api/health HTTP/1.1\r\nHost: ${options.host}\r\nUser-Agent: loris-${i}\r\n`);
            loris.timer = setInterval(() => socket.write(`X-Trickle-${i}: ${Date.now()}\r\n`), options.lineEveryMs);
            resolve(true);
          });
          socket.once('data', (data) => {
            loris.answer ??= String(data).split('\r\n')[0];
          });
          socket.once('error', (error: NodeJS.ErrnoException) => {
            lorisFailures[error.code ?? error.name] = (lorisFailures[error.code ?? error.name] ?? 0) + 1;
            resolve(false);
          });
          socket.once('close', () => {
            clearInterval(loris.timer);
            loris.closedAt ??= performance.now();
          });
        }),
    ),
  );
  return { connected: connected.filter(Boolean).length };
}

function lorisStatus(): { open: number } {
  return { open: lorises.filter((loris) => loris.closedAt === undefined).length };
}

function closeLoris(): LorisReport {
  const lifetimes = lorises.flatMap((loris) => (loris.closedAt === undefined ? [] : [loris.closedAt - loris.openedAt]));
  const answers: Record<string, number> = {};
  for (const { answer } of lorises) if (answer) answers[answer] = (answers[answer] ?? 0) + 1;
  const report: LorisReport = {
    sockets: lorises.length,
    connected: lorises.length - Object.values(lorisFailures).reduce((sum, n) => sum + n, 0),
    cutByServer: lifetimes.length,
    lifetimeMs: summarize(lifetimes),
    answers,
    failed: { ...lorisFailures },
  };
  for (const loris of lorises) {
    clearInterval(loris.timer);
    loris.socket.destroy();
  }
  lorises = [];
  return report;
}

const handlers = { cannon, openStreams, closeStreams, openLoris, lorisStatus, closeLoris, arrivals: runArrivals };

export type LoadApi = typeof handlers;

serveParent(handlers);

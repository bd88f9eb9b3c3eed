/**
 * The cooks of the arrivals load, in the load-generator process (bench/load-worker.ts serves
 * `arrivals`): each one posts at its time, reads its recipe to the end, and notes when its first
 * text came and when each later piece did. Plain node:http, one connection per cook, so that the
 * reading costs the generator as little as it can.
 */

import { request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { gapsBetween, summarizeMany } from './arrivals-stats.ts';
import { summarize, type Summary } from './stats.ts';

/**
 * `target` says how to read a text event: `server` is our /api/recipe (`data: {"text"…`),
 * `fake` the model's own chat-completion stream (`"content":"…"`), `text` a plain text stream (a
 * peer's), where every chunk read counts as one.
 */
export type Target = 'server' | 'fake' | 'text';

export type ArrivalsRequest = {
  url: string;
  body: string;
  target: Target;
  /** When each cook sends, in ms from the start (bench/arrivals-stats.ts `poissonArrivals`). */
  offsetsMs: number[];
  /** A `text` target's stream is complete once this many bytes came (the recipe's UTF-8 length). */
  expectBytes: number;
  /** A cook still reading this long after sending gives up: not complete. */
  giveUpMs: number;
};

export type ArrivalsRun = {
  cooks: number;
  withFirstToken: number;
  /** Streams that ended as a whole recipe does: the fake's [DONE], our `event: done`, all of a peer's text. */
  completed: number;
  firstTokenMs: Summary;
  /** Every gap between two reads carrying text, in every stream, pooled. */
  gapMs: Summary;
  /** How late the generator sent, against the schedule: its own saturation shows here. */
  sendLateMs: Summary;
  /** The generator's event-loop delay while it ran (p99 and max, ms). */
  loopDelayMs: { p99: number; max: number };
  errors: Record<string, number>;
  /** From the first send to the last stream's end. */
  wallMs: number;
};

/** What marks a read that carries recipe text, and what marks a stream that finished, by target. */
export const MARKS: Record<Target, { text: string; done: string }> = {
  server: { text: 'data: {"text"', done: 'event: done' },
  fake: { text: '"content":', done: 'data: [DONE]' },
  text: { text: '', done: '' },
};

/** Text read this soon after the last came in the same socket read (a peer writes each token as a chunk of its own). */
const SAME_READ_MS = 1;

type Cook = { sentAt?: number; readTimes: number[]; bytes: number; done: boolean; ended: boolean; error?: string };

export async function runArrivals(options: ArrivalsRequest): Promise<ArrivalsRun> {
  const { text, done } = MARKS[options.target];
  const target = new URL(options.url);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const late: number[] = [];
  const cooks = options.offsetsMs.map(
    (offset) =>
      new Promise<Cook>((finish) => {
        const cook: Cook = { readTimes: [], bytes: 0, done: false, ended: false };
        setTimeout(() => {
          cook.sentAt = performance.now();
          late.push(cook.sentAt - started - offset);
          const giveUp = setTimeout(() => {
            cook.error ??= 'gave_up';
            outgoing.destroy();
          }, options.giveUpMs);
          const settle = () => {
            clearTimeout(giveUp);
            finish(cook);
          };
          const outgoing = request(
            target,
            {
              method: 'POST',
              agent: false,
              headers: {
                'Content-Type': 'application/json',
                Authorization: 'Bearer hf_bench',
                'Content-Length': Buffer.byteLength(options.body),
              },
            },
            (response) => {
              if (response.statusCode !== 200) {
                cook.error = `http_${response.statusCode}`;
                response.resume();
                response.once('end', settle);
                return;
              }
              response.setEncoding('utf8');
              response.on('data', (chunk: string) => {
                const at = performance.now();
                cook.bytes += Buffer.byteLength(chunk);
                // Pieces parsed from one socket read come within a fraction of a millisecond: one read.
                if (chunk.includes(text) && !(at - (cook.readTimes.at(-1) ?? -Infinity) < SAME_READ_MS)) cook.readTimes.push(at);
                if (done && chunk.includes(done)) cook.done = true;
                if (chunk.includes('event: error')) cook.error = 'error_event';
              });
              response.once('end', () => {
                cook.ended = true;
                settle();
              });
              response.once('error', () => settle());
            },
          );
          outgoing.once('error', (error: NodeJS.ErrnoException) => {
            cook.error ??= error.code ?? error.name;
            settle();
          });
          outgoing.once('close', () => {
            // A socket closed before any response is settled by 'error'; after one, by 'end' or this.
            if (!cook.ended) settle();
          });
          outgoing.end(options.body);
        }, offset);
      }),
  );
  const finished = await Promise.all(cooks);
  const wallMs = performance.now() - started;
  loop.disable();
  return summarizeCooks(finished, options, late, wallMs, { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 });
}

function summarizeCooks(
  cooks: Cook[],
  options: ArrivalsRequest,
  late: number[],
  wallMs: number,
  loopDelayMs: ArrivalsRun['loopDelayMs'],
): ArrivalsRun {
  const firstTokens: number[] = [];
  let gapCount = 0;
  for (const cook of cooks) {
    if (cook.sentAt !== undefined && cook.readTimes[0] !== undefined) firstTokens.push(cook.readTimes[0] - cook.sentAt);
    gapCount += Math.max(0, cook.readTimes.length - 1);
  }
  const gaps = new Float64Array(gapCount);
  let filled = 0;
  for (const cook of cooks) for (const gap of gapsBetween(cook.readTimes)) gaps[filled++] = gap;
  const complete = (cook: Cook) => !cook.error && cook.ended && (options.target === 'text' ? cook.bytes >= options.expectBytes : cook.done);
  const errors: Record<string, number> = {};
  for (const cook of cooks) {
    const kind = cook.error ?? (complete(cook) ? undefined : 'incomplete');
    if (kind) errors[kind] = (errors[kind] ?? 0) + 1;
  }
  return {
    cooks: cooks.length,
    withFirstToken: firstTokens.length,
    completed: cooks.filter(complete).length,
    firstTokenMs: summarize(firstTokens),
    gapMs: summarizeMany(gaps),
    sendLateMs: summarizeMany(late),
    loopDelayMs,
    errors,
    wallMs,
  };
}

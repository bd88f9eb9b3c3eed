/**
 * The one reader of recipe streams under load, in the load-generator process (bench/helper.ts):
 * cooks post at their times (all at once for a burst), each on a connection of its own (plain
 * node:http, so that reading costs the generator as little as it can), and note when their first
 * text came and when every later piece did. A burst's cooks are held and then let go; arriving
 * cooks read to the end.
 */

import { request, type ClientRequest } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { gapsBetween, summarize } from './stats.ts';

/**
 * How to read a stream: `server` is our /api/recipe (`data: {"text"…`), `fake` the model's own
 * chat-completion stream (`"content":"…"`), `text` a plain text stream (a peer's), every chunk text.
 */
export type Target = 'server' | 'fake' | 'text';
const MARKS: Record<Target, { text: string; done: string }> = {
  server: { text: 'data: {"text"', done: 'event: done' },
  fake: { text: '"content":', done: 'data: [DONE]' },
  text: { text: '', done: '' },
};

export type CooksRequest = {
  url: string;
  body: string;
  target: Target;
  /** When each cook sends, in ms from the start (stats.ts `poissonArrivals`; zeros for a burst). */
  offsetsMs: number[];
  /** A `text` stream is complete once this many bytes came (the recipe's UTF-8 length). */
  expectBytes: number;
  /** A cook still reading this long after sending gives up (`gave_up`)… */
  giveUpMs: number;
  /** …and one with no text this long after sending too (`no_first_token`). */
  firstTextWithinMs?: number;
};

type Cook = { sentAt?: number; reads: number[]; pieces: number; bytes: number; done: boolean; ended: boolean; error?: string };

/** Text read this soon after the last came in the same socket read: pieces parsed from one read count as one. */
const SAME_READ_MS = 1;

/** Sends the cooks; `firstTexts` settles once each has its first text or has stopped, `finished` once all have. */
export function sendCooks(options: CooksRequest) {
  const { text, done } = MARKS[options.target];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const late: number[] = [];
  const requests = new Set<ClientRequest>();
  const cooks: Cook[] = [];
  const firstTexts: Promise<void>[] = [];
  const finished = options.offsetsMs.map((offset) => {
    const cook: Cook = { reads: [], pieces: 0, bytes: 0, done: false, ended: false };
    cooks.push(cook);
    let first = () => {};
    firstTexts.push(new Promise((resolve) => (first = resolve)));
    return new Promise<void>((finish) =>
      setTimeout(() => {
        cook.sentAt = performance.now();
        late.push(cook.sentAt - started - offset);
        const stop = (error: string) => () => ((cook.error ??= error), outgoing.destroy());
        const timers = [setTimeout(stop('gave_up'), options.giveUpMs)];
        if (options.firstTextWithinMs)
          timers.push(setTimeout(() => cook.reads.length || stop('no_first_token')(), options.firstTextWithinMs));
        const settle = () => {
          timers.forEach(clearTimeout);
          requests.delete(outgoing);
          first();
          finish();
        };
        const headers = { 'Content-Type': 'application/json', Authorization: 'Bearer hf_bench' };
        const outgoing = request(options.url, { method: 'POST', agent: false, headers }, (response) => {
          if (response.statusCode !== 200) {
            cook.error = `http_${response.statusCode}`;
            response.resume().once('end', settle);
            return;
          }
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            const at = performance.now();
            cook.bytes += Buffer.byteLength(chunk);
            const pieces = text ? chunk.split(text).length - 1 : 1;
            cook.pieces += pieces;
            if (pieces && !(at - (cook.reads.at(-1) ?? -Infinity) < SAME_READ_MS)) cook.reads.push(at);
            if (cook.reads.length === 1) first();
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

  const complete = (cook: Cook) => !cook.error && cook.ended && (options.target === 'text' ? cook.bytes >= options.expectBytes : cook.done);
  /** What the cooks read so far. */
  const summary = () => {
    const errors: Record<string, number> = {};
    for (const cook of cooks) {
      const kind = cook.error ?? (complete(cook) || !cook.ended ? undefined : 'incomplete');
      if (kind) errors[kind] = (errors[kind] ?? 0) + 1;
    }
    const withText = cooks.filter((cook) => cook.sentAt !== undefined && cook.reads.length);
    return {
      cooks: cooks.length,
      withFirstToken: withText.length,
      /** Streams that ended as a whole recipe does: the fake's [DONE], our `event: done`, every byte of a peer's text. */
      completed: cooks.filter(complete).length,
      firstTokenMs: summarize(withText.map((cook) => cook.reads[0]! - cook.sentAt!)),
      /** Every gap between two reads carrying text, in every stream, pooled. */
      gapMs: summarize(cooks.flatMap((cook) => gapsBetween(cook.reads))),
      /** How late the generator sent, against the schedule, and its event-loop delay: its own saturation shows here. */
      sendLateMs: summarize(late),
      loopDelayMs: { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
      errors,
      wallMs: performance.now() - started,
    };
  };
  const pieces = () => cooks.reduce((sum, cook) => sum + cook.pieces, 0);
  return {
    firstTexts: () => Promise.all(firstTexts),
    finished: async () => (await Promise.all(finished), loop.disable(), summary()),
    summary,
    pieces,
    /** Lets every cook go: those still reading are not counted as errors. */
    release() {
      const alive = cooks.filter((cook) => !cook.error && !cook.ended && cook.reads.length).length;
      for (const outgoing of requests) outgoing.destroy();
      loop.disable();
      return alive;
    },
  };
}

export type CooksRun = ReturnType<ReturnType<typeof sendCooks>['summary']>;

/** Arriving cooks, each reading its recipe to the end. */
export const runCooks = (options: CooksRequest): Promise<CooksRun> => sendCooks(options).finished();

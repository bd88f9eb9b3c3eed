/** A chat completion streamed as the router does: SSE chunks as the tokens fall due, then usage and [DONE]. */
import type { Context } from 'hono';
import { clock } from './clock.ts';
import type { Env } from './recording.ts';
import { pause, pieceByPiece, streamed, type Piece } from './responses.ts';
import type { Interruption } from './scenarios.ts';
import { chunkObject, EVENT_STREAM_HEADERS, sse, STREAM_ERROR_MESSAGE, usage, type Completion, type FinishReason } from './wire-format.ts';

type StreamPlan = {
  tokens: string[];
  finishReason: FinishReason;
  /** Milliseconds between tokens; 0: as fast as the client reads. */
  intervalMs: number;
  /** Breaks the answer off after some tokens: an error event, a malformed one, or a dropped connection. */
  interruption?: Interruption;
};

export function streamTokens(c: Context<Env>, completion: Completion, plan: StreamPlan): Response {
  const exchange = c.get('exchange');
  const { tokens, intervalMs, interruption } = plan;
  const interruptAt = interruption ? Math.min(Math.max(0, Math.floor(interruption.afterTokens)), tokens.length) : -1;
  let interrupted = false;
  let cutNext = false;
  let sent = 0;
  let start: number | undefined;

  // Token k is due k intervals after the first went out; each piece carries everything due, so high rates batch up.
  const next = async (): Promise<Piece> => {
    if (cutNext) return 'cut';
    start ??= performance.now();
    if (sent > 0 && !(await pause(start + sent * intervalMs - performance.now(), exchange.signal))) return 'closed';
    const sentBefore = sent;
    // Stamps the tokens added to `out` since the last piece, just before `out` goes out.
    const stamp = (): void => {
      const at = clock();
      for (let i = sentBefore; i < sent; i++) exchange.record.tokenAt.push(at);
    };
    // Timers may fire a hair before performance.now() says the token is due: having waited, one is.
    const elapsed = intervalMs > 0 ? Math.floor((performance.now() - start) / intervalMs) + 1 : tokens.length;
    const due = Math.min(tokens.length, Math.max(sent + 1, elapsed));
    let out = '';
    for (;;) {
      if (interruption && !interrupted && sent === interruptAt) {
        interrupted = true;
        if (interruption.kind === 'stream-error') {
          out += sse({ error: { message: interruption.message ?? STREAM_ERROR_MESSAGE, type: 'server_error' } });
          stamp();
          return { data: out, last: true };
        }
        if (interruption.kind === 'drop') {
          exchange.cutByFake = true;
          stamp();
          if (out === '') return 'cut';
          // Cut once this piece is out, so that it reaches the client before the line goes dead.
          cutNext = true;
          return { data: out };
        }
        out += 'data: {not json\n\n';
      }
      if (sent >= due) break;
      const token = tokens[sent] ?? '';
      out += sse(chunkObject(completion, sent === 0 ? { role: 'assistant', content: token } : { content: token }, null));
      sent++;
    }
    if (sent === tokens.length) {
      out += sse({ ...chunkObject(completion, {}, plan.finishReason), usage: usage(completion, sent) });
      out += 'data: [DONE]\n\n';
      stamp();
      return { data: out, last: true };
    }
    stamp();
    return { data: out };
  };
  return streamed(c, 200, EVENT_STREAM_HEADERS, pieceByPiece(exchange, next));
}

/**
 * Writing a response through node-server as the router does: whole, or piece by piece in chunked
 * encoding, with the waits and the cuts a test asks for.
 */
import { once } from 'node:events';
import { setImmediate as nextTurn, setTimeout as delay } from 'node:timers/promises';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Env, Exchange } from './recording.ts';

/**
 * What a streamed answer sends next: bytes (the last of them, or not), a cut of the connection, or
 * nothing because the response is already over.
 */
export type Piece = { data: string | Uint8Array; last?: boolean } | 'cut' | 'closed';

/** A whole answer, written at once: the fake has finished as soon as it hands it over. */
export function whole(c: Context<Env>, status: number, body: unknown, contentType = 'application/json'): Response {
  c.get('exchange').record.finished = true;
  const data = typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body);
  return c.body(data as string | Uint8Array<ArrayBuffer>, status as ContentfulStatusCode, { 'Content-Type': contentType });
}

/** A body written as it is made, in chunked encoding whatever its length, as the router streams. */
export function streamed(c: Context<Env>, status: number, headers: Record<string, string>, body: ReadableStream<Uint8Array>): Response {
  // Chunked from the start also keeps node-server from reading ahead for a length before it sends the headers.
  return c.body(body, status as ContentfulStatusCode, { ...headers, 'Transfer-Encoding': 'chunked' });
}

/**
 * A response body made one piece at a time. With no read-ahead, node-server asks for the next piece
 * only once it has written the previous one to the socket, so waits, stamps and cuts happen as the
 * client sees them.
 */
export function pieceByPiece(exchange: Exchange, next: () => Promise<Piece>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const piece = await next();
        if (piece === 'closed') return;
        if (piece === 'cut') return cut(exchange);
        const bytes = typeof piece.data === 'string' ? encoder.encode(piece.data) : piece.data;
        if (bytes.length > 0) controller.enqueue(bytes);
        if (piece.last) {
          exchange.record.finished = true;
          controller.close();
        }
      },
    },
    { highWaterMark: 0 },
  );
}

/** Closes the socket once what was written has reached the client, leaving the chunked body unfinished. */
function cut(exchange: Exchange): void {
  exchange.cutByFake = true;
  const socket = exchange.outgoing.socket;
  socket?.once('finish', () => socket.destroy());
  socket?.end();
}

/** Destroys the socket at once, before anything is written. */
export function dropNow(c: Context<Env>): Response {
  const exchange = c.get('exchange');
  exchange.cutByFake = true;
  exchange.outgoing.socket?.destroy();
  return gone(c);
}

/** node-server writes nothing once the connection is gone, whatever a handler returns then. */
export function gone(c: Context<Env>): Response {
  return c.body(null, 204);
}

/** Resolves once the client, or close(), has ended the connection. */
export async function closedBy(signal: AbortSignal): Promise<void> {
  if (!signal.aborted) await once(signal, 'abort');
}

/** Waits `ms` (0: until the next turn of the event loop); false if the connection closed first. */
export function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  const wait = ms > 0 ? delay(ms, true, { signal }) : nextTurn(true, { signal });
  return wait.catch(() => false);
}

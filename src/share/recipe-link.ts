/**
 * A recipe in a link: the page's address, then `#recipe=` and the Markdown as UTF-8, compressed
 * with raw DEFLATE and written in base64url without padding. The fragment never reaches a server.
 * Reading one trusts nothing: its length, its alphabet, its compression, its size once inflated
 * (inflating stops at the cap, so a tiny link cannot grow into megabytes) and its UTF-8.
 */

import { t, type MessageKey } from '../lib/i18n.ts';

export const LINK_PREFIX = '#recipe=';
/** The longest fragment read, `recipe=` included. */
export const MAX_FRAGMENT = 16_384;
/** The most bytes a link may inflate to. */
export const MAX_INFLATED = 64 * 1024;

export type LinkProblem = 'too_long' | 'not_base64url' | 'not_deflate' | 'too_large' | 'not_utf8' | 'empty';
export type LinkReading = { ok: true; text: string } | { ok: false; problem: LinkProblem };

const MESSAGES: Record<LinkProblem, MessageKey> = {
  too_long: 'card.link.too_long',
  too_large: 'card.link.too_large',
  not_base64url: 'card.link.damaged',
  not_deflate: 'card.link.damaged',
  not_utf8: 'card.link.damaged',
  empty: 'card.link.empty',
};

/** What the cook is told about a link that cannot be read, in the page's language (the card's words must be loaded). */
export function linkProblemWords(problem: LinkProblem): string {
  return t(MESSAGES[problem]);
}

/** The page's address with the recipe in its fragment. */
export async function recipeLink(markdown: string, page: string = location.href): Promise<string> {
  const address = new URL(page);
  address.hash = '';
  return `${address.href}${LINK_PREFIX}${toBase64url(await deflate(new TextEncoder().encode(markdown)))}`;
}

/** Reads a fragment (`#recipe=…`, as `location.hash` gives it) back into the recipe's Markdown. */
export async function readRecipeLink(hash: string): Promise<LinkReading> {
  const fragment = hash.replace(/^#/, '');
  const problem = (kind: LinkProblem): LinkReading => ({ ok: false, problem: kind });
  if (fragment.length > MAX_FRAGMENT) return problem('too_long');
  const name = LINK_PREFIX.slice(1);
  const bytes = fragment.startsWith(name) ? fromBase64url(fragment.slice(name.length)) : null;
  if (!bytes) return problem('not_base64url');
  const inflated = await inflate(bytes, MAX_INFLATED);
  if (inflated.status === 'broken') return problem('not_deflate');
  if (inflated.status === 'over') return problem('too_large');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(inflated.bytes);
  } catch {
    return problem('not_utf8');
  }
  return text.trim() === '' ? problem('empty') : { ok: true, text };
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Response(bytes as BodyInit).body!.pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Inflates at most `cap` bytes: past it, reading stops and the stream is cancelled, so no more is
 * inflated than the chunk that crossed the line. `read` says how many bytes came out in all.
 */
export async function inflate(
  bytes: Uint8Array,
  cap: number,
): Promise<{ status: 'ok'; bytes: Uint8Array; read: number } | { status: 'over'; read: number } | { status: 'broken' }> {
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  // Not awaited: the writer waits for the reader, and a broken input rejects both.
  writer.write(bytes as BufferSource).catch(() => {});
  writer.close().catch(() => {});
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      read += value.byteLength;
      if (read > cap) {
        await reader.cancel().catch(() => {});
        return { status: 'over', read };
      }
      chunks.push(value);
    }
  } catch {
    return { status: 'broken' };
  }
  const whole = new Uint8Array(read);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return { status: 'ok', bytes: whole, read };
}

function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Strict base64url without padding: only its 64 characters, and never a length no encoder writes. */
function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

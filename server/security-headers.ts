/**
 * The headers every response carries, computed once. They are the ones Hono's `secureHeaders`
 * middleware sets with our options (a test holds them equal), plus our Content-Security-Policy; set
 * before the handler runs, they go into the response as it is built, instead of rebuilding a
 * finished response after it, which cost most of the server's throughput (docs/performance.md).
 */

import { contentSecurityPolicy } from '../core/content-security-policy.ts';

/** The options we would give `secureHeaders`: no COEP (nothing cross-origin is embedded), frames denied. */
export const SECURE_HEADERS_OPTIONS = { crossOriginEmbedderPolicy: false, xFrameOptions: 'DENY' } as const;

export const SECURITY_HEADERS: readonly (readonly [name: string, value: string])[] = [
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'DENY'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
  ['Content-Security-Policy', contentSecurityPolicy()],
];

/**
 * Headers as a plain object, for a response that is sent with them as they are: names in lower case
 * and in order, as a Headers object would give them, so the wire carries the same lines either way.
 * On Node, a response built with a plain object goes to the socket without a Headers object.
 */
export function headerObject(entries: readonly (readonly [name: string, value: string])[]): Record<string, string> {
  const sorted = entries.map(([name, value]) => [name.toLowerCase(), value] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(sorted);
}

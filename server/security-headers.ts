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

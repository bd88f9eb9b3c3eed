/**
 * The page's Content-Security-Policy, built here alone for every place that sends it: the API's
 * answers, the page as the Node server and the Worker send it (a header), and the direct-mode build
 * (a meta tag, as a static host may not set headers). No inline script, no foreign resources:
 * model output that slipped past the Markdown renderer still could not load or run anything. The
 * one inline style, the first screen's stylesheet written into index.html at build time, is
 * allowed by its hash, never by 'unsafe-inline'.
 */
export function contentSecurityPolicy(
  connectTo: readonly string[] = [],
  delivery: 'header' | 'meta' = 'header',
  inlineStyles: readonly string[] = [],
): string {
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${["'self'", ...inlineStyles].join(' ')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectTo].join(' ')}`,
    "manifest-src 'self'",
    // The service worker that keeps the page and its saved recipes available offline (default-src covers it too; said plainly).
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  // Browsers ignore frame-ancestors in a meta tag, and say so in the console.
  return directives.filter((directive) => delivery === 'header' || !directive.startsWith('frame-ancestors')).join('; ');
}

/** Written by the build beside index.html (vite.config.ts): the hash sources of the page's inline styles. */
export const PAGE_POLICY_FILE = 'page-policy.json';

export type PagePolicy = { inlineStyles: string[] };

const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * The inline-style hashes from a page-policy.json; anything but well-formed sha256 sources is an
 * error, so that a damaged file can never widen the policy.
 */
export function inlineStylesOf(json: string): string[] {
  const { inlineStyles } = JSON.parse(json) as Partial<PagePolicy>;
  if (!Array.isArray(inlineStyles) || !inlineStyles.every((source) => typeof source === 'string' && HASH_SOURCE.test(source))) {
    throw new Error(`${PAGE_POLICY_FILE} should hold { "inlineStyles": ["'sha256-…'"] }`);
  }
  return inlineStyles;
}

/** Where a direct-mode page calls the model when the build names no other base URL. */
const ROUTER_ORIGIN = 'https://router.huggingface.co';

/**
 * The page's policy as the Node server and the Worker send it: the API's, plus the inline-style
 * hashes the build recorded (`recorded`: the text of page-policy.json, null when there is none).
 */
export function pagePolicyHeader(recorded: string | null): string {
  return contentSecurityPolicy([], 'header', recorded === null ? [] : inlineStylesOf(recorded));
}

/** A direct-mode page's own policy, for its meta tag: it may also reach the model, at `modelBaseUrl` or the router. */
export function pagePolicyMeta(modelBaseUrl: string | undefined, inlineStyles: readonly string[]): string {
  return contentSecurityPolicy([modelBaseUrl ? new URL(modelBaseUrl).origin : ROUTER_ORIGIN], 'meta', inlineStyles);
}

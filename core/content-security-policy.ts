/**
 * The page's Content-Security-Policy, built here alone for every place that sends it: the API's
 * answers, the page as the Node server and the Worker send it (a header), and the direct-mode build
 * (a meta tag, as a static host may not set headers). No foreign resources, and nothing inline but
 * what the build wrote into index.html, each allowed by its hash, never by 'unsafe-inline': the
 * first screen's stylesheet and the boot script (src/boot.ts). Model output that slipped past the
 * Markdown renderer still could not load or run anything.
 */
export function contentSecurityPolicy(
  connectTo: readonly string[] = [],
  delivery: 'header' | 'meta' = 'header',
  inlineStyles: readonly string[] = [],
  inlineScripts: readonly string[] = [],
): string {
  const directives = [
    "default-src 'self'",
    `script-src ${["'self'", ...inlineScripts].join(' ')}`,
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

/** Written by the build beside index.html (build/page-policy.ts): the hash sources of the page's inline styles and scripts. */
export const PAGE_POLICY_FILE = 'page-policy.json';

export type PagePolicy = { inlineStyles: string[]; inlineScripts: string[] };

const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;
const isHashList = (sources: unknown): sources is string[] =>
  Array.isArray(sources) && sources.every((source) => typeof source === 'string' && HASH_SOURCE.test(source));

/**
 * The hashes from a page-policy.json (a file from before the boot script was inline has no
 * scripts); anything but well-formed sha256 sources is an error, so that a damaged file can never
 * widen the policy.
 */
export function pagePolicyOf(json: string): PagePolicy {
  const { inlineStyles, inlineScripts = [] } = JSON.parse(json) as Partial<PagePolicy>;
  if (!isHashList(inlineStyles) || !isHashList(inlineScripts)) {
    throw new Error(`${PAGE_POLICY_FILE} should hold { "inlineStyles": ["'sha256-…'"], "inlineScripts": ["'sha256-…'"] }`);
  }
  return { inlineStyles, inlineScripts };
}

/** Where a direct-mode page calls the model when the build names no other base URL. */
const ROUTER_ORIGIN = 'https://router.huggingface.co';

/**
 * The page's policy as the Node server and the Worker send it: the API's, plus the inline hashes
 * the build recorded (`recorded`: the text of page-policy.json, null when there is none).
 */
export function pagePolicyHeader(recorded: string | null): string {
  if (recorded === null) return contentSecurityPolicy();
  const { inlineStyles, inlineScripts } = pagePolicyOf(recorded);
  return contentSecurityPolicy([], 'header', inlineStyles, inlineScripts);
}

/** A direct-mode page's own policy, for its meta tag: it may also reach the model, at `modelBaseUrl` or the router. */
export function pagePolicyMeta(modelBaseUrl: string | undefined, { inlineStyles, inlineScripts }: PagePolicy): string {
  return contentSecurityPolicy([modelBaseUrl ? new URL(modelBaseUrl).origin : ROUTER_ORIGIN], 'meta', inlineStyles, inlineScripts);
}

/**
 * The page's Content-Security-Policy, shared by the server (a header) and the direct-mode build
 * (a meta tag, as a static host may not set headers). No inline script, no foreign resources:
 * model output that slipped past the Markdown renderer still could not load or run anything.
 */
export function contentSecurityPolicy(connectTo: readonly string[] = [], delivery: 'header' | 'meta' = 'header'): string {
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
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

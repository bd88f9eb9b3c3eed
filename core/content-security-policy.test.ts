import { expect, test } from 'vitest';
import { contentSecurityPolicy, pagePolicyHeader, pagePolicyMeta, pagePolicyOf } from './content-security-policy.ts';

const HASH = "'sha256-YDmtjYgray2T18KljQbl9zhQM5ARGk30ufvW8yEHlU8='";
const SCRIPT_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

test('an inline style is allowed by its hash alone, never by unsafe-inline, in the header and in the meta tag', () => {
  for (const delivery of ['header', 'meta'] as const) {
    const policy = contentSecurityPolicy([], delivery, [HASH]);
    expect(policy.split('; ')).toContain(`style-src 'self' ${HASH}`);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("script-src 'self';");
  }
  expect(contentSecurityPolicy()).toContain("style-src 'self';");
});

test('an inline script is allowed by its hash alone: script-src never gains unsafe-inline, and without hashes stays self', () => {
  for (const delivery of ['header', 'meta'] as const) {
    const policy = contentSecurityPolicy([], delivery, [HASH], [SCRIPT_HASH]);
    expect(policy.split('; ')).toContain(`script-src 'self' ${SCRIPT_HASH}`);
    expect(policy.split('; ')).toContain(`style-src 'self' ${HASH}`);
    expect(policy).not.toContain('unsafe-inline');
  }
  expect(contentSecurityPolicy([], 'header', [HASH])).toContain("script-src 'self';");
});

test('page-policy.json gives its sha256 sources, and anything else is refused rather than let into the policy', () => {
  expect(pagePolicyOf(JSON.stringify({ inlineStyles: [HASH], inlineScripts: [SCRIPT_HASH] }))).toEqual({
    inlineStyles: [HASH],
    inlineScripts: [SCRIPT_HASH],
  });
  // A file written before the boot script was inline has no scripts.
  expect(pagePolicyOf(JSON.stringify({ inlineStyles: [] }))).toEqual({ inlineStyles: [], inlineScripts: [] });
  for (const damaged of [
    { inlineStyles: ["'unsafe-inline'"] },
    { inlineStyles: [`${HASH}; script-src *`] },
    { inlineStyles: [HASH.slice(1, -1)] },
    { inlineStyles: HASH },
    { inlineStyles: [HASH], inlineScripts: ["'unsafe-inline'"] },
    { inlineStyles: [HASH], inlineScripts: [`${SCRIPT_HASH} https:`] },
    { inlineStyles: [HASH], inlineScripts: SCRIPT_HASH },
    {},
  ]) {
    expect(() => pagePolicyOf(JSON.stringify(damaged)), JSON.stringify(damaged)).toThrow(/page-policy\.json/);
  }
});

test("the page's header adds the recorded style hashes to the API's policy; its meta tag reaches the model too", () => {
  expect(pagePolicyHeader(null)).toBe(contentSecurityPolicy());
  expect(pagePolicyHeader(JSON.stringify({ inlineStyles: [HASH] }))).toBe(contentSecurityPolicy([], 'header', [HASH]));
  expect(pagePolicyHeader(JSON.stringify({ inlineStyles: [HASH], inlineScripts: [SCRIPT_HASH] }))).toBe(
    contentSecurityPolicy([], 'header', [HASH], [SCRIPT_HASH]),
  );
  expect(() => pagePolicyHeader('{}')).toThrow(/page-policy\.json/);
  const recorded = { inlineStyles: [HASH], inlineScripts: [SCRIPT_HASH] };
  expect(pagePolicyMeta('http://127.0.0.1:9/v1', recorded)).toContain("connect-src 'self' http://127.0.0.1:9;");
  expect(pagePolicyMeta('http://127.0.0.1:9/v1', recorded)).toContain(`script-src 'self' ${SCRIPT_HASH};`);
  expect(pagePolicyMeta(undefined, recorded)).toContain("connect-src 'self' https://router.huggingface.co;");
  expect(pagePolicyMeta(undefined, recorded)).not.toContain('frame-ancestors');
});

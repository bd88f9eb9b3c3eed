import { expect, test } from 'vitest';
import { contentSecurityPolicy, inlineStylesOf, pagePolicyHeader, pagePolicyMeta } from './content-security-policy.ts';

const HASH = "'sha256-YDmtjYgray2T18KljQbl9zhQM5ARGk30ufvW8yEHlU8='";

test('an inline style is allowed by its hash alone, never by unsafe-inline, in the header and in the meta tag', () => {
  for (const delivery of ['header', 'meta'] as const) {
    const policy = contentSecurityPolicy([], delivery, [HASH]);
    expect(policy.split('; ')).toContain(`style-src 'self' ${HASH}`);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("script-src 'self';");
  }
  expect(contentSecurityPolicy()).toContain("style-src 'self';");
});

test('page-policy.json gives its sha256 sources, and anything else is refused rather than let into the policy', () => {
  expect(inlineStylesOf(JSON.stringify({ inlineStyles: [HASH] }))).toEqual([HASH]);
  expect(inlineStylesOf(JSON.stringify({ inlineStyles: [] }))).toEqual([]);
  for (const damaged of [
    { inlineStyles: ["'unsafe-inline'"] },
    { inlineStyles: [`${HASH}; script-src *`] },
    { inlineStyles: [HASH.slice(1, -1)] },
    { inlineStyles: HASH },
    {},
  ]) {
    expect(() => inlineStylesOf(JSON.stringify(damaged)), JSON.stringify(damaged)).toThrow(/page-policy\.json/);
  }
});

test("the page's header adds the recorded style hashes to the API's policy; its meta tag reaches the model too", () => {
  expect(pagePolicyHeader(null)).toBe(contentSecurityPolicy());
  expect(pagePolicyHeader(JSON.stringify({ inlineStyles: [HASH] }))).toBe(contentSecurityPolicy([], 'header', [HASH]));
  expect(() => pagePolicyHeader('{}')).toThrow(/page-policy\.json/);
  expect(pagePolicyMeta('http://127.0.0.1:9/v1', [HASH])).toContain("connect-src 'self' http://127.0.0.1:9;");
  expect(pagePolicyMeta(undefined, [])).toContain("connect-src 'self' https://router.huggingface.co;");
  expect(pagePolicyMeta(undefined, [])).not.toContain('frame-ancestors');
});

import { expect, test } from 'vitest';
import { contentSecurityPolicy, inlineStylesOf } from './content-security-policy.ts';

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

import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { expect, test } from 'vitest';
import { SECURE_HEADERS_OPTIONS, SECURITY_HEADERS } from './security-headers.ts';

test('the precomputed headers are exactly what Hono’s secureHeaders sets with our options, plus the policy', async () => {
  const probe = new Hono().use(secureHeaders(SECURE_HEADERS_OPTIONS)).get('/', (c) => c.body(null));
  const fromHono = [...(await probe.request('/')).headers];
  const ours = SECURITY_HEADERS.filter(([name]) => name !== 'Content-Security-Policy').map(([name, value]) => [name.toLowerCase(), value]);
  expect(ours.sort()).toEqual(fromHono.sort());
  expect(SECURITY_HEADERS.find(([name]) => name === 'Content-Security-Policy')?.[1]).toMatch(/^default-src 'self'/);
});

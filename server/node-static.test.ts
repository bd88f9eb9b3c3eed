/**
 * The Node adapter serving the build: security headers on every kind of response, the page policy
 * the build records, and static files kept inside their folder.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { contentSecurityPolicy } from '../core/content-security-policy.ts';
import { INGREDIENTS, STYLE_HASH, rawRequest, useNodeServer } from '../test-support/node-server-harness.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

const harness = useNodeServer();

test('the page, static files, 404s and every API answer carry the security headers and no CORS headers; the page and its files allow its inline style', async () => {
  const requests: [string, RequestInit?][] = [
    ['/'],
    ['/index.html'],
    ['/assets/app-1234.js'],
    ['/logo.svg'],
    ['/no-such-file.png'],
    ['/api/health'],
    ['/api/health', { method: 'HEAD' }],
    ['/api/no-such-route'],
    ['/api/recipe', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'egg' }],
    ['/api/recipe', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"ingredients":' }],
    ['/api/recipe', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: INGREDIENTS }],
    ['/api/recipe', { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'POST' } }],
  ];
  for (const [path, init = {}] of requests) {
    const response = await fetch(`${harness.server.url}${path}`, { ...init, headers: { Origin: 'https://evil.example', ...init.headers } });
    await response.arrayBuffer();
    const name = `${init.method ?? 'GET'} ${path} (${response.status})`;
    const pageOrItsFile = !path.startsWith('/api/') && response.ok;
    expect(response.headers.get('content-security-policy'), name).toBe(
      contentSecurityPolicy([], 'header', pageOrItsFile ? [STYLE_HASH] : []),
    );
    // Every other security header, each exactly as the app sets it.
    for (const [header, value] of SECURITY_HEADERS.filter(([header]) => header !== 'Content-Security-Policy')) {
      expect(response.headers.get(header), `${name}: ${header}`).toBe(value);
    }
    expect(response.headers.get('access-control-allow-origin'), name).toBeNull();
    expect(response.headers.get('access-control-allow-methods'), name).toBeNull();
  }
});

test('a build without page-policy.json gets the plain policy; a damaged one stops the server rather than widen the policy', async () => {
  const other = join(harness.folder, 'other-build');
  mkdirSync(other, { recursive: true });
  writeFileSync(join(other, 'index.html'), '<!doctype html><title>Pantry Chef</title>');
  const plain = await harness.start({ staticRoot: other });
  try {
    expect((await fetch(`${plain.url}/`)).headers.get('content-security-policy')).toBe(contentSecurityPolicy());
  } finally {
    await plain.close();
  }
  for (const damaged of [
    '{"inlineStyles": ["\'unsafe-inline\'"]}',
    `{"inlineStyles": ["${STYLE_HASH}; script-src *"]}`,
    '{}',
    'not json',
  ]) {
    writeFileSync(join(other, 'page-policy.json'), damaged);
    await expect(harness.start({ staticRoot: other }), damaged).rejects.toThrow();
  }
});

test('paths that climb out of the static folder, however encoded, serve nothing from outside it', async () => {
  for (const path of [
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..\\secret.txt',
    '/%5c..%5csecret.txt',
    '//secret.txt',
  ]) {
    const answer = await rawRequest(harness.server.url, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(answer, path).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(answer, path).not.toContain('TOP SECRET');
  }
});

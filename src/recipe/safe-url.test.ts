import { expect, test } from 'vitest';
import { safeUrl } from './safe-url.ts';

test('web and mail links are kept as written', () => {
  expect(safeUrl('https://example.com/a?b=1&c=2')).toBe('https://example.com/a?b=1&c=2');
  expect(safeUrl('HTTP://example.org')).toBe('HTTP://example.org');
  expect(safeUrl('mailto:chef@example.com')).toBe('mailto:chef@example.com');
});

test('every other scheme, and relative links, are refused', () => {
  for (const url of [
    'javascript:alert(1)',
    'vbscript:x',
    'data:text/html,x',
    'file:///etc/passwd',
    '//evil.example',
    '/local',
    '#top',
    'http:/x',
    '',
  ]) {
    expect(safeUrl(url)).toBeUndefined();
  }
});

test('control characters and whitespace are removed before the scheme is judged', () => {
  expect(safeUrl(' java\tscript:alert(1)')).toBeUndefined();
  expect(safeUrl('\u0001javascript:alert(1)')).toBeUndefined();
  expect(safeUrl('java\u200bscript:alert(1)')).toBeUndefined();
  expect(safeUrl('ht\ntps://example.com/a b')).toBe('https://example.com/ab');
});

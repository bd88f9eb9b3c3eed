import { expect, test } from 'vitest';
import { decodeCharacterReferences } from './character-references.ts';

test('named references decode from the full HTML table', () => {
  expect(decodeCharacterReferences('&amp; &lt; &frac12; &deg;')).toBe('& < ½ °');
  expect(decodeCharacterReferences('&hearts; &frac58; &Ccedil; &check; &bigstar; &AMP;')).toBe('♥ ⅝ Ç ✓ ★ &');
  expect(decodeCharacterReferences('&CounterClockwiseContourIntegral;')).toBe('∳');
});

test('unknown names and references without a semicolon stay as written', () => {
  expect(decodeCharacterReferences('&bogus; &constructor; &toString; &hearts &amp AT&T & ;')).toBe(
    '&bogus; &constructor; &toString; &hearts &amp AT&T & ;',
  );
});

test('numeric references decode, and invalid code points become the replacement character', () => {
  expect(decodeCharacterReferences('&#60;b&#62; &#x2665; &#X1F345;')).toBe('<b> ♥ 🍅');
  expect(decodeCharacterReferences('&#0; &#xD800; &#xDFFF; &#x110000; &#1114112;')).toBe('\ufffd \ufffd \ufffd \ufffd \ufffd');
  expect(decodeCharacterReferences('&#12345678; &#x1234567;')).toBe('&#12345678; &#x1234567;');
});

test('each reference decodes once', () => {
  expect(decodeCharacterReferences('&amp;lt; &amp;#60;')).toBe('&lt; &#60;');
});

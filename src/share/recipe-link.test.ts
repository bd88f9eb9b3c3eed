import * as fc from 'fast-check';
import { expect, test } from 'vitest';
import { RECIPES } from '../../fake-model/recipes.ts';
import { TRAYBAKE } from '../../test-support/cooking-recipe.ts';
import { inflate, LINK_PREFIX, linkProblemWords, MAX_FRAGMENT, MAX_INFLATED, readRecipeLink, recipeLink } from './recipe-link.ts';

const PAGE = 'https://pantry.example/app/?q=1#old';
const hashOf = (link: string) => new URL(link).hash;
const base64url = (bytes: Uint8Array) =>
  btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64url = (code: string) => Uint8Array.from(atob(code.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
/** Raw DEFLATE, as the browser writes it. */
const deflateRawSync = async (input: Uint8Array | string) => {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  return new Uint8Array(
    await new Response(new Response(bytes as BodyInit).body!.pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer(),
  );
};
const fragmentOf = (bytes: Uint8Array) => `${LINK_PREFIX}${base64url(bytes)}`;

test('a link is the page address without its old fragment, then #recipe= and base64url with no padding', async () => {
  const link = await recipeLink(TRAYBAKE, PAGE);
  expect(link.startsWith(`https://pantry.example/app/?q=1${LINK_PREFIX}`)).toBe(true);
  const code = link.slice(link.indexOf(LINK_PREFIX) + LINK_PREFIX.length);
  expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
  // Raw DEFLATE of the UTF-8 text, as the browser's own DecompressionStream reads it.
  const inflated = new Response(new Response(fromBase64url(code) as BodyInit).body!.pipeThrough(new DecompressionStream('deflate-raw')));
  expect(await inflated.text()).toBe(TRAYBAKE);
  expect(await readRecipeLink(hashOf(link))).toEqual({ ok: true, text: TRAYBAKE });
});

test('any Markdown up to 8,000 characters, any Unicode, comes back as it was', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ unit: 'binary', minLength: 1, maxLength: 8_000 }), async (markdown) => {
      fc.pre(markdown.trim() !== '');
      const link = await recipeLink(markdown, PAGE);
      const hash = hashOf(link);
      if (hash.length - 1 <= MAX_FRAGMENT) {
        expect(await readRecipeLink(hash)).toEqual({ ok: true, text: markdown });
      } else {
        // Incompressible text can outgrow a link; the code itself still holds it exactly.
        expect(await readRecipeLink(hash)).toMatchObject({ ok: false, problem: 'too_long' });
        const code = hash.slice(LINK_PREFIX.length);
        const inflated = await inflate(fromBase64url(code), Infinity);
        expect(inflated.status === 'ok' && new TextDecoder().decode(inflated.bytes)).toBe(markdown);
      }
    }),
    { numRuns: 60 },
  );
  // Recipes in many scripts at the full 8,000 characters still fit in a link.
  for (const unit of ['ab cd. ', 'été crème ', '鶏肉と米 ', 'курица ', '🍋🍗 ']) {
    const markdown = `# T\n\n${unit.repeat(8_000)}`.slice(0, 8_000);
    const hash = hashOf(await recipeLink(markdown, PAGE));
    expect(hash.length).toBeLessThanOrEqual(MAX_FRAGMENT);
    expect(await readRecipeLink(hash)).toEqual({ ok: true, text: markdown });
  }
});

test('a typical recipe makes a link under 3,000 characters', async () => {
  for (const markdown of [TRAYBAKE, ...RECIPES.map((recipe) => recipe.markdown)]) {
    const link = await recipeLink(markdown, 'http://localhost:8080/');
    expect(link.length, markdown.slice(0, 30)).toBeLessThan(3_000);
  }
});

test.each([
  ['a character outside base64url', `${LINK_PREFIX}abc+def`],
  ['a slash', `${LINK_PREFIX}abc/def`],
  ['padding', `${LINK_PREFIX}abcd==`],
  ['a percent-escape', `${LINK_PREFIX}ab%20cd`],
  ['a length no encoder writes', `${LINK_PREFIX}abcde`],
  ['nothing after the name', LINK_PREFIX],
  ['another name', '#recipes=abcd'],
])('%s is not base64url', async (_, hash) => {
  expect(await readRecipeLink(hash)).toMatchObject({ ok: false, problem: 'not_base64url' });
  expect(linkProblemWords('not_base64url')).toMatch(/damaged/);
});

test('bytes that are not raw DEFLATE, or DEFLATE cut short, are refused', async () => {
  const whole = await deflateRawSync(TRAYBAKE);
  for (const bytes of [
    new Uint8Array([0xff, 0xff, 0xff, 0xff]),
    whole.subarray(0, whole.length - 8),
    new Uint8Array(deflateSyncWithHeader()),
  ]) {
    expect(await readRecipeLink(fragmentOf(bytes))).toMatchObject({ ok: false, problem: 'not_deflate' });
  }
});

/** zlib's wrapped format (with its header), which is not raw DEFLATE. */
function deflateSyncWithHeader() {
  return new Uint8Array([0x78, 0x9c, 0xff, 0xff, 0x00]);
}

test('inflated bytes that are not UTF-8 are refused', async () => {
  for (const bytes of [[0xff, 0xfe, 0x41], [0xc3], [0xed, 0xa0, 0x80], [0x41, 0x80]]) {
    expect(await readRecipeLink(fragmentOf(await deflateRawSync(new Uint8Array(bytes))))).toMatchObject({ ok: false, problem: 'not_utf8' });
  }
});

test('a fragment over 16,384 characters is refused before anything is decoded', async () => {
  const hash = `#${'recipe='.padEnd(MAX_FRAGMENT + 1, 'A')}`;
  expect(hash.length - 1).toBe(MAX_FRAGMENT + 1);
  expect(await readRecipeLink(hash)).toMatchObject({ ok: false, problem: 'too_long' });
  expect(linkProblemWords('too_long')).toMatch(/too long/);
  expect(await readRecipeLink(`#${'recipe='.padEnd(MAX_FRAGMENT, 'A')}`)).not.toMatchObject({ problem: 'too_long' });
});

test('a link that inflates past 64 KB is refused, and inflating stops there: a tiny link never grows into megabytes', async () => {
  const bomb = await deflateRawSync(new Uint8Array(12 * 1024 * 1024).fill(0x41));
  const hash = fragmentOf(bomb);
  expect(hash.length).toBeLessThan(MAX_FRAGMENT);
  expect(await readRecipeLink(hash)).toMatchObject({ ok: false, problem: 'too_large' });
  const result = await inflate(bomb, MAX_INFLATED);
  expect(result.status).toBe('over');
  // One chunk past the cap at most, not the 12 MB the link holds.
  expect(result.status === 'over' && result.read).toBeLessThanOrEqual(2 * MAX_INFLATED);
  // Exactly 64 KB is allowed.
  const full = 'a'.repeat(MAX_INFLATED);
  expect(await readRecipeLink(fragmentOf(await deflateRawSync(full)))).toEqual({ ok: true, text: full });
  expect(await readRecipeLink(fragmentOf(await deflateRawSync(`${full}b`)))).toMatchObject({ problem: 'too_large' });
});

test('a link with only spaces in it holds no recipe', async () => {
  expect(await readRecipeLink(fragmentOf(await deflateRawSync(' \n ')))).toMatchObject({ ok: false, problem: 'empty' });
});

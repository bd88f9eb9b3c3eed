import { render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { Lexer } from 'marked';
import { afterEach, expect, test, vi } from 'vitest';
import { markdownAttacks } from '../../test-support/markdown-attacks.ts';
import { markdownish, recipe } from '../../test-support/markdown-samples.ts';
import { Markdown } from './markdown.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

// Everything the renderer is allowed to emit as an attribute; anything else came from content.
const ALLOWED_ATTRIBUTES = new Set(['class', 'href', 'title', 'target', 'rel', 'start']);
const FORBIDDEN_ELEMENTS =
  'script, iframe, frame, img, picture, source, video, audio, object, embed, svg, math, style, form, input, button, textarea, select, link, meta, base';

function expectInert(container: HTMLElement) {
  expect(container.querySelectorAll(FORBIDDEN_ELEMENTS)).toHaveLength(0);
  for (const element of container.querySelectorAll('*')) {
    for (const { name } of element.attributes) {
      expect(name).not.toMatch(/^on/i);
      expect(ALLOWED_ATTRIBUTES).toContain(name);
    }
  }
  for (const element of container.querySelectorAll('[href]')) {
    expect(element.getAttribute('href')).toMatch(/^(?:https?:|mailto:)/i);
  }
}

test('a full recipe renders the title as h3, sections as h4, lists and emphasis', () => {
  render(<Markdown source={recipe} />);

  expect(screen.getByRole('heading', { level: 3, name: 'Tomato & Basil Pasta' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 4, name: 'Ingredients' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 4, name: 'Steps' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();

  const [ingredients, nested, steps] = screen.getAllByRole('list');
  expect(ingredients?.tagName).toBe('UL');
  expect(within(ingredients!).getAllByRole('listitem')).toHaveLength(4);
  expect(nested).toHaveTextContent('flaky sea salt');
  expect(steps?.tagName).toBe('OL');
  expect(steps).not.toHaveAttribute('start');
  expect(within(steps!).getAllByRole('listitem')).toHaveLength(3);

  expect(screen.getByText('Simple').tagName).toBe('STRONG');
  expect(screen.getByText('fresh').tagName).toBe('EM');
  expect(screen.getByText('fancy').tagName).toBe('DEL');
  expect(screen.getByText('olive oil').tagName).toBe('CODE');
  expect(screen.getByRole('blockquote')).toHaveTextContent('Tip: save a cup of pasta water.');
  expect(screen.getByText(/^sauce = tomatoes/).closest('pre')).toHaveTextContent('# not a heading');
  expect(screen.getByRole('columnheader', { name: 'Qty' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: '200 g' })).toBeInTheDocument();
  expect(screen.getByRole('separator')).toBeInTheDocument();
});

test('deep headings are capped at h6', () => {
  render(<Markdown source={'#### Four\n\n###### Six'} />);

  expect(screen.getByRole('heading', { level: 6, name: 'Four' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 6, name: 'Six' })).toBeInTheDocument();
});

test('an ordered list keeps its start number and stays one list across blank lines', () => {
  render(<Markdown source={'3. Preheat the oven.\n\n4. Grease the pan.\n\n5. Bake.'} />);

  const list = screen.getByRole('list');
  expect(list).toHaveAttribute('start', '3');
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
});

test('a list interrupted by a paragraph resumes with the right number', () => {
  render(<Markdown source={'1. Mix.\n\nMeanwhile, relax.\n\n2. Bake.'} />);

  const [first, second] = screen.getAllByRole('list');
  expect(first).not.toHaveAttribute('start');
  expect(second).toHaveAttribute('start', '2');
  expect(second).toHaveTextContent('Bake.');
});

test('ampersands, angle brackets and entities show literally, never as &amp;', () => {
  const { container } = render(
    <Markdown source={'Salt &amp; pepper, 2 < 3, AT&T, &#60;b&#62;, &frac12; cup at 180&deg;, &bogus; &constructor;\n\n`a < b && c`'} />,
  );

  expect(screen.getByText(/^Salt/)).toHaveTextContent('Salt & pepper, 2 < 3, AT&T, <b>, ½ cup at 180°, &bogus; &constructor;');
  expect(screen.getByText('a < b && c').tagName).toBe('CODE');
  expect(container.textContent).not.toContain('&amp;');
});

test('every named HTML entity decodes, not only the common ones', () => {
  render(<Markdown source={'I &hearts; it: &frac58; cup, &Ccedil;a va &check; &bigstar;&starf; &AMP; &notanentity;'} />);

  expect(screen.getByText(/^I/)).toHaveTextContent('I ♥ it: ⅝ cup, Ça va ✓ ★★ & &notanentity;');
});

test('raw HTML shows as its literal text', () => {
  const { container } = render(<Markdown source={'Use <b>fresh</b> herbs.\n\n<div>\nblock\n</div>'} />);

  expect(container).toHaveTextContent('Use <b>fresh</b> herbs.');
  expect(container).toHaveTextContent('<div> block </div>');
  expect(container.querySelector('.markdown')?.querySelector('b, div')).toBeNull();
});

test('safe links open in a new tab without referrer or opener', () => {
  render(
    <Markdown source={'[Site](https://example.com/a?b=1&amp;c=2) <http://example.org> www.example.net [Mail](mailto:chef@example.com)'} />,
  );

  const site = screen.getByRole('link', { name: 'Site' });
  expect(site).toHaveAttribute('href', 'https://example.com/a?b=1&c=2');
  expect(site).toHaveAttribute('target', '_blank');
  expect(site).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  expect(screen.getByRole('link', { name: 'http://example.org' })).toHaveAttribute('href', 'http://example.org');
  expect(screen.getByRole('link', { name: 'www.example.net' })).toHaveAttribute('href', 'http://www.example.net');
  expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:chef@example.com');
});

test('unsafe and relative links render as their text only', () => {
  const { container } = render(
    <Markdown
      source={'[one](javascript:alert(1)) [two]( JaVaScRiPt:alert(1)) [three](&#106;avascript:x) [four](/local) [five](data:text/html,x)'}
    />,
  );

  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(container).toHaveTextContent('one two three four five');
});

test('images render as their alt text and never load', () => {
  const { container } = render(<Markdown source={'![A *golden* crust](https://evil.example/p.png) ![](https://evil.example/t.gif)'} />);

  expect(container.querySelector('img')).toBeNull();
  expect(container).toHaveTextContent(/^A golden crust$/);
});

test('task list items render as plain text without checkboxes', () => {
  render(<Markdown source={'- [ ] buy eggs\n- [x] preheat\n\n***\n\n- [ ] loose\n\n- [X] list'} />);

  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['[ ] buy eggs', '[x] preheat', '[ ] loose', '[x] list']);
});

test('a hard line break becomes a br', () => {
  const { container } = render(<Markdown source={'Line one  \nLine two\\\nLine three'} />);

  expect(container.querySelectorAll('p br')).toHaveLength(2);
});

test('unterminated constructs mid-stream render as text', () => {
  const { container, rerender } = render(<Markdown source="Stir **gently" />);
  expect(container).toHaveTextContent('Stir **gently');

  rerender(<Markdown source="See [the video](http" />);
  expect(container).toHaveTextContent('See [the video](http');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();

  rerender(<Markdown source={'```\nlet x = 1\n\nlet y'} />);
  expect(container.querySelector('pre code')).toHaveTextContent('let x = 1 let y');
});

test('pathological nesting renders without throwing', () => {
  const sources = ['>'.repeat(5000) + ' deep', '- '.repeat(3000) + 'x', '['.repeat(5000), '*a'.repeat(5000), '`'.repeat(50000) + 'x`'];
  for (const source of sources) {
    const { container, unmount } = render(<Markdown source={source} />);
    expect(container.textContent).not.toBe('');
    expectInert(container);
    unmount();
  }
});

test.each(markdownAttacks.map((attack, index) => [index, attack] as const))('attack %i renders inert: %j', (_, attack) => {
  const { container } = render(<Markdown source={attack} />);

  expectInert(container);
});

test('the attack set covers the required vectors', () => {
  expect(markdownAttacks.length).toBeGreaterThanOrEqual(25);
  // prettier-ignore
  const needles = ['<script', 'onerror', '<iframe', '<svg', 'JavaScript:', '&#106;', 'data:text/html', 'vbscript:', '![x](https:', '<javascript:', '<!--', '<a href', '<style', '<form', '<object', '<embed', '<link', 'http-equiv'];
  for (const needle of needles) {
    expect(markdownAttacks.some((attack) => attack.includes(needle))).toBe(true);
  }
});

test('arbitrary input never throws and always renders inert', () => {
  fc.assert(
    fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), markdownish), (source) => {
      const { container, unmount } = render(<Markdown source={source} />);
      expectInert(container);
      unmount();
    }),
    { numRuns: 300 },
  );
});

test('a recipe streamed one character at a time looks like a fresh render at every step', () => {
  const { container: streamed, rerender } = render(<Markdown source="" />);
  const { container: fresh, rerender: renderFresh } = render(<Markdown source="" />);
  for (let end = 1; end <= recipe.length; end++) {
    const prefix = recipe.slice(0, end);
    rerender(<Markdown source={prefix} />);
    renderFresh(<Markdown key={end} source={prefix} />);
    expect(streamed.innerHTML).toBe(fresh.innerHTML);
  }
  expect(screen.getAllByRole('heading', { level: 3, name: 'Tomato & Basil Pasta' })).toHaveLength(2);
});

test('finished blocks are not lexed again while the last block grows', () => {
  const lex = vi.spyOn(Lexer, 'lex');
  // Every lexer pass, the splitter's as well as each block's, goes through blockTokens.
  const blockTokens = vi.spyOn(Lexer.prototype, 'blockTokens');
  const start = '# Title\n\nIntro paragraph.\n\n- one\n- two\n\n- three\n\nLast';
  const { rerender } = render(<Markdown source={start} />);
  expect(lex.mock.calls.map(([text]) => text)).toEqual(['# Title\n\n', 'Intro paragraph.\n\n', '- one\n- two\n\n- three\n\n', 'Last']);

  lex.mockClear();
  blockTokens.mockClear();
  rerender(<Markdown source={start + ' words'} />);
  rerender(<Markdown source={start + ' words and more'} />);
  expect(lex.mock.calls.map(([text]) => text)).toEqual(['Last words', 'Last words and more']);
  expect(blockTokens.mock.calls.map(([text]) => text)).toEqual(['Last words', 'Last words', 'Last words and more', 'Last words and more']);

  lex.mockClear();
  blockTokens.mockClear();
  rerender(<Markdown source={start + ' words and more\n\nNew'} />);
  expect(lex.mock.calls.map(([text]) => text)).toEqual(['Last words and more\n\n', 'New']);
  expect(blockTokens.mock.calls.map(([text]) => text)).toEqual(['Last words and more\n\nNew', 'Last words and more\n\n', 'New']);
});

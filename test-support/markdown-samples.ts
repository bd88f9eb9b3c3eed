import fc from 'fast-check';

/** A recipe as the model writes one, using most of the Markdown a recipe card shows. */
export const recipe = `# Tomato & Basil Pasta

Serves 2 < 3 people. **Simple**, *fresh* and ~~fancy~~ quick.

## Ingredients

- 200 g spaghetti
- 4 ripe tomatoes
- Basil &amp; salt
  - flaky sea salt, if you have it

## Steps

1. Boil the pasta in salted water.

2. Chop the tomatoes while it cooks.
   Keep the juice.

3. Toss everything with \`olive oil\`.

> Tip: save a cup of pasta water.

\`\`\`
sauce = tomatoes + basil

# not a heading
\`\`\`

| Item | Qty |
|------|-----|
| Pasta | 200 g |

---

More ideas at [Pantry Chef](https://example.com/recipes).
`;

// prettier-ignore
const fragments = [
  '# ', '## ', '###### ', '- ', '* ', '1. ', '7) ', '> ', '    ', '  ', '```', '~~~', '---', '***', '|', '|---|', '\n', '\n\n',
  '**', '*', '_', '~~', '`', '\\', '[', ']', '(', ')', '!', '<', '>', '&', ';', '#', 'x', 'word ', ':',
  'javascript:', 'JaVa\tScRiPt:', '&#106;', 'data:', 'http://a.example', 'https://b.example/p.png', 'mailto:c@d.example',
  '<script>', '</script>', '<img src=x onerror=alert(1)>', '<a href="javascript:x">', '<!--', '-->', 'www.e.example',
  '[x]: javascript:alert(1)', '[x]', '<iframe>', '<svg onload=x>', '&amp;', '&lt;',
];
/** Strings made of Markdown syntax, hostile HTML and URLs: what a fuzzer needs to reach the lexer's corners. */
export const markdownish = fc.array(fc.constantFrom(...fragments), { maxLength: 40 }).map((parts) => parts.join(''));

import type { MarkedToken, Token } from 'marked';

/** The words of marked's inline tokens, without Markdown: `**2 cups** flour` reads "2 cups flour". */
export function plainText(tokens: readonly Token[] | undefined): string {
  return (tokens ?? [])
    .map((generic) => {
      const token = generic as MarkedToken;
      switch (token.type) {
        case 'text':
          return token.tokens ? plainText(token.tokens) : token.escaped ? token.text : decodeEntities(token.text);
        case 'escape':
        case 'codespan':
          return token.text;
        case 'link':
        case 'strong':
        case 'em':
        case 'del':
          return plainText(token.tokens);
        case 'br':
          return '\n';
        case 'checkbox':
        case 'image':
        case 'html':
          return '';
        default:
          return 'raw' in token ? token.raw : '';
      }
    })
    .join('');
}

// Only the entities a model plausibly writes into a recipe; the full HTML table is not worth its weight here.
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  deg: '°',
  ndash: '–',
  mdash: '—',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
};

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([A-Za-z]\w{1,31}));/g,
    (entity, dec?: string, hex?: string, name?: string) => {
      if (name !== undefined) return NAMED[name] ?? entity;
      const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    },
  );
}

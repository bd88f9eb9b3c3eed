import { Fragment, memo, useMemo, type ReactNode } from 'react';
import { Lexer, type MarkedOptions, type MarkedToken, type Token } from 'marked';

export type MarkdownProps = { source: string };

/**
 * Renders untrusted, still-streaming model Markdown as React elements.
 * Only marked's lexer is used: no HTML string is ever built, so nothing the model writes can become markup.
 */
export function Markdown({ source }: MarkdownProps) {
  const blocks = splitBlocks(source);
  return (
    <div className="markdown">
      {blocks.map((text, index) => (
        <Block key={index} text={text} />
      ))}
    </div>
  );
}

// Keyed by index and compared by text, so while the model streams only the last block is lexed and rendered again.
const Block = memo(function Block({ text }: { text: string }) {
  return useMemo(() => renderSource(text), [text]);
});

const BLANK = /^[ \t]*$/;
// A top-level list item: a chunk starting with one continues a block that holds a list.
const LIST_ITEM = /^ {0,3}(?:[*+-]|\d{1,9}[.)])(?:[ \t]|$)/;
// The list markers opening a line and the spaces after them ("- 1. " when items nest on one line).
const ITEM_START = /^[ \t]*(?:(?:[*+-]|\d{1,9}[.)])(?:[ \t]+|$))+/;
// Blockquote and list markers, stripped to see what a line holds.
const CONTAINERS = /^(?:[ \t]*(?:>[ \t]?|(?:[*+-]|\d{1,9}[.)])(?:[ \t]+|$)))*/;
// A fence may follow list markers ("- ```"); a backtick fence's info string holds no backtick.
const FENCE_OPEN = /^([ \t]*(?:(?:[*+-]|\d{1,9}[.)])[ \t]+)*)(`{3,}(?=[^`]*$)|~{3,})/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
const HEADING_OR_RULE = /^ {0,3}(?:#{1,6}(?:[ \t]|$)|(?:(?:-[ \t]*){3,}|(?:_[ \t]*){3,}|(?:\*[ \t]*){3,})$|`{3}|~{3})/;
// CommonMark's raw HTML blocks that, like fences, run across blank lines until their end marker.
const RAW_HTML: readonly (readonly [open: RegExp, close: RegExp])[] = [
  ...['script', 'pre', 'style', 'textarea'].map(
    (tag) => [new RegExp(`^ {0,3}<${tag}(?:[\\s>]|$)`, 'i'), new RegExp(`</${tag}>`, 'i')] as const,
  ),
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
  [/^ {0,3}<![A-Za-z]/, />/],
];
// The other HTML blocks end at a blank line; a fence inside one is just HTML text.
const BLOCK_TAGS =
  'address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|' +
  'fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|' +
  'menuitem|meta|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul';
const HTML_BLOCK = new RegExp(`^ {0,3}</?(?:${BLOCK_TAGS})(?:[ \\t]|/?>|$)`, 'i');
// A tag alone on its line opens an HTML block too, but cannot interrupt a paragraph.
const LONE_TAG =
  /^ {0,3}(?:<[A-Za-z][A-Za-z\d-]*(?:[ \t]+[A-Za-z_:][\w.:-]*(?:[ \t]*=[ \t]*(?:[^\s"'=<>`]+|'[^'\n]*'|"[^"\n]*"))?)*[ \t]*\/?>|<\/[A-Za-z][A-Za-z\d-]*[ \t]*>)[ \t]*$/;

/** What a line does to an open fence or HTML block: stays inside, ends it, or closes its list item first. */
type Inside = (line: string) => 'inside' | 'end' | 'outside';

/**
 * Cuts Markdown into top-level blocks at blank lines outside fenced code and HTML blocks, losslessly:
 * `splitBlocks(s).join('')` is `s` with line endings normalised to `\n`.
 * A chunk is glued back onto the block before it when lexing it alone could read differently:
 * when it is indented (a list item's continuation, indented code) or is a list item after a block
 * that holds a list (items of a loose list stay one list, so numbering and `start` stay right).
 * Gluing too much only costs speed, cutting wrongly changes the document, so in doubt it glues.
 */
export function splitBlocks(source: string): string[] {
  const blocks: string[] = [];
  let lines: string[] = [];
  let hasContent = false;
  let afterBlank = false;
  let hasList = false;
  let inParagraph = false;
  let items: number[] = []; // content columns of the open list items, innermost last
  let inside: Inside | null = null;
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const state = inside?.(line) ?? 'outside';
    if (state !== 'outside') {
      lines.push(line);
      if (state === 'end') inside = null;
      inParagraph = false;
      continue;
    }
    inside = null;
    if (BLANK.test(line)) {
      lines.push(line);
      afterBlank = hasContent;
      inParagraph = false;
      continue;
    }
    const isListItem = LIST_ITEM.test(line);
    if (afterBlank && !/^[ \t]/.test(line) && !(hasList && isListItem)) {
      blocks.push(lines.join('\n') + '\n');
      lines = [];
      hasList = false;
      items = [];
    }
    lines.push(line);
    hasContent = true;
    afterBlank = false;
    hasList ||= isListItem;

    const item = ITEM_START.exec(line)?.[0];
    // A lazy paragraph line keeps its list item open; any other line closes the items it is not indented into.
    if (!inParagraph || item !== undefined || startsBlock(line)) items = items.filter((c) => c <= indent(line));
    if (item !== undefined) items.push(contentColumn(item));
    const column = items.at(-1) ?? 0;
    // Indented four past its item, a line is code or continues a paragraph: it opens nothing.
    if (item === undefined && indent(line) - column >= 4) continue;
    inside = opens(line, inParagraph, column);
    const content = line.replace(CONTAINERS, '');
    inParagraph = !inside && !BLANK.test(content) && !HEADING_OR_RULE.test(content);
  }
  blocks.push(lines.join('\n'));
  return blocks.filter((block) => block !== '');
}

function opens(line: string, inParagraph: boolean, column: number): Inside | null {
  const fence = FENCE_OPEN.exec(line);
  if (fence) {
    const [, prefix = '', run = ''] = fence;
    if (columns(prefix) - column > 3) return null;
    // Inside a list item, marked reads a less indented line as a lazy continuation unless it starts a block
    // or follows a blank line or a line that starts a block (the opening fence counts).
    let lazyEnds = true;
    return (next) => {
      if (BLANK.test(next)) {
        lazyEnds = true;
        return 'inside';
      }
      if (indent(next) < column && (lazyEnds || startsBlock(next))) return 'outside';
      const content = ' '.repeat(Math.max(0, indent(next) - column)) + next.replace(/^[ \t]*/, '');
      lazyEnds = indent(content) >= 4 || startsBlock(content);
      const close = FENCE_CLOSE.exec(content)?.[1];
      return close !== undefined && close[0] === run[0] && close.length >= run.length ? 'end' : 'inside';
    };
  }
  for (const [open, close] of RAW_HTML) {
    const start = open.exec(line)?.[0];
    if (start !== undefined) {
      return close.test(line.slice(start.length)) ? null : (next) => (close.test(next) ? 'end' : 'inside');
    }
  }
  if (HTML_BLOCK.test(line) || (!inParagraph && LONE_TAG.test(line))) {
    return (next) => (BLANK.test(next) ? 'outside' : 'inside');
  }
  return null;
}

function startsBlock(line: string): boolean {
  return (
    LIST_ITEM.test(line) ||
    HEADING_OR_RULE.test(line) ||
    /^ {0,3}>/.test(line) ||
    HTML_BLOCK.test(line) ||
    RAW_HTML.some(([open]) => open.test(line))
  );
}

// Content starts after the marker and 1–4 spaces; after 5 or more, the item's text is indented code.
function contentColumn(itemStart: string): number {
  const [, marker = '', spaces = ''] = /^(.*?)([ \t]*)$/.exec(itemStart) ?? [];
  const width = columns(marker);
  const gap = columns(marker + spaces) - width;
  return gap >= 1 && gap <= 4 ? width + gap : width + 1;
}

function indent(line: string): number {
  return columns(/^[ \t]*/.exec(line)?.[0] ?? '');
}

// Tabs advance to the next multiple of four, as CommonMark counts them.
function columns(text: string): number {
  let width = 0;
  for (const char of text) width += char === '\t' ? 4 - (width % 4) : 1;
  return width;
}

function renderSource(text: string): ReactNode {
  try {
    // A fresh options object per call: the lexer writes into it, and global `marked.use()` settings must not reach us.
    const options: MarkedOptions = { gfm: true, breaks: false, pedantic: false, silent: false };
    return renderBlocks(Lexer.lex(text, options));
  } catch {
    // Pathological input (deep nesting, lexer bugs) degrades to the literal text instead of breaking the card.
    return <p>{text}</p>;
  }
}

function renderBlocks(tokens: Token[]): ReactNode[] {
  return tokens.map((token, key) => renderBlock(token as MarkedToken, key));
}

function renderBlock(token: MarkedToken, key: number): ReactNode {
  switch (token.type) {
    case 'heading': {
      // The card's own title is an h2, so the model's `#` becomes h3.
      const Heading = `h${Math.min(6, Math.max(1, token.depth) + 2)}` as 'h3' | 'h4' | 'h5' | 'h6';
      return <Heading key={key}>{renderInline(token.tokens)}</Heading>;
    }
    case 'paragraph':
      return <p key={key}>{renderInline(token.tokens)}</p>;
    case 'text':
      return <Fragment key={key}>{token.tokens ? renderInline(token.tokens) : decodeEntities(token.text)}</Fragment>;
    case 'list': {
      const items = token.items.map((item, index) => <li key={index}>{renderBlocks(item.tokens)}</li>);
      if (!token.ordered) return <ul key={key}>{items}</ul>;
      const start = typeof token.start === 'number' && token.start !== 1 ? token.start : undefined;
      return (
        <ol key={key} start={start}>
          {items}
        </ol>
      );
    }
    case 'code':
      return (
        <pre key={key}>
          <code>{token.text}</code>
        </pre>
      );
    case 'blockquote':
      return <blockquote key={key}>{renderBlocks(token.tokens)}</blockquote>;
    case 'hr':
      return <hr key={key} />;
    case 'table':
      return (
        <table key={key}>
          <thead>
            <tr>
              {token.header.map((cell, index) => (
                <th key={index}>{renderInline(cell.tokens)}</th>
              ))}
            </tr>
          </thead>
          {token.rows.length > 0 && (
            <tbody>
              {token.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index}>{renderInline(cell.tokens)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          )}
        </table>
      );
    case 'html':
      return <p key={key}>{token.text}</p>;
    case 'space':
    case 'def':
      return null;
    default:
      return renderInlineToken(token, key, false);
  }
}

function renderInline(tokens: Token[] | undefined, inLink = false): ReactNode[] {
  return (tokens ?? []).map((token, key) => renderInlineToken(token as MarkedToken, key, inLink));
}

function renderInlineToken(token: MarkedToken, key: number, inLink: boolean): ReactNode {
  switch (token.type) {
    case 'text':
      if (token.tokens) return <Fragment key={key}>{renderInline(token.tokens, inLink)}</Fragment>;
      // Inside raw HTML marked leaves text untouched; elsewhere named entities are still encoded.
      return token.escaped ? token.text : decodeEntities(token.text);
    case 'escape':
      return token.text;
    case 'codespan':
      return <code key={key}>{token.text}</code>;
    case 'strong':
      return <strong key={key}>{renderInline(token.tokens, inLink)}</strong>;
    case 'em':
      return <em key={key}>{renderInline(token.tokens, inLink)}</em>;
    case 'del':
      return <del key={key}>{renderInline(token.tokens, inLink)}</del>;
    case 'br':
      return <br key={key} />;
    case 'link': {
      // Autolinks are literal; written links still carry HTML character references.
      const text = token.autolink ? token.text : renderInline(token.tokens, true);
      const href = safeHref(token.autolink ? token.href : decodeEntities(token.href));
      if (!href || inLink) return <Fragment key={key}>{text}</Fragment>;
      return (
        <a
          key={key}
          href={href}
          title={token.title ? decodeEntities(token.title) : undefined}
          target="_blank"
          rel="noopener noreferrer nofollow"
        >
          {text}
        </a>
      );
    }
    case 'image':
      // Never an <img>: model output must not make the browser fetch anything.
      return plainText(token.tokens) || null;
    case 'html':
      return token.text;
    case 'checkbox':
      // A task stays the text the model wrote: no form control in a recipe card.
      return token.checked ? '[x] ' : '[ ] ';
    default:
      return token.raw;
  }
}

function plainText(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((generic) => {
      const token = generic as MarkedToken;
      switch (token.type) {
        case 'text':
          return token.tokens ? plainText(token.tokens) : token.escaped ? token.text : decodeEntities(token.text);
        case 'escape':
        case 'codespan':
        case 'html':
          return token.text;
        case 'link':
          return token.autolink ? token.text : plainText(token.tokens);
        case 'strong':
        case 'em':
        case 'del':
        case 'image':
          return plainText(token.tokens);
        case 'br':
          return ' ';
        default:
          return token.raw;
      }
    })
    .join('');
}

// Control characters and whitespace are dropped before judging the scheme: browsers ignore them there too.
function safeHref(raw: string): string | null {
  const href = raw.replace(/[\s\p{Cc}\p{Cf}]/gu, '');
  return /^(?:https?:\/\/|mailto:)/i.test(href) ? href : null;
}

// The entities a recipe plausibly uses; any other stays literal (the full HTML table would outweigh marked).
// prettier-ignore
const NAMED_ENTITIES = new Map(Object.entries({
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', shy: '\u00ad',
  copy: '©', reg: '®', trade: '™', deg: '°', micro: 'µ', middot: '·', bull: '•', hellip: '…',
  ndash: '–', mdash: '—', minus: '−', times: '×', divide: '÷', plusmn: '±', frac12: '½',
  frac14: '¼', frac34: '¾', frac13: '⅓', frac23: '⅔', frac18: '⅛', sup2: '²', sup3: '³',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', euro: '€',
  pound: '£', cent: '¢', yen: '¥', sect: '§', para: '¶', rarr: '→', larr: '←',
  aacute: 'á', agrave: 'à', acirc: 'â', auml: 'ä', aring: 'å', aelig: 'æ', ccedil: 'ç',
  eacute: 'é', egrave: 'è', ecirc: 'ê', euml: 'ë', iacute: 'í', icirc: 'î', iuml: 'ï',
  ntilde: 'ñ', oacute: 'ó', ocirc: 'ô', ouml: 'ö', oslash: 'ø', oelig: 'œ', szlig: 'ß',
  uacute: 'ú', ugrave: 'ù', ucirc: 'û', uuml: 'ü', Eacute: 'É', Auml: 'Ä', Ouml: 'Ö', Uuml: 'Ü',
}));

const ENTITY = /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([A-Za-z][A-Za-z\d]{1,31}));/g;

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (entity, dec?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED_ENTITIES.get(name) ?? entity;
    const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16);
    const invalid = code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff);
    return invalid ? '\ufffd' : String.fromCodePoint(code);
  });
}

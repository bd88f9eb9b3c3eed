import { Fragment, memo, type ReactNode } from 'react';
import { Lexer, type MarkedToken, type Token } from 'marked';
import { decodeCharacterReferences } from '../../core/character-references.ts';
import { plainText } from '../../core/markdown-text.ts';
import { markdownOptions } from './markdown-blocks.ts';
import { safeUrl } from './safe-url.ts';

type MarkdownBlockProps = { text: string };

/** One top-level block of the recipe; compared by text, so a finished block is never lexed or rendered again. */
export const MarkdownBlock = memo(function MarkdownBlock({ text }: MarkdownBlockProps) {
  return renderSource(text);
});

function renderSource(text: string): ReactNode {
  try {
    return renderBlocks(Lexer.lex(text, markdownOptions()));
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
      return <Fragment key={key}>{token.tokens ? renderInline(token.tokens) : decodeCharacterReferences(token.text)}</Fragment>;
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
      return token.escaped ? token.text : decodeCharacterReferences(token.text);
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
      const href = safeUrl(token.autolink ? token.href : decodeCharacterReferences(token.href));
      if (!href || inLink) return <Fragment key={key}>{text}</Fragment>;
      return (
        <a
          key={key}
          href={href}
          title={token.title ? decodeCharacterReferences(token.title) : undefined}
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

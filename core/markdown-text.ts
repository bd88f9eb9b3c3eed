/** The words of Markdown, as marked's lexer reads them: for alt text in the card, and for reading a recipe's parts. */

import type { MarkedToken, Token } from 'marked';
import { decodeCharacterReferences } from './character-references.ts';

/** The plain text of inline tokens: `**2 cups** flour` reads "2 cups flour"; an image reads as its alt text. */
export function plainText(tokens: readonly Token[] | undefined): string {
  return (tokens ?? [])
    .map((generic) => {
      const token = generic as MarkedToken;
      switch (token.type) {
        case 'text':
          return token.tokens ? plainText(token.tokens) : token.escaped ? token.text : decodeCharacterReferences(token.text);
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
        case 'checkbox':
          return '';
        default:
          return token.raw;
      }
    })
    .join('');
}

import { decodeNamedCharacterReference } from 'decode-named-character-reference';

// A name is letters and digits only: the browser build decodes it through the DOM, which must never see markup.
const REFERENCE = /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([A-Za-z][A-Za-z\d]{1,31}));/g;

/** Decodes HTML character references as CommonMark does; an unknown name stays as written. */
export function decodeCharacterReferences(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (reference, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return decodeNamedCharacterReference(name) || reference;
    const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
    const invalid = code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff);
    return invalid ? '\ufffd' : String.fromCodePoint(code);
  });
}

/**
 * Models often wrap their whole answer in a ``` fence, which would render the recipe as a code
 * block. This removes such an outer fence from a stream of text pieces, holding back only the
 * few characters that could still turn out to be the fence.
 */

const OPENING_FENCE = /^[ \t]*(`{3,}|~{3,})[ \t]*(?:markdown|md)?[ \t]*$/i;

export class FenceUnwrapper {
  private state: 'deciding' | 'fenced' | 'closed' | 'plain' = 'deciding';
  private held = '';
  private fence = '';

  push(piece: string): string {
    if (this.state === 'plain' || this.state === 'closed') return this.state === 'plain' ? piece : '';
    this.held += piece;
    if (this.state === 'deciding') return this.decide(false);
    return this.releaseFenced();
  }

  /** Call once when the stream ends; returns whatever was still held back. */
  end(): string {
    if (this.state === 'deciding') return this.decide(true);
    if (this.state !== 'fenced') return '';
    const rest = this.held;
    this.held = '';
    return this.isClosingFence(rest) ? '' : rest;
  }

  private decide(atEnd: boolean): string {
    const text = this.held.trimStart();
    const newline = text.indexOf('\n');
    const mayStillBeFence = text === '' || (newline === -1 && /^(`+|~+)[^\n]{0,12}$/.test(text));
    if (mayStillBeFence && !atEnd) return '';
    const match = OPENING_FENCE.exec(newline === -1 ? text : text.slice(0, newline));
    if (match?.[1]) {
      this.state = 'fenced';
      this.fence = match[1];
      this.held = newline === -1 ? '' : text.slice(newline + 1);
      const released = this.releaseFenced();
      return atEnd ? released + this.end() : released;
    }
    this.state = 'plain';
    const all = this.held;
    this.held = '';
    return all;
  }

  /** Releases all complete lines; a closing fence line ends the recipe. */
  private releaseFenced(): string {
    let out = '';
    let newline = this.held.indexOf('\n');
    while (newline !== -1) {
      const line = this.held.slice(0, newline);
      if (this.isClosingFence(line)) {
        this.state = 'closed';
        this.held = '';
        return out;
      }
      out += this.held.slice(0, newline + 1);
      this.held = this.held.slice(newline + 1);
      newline = this.held.indexOf('\n');
    }
    // A partial last line is only held if it could still become the closing fence.
    if (!/^[ \t]*[`~]*[ \t]*$/.test(this.held)) {
      out += this.held;
      this.held = '';
    }
    return out;
  }

  private isClosingFence(line: string): boolean {
    const trimmed = line.trim();
    return trimmed.length >= this.fence.length && trimmed === this.fence[0]!.repeat(trimmed.length);
  }
}

/** The whole-text form, for text that has already arrived in full. */
export function unwrapFence(text: string): string {
  const unwrapper = new FenceUnwrapper();
  return unwrapper.push(text) + unwrapper.end();
}

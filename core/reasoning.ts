/**
 * Reasoning models think aloud inside `<think>…</think>` in the answer itself. None of it is for
 * the cook: this drops every such block from a stream of text pieces, also when a tag is split
 * across pieces or never closed, holding back only the few characters that could still be a tag.
 */

const OPEN = '<think>';
const CLOSE = '</think>';

export class ReasoningFilter {
  private thinking = false;
  private held = '';

  /** Inside a think block now: what comes is reasoning. */
  get inside(): boolean {
    return this.thinking;
  }

  push(piece: string): string {
    this.held += piece;
    let out = '';
    for (;;) {
      const tag = this.thinking ? CLOSE : OPEN;
      const at = this.held.indexOf(tag);
      if (at === -1) break;
      if (!this.thinking) out += this.held.slice(0, at);
      this.held = this.held.slice(at + tag.length);
      this.thinking = !this.thinking;
    }
    // Keep whatever could be the start of the tag we wait for; the rest is shown, or dropped while thinking.
    const keep = partialTagLength(this.held, this.thinking ? CLOSE : OPEN);
    if (!this.thinking) out += this.held.slice(0, this.held.length - keep);
    this.held = this.held.slice(this.held.length - keep);
    return out;
  }

  /** Call once when the stream ends: an unclosed block stays dropped; a held "<thi" was text after all. */
  end(): string {
    const rest = this.thinking ? '' : this.held;
    this.held = '';
    return rest;
  }
}

/** The length of the longest end of `text` that is a beginning of `tag`. */
function partialTagLength(text: string, tag: string): number {
  for (let length = Math.min(text.length, tag.length - 1); length > 0; length--) {
    if (tag.startsWith(text.slice(-length))) return length;
  }
  return 0;
}

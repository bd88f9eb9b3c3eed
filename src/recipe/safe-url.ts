/**
 * The link target to use, or undefined when the link must stay plain text: only http(s) and mailto,
 * so nothing the model writes can run script, open a local file or stay on our origin.
 */
export function safeUrl(raw: string): string | undefined {
  // Browsers ignore control characters and whitespace in a scheme, so they go before it is judged.
  const url = raw.replace(/[\s\p{Cc}\p{Cf}]/gu, '');
  return /^(?:https?:\/\/|mailto:)/i.test(url) ? url : undefined;
}

/** Reading the JSON a client sends the fake, which may be anything. */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parsed JSON, the raw text when it is not JSON, or undefined when empty. */
export function parseLoosely(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What the fake answers a chat completion with: the scenarios, their check, and the queue they wait in. */
import { isRecord } from './json.ts';

export type Scenario =
  /** A normal streamed answer. `fenced` wraps it in ```markdown … ``` as real models often do. */
  | { kind: 'recipe'; recipe?: string; tokensPerSecond?: number; fenced?: boolean }
  /** An HTTP error before any streaming; the body defaults to the router's `{"error":{"message","type"}}`. */
  | { kind: 'status'; status: number; body?: unknown; contentType?: string }
  /** `data: {"error":{…}}` after `afterTokens` content chunks, then the response ends without [DONE]. */
  | { kind: 'stream-error'; afterTokens: number; message?: string }
  /** Reads the request and never answers. */
  | { kind: 'hang' }
  /** Sends 200 and the event-stream headers, then nothing. */
  | { kind: 'headers-then-hang' }
  /** The chosen recipe at one token every `intervalMs`, cut to `tokens` tokens (finish_reason "length"). */
  | { kind: 'drip'; intervalMs: number; tokens?: number }
  /** A `data: {not json` event after `afterTokens` content chunks; the rest of the answer follows. */
  | { kind: 'malformed'; afterTokens: number }
  /** Destroys the socket after `afterTokens` content chunks, with no [DONE] and no end of the chunked body. */
  | { kind: 'drop'; afterTokens: number }
  /** Exactly these bytes, whatever was asked: see ReplayScenario. */
  | ReplayScenario;

/**
 * A recorded answer sent back byte for byte (`loadWireSample` in wire-samples.ts makes one from a
 * real recording). Whole by default; with `chunkSize`, in pieces of that many bytes, each its own
 * write `intervalMs` apart (0: as soon as the previous piece is out), cut with no regard for lines
 * or UTF-8 characters. The status defaults to 200, the content type to `text/event-stream` below 400
 * and `application/json` from 400 up.
 */
export type ReplayScenario = {
  kind: 'replay';
  body: string;
  status?: number;
  contentType?: string;
  chunkSize?: number;
  intervalMs?: number;
};

/** The scenarios that break off a streamed answer after some tokens. */
export type Interruption = Extract<Scenario, { afterTokens: number }>;

/** The scenarios queued for the next chat completions, and the one that applies once they run out. */
export type ScenarioQueue = {
  /** The scenario for the next chat completion. */
  next(): Scenario;
  enqueue(...scenarios: Scenario[]): void;
  setDefault(scenario: Scenario): void;
  /** Empties the queue and restores the default given at start. */
  reset(): void;
  readonly size: number;
};

export function createScenarioQueue(startDefault: Scenario): ScenarioQueue {
  let fallback = startDefault;
  let queue: Scenario[] = [];
  return {
    next: () => queue.shift() ?? fallback,
    enqueue: (...scenarios) => {
      queue.push(...scenarios);
    },
    setDefault: (scenario) => {
      fallback = scenario;
    },
    reset: () => {
      queue = [];
      fallback = startDefault;
    },
    get size() {
      return queue.length;
    },
  };
}

/** A scenario as the control API receives it, as JSON from another process. */
export function isScenario(value: unknown): value is Scenario {
  if (!isRecord(value)) return false;
  const isCount = (field: unknown) => typeof field === 'number' && field >= 0;
  const isStatus = (field: unknown) => typeof field === 'number' && Number.isInteger(field) && field >= 100 && field <= 599;
  const optional = (field: unknown, check: (field: unknown) => boolean) => field === undefined || check(field);
  switch (value.kind) {
    case 'recipe':
    case 'hang':
    case 'headers-then-hang':
      return true;
    case 'status':
      return isStatus(value.status);
    case 'stream-error':
    case 'malformed':
    case 'drop':
      return isCount(value.afterTokens);
    case 'drip':
      return isCount(value.intervalMs) && optional(value.tokens, isCount);
    case 'replay':
      return (
        typeof value.body === 'string' &&
        optional(value.status, isStatus) &&
        optional(value.contentType, (field) => typeof field === 'string') &&
        optional(value.chunkSize, (field) => typeof field === 'number' && Number.isInteger(field) && field > 0) &&
        optional(value.intervalMs, isCount)
      );
    default:
      return false;
  }
}

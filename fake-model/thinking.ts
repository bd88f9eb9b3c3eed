/**
 * A reasoning model's streamed answer, as gpt-oss, Qwen3 or DeepSeek send one through the router:
 * `reasoning_content` deltas first (the model thinking aloud), then the recipe as `content`. Made
 * as a replay scenario, so it needs nothing new from the fake's server and travels as JSON to
 * `/__fake/enqueue`. The reasoning words are easy to search for: none may ever reach the cook.
 */
import type { ReplayScenario } from './server.ts';
import { RECIPES, tokenize } from './recipes.ts';

/** Every reasoning token is one of these words, so a test can tell reasoning from recipe. */
export const REASONING_WORD = 'pondering';

export type ThinkingOptions = {
  /** How many reasoning deltas come before the answer (300 by default). */
  reasoningTokens?: number;
  recipe?: string;
  model?: string;
  /** Sent in pieces of this many bytes, `intervalMs` apart (see ReplayScenario); whole by default. */
  chunkSize?: number;
  intervalMs?: number;
};

export function thinkingAnswer(options: ThinkingOptions = {}): ReplayScenario {
  const { reasoningTokens = 300, recipe = RECIPES[0]!.markdown, model = 'openai/gpt-oss-20b' } = options;
  const id = 'chatcmpl-thinking0000000000000000';
  const created = 1_795_000_000;
  const event = (delta: Record<string, unknown>, finish: string | null = null) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  const body = [
    event({ role: 'assistant', content: '' }),
    ...Array.from({ length: reasoningTokens }, (_, index) => event({ reasoning_content: `${index ? ' ' : ''}${REASONING_WORD}` })),
    ...tokenize(recipe).map((token) => event({ content: token })),
    event({}, 'stop'),
    'data: [DONE]\n\n',
  ].join('');
  return { kind: 'replay', body, chunkSize: options.chunkSize, intervalMs: options.intervalMs };
}

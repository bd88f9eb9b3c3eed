/**
 * The one place a recipe is asked of the model, in both modes: builds the request, streams it
 * through Hugging Face's client along the model chain, enforces the time limits, keeps reasoning
 * and wrapping fences from the cook, and turns every failure into a RecipeError the cook can read.
 */

import { chatCompletionStream, InferenceClientInputError, InferenceClientProviderApiError } from '@huggingface/inference';
import { detailedError, RecipeError, type ErrorCode } from './errors.ts';
import { FenceUnwrapper } from './fence.ts';
import { createModelChain, type ModelChain } from './model-chain.ts';
import { modelOptions } from './model-options.ts';
import { ReasoningFilter } from './reasoning.ts';
import { chatRequestFor } from './recipe-chat.ts';
import type { RecipeRequest } from './recipe-request.ts';

export type ModelTarget = {
  /** The model chain: ids tried in order (see model-chain.ts). */
  models: readonly string[];
  /** A Hugging Face token, or whatever key the OpenAI-compatible server at `baseUrl` expects. */
  accessToken?: string;
  /** Hugging Face provider policy; ignored when `baseUrl` is set. */
  provider: string;
  /** An OpenAI-compatible base URL ending in /v1; replaces Hugging Face's router. */
  baseUrl?: string;
};

export type StreamTimeouts = {
  /** Longest wait for the first token, and between two tokens. */
  tokenTimeoutMs: number;
  /** Longest time for the whole answer. */
  totalTimeoutMs: number;
};

/**
 * What the model stream yields: which model answers (once, before its first words), then the recipe
 * in pieces; before them, once, `thinking` when a model has been reasoning for a while (the cook is told).
 */
export type ModelEvent = { type: 'model'; model: string } | { type: 'text'; text: string } | { type: 'thinking' };

/** Reasoning pieces before the cook is told the model is thinking: a short think is not worth a word. */
const THINKING_NOTICE_PIECES = 16;

export const DEFAULT_TIMEOUTS: StreamTimeouts = { tokenTimeoutMs: 30_000, totalTimeoutMs: 180_000 };

type Chunk = ReturnType<typeof chatCompletionStream> extends AsyncGenerator<infer C> ? C : never;

/** Failures that say this model cannot answer now, while another may: the chain moves on, before the first words only. */
const MOVE_ON: ReadonlySet<ErrorCode> = new Set(['model_not_found', 'model_unavailable', 'model_busy']);

/**
 * Yields the answering model, then the recipe Markdown piece by piece. Ends normally only when a
 * model said it finished; throws a RecipeError otherwise, or the signal's reason when the caller aborted.
 */
export function streamFromModel(
  request: RecipeRequest,
  target: ModelTarget,
  signal: AbortSignal,
  timeouts: StreamTimeouts = DEFAULT_TIMEOUTS,
  /** Remembers the model that answered across requests; a long-lived caller passes its own. */
  chain: ModelChain = createModelChain(target.models),
): AsyncGenerator<ModelEvent, void, undefined> {
  // The generator itself is returned, not wrapped: no extra async step per piece.
  return streamChat((model) => chatRequestFor(request, model), target, signal, timeouts, chain);
}

/** One chat-completion request for `model`, without where it goes (the target says that). */
export type ChatFor = (model: string) => {
  model: string;
  messages: Parameters<typeof chatCompletionStream>[0]['messages'];
  max_tokens: number;
};

/** The same as streamFromModel for any request: the chain, its fallback rules, its time limits and its filters. */
export async function* streamChat(
  chatFor: ChatFor,
  target: ModelTarget,
  signal: AbortSignal,
  timeouts: StreamTimeouts = DEFAULT_TIMEOUTS,
  chain: ModelChain = createModelChain(target.models),
): AsyncGenerator<ModelEvent, void, undefined> {
  const models = chain.order();
  for (const [index, model] of models.entries()) {
    // One generator for the whole chain, with the model's answer read in it: every piece of a
    // recipe passes through as few async steps as possible (a relay serves thousands at once).
    const answer = new ModelAnswer(chatFor(model), target, signal, timeouts);
    let spoke = false;
    let noticed = false;
    const introduce = (): ModelEvent => {
      spoke = true;
      chain.answered(model);
      return { type: 'model', model };
    };
    try {
      for await (const chunk of answer.chunks) {
        const text = answer.take(chunk);
        if (!spoke && !noticed && !text && answer.reasoned >= THINKING_NOTICE_PIECES) {
          noticed = true;
          yield { type: 'thinking' };
        }
        if (text && !spoke) yield introduce();
        if (text) yield { type: 'text', text };
        // Armed after the yield, so a slow reader is never mistaken for a slow model.
        answer.waitForNext();
      }
      const rest = answer.end();
      if (rest && !spoke) yield introduce();
      if (rest) yield { type: 'text', text: rest };
      return;
    } catch (error) {
      const failure = answer.failure(error);
      if (failure instanceof RecipeError && failure.code === 'model_not_found') chain.refused(model);
      const isLast = index === models.length - 1;
      if (spoke || isLast || signal.aborted || !(failure instanceof RecipeError) || !MOVE_ON.has(failure.code)) {
        throw failure;
      }
      console.warn(`The recipe model ${model} could not answer (${failure.code}); trying ${models[index + 1]}.`);
    } finally {
      answer.close();
    }
  }
}

/**
 * One model's answer: its chunks through Hugging Face's client, with the time limits, the visible
 * text of each (reasoning and wrapping fences kept out), and what any failure means to the cook.
 */
class ModelAnswer {
  readonly chunks: AsyncGenerator<Chunk>;
  private readonly upstream = new AbortController();
  private readonly signal: AbortSignal;
  private readonly tokenTimeoutMs: number;
  private readonly stopUpstream: () => void;
  private readonly reasoning = new ReasoningFilter();
  private readonly fence = new FenceUnwrapper();
  private readonly totalTimer: ReturnType<typeof setTimeout>;
  private tokenTimer: ReturnType<typeof setTimeout>;
  private timedOut = false;
  private started = false;
  private finished = false;
  private said = false;
  /** How many pieces of reasoning came before any visible text. */
  reasoned = 0;

  constructor(chat: ReturnType<ChatFor>, target: ModelTarget, signal: AbortSignal, timeouts: StreamTimeouts) {
    this.signal = signal;
    this.tokenTimeoutMs = timeouts.tokenTimeoutMs;
    // Leaving the client's loop does not close its connection, so we own an AbortController.
    this.stopUpstream = () => this.upstream.abort(signal.reason);
    signal.addEventListener('abort', this.stopUpstream, { once: true });
    this.totalTimer = setTimeout(this.timeOut, timeouts.totalTimeoutMs);
    this.tokenTimer = setTimeout(this.timeOut, timeouts.tokenTimeoutMs);
    const route = target.baseUrl ? { endpointUrl: target.baseUrl } : { provider: target.provider as 'auto' };
    this.chunks = chatCompletionStream(
      { ...chat, ...modelOptions(chat.model), ...route, accessToken: target.accessToken },
      { signal: this.upstream.signal, retry_on_error: false },
    );
  }

  private readonly timeOut = () => {
    this.timedOut = true;
    this.upstream.abort();
  };

  /** The visible text of one chunk, often empty. */
  take(chunk: Chunk): string {
    clearTimeout(this.tokenTimer);
    this.started = true;
    // Usage-only chunks have no choices; reasoning deltas (reasoning_content, reasoning) are never read.
    const choice = chunk.choices?.[0];
    if (choice?.finish_reason) this.finished = true;
    const delta = choice?.delta as { content?: string | null; reasoning_content?: unknown; reasoning?: unknown } | undefined;
    const text = this.fence.push(this.reasoning.push(delta?.content ?? ''));
    const reasoning = isText(delta?.reasoning_content) || isText(delta?.reasoning) || this.reasoning.inside;
    if (reasoning && !this.said) this.reasoned += 1;
    this.said ||= text.trim() !== '';
    return text;
  }

  /** What is held back at the end; throws when the model stopped without saying it finished, or said nothing. */
  end(): string {
    if (!this.finished) throw detailedError(this.started ? 'model_dropped' : 'model_empty');
    const rest = this.fence.push(this.reasoning.end()) + this.fence.end();
    this.said ||= rest.trim() !== '';
    if (!this.said) throw detailedError('model_empty');
    return rest;
  }

  /** The model has this long to send its next chunk. */
  waitForNext() {
    this.tokenTimer = setTimeout(this.timeOut, this.tokenTimeoutMs);
  }

  /** What a failure means: the caller's own abort reason, a time-out, a dropped answer, or the client's error in plain words. */
  failure(error: unknown): unknown {
    if (this.signal.aborted) return this.signal.reason;
    if (this.timedOut) return new RecipeError('model_timeout');
    // Node's fetch says TypeError both when it cannot connect and when a started answer is cut.
    return this.started && error instanceof TypeError ? detailedError('model_dropped') : toRecipeError(error);
  }

  close() {
    clearTimeout(this.tokenTimer);
    clearTimeout(this.totalTimer);
    this.signal.removeEventListener('abort', this.stopUpstream);
    this.upstream.abort();
  }
}

const isText = (value: unknown) => typeof value === 'string' && value !== '';

/** Maps whatever the client threw to plain words, never passing the upstream body through. */
export function toRecipeError(error: unknown): RecipeError {
  if (error instanceof RecipeError) return error;
  if (error instanceof InferenceClientProviderApiError) {
    return new RecipeError(codeForAnswer(error.httpResponse.status, error.httpResponse.body, error.message));
  }
  // The client's own "No Inference Provider available for model …", before any request.
  if (error instanceof InferenceClientInputError) return new RecipeError('model_not_found');
  return new RecipeError(error instanceof TypeError ? 'model_unavailable' : 'model_error');
}

/** The router's answers, as recorded (fake-model/wire-samples), to the codes of docs/api.md. */
function codeForAnswer(status: number, body: unknown, message: string): ErrorCode {
  if (status === 401 || status === 403) return 'model_auth';
  if (status === 402) return 'model_credits';
  if (status === 404) return 'model_not_found';
  if (status === 429) return 'model_busy';
  if (status >= 500) return 'model_unavailable';
  if (status === 400 && notServed(body, message)) return 'model_not_found';
  return 'model_error';
}

const NOT_SERVED_CODES = new Set(['model_not_found', 'model_not_supported']);
const NOT_SERVED_WORDS = /does not exist|not supported by any provider|is not a chat model|model not found/i;

function notServed(body: unknown, message: string): boolean {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code === 'string' && NOT_SERVED_CODES.has(code)) return true;
  // The client puts the body's own message into its error's message.
  return NOT_SERVED_WORDS.test(message);
}

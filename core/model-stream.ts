/**
 * The one place a recipe is asked of the model, in both modes: builds the request, streams it
 * through Hugging Face's client along the model chain, enforces the time limits, keeps reasoning
 * and wrapping fences from the cook, and turns every failure into a RecipeError the cook can read.
 */

import { chatCompletionStream, InferenceClientInputError, InferenceClientProviderApiError } from '@huggingface/inference';
import { RecipeError, type ErrorCode } from './errors.ts';
import { FenceUnwrapper } from './fence.ts';
import { createModelChain, type ModelChain } from './model-chain.ts';
import { ReasoningFilter } from './reasoning.ts';
import { buildChatRequest } from './recipe-prompt.ts';
import { wishSentences, type RecipeRequest } from './recipe-request.ts';

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

export type StreamLimits = {
  /** Longest wait for the first token, and between two tokens. */
  tokenTimeoutMs: number;
  /** Longest time for the whole answer. */
  totalTimeoutMs: number;
};

/** What the model stream yields: which model answers (once, before its first words), then the recipe in pieces. */
export type ModelEvent = { type: 'model'; model: string } | { type: 'text'; text: string };

export const DEFAULT_LIMITS: StreamLimits = { tokenTimeoutMs: 30_000, totalTimeoutMs: 180_000 };

const DROPPED = 'The connection to the recipe model dropped before the recipe was finished. Please try again.';
const EMPTY = 'The recipe model sent back no recipe. Please try again.';

/** Failures that say this model cannot answer now, while another may: the chain moves on, before the first words only. */
const MOVE_ON: ReadonlySet<ErrorCode> = new Set(['model_not_found', 'model_unavailable', 'model_busy']);

/**
 * Yields the answering model, then the recipe Markdown piece by piece. Ends normally only when a
 * model said it finished; throws a RecipeError otherwise, or the signal's reason when the caller aborted.
 */
export async function* streamFromModel(
  request: RecipeRequest,
  target: ModelTarget,
  signal: AbortSignal,
  limits: StreamLimits = DEFAULT_LIMITS,
  /** Remembers the model that answered across requests; a long-lived caller passes its own. */
  chain: ModelChain = createModelChain(target.models),
): AsyncGenerator<ModelEvent, void, undefined> {
  const models = chain.order();
  for (const [index, model] of models.entries()) {
    let spoke = false;
    try {
      for await (const text of streamOneModel(request, model, target, signal, limits)) {
        if (!spoke) {
          spoke = true;
          chain.answered(model);
          yield { type: 'model', model };
        }
        yield { type: 'text', text };
      }
      return;
    } catch (error) {
      const isLast = index === models.length - 1;
      if (spoke || isLast || signal.aborted || !(error instanceof RecipeError) || !MOVE_ON.has(error.code)) throw error;
      console.warn(`The recipe model ${model} could not answer (${error.code}); trying ${models[index + 1]}.`);
    }
  }
}

/** One model's answer as visible text; an answer with no visible text is a `model_error`. */
async function* streamOneModel(
  request: RecipeRequest,
  model: string,
  target: ModelTarget,
  signal: AbortSignal,
  limits: StreamLimits,
): AsyncGenerator<string, void, undefined> {
  // Leaving the client's loop does not close its connection, so we own an AbortController.
  const upstream = new AbortController();
  const stopUpstream = () => upstream.abort(signal.reason);
  signal.addEventListener('abort', stopUpstream, { once: true });
  let timedOut = false;
  const timeOut = () => {
    timedOut = true;
    upstream.abort();
  };
  const totalTimer = setTimeout(timeOut, limits.totalTimeoutMs);
  let tokenTimer = setTimeout(timeOut, limits.tokenTimeoutMs);

  const chat = buildChatRequest(request.ingredients, model, wishSentences(request));
  const route = target.baseUrl ? { endpointUrl: target.baseUrl } : { provider: target.provider as 'auto' };
  const reasoning = new ReasoningFilter();
  const fence = new FenceUnwrapper();
  const visible = (text: string) => fence.push(reasoning.push(text));
  let started = false;
  let finished = false;
  let said = false;
  try {
    const chunks = chatCompletionStream(
      { ...chat, ...route, accessToken: target.accessToken },
      { signal: upstream.signal, retry_on_error: false },
    );
    for await (const chunk of chunks) {
      clearTimeout(tokenTimer);
      started = true;
      // Usage-only chunks have no choices; reasoning deltas (reasoning_content, reasoning) are never read.
      const choice = chunk.choices?.[0];
      if (choice?.finish_reason) finished = true;
      const text = visible(choice?.delta?.content ?? '');
      if (text) {
        said ||= text.trim() !== '';
        yield text;
      }
      // Armed after the yield, so a slow reader is never mistaken for a slow model.
      tokenTimer = setTimeout(timeOut, limits.tokenTimeoutMs);
    }
    if (!finished) throw new RecipeError('model_error', started ? DROPPED : EMPTY);
    const rest = fence.push(reasoning.end()) + fence.end();
    said ||= rest.trim() !== '';
    if (!said) throw new RecipeError('model_error', EMPTY);
    if (rest) yield rest;
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    if (timedOut) throw new RecipeError('model_timeout');
    // Node's fetch says TypeError both when it cannot connect and when a started answer is cut.
    throw started && error instanceof TypeError ? new RecipeError('model_error', DROPPED) : toRecipeError(error);
  } finally {
    clearTimeout(tokenTimer);
    clearTimeout(totalTimer);
    signal.removeEventListener('abort', stopUpstream);
    upstream.abort();
  }
}

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

/** The router's answers, as recorded (../shared/wire-samples), to the codes of CONTRACT "Model chain". */
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

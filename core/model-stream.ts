/**
 * The one place a recipe is asked of the model, in both modes: builds the request, streams it
 * through Hugging Face's client, enforces the time limits, and turns every failure into a
 * RecipeError the cook can read.
 */

import { chatCompletionStream, InferenceClientInputError, InferenceClientProviderApiError } from '@huggingface/inference';
import { RecipeError, type ErrorCode } from './errors.ts';
import { FenceUnwrapper } from './fence.ts';
import { buildChatRequest } from './recipe-prompt.ts';

export type ModelTarget = {
  model: string;
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

const DROPPED = 'The connection to the recipe model dropped before the recipe was finished. Please try again.';

export const DEFAULT_LIMITS: StreamLimits = { tokenTimeoutMs: 30_000, totalTimeoutMs: 180_000 };

/**
 * Yields the recipe Markdown piece by piece. Ends normally only when the model said it finished;
 * throws a RecipeError otherwise, or the signal's reason when the caller aborted.
 */
export async function* streamFromModel(
  ingredients: readonly string[],
  target: ModelTarget,
  signal: AbortSignal,
  limits: StreamLimits = DEFAULT_LIMITS,
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

  const request = buildChatRequest(ingredients, target.model);
  const route = target.baseUrl ? { endpointUrl: target.baseUrl } : { provider: target.provider as 'auto' };
  const fence = new FenceUnwrapper();
  let started = false;
  let finished = false;
  try {
    const chunks = chatCompletionStream(
      { ...request, ...route, accessToken: target.accessToken },
      { signal: upstream.signal, retry_on_error: false },
    );
    for await (const chunk of chunks) {
      clearTimeout(tokenTimer);
      started = true;
      const choice = chunk.choices?.[0];
      if (choice?.finish_reason) finished = true;
      const text = fence.push(choice?.delta?.content ?? '');
      if (text) yield text;
      // Armed after the yield, so a slow reader is never mistaken for a slow model.
      tokenTimer = setTimeout(timeOut, limits.tokenTimeoutMs);
    }
    if (!finished)
      throw new RecipeError('model_error', 'The connection to the recipe model dropped before the recipe was finished. Please try again.');
    const rest = fence.end();
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
    return new RecipeError(codeForStatus(error.httpResponse.status, error.message));
  }
  if (error instanceof InferenceClientInputError) return new RecipeError('model_not_found');
  return new RecipeError(error instanceof TypeError ? 'model_unavailable' : 'model_error');
}

function codeForStatus(status: number, message: string): ErrorCode {
  if (status === 401 || status === 403) return 'model_auth';
  if (status === 402) return 'model_credits';
  if (status === 404 || /not supported|does not seem to support|not found/i.test(message)) return 'model_not_found';
  if (status === 429) return 'model_busy';
  if (status === 504) return 'model_timeout';
  if (status >= 500) return 'model_unavailable';
  return 'model_error';
}

/** The router's bodies as the fake writes them: chat completions, their SSE chunks, and its errors. */
import { STATUS_CODES } from 'node:http';

/** One chat completion's identity, shared by every chunk of its answer. */
export type Completion = {
  id: string;
  created: number;
  model: string;
  promptTokens: number;
};

export type FinishReason = 'stop' | 'length';

export type ErrorBody = { error: { message: string; type: string } };

export const STREAM_ERROR_MESSAGE = 'Upstream provider error: the model stopped generating unexpectedly.';

export const EVENT_STREAM_HEADERS = { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' };

export function errorBody(message: string, type: string): ErrorBody {
  return { error: { message, type } };
}

/** The messages the router answers with, as far as the client and the app can tell. */
export function routerError(status: number, model: string): ErrorBody {
  switch (status) {
    case 400:
      return errorBody(`The requested model '${model}' is not supported by any provider you have enabled.`, 'invalid_request_error');
    case 401:
      return errorBody('Invalid credentials in Authorization header', 'authentication_error');
    case 402:
      return errorBody(
        'You have exceeded your monthly included credits for Inference Providers. Subscribe to PRO to get 20x more monthly included credits.',
        'insufficient_quota',
      );
    case 403:
      return errorBody(
        'This authentication method does not have sufficient permissions to call Inference Providers on behalf of user.',
        'permission_error',
      );
    case 404:
      return errorBody(`Model '${model}' not found.`, 'not_found_error');
    case 429:
      return errorBody('Rate limit reached. Please retry later or subscribe to PRO for higher limits.', 'rate_limit_error');
    case 503:
      return errorBody('Service Unavailable: the model is currently overloaded, please retry later.', 'service_unavailable');
    default:
      return errorBody(STATUS_CODES[status] ?? `HTTP ${status}`, status >= 500 ? 'server_error' : 'invalid_request_error');
  }
}

export function chunkObject(completion: Completion, delta: Record<string, string>, finishReason: FinishReason | null) {
  return {
    id: completion.id,
    object: 'chat.completion.chunk',
    created: completion.created,
    model: completion.model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

export function completionObject(completion: Completion, tokens: string[], finishReason: FinishReason) {
  return {
    id: completion.id,
    object: 'chat.completion',
    created: completion.created,
    model: completion.model,
    choices: [{ index: 0, message: { role: 'assistant', content: tokens.join('') }, finish_reason: finishReason }],
    usage: usage(completion, tokens.length),
  };
}

export function usage(completion: Completion, completionTokens: number) {
  return {
    prompt_tokens: completion.promptTokens,
    completion_tokens: completionTokens,
    total_tokens: completion.promptTokens + completionTokens,
  };
}

/** One server-sent event carrying JSON. */
export function sse(data: unknown): string {
  return `data: ${JSON.stringify(data)}\n\n`;
}

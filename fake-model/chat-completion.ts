/** POST /v1/chat/completions: checks the request as the router does, then answers with the next scenario. */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { clock } from './clock.ts';
import { isRecord } from './json.ts';
import { imageProblem, photoAnswer } from './photo.ts';
import { chooseRecipe, messageText, tokenize } from './recipes.ts';
import type { Env } from './recording.ts';
import { closedBy, dropNow, gone, pause, pieceByPiece, streamed, whole, type Piece } from './responses.ts';
import type { Interruption, ReplayScenario, Scenario, ScenarioQueue } from './scenarios.ts';
import { streamTokens } from './token-stream.ts';
import {
  completionObject,
  errorBody,
  EVENT_STREAM_HEADERS,
  routerError,
  STREAM_ERROR_MESSAGE,
  type Completion,
  type FinishReason,
} from './wire-format.ts';

type ChatCompletionOptions = {
  scenarios: ScenarioQueue;
  /** The pace of a `recipe` scenario that names none, and of the interrupted answers. */
  tokensPerSecond: number;
  /** Answer a non-streamed `recipe` or `drip` only once the same answer, streamed, would have ended. */
  paceWholeAnswers: boolean;
};

export function chatCompletionHandler(options: ChatCompletionOptions): (c: Context<Env>) => Promise<Response> {
  const { scenarios, tokensPerSecond, paceWholeAnswers } = options;

  /** One chat.completion object, after the time the stream would have taken when answers are paced. */
  async function answerWhole(
    c: Context<Env>,
    completion: Completion,
    plan: { tokens: string[]; finishReason: FinishReason; intervalMs: number },
  ): Promise<Response> {
    const { tokens, finishReason, intervalMs } = plan;
    const { record, signal } = c.get('exchange');
    // The stream's last token is due (n - 1) intervals after its first.
    if (paceWholeAnswers && tokens.length > 0 && !(await pause((tokens.length - 1) * intervalMs, signal))) return gone(c);
    const at = clock();
    for (let i = 0; i < tokens.length; i++) record.tokenAt.push(at);
    return whole(c, 200, completionObject(completion, tokens, finishReason));
  }

  return async (c) => {
    const exchange = c.get('exchange');
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch (error) {
      return whole(c, 400, errorBody(`Invalid JSON body: ${(error as Error).message}`, 'invalid_request_error'));
    }
    if (!isRecord(body)) return whole(c, 400, errorBody('The request body must be a JSON object.', 'invalid_request_error'));
    if (typeof body.model !== 'string' || body.model === '') {
      return whole(c, 400, errorBody("Missing required parameter: 'model'.", 'invalid_request_error'));
    }
    if (!Array.isArray(body.messages) || body.messages.length === 0) {
      return whole(c, 400, errorBody("Missing required parameter: 'messages'.", 'invalid_request_error'));
    }
    const badImage = imageProblem(body.messages);
    if (badImage) return whole(c, 400, errorBody(badImage, 'invalid_request_error'));

    const scenario = scenarios.next();
    const completion: Completion = {
      id: `chatcmpl-${randomBytes(12).toString('hex')}`,
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      promptTokens: body.messages.reduce((sum: number, message: unknown) => sum + tokenize(messageText(message)).length, 0),
    };
    const streaming = body.stream === true;
    const maxTokens = positiveInteger(body.max_tokens) ?? positiveInteger(body.max_completion_tokens) ?? Infinity;
    const messages: unknown[] = body.messages;
    // The answer as tokens, cut to `limit` the way a model stops at max_tokens.
    const answer = (limit: number, recipe = photoAnswer(messages) ?? chooseRecipe(messages).markdown, fenced = false) => {
      const all = tokenize(fenced ? `\`\`\`markdown\n${recipe}\n\`\`\`` : recipe);
      const tokens = all.slice(0, limit);
      return { tokens, finishReason: tokens.length < all.length ? ('length' as const) : ('stop' as const) };
    };

    switch (scenario.kind) {
      case 'status':
        return sendStatus(c, scenario, completion.model);
      case 'hang':
        await closedBy(exchange.signal);
        return gone(c);
      case 'headers-then-hang':
        return streamed(c, 200, streaming ? EVENT_STREAM_HEADERS : { 'Content-Type': 'application/json' }, new ReadableStream());
      case 'replay':
        return replay(c, scenario);
      case 'recipe': {
        const { tokens, finishReason } = answer(maxTokens, scenario.recipe, scenario.fenced);
        const intervalMs = intervalAt(scenario.tokensPerSecond ?? tokensPerSecond);
        if (!streaming) return answerWhole(c, completion, { tokens, finishReason, intervalMs });
        return streamTokens(c, completion, { tokens, finishReason, intervalMs });
      }
      case 'drip': {
        const { tokens, finishReason } = answer(Math.min(maxTokens, scenario.tokens ?? Infinity));
        if (!streaming) return answerWhole(c, completion, { tokens, finishReason, intervalMs: scenario.intervalMs });
        return streamTokens(c, completion, { tokens, finishReason, intervalMs: scenario.intervalMs });
      }
      case 'stream-error':
      case 'malformed':
      case 'drop': {
        if (!streaming) return failWhole(c, scenario);
        const { tokens, finishReason } = answer(maxTokens);
        return streamTokens(c, completion, { tokens, finishReason, intervalMs: intervalAt(tokensPerSecond), interruption: scenario });
      }
    }
  };
}

/** The non-streaming form of the mid-stream failures. */
function failWhole(c: Context<Env>, scenario: Interruption): Response {
  if (scenario.kind === 'stream-error') return whole(c, 500, errorBody(scenario.message ?? STREAM_ERROR_MESSAGE, 'server_error'));
  if (scenario.kind === 'malformed') return whole(c, 200, '{not json');
  return dropNow(c);
}

function replay(c: Context<Env>, scenario: ReplayScenario): Response {
  const exchange = c.get('exchange');
  const status = scenario.status ?? 200;
  const contentType = scenario.contentType ?? (status < 400 ? 'text/event-stream' : 'application/json');
  const bytes = new TextEncoder().encode(scenario.body);
  const { chunkSize, intervalMs = 0 } = scenario;
  if (chunkSize === undefined) return whole(c, status, bytes, contentType);
  let offset = 0;
  const next = async (): Promise<Piece> => {
    if (offset > 0 && !(await pause(intervalMs, exchange.signal))) return 'closed';
    const piece = bytes.subarray(offset, offset + chunkSize);
    offset += piece.length;
    return { data: piece, last: offset >= bytes.length };
  };
  return streamed(c, status, { 'Content-Type': contentType }, pieceByPiece(exchange, next));
}

function sendStatus(c: Context<Env>, scenario: Extract<Scenario, { kind: 'status' }>, model: string): Response {
  const { status } = scenario;
  const body = scenario.body ?? routerError(status, model);
  const contentType = scenario.contentType ?? (typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json');
  if (status === 429 || status === 503) c.header('Retry-After', '1');
  return whole(c, status, body, contentType);
}

/** Milliseconds between tokens; 0 (as fast as possible) for a rate of 0 or Infinity. */
function intervalAt(tokensPerSecond: number): number {
  return tokensPerSecond > 0 && Number.isFinite(tokensPerSecond) ? 1000 / tokensPerSecond : 0;
}

function positiveInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * A peer to measure the server against: the recipe relay as an app on the Vercel AI SDK would
 * write it (`ai` 6's streamText with @ai-sdk/openai-compatible, on Hono and @hono/node-server,
 * `toTextStreamResponse()`), pointed at the same model with the same prompt, taking the same JSON
 * body as POST /api/recipe. It answers plain text, with none of the server's validation, limits or
 * headers, and listens with Node's defaults: the usual way.
 */

import type { Server } from 'node:http';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { serve } from '@hono/node-server';
import { streamText } from 'ai';
import { Hono } from 'hono';
import { buildChatRequest } from '../../core/recipe-prompt.ts';

export type RunningPeer = { url: string; server: Server; close(): Promise<void> };

export function startAiSdkRelay(modelBaseUrl: string, apiKey: string): Promise<RunningPeer> {
  const provider = createOpenAICompatible({ name: 'huggingface', baseURL: modelBaseUrl, apiKey });
  const app = new Hono();
  app.post('/api/recipe', async (c) => {
    const { ingredients } = await c.req.json<{ ingredients: string[] }>();
    const { model, messages, max_tokens } = buildChatRequest(ingredients);
    const [system, ...prompt] = messages;
    const result = streamText({
      model: provider(model),
      system: system?.content,
      messages: prompt,
      maxOutputTokens: max_tokens,
      abortSignal: c.req.raw.signal,
    });
    return result.toTextStreamResponse();
  });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, ({ port }) =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        server: server as Server,
        close: () => new Promise<void>((done) => (server as Server).close(() => done()).closeAllConnections()),
      }),
    );
  });
}

/**
 * The fake model in a process of its own, so the app server's memory and CPU are its own and the
 * load generator never shares an event loop with either. Driven by bench/run.ts over IPC.
 */

import { clock } from '../fake-model/clock.ts';
import { LONG_RECIPE, tokenize } from '../fake-model/recipes.ts';
import { startFakeModel, type Scenario } from '../fake-model/server.ts';
import { serveParent } from './ipc.ts';

/** What the benchmark reads back of one chat completion, times on the shared clock. */
export type ChatRecord = { stream: boolean; receivedAt: number; tokenAt: number[]; finished: boolean; closedEarly: boolean };

const fake = await startFakeModel({ port: 0, tokensPerSecond: 100, paceWholeAnswers: true });

const handlers = {
  clock: () => clock(),
  /** The LONG_RECIPE (exactly 1,024 tokens, or its first `tokens`) at this rate; 0 sends it all at once. */
  streamLongRecipe: ({ tokensPerSecond, tokens }: { tokensPerSecond: number; tokens?: number }) => {
    const recipe = tokens === undefined ? LONG_RECIPE : tokenize(LONG_RECIPE).slice(0, tokens).join('');
    fake.setDefault({ kind: 'recipe', recipe, tokensPerSecond } satisfies Scenario);
    return tokenize(recipe).length;
  },
  /** Any recipe at this rate; without one, the fake's own answers (a photo gets its list of ingredients). */
  streamRecipe: ({ recipe, tokensPerSecond }: { recipe?: string; tokensPerSecond: number }) => {
    fake.setDefault({ kind: 'recipe', recipe, tokensPerSecond } satisfies Scenario);
  },
  /** Forgets the recorded requests (they hold every token's time), keeping the default scenario. */
  forget: () => {
    fake.requests.length = 0;
  },
  /** How many requests the fake has recorded so far: pass it to `chats` to see only later ones. */
  mark: () => fake.requests.length,
  chats: ({ since = 0 }: { since?: number }) =>
    fake.requests
      .slice(since)
      .filter((request) => request.path === '/v1/chat/completions' && request.method === 'POST')
      .map((request): ChatRecord => ({
        stream: (request.body as { stream?: unknown } | undefined)?.stream === true,
        receivedAt: request.receivedAt,
        tokenAt: request.tokenAt,
        finished: request.finished,
        closedEarly: request.closedEarly,
      })),
  /** How many tokens the fake has sent since a `mark`, without shipping every token's time. */
  tokensSent: ({ since = 0 }: { since?: number }) => fake.requests.slice(since).reduce((sum, request) => sum + request.tokenAt.length, 0),
  memory: () => process.memoryUsage(),
};

export type FakeApi = typeof handlers;

serveParent(handlers, { url: fake.url, origin: fake.origin });

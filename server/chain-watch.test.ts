/**
 * The chains follow what the Hub says: the watcher against the fake Hub and router list over real
 * HTTP, and recipe requests through the app to the fake model, which records every call it gets.
 */

import { expect, test, vi } from 'vitest';
import { createModelChain } from '../core/model-chain.ts';
import { appFor, postRecipe, eventsOf, startTestModel } from '../test-support/test-app.ts';
import { checkChainsWhenDue, watchChains } from './chain-watch.ts';
import { loadConfig } from './config.ts';

const TOKEN = 'hf_chain_watch_secret_91d3';
const MISTRAL = 'mistralai/Mistral-7B-Instruct-v0.3';
const GPT = 'openai/gpt-oss-20b';
const GEMMA = 'google/gemma-4-31B-it';
const SCOUT = 'meta-llama/Llama-4-Scout-17B-16E-Instruct';

const fake = await startTestModel();

const config = loadConfig({
  HF_TOKEN: TOKEN,
  HF_HUB_URL: fake.origin,
  RECIPE_MODEL: `${MISTRAL},${GPT}`,
  VISION_MODEL: `${SCOUT},${GEMMA}`,
});

function quietLog() {
  const lines: string[] = [];
  return { lines, log: { info: (line: string) => lines.push(`info: ${line}`), warn: (line: string) => lines.push(`warn: ${line}`) } };
}

function watch(options: Parameters<typeof watchChains>[2] = {}) {
  const chains = { recipe: createModelChain(config.models), vision: createModelChain(config.visionModels) };
  const watcher = watchChains(config, chains, { log: quietLog().log, ...options });
  return { chains, watcher };
}

/** The app as the server runs it, its recipe chain the watched one, its calls going to the fake model. */
const appWithChain = (chain: ReturnType<typeof createModelChain>) =>
  appFor(fake, {
    token: TOKEN,
    models: config.models,
    chain,
    target: { models: config.models, provider: 'auto', accessToken: TOKEN, baseUrl: fake.url },
  });

const routerListReads = () => fake.requests.filter((request) => request.method === 'GET' && request.path === '/v1/models').length;

test('a model the last check found unserved is skipped without a failed call: the model never sees a request for it', async () => {
  fake.hub.serve(MISTRAL, {});
  fake.hub.serve(GPT, { groq: 'live', together: 'live' });
  fake.hub.serve(SCOUT, { novita: 'error' }, ['text', 'image']);
  fake.hub.serve(GEMMA, { cerebras: 'live', novita: 'live' }, ['text', 'image']);
  const { chains, watcher } = watch();
  await watcher.started;
  watcher.stop();
  expect(routerListReads()).toBe(1);
  expect(chains.recipe.order()).toEqual([GPT, MISTRAL]);
  // The router's probe failing counts as not served, whatever the Hub's own mapping says.
  expect(chains.vision.order()).toEqual([GEMMA, SCOUT]);

  const response = await postRecipe(appWithChain(chains.recipe));
  expect(response.status).toBe(200);
  expect((await eventsOf(response))[0]).toEqual({ type: 'model', model: GPT });
  expect(fake.chats().map((chat) => (chat.body as { model: string }).model)).toEqual([GPT]);
});

test('a check that fails changes nothing, and a check never holds up a recipe', async () => {
  fake.hub.serve(MISTRAL, {});
  fake.hub.serve(GPT, { groq: 'live' });
  const { chains, watcher } = watch({ timeoutMs: 1_000 });
  await watcher.started;
  expect(chains.recipe.order()).toEqual([GPT, MISTRAL]);

  fake.hub.setOutage({ status: 503 });
  await watcher.check();
  expect(chains.recipe.order()).toEqual([GPT, MISTRAL]);

  // A Hub that never answers: the recipe comes while the check still waits.
  fake.hub.setOutage({ hang: true });
  const checking = watcher.check();
  let checked = false;
  void checking.then(() => (checked = true));
  const response = await postRecipe(appWithChain(chains.recipe));
  expect(response.status).toBe(200);
  await eventsOf(response);
  expect(checked).toBe(false);
  await checking;
  expect(chains.recipe.order()).toEqual([GPT, MISTRAL]);
  watcher.stop();
});

test('a refusal as not served puts the model last and has the Hub asked again; stop() ends every timer', async () => {
  fake.hub.serve(MISTRAL, { together: 'live' });
  fake.hub.serve(GPT, { groq: 'live' });
  const { chains, watcher } = watch({ minGapMs: 50 });
  await watcher.started;
  expect(chains.recipe.order()).toEqual([MISTRAL, GPT]);

  // The Hub still lists Mistral, but its provider answers that it is not served; meanwhile gpt-oss stops being served.
  fake.hub.serve(GPT, {});
  fake.enqueue({ kind: 'status', status: 400 });
  const response = await postRecipe(appWithChain(chains.recipe));
  expect((await eventsOf(response))[0]).toEqual({ type: 'model', model: GPT });
  // The refusal had the Hub asked again: Mistral first again, gpt-oss (though it answered last) after it.
  await vi.waitFor(() => expect(routerListReads()).toBe(2));
  await vi.waitFor(() => expect(chains.recipe.order()).toEqual([MISTRAL, GPT]));

  watcher.stop();
  expect(chains.recipe.onRefused).toBeUndefined();
  chains.recipe.refused(MISTRAL);
  await watcher.check();
  expect(routerListReads()).toBe(2);
});

test('the start-up check says it at info level when recipes and photos can be served, as warnings otherwise', async () => {
  fake.hub.serve(MISTRAL, {});
  fake.hub.serve(GPT, { groq: 'live', together: 'live' });
  fake.hub.serve(GEMMA, { cerebras: 'live' }, ['text', 'image']);
  const { lines, log } = quietLog();
  const chains = { recipe: createModelChain(config.models), vision: createModelChain(config.visionModels) };
  let watcher = watchChains(config, chains, { log });
  await watcher.started;
  watcher.stop();
  expect(lines).toContain(
    'info: Mistral-7B-Instruct-v0.3: no provider serves it now; recipes will come from gpt-oss-20b (groq, together).',
  );
  expect(lines.at(-1)).toBe(
    `info: ${SCOUT}: not found on the Hub (check the id; a private model needs a token that can read it); photos will be read by gemma-4-31B-it (cerebras).`,
  );

  lines.length = 0;
  fake.hub.setAccount(null);
  watcher = watchChains(config, chains, { log });
  await watcher.started;
  watcher.stop();
  expect(lines[0]).toMatch(/^warn: Hugging Face refused HF_TOKEN \(401\)/);
  expect(lines.every((line) => line.startsWith('warn: '))).toBe(true);
});

test('after refusals the Hub is asked again at most once a minute, counted from the last check', async () => {
  fake.hub.serve(MISTRAL, { together: 'live' });
  fake.hub.serve(GPT, { groq: 'live' });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  try {
    let clock = 0;
    const { chains, watcher } = watch({ now: () => clock });
    await watcher.started;
    expect(routerListReads()).toBe(1);

    clock = 20_000;
    chains.recipe.refused(MISTRAL);
    chains.recipe.refused(MISTRAL);
    chains.vision.refused(SCOUT);
    await vi.advanceTimersByTimeAsync(39_000);
    expect(routerListReads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(routerListReads()).toBe(2));

    // Three refusals, one check.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(routerListReads()).toBe(2);
    watcher.stop();
  } finally {
    vi.useRealTimers();
  }
});

test('where no timer outlives a request (Workers), a check is due at the first request, then 30 minutes after the last, or a minute after it once a model was refused', async () => {
  fake.hub.serve(MISTRAL, {});
  fake.hub.serve(GPT, { groq: 'live' });
  let clock = 0;
  const chains = { recipe: createModelChain(config.models), vision: createModelChain(config.visionModels) };
  const due = checkChainsWhenDue(config, chains, { log: quietLog().log, now: () => clock });

  const first = due();
  expect(first).toBeInstanceOf(Promise);
  // One check at a time: a request while it runs starts none.
  expect(due()).toBeUndefined();
  await first;
  expect(routerListReads()).toBe(1);
  expect(chains.recipe.order()).toEqual([GPT, MISTRAL]);

  clock = 30_000;
  chains.recipe.refused(GPT);
  expect(due()).toBeUndefined();
  clock = 60_000;
  await due();
  expect(routerListReads()).toBe(2);

  // The refusal has had its check: nothing more is due until 30 minutes after the last one began.
  clock = 60_000 + 29 * 60_000;
  expect(due()).toBeUndefined();
  clock = 60_000 + 30 * 60_000;
  await due();
  expect(routerListReads()).toBe(3);
});

/**
 * Beyond one process: what counting the limits in Redis adds to a recipe request, and what two
 * instances behind nginx (the README's deployment, deploy/nginx.conf) serve against one. Each
 * instance runs in a process of its own; load comes from the load-generator process as for the
 * Server section.
 */

import { cpus } from 'node:os';
import { memoryLimiters, redisLimiters, type NodeLimiters } from '../server/node-rate-limits.ts';
import { NGINX, REDIS_SERVER, startNginx, startRedis, type Nginx, type RedisServer } from '../test-support/services.ts';
import type { FakeApi } from './fake-process.ts';
import { startHelper, type Helper } from './ipc.ts';
import type { CannonSummary, LoadApi } from './load-worker.ts';
import { cannonRound, merge, RECIPE_BODY, serverFirstToken, type LoadRun } from './server-load.ts';
import type { StartOptions } from '../server/node-server.ts';
import type { ServerApi } from './server-process.ts';
import { sleep, summarize, type Summary } from './stats.ts';

/** Where the load goes: one instance on its own, nginx in front of it alone, nginx in front of two. */
const TARGETS = ['one', 'nginxOne', 'nginxTwo'] as const;
export type Target = (typeof TARGETS)[number];

export type ScaleOutResult = {
  /** Not measured, and why (redis-server or nginx missing). */
  skipped?: string;
  cores?: number;
  /** One recipe request's limiter work (the request count, a stream slot taken and given back), in this process. */
  limiter?: { memory: Summary; redis: Summary };
  /** Time to the first recipe text: memory limits, Redis limits, two instances on Redis behind nginx. */
  firstToken?: { memory: Summary; redis: Summary; nginxTwo: Summary };
  health?: Record<Target, LoadRun>;
  recipeStreams?: Record<Target, LoadRun>;
};

const quiet = { info: () => {}, warn: () => {} };

/** Time for the limiter work of `samples` recipe requests, from 50 clients in turn. */
async function limiterCost(limiters: NodeLimiters, samples: number, offset: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const key = `bench-${(offset + i) % 50}`;
    const started = performance.now();
    await limiters.requests.consume(key);
    await limiters.streams.consume(key);
    await limiters.streams.release(key);
    times.push(performance.now() - started);
  }
  return times;
}

export async function measureScaleOut(options: {
  serverUrl: string;
  fakeUrl: string;
  fake: Helper<FakeApi>;
  worker: Helper<LoadApi>;
  /** The environment the main server runs with (unlimited rates), for the two instances too. */
  serverEnv: Record<string, string>;
  serverOptions: StartOptions;
  limiterSamples: number;
  firstTokenSamples: number;
  rounds: number;
  seconds: number;
}): Promise<ScaleOutResult> {
  const missing = [REDIS_SERVER ? [] : ['redis-server'], NGINX ? [] : ['nginx']].flat();
  if (missing.length > 0) return { skipped: `${missing.join(' and ')} not installed (apt-get install redis-server nginx)` };
  const { fake, worker, rounds, seconds } = options;
  const stoppers: (() => Promise<void>)[] = [];
  try {
    const redis: RedisServer = await startRedis();
    stoppers.push(() => redis.close());

    // The limiter on its own: alternating blocks, so that both meet the same machine.
    const inMemory = memoryLimiters(1_000_000, 1_000_000);
    const inRedis = redisLimiters({ url: redis.url, requestsPerMinute: 1_000_000, streamsPerClient: 1_000_000, log: quiet });
    stoppers.push(() => inRedis.close());
    while (inRedis.scope() !== 'shared') await sleep(20);
    const memory: number[] = [];
    const shared: number[] = [];
    await limiterCost(inMemory, 200, 0);
    await limiterCost(inRedis, 200, 0);
    for (let block = 0; block < options.limiterSamples / 100; block++) {
      memory.push(...(await limiterCost(inMemory, 100, block * 100)));
      shared.push(...(await limiterCost(inRedis, 100, block * 100)));
    }

    // Two instances on that Redis, each in a process of its own, and nginx in front of one or both.
    const instances: string[] = [];
    for (const name of ['a', 'b']) {
      const helper = await startHelper<ServerApi>('./server-process.ts');
      stoppers.push(() => helper.stop());
      instances.push(
        await helper.call('start', {
          name,
          target: { kind: 'app', env: { ...options.serverEnv, REDIS_URL: redis.url }, options: { ...options.serverOptions, log: false } },
        }),
      );
    }
    const [a = '', b = ''] = instances.map((url) => new URL(url).host);
    const nginxOne: Nginx = await startNginx([a, a]);
    stoppers.push(() => nginxOne.close());
    const nginxTwo: Nginx = await startNginx([a, b]);
    stoppers.push(() => nginxTwo.close());
    const urls: Record<Target, string> = { one: instances[0]!, nginxOne: nginxOne.url, nginxTwo: nginxTwo.url };

    await fake.call('streamLongRecipe', { tokensPerSecond: 100 });
    const firstToken = { memory: [] as number[], redis: [] as number[], nginxTwo: [] as number[] };
    const firstTokenTargets = { memory: options.serverUrl, redis: urls.one, nginxTwo: urls.nginxTwo };
    const order = Object.keys(firstToken) as (keyof typeof firstToken)[];
    for (let i = 0; i < options.firstTokenSamples + 10; i++) {
      // Rotating which goes first, so none always meets a warmer machine.
      for (let j = 0; j < order.length; j++) {
        const which = order[(i + j) % order.length]!;
        const time = await serverFirstToken(firstTokenTargets[which]);
        if (i >= 10) firstToken[which].push(time);
      }
    }
    await fake.call('forget');

    const cannon = (url: string, connections: number, body?: string) => cannonRound(worker, fake, seconds, { url, connections, body });
    const sideBySide = async (path: string, connections: number, body?: string) => {
      const runs: Record<Target, CannonSummary[]> = { one: [], nginxOne: [], nginxTwo: [] };
      for (let round = 0; round < rounds; round++) {
        for (const target of TARGETS) runs[target].push(await cannon(`${urls[target]}${path}`, connections, body));
      }
      return Object.fromEntries(TARGETS.map((target) => [target, merge(runs[target], connections)])) as Record<Target, LoadRun>;
    };
    const health = await sideBySide('/api/health', 50);
    await fake.call('streamLongRecipe', { tokensPerSecond: 0 });
    const recipeStreams = await sideBySide('/api/recipe', 20, RECIPE_BODY);

    return {
      cores: cpus().length,
      limiter: { memory: summarize(memory), redis: summarize(shared) },
      firstToken: { memory: summarize(firstToken.memory), redis: summarize(firstToken.redis), nginxTwo: summarize(firstToken.nginxTwo) },
      health,
      recipeStreams,
    };
  } finally {
    for (const stop of stoppers.reverse()) await stop().catch(() => {});
  }
}

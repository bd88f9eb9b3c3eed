/**
 * The Workers entry (`npm run worker` locally, `wrangler deploy` for real): the same Hono app as on
 * Node (server/app.ts), configured from the Worker's bindings with the same schema
 * (server/config.ts), per-client limits in a Durable Object per client (worker/rate-limit-object.ts), and the
 * built page served from the static assets, with the same headers as every API answer and, like
 * on Node, a policy that allows the page's inline style by the hash the build recorded. The model
 * chains follow what the Hub serves as on Node (server/chain-watch.ts), checked when a request comes
 * and one is due, and finished beside its answer.
 */

import { PAGE_POLICY_FILE, pagePolicyHeader } from '../core/content-security-policy.ts';
import { RecipeError } from '../core/errors.ts';
import { createModelChain } from '../core/model-chain.ts';
import { createApp } from '../server/app.ts';
import { checkChainsWhenDue } from '../server/chain-watch.ts';
import { PAGE_VARIES, pageLanguageDetector, pageLanguageOf } from '../server/page-language.ts';
import { clientKey, STREAM_SLOT_SECONDS, STREAMS_PER_CLIENT } from '../server/rate-limits.ts';
import { ConfigError, loadConfig } from '../server/config.ts';
import { durableObjectLimiters, type ClientLimits } from './rate-limit-object.ts';

export { ClientLimits } from './rate-limit-object.ts';

/** The bindings wrangler.toml declares, plus the configuration as text: vars, and secrets such as HF_TOKEN. */
export type Env = {
  ASSETS: Fetcher;
  LIMITS: DurableObjectNamespace<ClientLimits>;
  [variable: string]: unknown;
};

type App = ReturnType<typeof createApp>;
type Isolate = {
  app: App;
  /** The model check due now, if any: at the first request of an isolate, then every 30 minutes, or a minute after a refusal. */
  chainCheckDue: () => Promise<void> | undefined;
};

/** One app per isolate and set of bindings, so that the model chains remember which model answered and what is served. */
const isolates = new WeakMap<Env, Isolate>();

function isolateFor(env: Env): Isolate {
  const existing = isolates.get(env);
  if (existing) return existing;
  const variables = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const config = loadConfig(variables);
  const limiters = durableObjectLimiters(env.LIMITS, {
    requests: { points: config.rateLimitPerMinute, seconds: 60 },
    streams: { points: STREAMS_PER_CLIENT, seconds: STREAM_SLOT_SECONDS },
    photos: { points: config.photoLimitPerMinute, seconds: 60 },
  });
  // Cloudflare sets CF-Connecting-IP to the address it received the request from, whatever the client sends.
  const clientAddress = (c: { req: { header(name: string): string | undefined } }) =>
    clientKey(c.req.header('cf-connecting-ip') ?? 'unknown');
  // Read once per isolate: the build's record of the page's inline styles (build/page-policy.ts).
  let policy: Promise<string> | undefined;
  const policyOfPage = (url: string) =>
    (policy ??= env.ASSETS.fetch(new URL(`/${PAGE_POLICY_FILE}`, url))
      .then(async (answer) => pagePolicyHeader(answer.ok ? await answer.text() : null))
      .catch((error: unknown) => {
        policy = undefined;
        throw error;
      }));
  const chains = { recipe: createModelChain(config.models), vision: createModelChain(config.visionModels) };
  // Never with no model configured, as on Node.
  const chainCheckDue = config.target ? checkChainsWhenDue(config, chains) : () => undefined;
  const app = createApp({ ...config, chain: chains.recipe, visionChain: chains.vision, limiters, clientAddress })
    // The first screen in the cook's language, as on Node: each language's page is in the folder of its code.
    .use('/', pageLanguageDetector())
    .use('/index.html', pageLanguageDetector())
    .get('*', async (c) => {
      const page = c.req.path === '/' || c.req.path === '/index.html';
      const language = page ? pageLanguageOf(c) : 'en';
      const asked = page && language !== 'en' ? new Request(new URL(`/${language}/`, c.req.url), c.req.raw) : c.req.raw;
      const asset = await env.ASSETS.fetch(asked);
      const headers = Object.fromEntries(asset.headers);
      if (page) headers.vary = PAGE_VARIES;
      if (asset.ok && c.req.path.startsWith('/assets/')) headers['cache-control'] = 'public, max-age=31536000, immutable';
      // The page and its files (a 304 too: a browser keeps the headers of a revalidation); 404s keep the API's policy.
      if (asset.ok || asset.status === 304) headers['content-security-policy'] = await policyOfPage(c.req.url);
      // Through the context, so the response is built with the security headers the app set before the handler.
      return asset.body ? c.body(asset.body, asset.status as 200, headers) : c.body(null, asset.status as 200, headers);
    })
    .notFound((c) => c.text('Not found', 404));
  const isolate = { app, chainCheckDue };
  isolates.set(env, isolate);
  return isolate;
}

export default {
  fetch(request, env, ctx) {
    try {
      const { app, chainCheckDue } = isolateFor(env);
      // Beside the answer, never in its way: the runtime keeps the isolate until the check is over.
      const check = chainCheckDue();
      if (check) ctx.waitUntil(check);
      return app.fetch(request, env, ctx);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      console.error(error.message);
      return Response.json(new RecipeError('internal_error').toBody(), { status: 500 });
    }
  },
} satisfies ExportedHandler<Env>;

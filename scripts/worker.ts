/**
 * `npm run worker`: the same app and API in workerd, the Cloudflare Workers runtime, on this
 * machine, through wrangler (wrangler.toml, worker/index.ts). Builds the page if needed, like
 * `npm start`, and reads the same configuration: the environment and a `.env` file. The variables
 * reach the Worker as bindings (the token as a secret), never in its code.
 */

import { existsSync } from 'node:fs';
import { unstable_startWorker } from 'wrangler';
import { ConfigError, describeTarget, loadConfig, type Config } from '../server/config.ts';
import { ensureBuilt } from './ensure-built.ts';

/** What server/config.ts reads; REDIS_URL has no use here: the limits live in a Durable Object. */
const VARIABLES = ['RECIPE_MODEL', 'HF_PROVIDER', 'MODEL_BASE_URL', 'MODEL_TIMEOUT_MS', 'RATE_LIMIT_PER_MINUTE'];

if (existsSync('.env')) process.loadEnvFile('.env');
// The Worker checks the same way on its first request; checked here too, a mistake shows at once.
let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
ensureBuilt('server');

const bindings: Record<string, { type: 'plain_text' | 'secret_text'; value: string }> = {};
for (const name of VARIABLES) {
  const value = process.env[name];
  if (value) bindings[name] = { type: 'plain_text', value };
}
if (process.env.HF_TOKEN) bindings.HF_TOKEN = { type: 'secret_text', value: process.env.HF_TOKEN };

// Offline-friendly: no lookup of Cloudflare's request metadata, no usage metrics.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false';
process.env.WRANGLER_SEND_METRICS ??= 'false';

const worker = await unstable_startWorker({
  config: 'wrangler.toml',
  bindings,
  dev: {
    server: { hostname: process.env.HOST || 'localhost', port: Number(process.env.PORT || 8787) },
    inspector: false,
    // The Durable Objects' counts live in .wrangler/state between runs, as with `wrangler dev`.
    persist: '.wrangler/state',
    logLevel: 'info',
    watch: false,
  },
});
console.info(`Pantry Chef is ready at ${(await worker.url).origin}, in workerd (the Cloudflare Workers runtime).`);
console.info(describeTarget(config));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void worker.dispose().then(() => process.exit(0));
  });
}

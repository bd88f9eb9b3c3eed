/** `npm run demo`: the whole app against the bundled demo model, no token needed. */

import { startFakeModel } from '../fake-model/server.ts';
import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/node-server.ts';
import { ensureBuilt } from './ensure-built.ts';

ensureBuilt('server');
const model = await startFakeModel({ tokensPerSecond: 40 });
const config = loadConfig({ ...process.env, HF_TOKEN: undefined, MODEL_BASE_URL: model.url });
const app = await startServer(config, { demo: true, log: true });
console.info(`Pantry Chef demo is ready at ${app.url} (recipes come from the canned demo model at ${model.url}).`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([app.close(), model.close()]).then(() => process.exit(0));
  });
}

/** `npm run demo`: the whole app against the bundled demo model, no token needed. */

import { startDemo } from './demo-app.ts';
import { ensureBuilt } from './ensure-built.ts';

ensureBuilt('server');
const demo = await startDemo({ env: process.env, log: true });
console.info(`Pantry Chef demo is ready at ${demo.app.url} (recipes come from the canned demo model at ${demo.model.url}).`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void demo.close().then(() => process.exit(0));
  });
}

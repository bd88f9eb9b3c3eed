/** `npm start`: reads the configuration once, serves the built app and the API until SIGTERM. */

import { describeTarget } from './config.ts';
import { loadConfigOrExit } from './load-config.ts';
import { logChainCheck } from './hub-check.ts';
import { startServer } from './node-server.ts';

const config = loadConfigOrExit();

const running = await startServer(config, { log: true });
console.info(`Pantry Chef is ready at ${running.url}`);
console.info(describeTarget(config));
// Which providers serve the chain now: logged when the Hub answers, never holding up or failing the server.
if (config.target) void logChainCheck(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.info(`${signal} received: finishing open recipes, then stopping.`);
    void running.close().then(() => process.exit(0));
  });
}

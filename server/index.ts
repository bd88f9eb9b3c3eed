/** `npm start`: reads the configuration once, serves the built app and the API until SIGTERM. */

import { describeTarget } from './config.ts';
import { loadConfigOrExit } from './load-config.ts';
import { startServer } from './node-server.ts';

const config = loadConfigOrExit();

// Which providers serve the chains: checked once listening, then every 30 minutes, never holding up or failing the server.
const running = await startServer(config, { log: true, watchModels: true });
console.info(`Pantry Chef is ready at ${running.url}`);
console.info(describeTarget(config));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.info(`${signal} received: finishing open recipes, then stopping.`);
    void running.close().then(() => process.exit(0));
  });
}

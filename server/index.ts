/** `npm start`: reads the configuration once, serves the built app and the API until SIGTERM. */

import { existsSync } from 'node:fs';
import { ConfigError, describeTarget, loadConfig, type Config } from './config.ts';
import { startServer } from './node-server.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const running = await startServer(config, { log: true });
console.info(`Pantry Chef is ready at ${running.url}`);
console.info(describeTarget(config));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.info(`${signal} received: finishing open recipes, then stopping.`);
    void running.close().then(() => process.exit(0));
  });
}

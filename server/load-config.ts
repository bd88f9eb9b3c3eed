/** The Node entries' configuration: the environment and a `.env` file, read once (config.ts stays free of Node, for Workers). */

import { existsSync } from 'node:fs';
import { ConfigError, loadConfig, type Config } from './config.ts';

/** The configuration, or every problem printed and exit 1. */
export function loadConfigOrExit(): Config {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** The API as `npm run dev` serves it through Vite: same app, same configuration. */

import { existsSync } from 'node:fs';
import { createApp } from './app.ts';
import { describeTarget, loadConfig } from './config.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
console.info(describeTarget(config));

export const devApp = createApp(config);

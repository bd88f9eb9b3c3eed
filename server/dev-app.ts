/** The API as `npm run dev` serves it through Vite: same app, same configuration. */

import { existsSync } from 'node:fs';
import { createApp } from './app.ts';
import { STREAMS_PER_CLIENT } from './rate-limits.ts';
import { describeTarget, loadConfig } from './config.ts';
import { memoryLimiters } from './node-rate-limits.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig(process.env);
console.info(describeTarget(config));

// In memory even with REDIS_URL: Vite reloads this module on every change, and each reload would open another connection.
export const devApp = createApp({
  ...config,
  limiters: memoryLimiters(config.rateLimitPerMinute, STREAMS_PER_CLIENT, config.photoLimitPerMinute),
});

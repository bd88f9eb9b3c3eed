/**
 * Builds the app twice, as users would: server mode (with a token in the build environment, to
 * prove it stays out) and direct mode (pointed at a fake model that lives for the whole run).
 */

import { spawnSync } from 'node:child_process';
import { startFakeModel } from '../fake-model/server.ts';
import { DIRECT_BUILD, DIRECT_TOKEN, SERVER_BUILD, SERVER_TOKEN } from './builds.ts';

function build(outDir: string, env: Record<string, string>) {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`vite build into ${outDir} failed`);
}

export default async function globalSetup() {
  const fake = await startFakeModel({ tokensPerSecond: 400 });
  process.env.PANTRY_CHEF_E2E_DIRECT_FAKE = fake.url;
  build(SERVER_BUILD, { VITE_HF_TOKEN: '', HF_TOKEN: SERVER_TOKEN });
  build(DIRECT_BUILD, { VITE_HF_TOKEN: DIRECT_TOKEN, VITE_MODEL_BASE_URL: fake.url });
  return () => fake.close();
}

/**
 * Builds the app twice, as users would: server mode (with a token in the build environment, to
 * prove it stays out) and direct mode (pointed at a fake model that lives for the whole run).
 */

import { startFakeModel } from '../fake-model/server.ts';
import { buildApp } from '../scripts/build-app.ts';
import { DIRECT_BUILD, DIRECT_TOKEN, SERVER_BUILD, SERVER_TOKEN } from './builds.ts';

export default async function globalSetup() {
  const fake = await startFakeModel({ tokensPerSecond: 400 });
  process.env.PANTRY_CHEF_E2E_DIRECT_FAKE = fake.url;
  buildApp(SERVER_BUILD, { VITE_HF_TOKEN: '', HF_TOKEN: SERVER_TOKEN });
  buildApp(DIRECT_BUILD, { VITE_HF_TOKEN: DIRECT_TOKEN, VITE_MODEL_BASE_URL: fake.url });
  return () => fake.close();
}

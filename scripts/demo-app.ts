/**
 * The demo: the app in server mode against the bundled fake model, which answers with canned
 * sample recipes. It asks for a model id of its own, so the card says the recipe comes from the
 * demo model, never from a real one. Used by `npm run demo` and `npm run screenshots`.
 */

import { startFakeModel, type FakeModel } from '../fake-model/server.ts';
import { loadConfig } from '../server/config.ts';
import { startServer, type RunningServer } from '../server/node-server.ts';

/** What the demo's card names: `Written by demo-canned-recipes`. */
export const DEMO_MODEL = 'pantry-chef/demo-canned-recipes';

export type Demo = { app: RunningServer; model: FakeModel; close(): Promise<void> };

export async function startDemo(
  options: { staticRoot?: string; env?: NodeJS.ProcessEnv; tokensPerSecond?: number; log?: boolean } = {},
): Promise<Demo> {
  const model = await startFakeModel({ tokensPerSecond: options.tokensPerSecond ?? 40 });
  // Whatever the environment or .env says about tokens and models, the demo asks the fake for its own.
  const config = loadConfig({ ...(options.env ?? {}), HF_TOKEN: undefined, MODEL_BASE_URL: model.url, RECIPE_MODEL: DEMO_MODEL });
  const app = await startServer(config, { staticRoot: options.staticRoot, demo: true, log: options.log ?? false });
  return { app, model, close: async () => void (await Promise.all([app.close(), model.close()])) };
}

/**
 * Runs the fake model on its own: `npx tsx fake-model/cli.ts`.
 * Env: FAKE_MODEL_PORT (11435), FAKE_MODEL_HOST (127.0.0.1), FAKE_MODEL_TOKENS_PER_SECOND (40).
 */
import { startFakeModel } from './server.ts';

const port = Number(process.env.FAKE_MODEL_PORT ?? 11435);
const host = process.env.FAKE_MODEL_HOST ?? '127.0.0.1';
const tokensPerSecond = Number(process.env.FAKE_MODEL_TOKENS_PER_SECOND ?? 40);

if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`FAKE_MODEL_PORT must be a port number, got "${process.env.FAKE_MODEL_PORT}"`);
if (!(tokensPerSecond >= 0)) fail(`FAKE_MODEL_TOKENS_PER_SECOND must be a number ≥ 0, got "${process.env.FAKE_MODEL_TOKENS_PER_SECOND}"`);

const fake = await startFakeModel({ port, host, tokensPerSecond }).catch((error: unknown) =>
  fail(`Fake model could not start: ${String(error)}`),
);
console.log(`Fake model listening on ${fake.url}`);

let stopping = false;
const stop = (): void => {
  // A second Ctrl-C should not wait for the first to finish.
  if (stopping) process.exit(1);
  stopping = true;
  void fake.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

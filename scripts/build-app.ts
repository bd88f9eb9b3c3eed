/** The one way the project runs `vite build`: npm start, the end-to-end suite and the benchmark all build through here. */

import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const vite = () => resolve('node_modules/.bin/vite');
/** `config`: another Vite config than vite.config.ts (the benchmark's renderer peers). */
const args = (outDir: string, config?: string) => [
  'build',
  ...(config ? ['--config', config] : []),
  ...['--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
];
const failed = (outDir: string, why: unknown) => new Error(`vite build into ${outDir} failed (${String(why)}); see the messages above.`);

/** Builds the app into `outDir`; VITE_HF_TOKEN in `env` chooses the mode (an empty one means server mode). */
export function buildApp(outDir: string, env: Record<string, string | undefined> = {}): void {
  const result = spawnSync(vite(), args(outDir), {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
    timeout: 180_000,
  });
  if (result.status !== 0) throw failed(outDir, result.signal ?? result.status);
}

/** The same build in the background, so that several can run side by side (the benchmark makes five). */
export function buildAppAsync(outDir: string, env: Record<string, string | undefined> = {}, config?: string): Promise<void> {
  const child = spawn(vite(), args(outDir, config), {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
    timeout: 180_000,
  });
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('exit', (code, signal) => (code === 0 ? done() : fail(failed(outDir, signal ?? code))));
  });
}

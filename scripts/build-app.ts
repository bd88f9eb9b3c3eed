/** The one way the project runs `vite build`: npm start, the end-to-end suite and the benchmark all build through here. */

import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/** Builds the app into `outDir`; VITE_HF_TOKEN in `env` chooses the mode (an empty one means server mode). */
export function buildApp(outDir: string, env: Record<string, string | undefined> = {}): void {
  const vite = resolve('node_modules/.bin/vite');
  const result = spawnSync(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
    timeout: 180_000,
  });
  if (result.status !== 0) throw new Error(`vite build into ${outDir} failed (${result.signal ?? result.status}); see the messages above.`);
}

/** Builds the production bundle when it is missing, stale, or of the other mode. */

import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './build-app.ts';

const SOURCES = ['src', 'core', 'public', 'index.html', 'vite.config.ts', 'build', 'package-lock.json'];

type BuildMode = 'server' | 'direct';

export function ensureBuilt(mode: BuildMode, outDir = 'dist'): void {
  const page = join(outDir, 'index.html');
  const reason = !existsSync(page)
    ? 'no build yet'
    : !readFileSync(page, 'utf8').includes(`name="pantry-chef-mode" content="${mode}"`)
      ? `the build is not in ${mode} mode`
      : newestChange(SOURCES) > statSync(page).mtimeMs
        ? 'the sources changed'
        : undefined;
  if (!reason) return;
  console.info(`Building the app (${reason})…`);
  // An empty VITE_HF_TOKEN overrides any in .env, so a server-mode build never embeds one.
  buildApp(outDir, mode === 'server' ? { VITE_HF_TOKEN: '' } : {});
}

function newestChange(paths: string[]): number {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stats = statSync(path);
    newest = Math.max(newest, stats.mtimeMs);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path, { recursive: true, encoding: 'utf8' })) {
        if (/\.test\.tsx?$/.test(entry)) continue;
        newest = Math.max(newest, statSync(join(path, entry)).mtimeMs);
      }
    }
  }
  return newest;
}

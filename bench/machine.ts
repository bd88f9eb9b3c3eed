/** The machine a bench run measured on, written beside its figures. */

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, release, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { chromium } from '../playwright.config.ts';
import { openFileLimit } from './abuse.ts';
import type { Machine } from './results.ts';

function version(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

const packageVersion = (name: string) =>
  (JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

export function describeMachine(): Machine {
  return {
    os: `${type()} ${release()}`,
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryBytes: totalmem(),
    node: process.version,
    chromium: version(chromium.executablePath, ['--version']),
    openFileLimit: openFileLimit(),
    vite: packageVersion('vite'),
    react: packageVersion('react'),
    lighthouse: packageVersion('lighthouse'),
    commit: `${version('git', ['rev-parse', '--short', 'HEAD'])}${version('git', ['status', '--porcelain']) ? ' (uncommitted changes)' : ''}`,
  };
}

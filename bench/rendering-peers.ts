/**
 * The recipe card's Markdown rendering beside the usual ways of writing it: the same app built once
 * more per peer library (bench/peers/vite-renderer.config.ts swaps our renderer for the peer's
 * adapter), served by the real server, fed the same stream and measured by the same
 * measureRendering; and the JavaScript each build makes a browser load.
 */

import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import type { Fake } from './browser-probe.ts';
import { weigh, weighBuild, type BuildWeights, type Weight } from './bundle.ts';
import { RENDERER_PEERS, type RendererPeer } from './peers/renderer-peers.ts';
import { measureRendering, type RenderingRun } from './rendering.ts';
import { median } from './stats.ts';

/** One renderer: what its build loads first, what the card's renderer adds when the page asks for it, how it rendered. */
export type RendererFigures = {
  name: string;
  /** The libraries it renders with, name@version. */
  libraries: string[];
  initialJs: Weight;
  /** The renderer's lazy chunk (assets/markdown-*.js) and every chunk it imports statically, save the initial ones. */
  rendererJs: Weight & { files: string[] };
  /** Each figure the median of `runs`, which alternate with the other renderers' (ours, peer, peer, ours…). */
  run?: RenderingRun;
  runs: RenderingRun[];
  error?: string;
};
export type RenderingPeersResult = {
  tokensPerSecond: number;
  tokens?: number;
  cpuSlowdown: number;
  ours: RendererFigures;
  peers: RendererFigures[];
};

const LIBRARIES: Record<string, readonly string[]> = { ours: ['marked'], ...RENDERER_PEERS };
const version = (name: string) =>
  `${name}@${(JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8')) as { version: string }).version}`;

/** The app built with the peer's renderer, as scripts/build-app.ts builds it in server mode. */
function buildWithRenderer(outDir: string, peer: RendererPeer): void {
  const vite = resolve('node_modules/.bin/vite');
  const config = 'bench/peers/vite-renderer.config.ts';
  const result = spawnSync(vite, ['build', '--config', config, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, VITE_HF_TOKEN: '', BENCH_RENDERER: peer },
    timeout: 180_000,
  });
  if (result.status !== 0) throw new Error(`vite build with ${peer} into ${outDir} failed (${result.signal ?? result.status})`);
}

/** The renderer's lazy chunk and, following their static imports, every chunk it needs that the page has not loaded yet. */
function weighRenderer(outDir: string, build: BuildWeights): Weight & { files: string[] } {
  const assets = join(outDir, 'assets');
  const initial = new Set(build.initial.files.map((file) => file.split('/').at(-1)));
  // Ours is called "markdown" (its parser, "markdown-text", is one of its imports); a peer's adapter "markdown-<peer>".
  const entry = build.lazy.find((chunk) => /^markdown(-|$)/.test(chunk.name) && chunk.name !== 'markdown-text');
  if (!entry) throw new Error(`${outDir} has no assets/markdown-*.js chunk: the renderer was not split off`);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || initial.has(file)) return;
    files.add(file);
    const code = readFileSync(join(assets, file), 'utf8');
    for (const [, imported] of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)) visit(imported!);
  };
  visit(entry.file);
  const total = [...files].reduce(
    (sum, file) => {
      const w = weigh(readFileSync(join(assets, file)));
      return { raw: sum.raw + w.raw, gzip: sum.gzip + w.gzip, brotli: sum.brotli + w.brotli };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );
  return { ...total, files: [...files] };
}

function figures(name: string, outDir: string): RendererFigures {
  const build = weighBuild(outDir);
  const { initial } = build;
  return {
    name,
    libraries: LIBRARIES[name]!.map(version),
    initialJs: { raw: initial.raw, gzip: initial.gzip, brotli: initial.brotli },
    rendererJs: weighRenderer(outDir, build),
    runs: [],
  };
}

/** Each figure of the runs, its median: the runs alternate with the peers', so a busy moment costs one run, not one renderer. */
function medianRun(runs: RenderingRun[]): RenderingRun | undefined {
  if (!runs.length) return undefined;
  const keys = Object.keys(runs[0]!) as (keyof RenderingRun)[];
  return Object.fromEntries(
    keys.map((key) => [
      key,
      typeof runs[0]![key] === 'number' ? median(runs.map((run) => run[key] as number)) : runs.every((run) => run[key]),
    ]),
  ) as RenderingRun;
}

/**
 * Ours (the server-mode build) beside each peer: each peer built, served by `serve` (the real
 * server on a static root), then ours and the peers measured once each, one after the other. A
 * peer that fails to build or run is reported as not measured.
 */
export async function measureRenderingPeers(options: {
  browser: Browser;
  fake: Fake;
  serve: (staticRoot: string) => Promise<string>;
  ourBuild: string;
  ourUrl: string;
  scratch: string;
  peers: readonly RendererPeer[];
  rounds: number;
  tokens: number;
  tokensPerSecond: number;
  cpuSlowdown: number;
  maxSeconds: number;
}): Promise<RenderingPeersResult> {
  const { browser, fake, tokensPerSecond, cpuSlowdown, maxSeconds } = options;
  const { tokens } = options;
  const measure = (serverUrl: string) => measureRendering({ browser, serverUrl, fake, tokensPerSecond, tokens, cpuSlowdown, maxSeconds });
  // Every build first, then the runs interleaved (ours, each peer, ours again…) and each renderer's
  // medians compared: another job on a two-core machine then weighs on all alike rather than on one.
  const peers: RendererFigures[] = [];
  const served: { peer: RendererFigures; outDir: string }[] = [];
  for (const name of options.peers) {
    const outDir = join(options.scratch, `renderer-${name}`);
    try {
      buildWithRenderer(outDir, name);
      const peer = figures(name, outDir);
      peers.push(peer);
      served.push({ peer, outDir });
    } catch (error) {
      const none = { raw: Number.NaN, gzip: Number.NaN, brotli: Number.NaN };
      const message = error instanceof Error ? error.message : String(error);
      peers.push({ name, libraries: [], initialJs: none, rendererJs: { ...none, files: [] }, runs: [], error: message });
      rmSync(outDir, { recursive: true, force: true });
    }
  }
  const ours = figures('ours', options.ourBuild);
  const targets = [{ figures: ours, url: options.ourUrl }];
  for (const { peer, outDir } of served) targets.push({ figures: peer, url: await options.serve(outDir) });
  for (let round = 0; round < options.rounds; round++) {
    for (const { figures, url } of targets) {
      if (figures.error) continue;
      try {
        figures.runs.push(await measure(url));
      } catch (error) {
        figures.error = error instanceof Error ? error.message : String(error);
      }
    }
  }
  for (const { outDir } of served) rmSync(outDir, { recursive: true, force: true });
  for (const { figures } of targets) figures.run = figures.error ? undefined : medianRun(figures.runs);
  return { tokensPerSecond, tokens, cpuSlowdown, ours, peers };
}

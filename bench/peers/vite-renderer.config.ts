/**
 * The app's own build (vite.config.ts) with one module swapped: the recipe card's lazy Markdown
 * renderer, src/recipe/markdown.tsx, becomes the peer adapter BENCH_RENDERER names
 * (bench/peers/markdown-<name>.ts). Everything else, the lazy loading included, is the app's.
 *
 *   BENCH_RENDERER=streamdown vite build --config bench/peers/vite-renderer.config.ts --outDir …
 */

import { fileURLToPath } from 'node:url';
import { mergeConfig, type ConfigEnv, type PluginOption, type UserConfig } from 'vite';
import appConfig from '../../vite.config.ts';
import { isRendererPeer, RENDERER_PEERS } from './renderer-peers.ts';

export default (env: ConfigEnv): UserConfig => {
  const name = process.env.BENCH_RENDERER;
  if (!isRendererPeer(name)) throw new Error(`BENCH_RENDERER must be one of ${Object.keys(RENDERER_PEERS).join(', ')}; got "${name}"`);
  const adapter = fileURLToPath(new URL(`./markdown-${name}.ts`, import.meta.url));
  // recipe-markdown.tsx loads the renderer with import('./markdown.tsx'); nothing else in the build imports it.
  const config: UserConfig = mergeConfig(appConfig(env), { resolve: { alias: [{ find: /^\.\/markdown\.tsx$/, replacement: adapter }] } });
  // The bench weighs the files itself and serves them over loopback: no precompressed copies, no source maps, to build sooner.
  const plugins = config.plugins?.filter((plugin: PluginOption) => !(plugin && 'name' in plugin && /compression/.test(plugin.name)));
  return { ...config, plugins, build: { ...config.build, sourcemap: false } };
};

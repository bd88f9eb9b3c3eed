import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { getRequestListener } from '@hono/node-server';
import { createServer, defineConfig, loadEnv, minify, transformWithOxc, type Plugin, type Rolldown, type ViteDevServer } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { configDefaults } from 'vitest/config';
import { PAGE_POLICY_FILE, pagePolicyMeta, type PagePolicy } from './core/content-security-policy.ts';
import type * as DevAppModule from './server/dev-app.ts';

// Direct mode is a build-time choice: with VITE_HF_TOKEN set, the browser calls the model itself.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const directMode = Boolean(env.VITE_HF_TOKEN);
  return {
    plugins: [
      react(),
      directMode ? null : apiInDevServer(),
      markBuildMode(directMode),
      noPreloadHelper(),
      prerenderFirstScreen(directMode),
      // In this order: the policy hashes the style as it was inlined.
      firstScreenFromTheHtml(),
      recordPagePolicy(directMode ? env.VITE_MODEL_BASE_URL : null),
      installable(),
      precompress(),
    ],
    define: { __DIRECT_MODE__: JSON.stringify(directMode) },
    build: {
      target: 'es2022',
      // Written beside each file for whoever debugs a build, but not named in the files the browser loads.
      sourcemap: 'hidden',
      // Lazy chunks load their imports themselves rather than from lists in the initial script.
      modulePreload: false,
      // One stylesheet, inlined in index.html (firstScreenFromTheHtml): no CSS to fetch for a lazy chunk,
      // and no list of it in the initial script; the lazy parts' rules cost about 1 KB of gzipped HTML.
      cssCodeSplit: false,
    },
    server: { host: process.env.HOST ?? 'localhost', port: Number(process.env.PORT ?? 5173) },
    test: {
      // A safety net, not a measure: property tests and real processes run slower on a busy two-core machine.
      testTimeout: 30_000,
      hookTimeout: 30_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['test-support/app/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: [
              'core/**/*.test.ts',
              'server/**/*.test.ts',
              'fake-model/**/*.test.ts',
              'scripts/**/*.test.ts',
              'test-support/**/*.test.ts',
              'worker/**/*.test.ts',
              'bench/**/*.test.ts',
            ],
          },
        },
      ],
      exclude: [...configDefaults.exclude, 'e2e/**/*.spec.ts'],
    },
  };
});

/** Lets `npm start` tell a server-mode build from a direct-mode one (which holds a token). */
function markBuildMode(directMode: boolean): Plugin {
  return {
    name: 'pantry-chef-build-mode',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'pantry-chef-mode', content: directMode ? 'direct' : 'server' }, injectTo: 'head' },
    ],
  };
}

/** Renders the first screen into index.html at build time (src/first-screen.tsx), so it paints before the JavaScript runs. */
function prerenderFirstScreen(directMode: boolean): Plugin {
  return {
    name: 'pantry-chef-prerender',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        // A throwaway server only to load the app's modules in Node, with this build's mode.
        const loader = await createServer({
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          define: { __DIRECT_MODE__: JSON.stringify(directMode) },
          plugins: [react()],
        });
        try {
          const { renderFirstScreen } = (await loader.ssrLoadModule('/src/first-screen.tsx')) as { renderFirstScreen: () => string };
          const empty = '<div id="root"></div>';
          if (!html.includes(empty)) throw new Error('index.html has no empty <div id="root"></div> to render into');
          return html.replace(empty, `<div id="root">${renderFirstScreen()}</div>`);
        } finally {
          await loader.close();
        }
      },
    },
  };
}

/**
 * Vite wraps every dynamic import in its preload helper, which fetches the chunk's imports and CSS
 * alongside it and reports a failure as a `vite:preloadError` event. With no modulepreload lists and
 * no CSS per chunk (modulePreload and cssCodeSplit off, above), every list it is given is empty and
 * nothing listens for the event: the helper (about 1.3 KB in the initial script) only calls the
 * import, so it is replaced by a function that does just that.
 */
function noPreloadHelper(): Plugin {
  const helper = '\0vite/preload-helper.js';
  return {
    name: 'pantry-chef-no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === helper ? id : null),
    load: (id) => (id === helper ? 'export const __vitePreload = (load) => load();' : null),
  };
}

/**
 * The first screen paints from index.html alone. Its stylesheet goes in as a <style> element (a
 * <link> cost about 150 ms of render-blocking on Lighthouse's mobile network), the lazy parts' rules
 * with it (cssCodeSplit: false). The app only takes over what is already shown, so the page's one script is the
 * boot script (src/boot.ts, a few hundred bytes), which asks for the app once the first screen has
 * painted and until then keeps what the cook adds: Lighthouse's simulation counts any script on its
 * way before the largest paint as one that paint waited for.
 */
function firstScreenFromTheHtml(): Plugin {
  return {
    name: 'pantry-chef-first-screen-from-the-html',
    apply: 'build',
    // After Vite has written index.html, with its links and script, into the bundle, and before it
    // lists each lazy chunk's dependencies: the inlined stylesheet must not come back as one of them.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const page = htmlAsset(bundle);
      page.source = String(page.source).replace(/<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)">/g, (_link, fileName: string) => {
        const stylesheet = bundle[fileName];
        if (stylesheet?.type !== 'asset') throw new Error(`index.html links ${fileName}, which is not in the bundle`);
        const css = String(stylesheet.source).trim();
        if (/<\/style/i.test(css)) throw new Error(`${fileName} cannot be inlined: it holds "</style"`);
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          if (file.code.includes(fileName)) throw new Error(`${file.fileName} names ${fileName}, which is being inlined`);
          file.viteMetadata?.importedCss.delete(fileName);
        }
        delete bundle[fileName];
        return `<style>${css}</style>`;
      });
      const app = /<script type="module" crossorigin src="\/assets\/([^"]+\.js)"><\/script>/.exec(String(page.source));
      if (!app) throw new Error('index.html has no app script for the boot script to ask for');
      const source = await bootScript(app[1]!);
      if (/<\/script/i.test(source)) throw new Error('The boot script cannot be inlined: it holds "</script"');
      page.source = String(page.source).replace(app[0], `<script type="module">${source}</script>`);
    },
  };
}

/** src/boot.ts as the browser gets it: the app's address (in /assets/) written in, types gone, minified. */
async function bootScript(app: string): Promise<string> {
  const typed = readFileSync(new URL('src/boot.ts', import.meta.url), 'utf8');
  const placeholder = "const app = './app.js';";
  if (typed.split(placeholder).length !== 2) throw new Error(`src/boot.ts should say ${placeholder} once, for the build to name the app`);
  const { code } = await transformWithOxc(typed.replace(placeholder, `const app = ${JSON.stringify(`/assets/${app}`)};`), 'boot.ts');
  const minified = await minify('boot.js', code, { module: true });
  if (minified.errors.length > 0) throw new Error(`src/boot.ts did not minify: ${minified.errors[0]!.message}`);
  return minified.code.trim();
}

/**
 * The page's Content-Security-Policy allows its inline style and boot script by hash: the build
 * hashes each <style> and inline <script> element as written into index.html and records the
 * hashes in page-policy.json, which the server
 * and the Worker read to build the page's header. A static host may not send our headers, so a
 * direct-mode page (`directTo`: the model's base URL) also carries its policy itself, in a meta tag.
 */
function recordPagePolicy(directTo: string | null | undefined): Plugin {
  return {
    name: 'pantry-chef-page-policy',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = htmlAsset(bundle);
        let html = String(page.source);
        const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
        const styles = /<style>([^<]*)<\/style>/g;
        const scripts = /<script type="module">([\s\S]*?)<\/script>/g;
        const policy: PagePolicy = {
          inlineStyles: [...html.matchAll(styles)].map(([, css]) => hash(css!)),
          inlineScripts: [...html.matchAll(scripts)].map(([, script]) => hash(script!)),
        };
        const unhashed = html.replace(styles, '').replace(scripts, '');
        if (/<style[\s>]/.test(unhashed)) throw new Error('index.html has a <style> element this policy did not hash');
        if (/<script(?![^>]*\ssrc=)[^>]*>/.test(unhashed)) throw new Error('index.html has an inline <script> this policy did not hash');
        this.emitFile({ type: 'asset', fileName: PAGE_POLICY_FILE, source: `${JSON.stringify(policy)}\n` });
        if (directTo !== null) {
          const content = pagePolicyMeta(directTo, policy).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
          // First in <head>: a meta policy governs only what comes after it.
          html = html.replace(/<head>/, `<head>\n    <meta http-equiv="Content-Security-Policy" content="${content}">`);
          page.source = html;
        }
      },
    },
  };
}

function htmlAsset(bundle: Rolldown.OutputBundle): Rolldown.OutputAsset {
  const page = bundle['index.html'];
  if (page?.type !== 'asset') throw new Error('The bundle has no index.html');
  return page;
}

/**
 * A web app manifest and a service worker (Workbox, generated at build time) that precaches the
 * built page, so that it installs and opens offline with its saved recipes. The page registers
 * the worker itself once it has loaded (src/main.tsx), so nothing is added to the first load.
 */
function installable() {
  return VitePWA({
    injectRegister: false,
    manifest: {
      name: 'Pantry Chef',
      short_name: 'Pantry Chef',
      description: 'Type the ingredients you have; get a recipe written for you, and keep the ones you like.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#fbf6ee',
      theme_color: '#a8330a',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/logo.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // Any address opens the one page; the API is never answered from the cache.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//],
      cleanupOutdatedCaches: true,
      // No skipWaiting: a new release takes over once every open tab has closed, so a tab still
      // running the old one never asks for a lazy chunk that is gone.
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  });
}

/** Writes .br and .gz beside each text asset, so the server sends them compressed at no CPU cost. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pantry-chef-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(entry)) continue;
        const path = join(outDir, entry);
        const content = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/** `npm run dev` answers /api/* with the same Hono app as production, reloaded on change. */
function apiInDevServer(): Plugin {
  return {
    name: 'pantry-chef-api',
    configureServer(server: ViteDevServer) {
      const listeners = new WeakMap<object, ReturnType<typeof getRequestListener>>();
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/api/')) return next();
        server
          .ssrLoadModule('/server/dev-app.ts')
          .then((module) => {
            let listener = listeners.get(module);
            if (!listener) {
              listener = getRequestListener((module as typeof DevAppModule).devApp.fetch);
              listeners.set(module, listener);
            }
            return listener(req, res);
          })
          .catch(next);
      });
    },
  };
}

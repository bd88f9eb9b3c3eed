import devServer from '@hono/vite-dev-server';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { configDefaults } from 'vitest/config';
import { markBuildMode } from './build/build-mode.ts';
import { firstScreenFromTheHtml, pagesInEveryLanguage, prerenderFirstScreen } from './build/first-screen.ts';
import { installable } from './build/installable.ts';
import { compiledMessages } from './build/messages.ts';
import { noPreloadHelper } from './build/no-preload-helper.ts';
import { recordPagePolicy } from './build/page-policy.ts';

// Direct mode is a build-time choice: with VITE_HF_TOKEN set, the browser calls the model itself.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const directMode = Boolean(env.VITE_HF_TOKEN);
  return {
    plugins: [
      react(),
      compiledMessages(),
      // `npm run dev` answers /api/* with the same Hono app as production (server/dev-app.ts), reloaded
      // on change; everything else is Vite's. The app is only an API: a change to it reloads no page.
      directMode
        ? null
        : devServer({
            entry: 'server/dev-app.ts',
            export: 'devApp',
            exclude: [/^(?!\/api\/)/],
            injectClientScript: false,
            handleHotUpdate: () => undefined,
          }),
      markBuildMode(directMode),
      noPreloadHelper(),
      prerenderFirstScreen(directMode),
      // In this order: the policy hashes the style as it was inlined. Both come before the compression,
      // which runs in Vite's own post-build step, after every plugin listed here.
      firstScreenFromTheHtml(),
      recordPagePolicy(directMode ? env.VITE_MODEL_BASE_URL : null),
      // Last of the page's own steps: each language's page is a copy of index.html as finally written.
      pagesInEveryLanguage(),
      installable(),
      // .br and .gz beside each text file (gzip level 9, brotli quality 11), so the server sends them compressed at no CPU cost.
      compression({ include: /\.(js|css|html|svg|json|txt|webmanifest)$/, skipIfLargerOrEqual: false, logLevel: 'silent' }),
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
      // Brotli at quality 11 takes its seconds in Vite's post-build step (the compression above): that
      // is the cost of sending small files, not a plugin gone slow, so Rolldown need not warn of it.
      rolldownOptions: {
        checks: { bundlerTimings: false },
        // Everything the entry loads statically stays in its one first script: without this group Rolldown
        // splits React and Lingui into chunks of their own once a lazy chunk imports another (decision 0012).
        output: {
          codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
          // V8's explicit compile hint, on the first script only, where nearly every function runs as the
          // page loads: Chromium compiles them all as the file arrives, on a background thread, instead of
          // each on the main thread at its first call, in the middle of the takeover (docs/performance.md).
          postBanner: (chunk) => (chunk.isEntry ? '//# allFunctionsCalledOnLoad' : ''),
        },
      },
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

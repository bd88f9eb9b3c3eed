import type { KnipConfig } from 'knip';

/**
 * Dead code: files, exports and dependencies that nothing uses fail `npm test`. Knip finds most
 * entry points itself: src/main.tsx from index.html (Vite), worker/index.ts from wrangler.toml,
 * scripts/ and bench/run.ts from package.json's scripts (server/index.ts through scripts/start.ts),
 * the unit tests from vite.config.ts (Vitest) and the browser tests from playwright.config.ts. Listed
 * here are the entry points that only a path in a string names; a hint that one of them has become
 * redundant fails the run too, so this list stays the true one.
 */
export default {
  entry: [
    // Read by path at build time (build/first-screen.ts): rendered into index.html, and inlined as its one script.
    'src/first-screen.tsx',
    'src/boot.ts',
    // The API of `npm run dev`, loaded by path (vite.config.ts).
    'server/dev-app.ts',
    // The benchmark builds the app with it once per Markdown renderer (bench/run.ts).
    'bench/peers/vite-renderer.config.ts',
    // The fake model on its own: `npx tsx fake-model/cli.ts` (fake-model/README.md).
    'fake-model/cli.ts',
  ],
} satisfies KnipConfig;

import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
/**
 * The folders of src/ that are no feature: what every feature may use (lib/), and the recipe
 * card, which composes the features on the card as app.tsx composes the page (card/). Every other
 * folder of src/ is a feature, read from the disk: a feature added later is kept apart without a
 * word here, and a folder named here that is gone stops the lint.
 */
const LIB = 'lib';
const COMPOSER = 'card';
const FOLDERS = readdirSync(new URL('src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const named of [LIB, COMPOSER]) if (!FOLDERS.includes(named)) throw new Error(`eslint.config.js names src/${named}/, which is gone.`);
const FEATURES = FOLDERS.filter((folder) => folder !== LIB && folder !== COMPOSER);
const TEST_SUPPORT = ['**/test-support/**', '**/fake-model/**', '**/e2e/**', '**/bench/**'];

/** Imports flow one way: core <- src (the browser app) and core <- server, never sideways, and never into test support. */
const forbid = (groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }],
});
/** The Markdown libraries the benchmark measures the recipe card against (bench/peers/): never the app's. */
const BENCH_PEERS = ['react-markdown', 'remark-gfm', 'streamdown', 'streamdown/*'];
const noTestSupport = [
  [...TEST_SUPPORT, ...BENCH_PEERS],
  "Production code never imports test support, the fake model, the end-to-end suite, the benchmark or the benchmark's peer libraries.",
];
/** The app also runs in workerd (worker/index.ts), which has web standards and no Node. */
const RUNS_ON_WORKERS = [
  'server/app.ts',
  'server/rate-limits.ts',
  'server/config.ts',
  'server/photo-route.ts',
  'server/replies.ts',
  'server/chain-watch.ts',
  'server/chains-check.ts',
  'server/hub-check.ts',
  'server/router-models.ts',
  'server/page-language.ts',
];
const nodeOnly = [
  ['node:*', 'ioredis', 'rate-limiter-flexible', '@hono/node-server', '@hono/node-server/*'],
  'This code also runs on Workers: web standards only. Node-only code belongs in server/node-server.ts or server/node-rate-limits.ts.',
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', '.e2e', '.bench', 'bench/bundle-floor', '.wrangler'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test-support/app/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**'],
    ignores: TESTS,
    rules: forbid([[['**/server/**'], 'The browser app may import core/, never the server.'], noTestSupport]),
  },
  // Features stay apart, as bulletproof-react keeps them: app.tsx composes them on the page, card/ on the recipe card.
  ...FEATURES.map((feature) => ({
    files: [`src/${feature}/**`],
    ignores: TESTS,
    rules: forbid([
      [
        [...FEATURES.filter((other) => other !== feature), COMPOSER].map((other) => `**/${other}/**`),
        `A feature may not import another feature, nor src/${COMPOSER}/; compose them in src/app.tsx or src/${COMPOSER}/.`,
      ],
      [['**/server/**'], 'The browser app may import core/, never the server.'],
      noTestSupport,
    ]),
  })),
  {
    files: [`src/${LIB}/**`],
    ignores: TESTS,
    rules: forbid([
      [[...FEATURES, COMPOSER].map((folder) => `**/${folder}/**`), `src/${LIB}/ is what the features share: it imports none of them.`],
      [['**/server/**'], 'The browser app may import core/, never the server.'],
      noTestSupport,
    ]),
  },
  {
    files: ['server/**'],
    ignores: TESTS,
    rules: forbid([[['**/src/**'], 'The server may import core/, never the browser app.'], noTestSupport]),
  },
  {
    files: RUNS_ON_WORKERS,
    rules: forbid([[['**/src/**'], 'The server may import core/, never the browser app.'], noTestSupport, nodeOnly]),
  },
  {
    files: ['core/**'],
    ignores: TESTS,
    rules: forbid([[['**/src/**', '**/server/**'], 'core/ stands alone: both the app and the server run it.'], noTestSupport, nodeOnly]),
  },
  {
    files: ['worker/**'],
    ignores: TESTS,
    rules: forbid([[['**/src/**'], 'The Worker serves the built page; it never imports the browser app.'], noTestSupport, nodeOnly]),
  },
  // Playwright fixtures take their dependencies by destructuring, even when there are none.
  { files: ['e2e/**'], rules: { 'no-empty-pattern': 'off' } },
);

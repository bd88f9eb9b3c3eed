import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way: core <- src (the browser app) and core <- server, never sideways. */
const onlyCore = (forbidden, why) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message: why }] }],
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', '.e2e', '.bench', 'bench/bundle-floor'] },
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
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**'],
    rules: onlyCore(['**/server/**', '**/e2e/**', '**/bench/**'], 'The browser app may import core/, never the server.'),
  },
  {
    files: ['server/**'],
    rules: onlyCore(['**/src/**', '**/e2e/**', '**/bench/**'], 'The server may import core/, never the browser app.'),
  },
  {
    files: ['core/**'],
    rules: onlyCore(['**/src/**', '**/server/**', '**/e2e/**', '**/bench/**'], 'core/ stands alone: both the app and the server run it.'),
  },
  // Server tests drive the fake model server, which lives with the end-to-end suite.
  {
    files: ['server/**/*.test.ts', 'server/testing.ts'],
    rules: onlyCore(['**/src/**', '**/bench/**'], 'Server tests may import core/ and the fake model.'),
  },
  // Playwright fixtures take their dependencies by destructuring, even when there are none.
  { files: ['e2e/**'], rules: { 'no-empty-pattern': 'off' } },
);

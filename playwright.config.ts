import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { findChromium, playwrightsChromium } from './test-support/chromium.ts';

// CHROME_PATH, else Playwright's own Chromium, else Debian's; with none, one message says how to get one.
const found = findChromium({ named: process.env.CHROME_PATH, playwrights: playwrightsChromium(), exists: existsSync });
if ('problem' in found) {
  console.error(found.problem);
  process.exit(1);
}

/** How the tests, the screenshots and the bench launch Chromium. */
export const chromium = {
  executablePath: found.path,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  globalSetup: './e2e/global-setup.ts',
  use: {
    browserName: 'chromium',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});

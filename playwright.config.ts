import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './test/support/browser';

/**
 * End-to-end tests in Chromium against the built site served by an ephemeral local stack
 * (test/e2e/global-setup.ts starts it on a free port and passes its URLs through the environment).
 */
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './test/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
});

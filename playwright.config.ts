import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium, findHeadlessShell, fullChromiumTag } from './test/support/browser';

const clockTests = '**/*.clock.e2e.ts';
const clockRun = process.env.E2E_CLOCK === '1';

/**
 * End-to-end tests in Chromium against the built site served by an ephemeral local stack
 * (test/e2e/global-setup.ts starts it on a free port and passes its URLs through the environment).
 */
export default defineConfig({
  testDir: 'test/e2e',
  // Tests that move the stack's clock far (`*.clock.e2e.ts`: it closes every open chat and ends every
  // staff session) never share a stack with the others: they run alone, with E2E_CLOCK=1
  // (`npm test` runs them after the rest).
  testMatch: clockRun ? clockTests : '**/*.e2e.ts',
  testIgnore: clockRun ? [] : clockTests,
  globalSetup: './test/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
  },
  // Most tests run in Chromium's headless shell (what Playwright's own headless runs use): the same
  // engine without the full browser's window layers, a third less time on this two-core machine
  // (docs/benchmarks.md, "Test suite time"). A test tagged `fullChromiumTag` needs the full browser.
  projects: [
    {
      name: 'headless-shell',
      grepInvert: new RegExp(fullChromiumTag),
      use: { launchOptions: { executablePath: findHeadlessShell() ?? findChromium(), args: chromiumArgs } },
    },
    {
      name: 'chromium',
      grep: new RegExp(fullChromiumTag),
      use: { launchOptions: { executablePath: findChromium(), args: chromiumArgs } },
    },
  ],
});

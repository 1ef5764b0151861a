import { defineConfig } from 'vitest/config';

/**
 * Three projects, run together by `npm test` (see test/run.ts):
 * - unit: pure code, no network;
 * - integration: functions and stand-ins against an ephemeral local stack (started once, on free ports,
 *   by test/integration/global-setup.ts, and stopped after);
 * - infra: CDK assertions and cdk-nag on the synthesised template.
 * End-to-end tests run in Playwright (playwright.config.ts), not here.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});

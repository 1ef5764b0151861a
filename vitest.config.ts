import { defineConfig } from 'vitest/config';

/**
 * Four projects, run together by `npm test` (see test/run.ts):
 * - unit: pure code, no network;
 * - integration: functions and stand-ins against an ephemeral local stack (started once, on free ports,
 *   by test/integration/global-setup.ts, and stopped after), one file at a time;
 * - own-stacks: the fault tests, which start and stop a stack of their own (below);
 * - infra: CDK assertions and cdk-nag on the synthesised template.
 * End-to-end tests run in Playwright (playwright.config.ts), not here.
 */
/**
 * Integration tests that start a stack of their own (the store or the mail service stopped on purpose)
 * share nothing with the others. In one Vitest run they would wait their turn: Vitest runs a project
 * whose files go one at a time (integration) after every other file, and at most one file at a time on
 * 2 cores. `npm test` (test/run.ts) runs them in a second Vitest beside the first (the store-outage
 * test alone waits 60 s with the store down). `npm start`'s own test stays in the integration project:
 * beside the CDK syntheses it starts too slowly for its time limits.
 */
const ownStackTests = ['test/integration/faults/*.test.ts'];

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
          exclude: ownStackTests,
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'own-stacks',
          include: ownStackTests,
          testTimeout: 30_000,
          hookTimeout: 60_000,
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

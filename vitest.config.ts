import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1), for every project: the API files wait
    // mostly on the emulators, so more files than cores pays (docs/decisions.md, "The test loop in minutes").
    maxWorkers: 3,
    reporters: ['default', './test/support/project-times.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'tools/**/*.test.js',
          ],
          exclude: ['**/node_modules/**', '**/*.berlin.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC' },
        },
      },
      {
        // The same code in a process that is not in UTC: day boundaries and the DST nights must not move.
        test: {
          name: 'unit-berlin',
          include: [
            'shared/src/**/*.berlin.test.ts',
            'functions/src/**/*.berlin.test.ts',
            'web/src/**/*.berlin.test.{ts,tsx}',
          ],
          environment: 'node',
          env: { TZ: 'Europe/Berlin' },
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          // The stack tests share one synthesis per worker (infra/test/support/synth.ts).
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Side by side on the one set of emulators: each file's API has queues and a user pool of its own
          // (test/support/local-stack.ts).
          env: {
            TZ: 'UTC',
            AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
            POWERTOOLS_LOG_LEVEL: 'ERROR',
          },
        },
      },
    ],
  },
});

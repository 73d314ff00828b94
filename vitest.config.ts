import { defineConfig } from 'vitest/config';
import ApiLastSequencer from './test/support/api-last-sequencer.ts';

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1), for every project: the API files wait
    // mostly on the emulators, so more files than cores pays (docs/decisions.md, "The test loop in minutes").
    maxWorkers: 3,
    reporters: ['default', './test/support/project-times.ts'],
    sequence: { sequencer: ApiLastSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 2 },
          include: [
            'shared/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'web/src/**/*.test.ts',
            'tools/**/*.test.js',
          ],
          exclude: ['**/node_modules/**', '**/*.berlin.test.ts', '**/*.fresh.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC' },
          // The files of a worker thread share one module graph: pure logic leaves nothing behind, and loading
          // the modules once per worker took the project from 84 to 30 CPU s.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        // Tests of what happens when a module is first loaded (zod's configuration), and tests with module stand-ins
        // of their own (`vi.mock`, e.g. Amplify answering differently per file): a fresh module graph per file.
        test: {
          name: 'unit-fresh',
          sequence: { groupOrder: 2 },
          include: [
            'shared/src/**/*.fresh.test.ts',
            'functions/src/**/*.fresh.test.ts',
            'web/src/**/*.fresh.test.ts',
          ],
          environment: 'node',
          env: { TZ: 'UTC' },
          pool: 'threads',
        },
      },
      {
        // The web's component tests: the files of a worker share one module graph (loading React, the app and
        // its texts once per worker, not once per file), each with a fresh DOM, cleaned up after every test
        // (web/src/test/setup.ts). Amplify's stand-in is registered before anything loads.
        test: {
          name: 'web',
          include: ['web/src/**/*.test.tsx'],
          exclude: ['**/node_modules/**', '**/*.fresh.test.tsx'],
          environment: 'jsdom',
          env: { TZ: 'UTC' },
          pool: 'threads',
          isolate: false,
          // Two workers load the app twice and take the CPU time of one or three. A project with workers of
          // its own runs as a group of its own: first this, then the stack tests, then the rest.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
          setupFiles: ['web/src/test/setup.ts', 'web/src/test/amplify-mocks.ts'],
          // A component test that takes 1 s alone can take 10 s beside the API tests on 2 cores (finds wait 20 s).
          testTimeout: 30_000,
        },
      },
      {
        // Component tests with module stand-ins of their own (`vi.mock`) or of what happens when a module is
        // first loaded: each file in a fresh VM context of a reused worker. The node tests stay out: in a VM
        // context Node's Buffer is not the context's Uint8Array, which text decoding checks.
        test: {
          name: 'web-fresh',
          sequence: { groupOrder: 2 },
          include: ['web/src/**/*.fresh.test.tsx'],
          environment: 'jsdom',
          env: { TZ: 'UTC' },
          pool: 'vmThreads',
          setupFiles: ['web/src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // The same code in a process that is not in UTC: day boundaries and the DST nights must not move.
        test: {
          name: 'unit-berlin',
          sequence: { groupOrder: 2 },
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
          // One worker synthesizes the stacks once: three took twice the CPU time (85 -> 43 s).
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          // The stack tests share one synthesis per worker (infra/test/support/synth.ts).
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          sequence: { groupOrder: 2 },
          include: ['test/api/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          // The files of a worker one after another in one module graph: loading the API's modules (every area,
          // the AWS SDK) once per worker instead of once per file halved the project's CPU time. Each file still
          // has queues and a user pool of its own, and its environment is restored after it
          // (test/support/file-environment.ts).
          isolate: false,
          setupFiles: ['test/support/file-environment.ts'],
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

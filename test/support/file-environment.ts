/**
 * Setup file of the `api` project, run before each test file. The files of a worker share one process and its
 * modules (vitest.config.ts, `isolate: false`): a file sets the handlers' environment (its queues and user pool,
 * limits, a moved clock), and the next file must start from the environment this one found.
 */
import { afterAll } from 'vitest';

const environmentBefore = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environmentBefore)) delete process.env[name];
  Object.assign(process.env, environmentBefore);
});

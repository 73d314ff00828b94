/**
 * For test files of the `api` project: the emulators started by global-setup.ts, and the handlers'
 * environment pointed at them, so that handler code under test talks to the emulators like it would to AWS.
 */
import { inject } from 'vitest';
import type { LocalEndpoints } from '@app/infra/src/local/emulators';
import {
  handlerEnvironment,
  localClients,
  type LocalClients,
  type LocalResources,
} from '@app/infra/src/local/provision';

export interface LocalStack {
  endpoints: LocalEndpoints;
  resources: LocalResources;
  /** What was put into process.env. */
  env: Record<string, string>;
  /** SDK clients for the emulators (for arranging and checking); destroy() them in afterAll. */
  clients(): LocalClients;
}

/**
 * Call at the top of a test file (or in beforeAll) before handler modules read their configuration. Each test
 * file runs in its own worker, so setting process.env here affects no other file.
 */
export function useLocalStack(): LocalStack {
  const endpoints = inject('localEndpoints');
  const resources = inject('localResources');
  const env = handlerEnvironment(endpoints, resources);
  Object.assign(process.env, env);
  return { endpoints, resources, env, clients: () => localClients(endpoints) };
}

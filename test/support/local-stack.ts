/**
 * For test files of the `api` project: the emulators started by global-setup.ts, and the handlers'
 * environment pointed at them, so that handler code under test talks to the emulators like it would to AWS.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { LocalEndpoints } from '@app/infra/src/local/emulators';
import {
  handlerEnvironment,
  localClients,
  provision,
  type LocalClients,
  type LocalResources,
} from '@app/infra/src/local/provision';
import { testVisibilityTimeoutSeconds } from './global-setup';

export interface LocalStack {
  endpoints: LocalEndpoints;
  resources: LocalResources;
  /** What was put into process.env. */
  env: Record<string, string>;
  /** SDK clients for the emulators (for arranging and checking); destroy() them in afterAll. */
  clients(): LocalClients;
}

/**
 * The shared resources of the global setup. Call at the top of a test file (or in beforeAll) before handler
 * code reads its configuration (functions/src/config.ts reads it at each use). The files of a worker run one
 * after another and get the environment back after each file (file-environment.ts), so setting process.env here
 * affects no other file.
 */
export function useLocalStack(): LocalStack {
  return stackOf(inject('localEndpoints'), inject('localResources'));
}

/**
 * Like useLocalStack, but with queues and a user pool of the file's own (provision.ts, `namespace`): the test
 * files run side by side, and each one's API must be the only one to take its tasks, whose handlers read this
 * process's environment (a file may start its API with settings of its own).
 */
export async function ownLocalStack(): Promise<LocalStack> {
  const endpoints = inject('localEndpoints');
  const resources = await provision(endpoints, {
    stage: 'local',
    queueVisibilityTimeoutSeconds: testVisibilityTimeoutSeconds,
    namespace: `t${randomUUID().slice(0, 8)}`,
  });
  return stackOf(endpoints, resources);
}

function stackOf(endpoints: LocalEndpoints, resources: LocalResources): LocalStack {
  const env = handlerEnvironment(endpoints, resources);
  Object.assign(process.env, env);
  return { endpoints, resources, env, clients: () => localClients(endpoints) };
}

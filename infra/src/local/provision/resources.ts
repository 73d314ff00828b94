/** What provisioning leaves behind: the physical names, URLs and ids the handlers and tests are given. */
import type { JobKind } from '@app/shared/tasks/job-kinds';
import type { Stage } from '../../definitions';

export interface LocalQueue {
  url: string;
  arn: string;
  deadLetterUrl: string;
  deadLetterArn: string;
}

export interface LocalResources {
  tables: { main: string; platform: string };
  queues: Record<JobKind, LocalQueue>;
  buckets: { files: string };
  userPool: { id: string; clientId: string; issuer: string; jwksUrl: string };
}

export interface ProvisionOptions {
  stage: Extract<Stage, 'local'>;
  /** Overrides every queue's visibility timeout (tests use ~2 s to see redelivery quickly). */
  queueVisibilityTimeoutSeconds?: number;
  /**
   * Queues and user pool of their own, named `shiftplan-local-<namespace>-…`, for one of several local APIs on
   * the same emulators (the API test files, side by side): an API's pollers drain its queues alone, so its tasks
   * run in its own process with its own settings, and its sign-ins touch only its pool's data file. Tables and
   * bucket stay shared: their items sit under a customer number, which the one directory keeps unique. A
   * namespace is new each time (a random name): its queues and pool are created without looking for them, and
   * the shared tables and bucket are those a provisioning without a namespace made before.
   */
  namespace?: string;
}

/** The id of a resource that belongs to the namespace, if any (see `ProvisionOptions.namespace`). */
export function namespaced(opts: Pick<ProvisionOptions, 'namespace'>, id: string): string {
  return opts.namespace === undefined ? id : `${opts.namespace}-${id}`;
}

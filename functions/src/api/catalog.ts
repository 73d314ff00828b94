/**
 * Every operation of the API, in one list: the local HTTP adapter routes by it, the CDK api stack creates a
 * route per entry, the OpenAPI document is generated from it and the isolation harness runs over it.
 */
import type { AnyOperation } from './operation';
import { systemOperations } from '../system/routes';
import { taskOperations } from '../tasks/routes';
import { sessionOperations } from '../session/routes';
import { tenantOperations } from '../tenants/routes';
import { roleOperations } from '../roles/routes';
import { userOperations } from '../users/routes';
import { auditOperations } from '../audit/routes';

export { apiAreas, type ApiArea } from './operation';

export const operations: readonly AnyOperation[] = [
  ...systemOperations,
  ...taskOperations,
  ...sessionOperations,
  ...tenantOperations,
  ...roleOperations,
  ...userOperations,
  ...auditOperations,
] as AnyOperation[];

/** Source file of an area's Lambda handler, relative to the repository root. */
export function areaHandlerEntry(area: string): string {
  return `functions/src/${area}/handler.ts`;
}

/** Source file of the worker handler shared by every job kind (the kind comes from `JOB_KIND`). */
export const workerHandlerEntry = 'functions/src/jobs/worker.ts';

/** Source file of the dead-letter consumer, one function for the dead-letter queues of every job kind. */
export const deadLetterHandlerEntry = 'functions/src/jobs/dead-letter.ts';

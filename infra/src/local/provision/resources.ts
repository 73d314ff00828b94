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
}

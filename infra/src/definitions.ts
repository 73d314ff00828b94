/**
 * The one definition of every stateful resource: DynamoDB tables, SQS queues, S3 buckets and the Cognito user
 * pool. The CDK stacks and the local runner both read this module, so AWS and the local emulators cannot drift.
 */
import { jobKinds, jobMaxReceiveCount, jobQueueEnvVar, type JobKind } from '@app/shared/tasks/job-kinds';
import { passwordPolicy } from '@app/shared/auth/password-policy';

export type Stage = 'local' | 'dev' | 'prod';

export interface TableDefinition {
  /** Logical id in CDK and suffix of the physical name. */
  id: string;
  /** Environment variable through which handlers learn the table name. */
  envVar: string;
  partitionKey: string;
  sortKey: string;
  globalIndexes: { name: string; partitionKey: string; sortKey: string }[];
  timeToLiveAttribute?: string;
}

/**
 * `main` holds all tenant data; every partition key (GSIs too) begins with `T#<customerNo>#`.
 * `platform` holds the few items that belong to no tenant: the customer-number counter, the directory from
 * customer number to tenant, and operator switches (maintenance).
 */
export const tables = {
  main: {
    id: 'Main',
    envVar: 'TABLE_MAIN',
    partitionKey: 'pk',
    sortKey: 'sk',
    // Generic overloaded indexes: each entity decides what its gsiNpk/gsiNsk hold (docs/data-model.md).
    globalIndexes: [
      { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
      { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
      { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    ],
    timeToLiveAttribute: 'expiresAt',
  },
  platform: {
    id: 'Platform',
    envVar: 'TABLE_PLATFORM',
    partitionKey: 'pk',
    sortKey: 'sk',
    globalIndexes: [],
    timeToLiveAttribute: 'expiresAt',
  },
} as const satisfies Record<string, TableDefinition>;

export interface JobQueueDefinition {
  kind: JobKind;
  /** Environment variable through which handlers learn the queue URL. */
  envVar: string;
  /** Seconds a received message stays invisible; the worker's timeout must be shorter. */
  visibilityTimeoutSeconds: number;
  /** Deliveries before a message moves to the dead-letter queue. */
  maxReceiveCount: number;
  batchSize: number;
  workerTimeoutSeconds: number;
  workerMemoryMb: number;
}

export const jobQueues: Record<JobKind, JobQueueDefinition> = Object.fromEntries(
  jobKinds.map((kind) => [
    kind,
    {
      kind,
      envVar: jobQueueEnvVar(kind),
      visibilityTimeoutSeconds: 900,
      maxReceiveCount: jobMaxReceiveCount,
      batchSize: 5,
      workerTimeoutSeconds: 600,
      workerMemoryMb: 1024,
    },
  ]),
) as Record<JobKind, JobQueueDefinition>;

export const buckets = {
  /** Generated files (exports, reports) and uploads; private, generated files expire. */
  files: {
    id: 'Files',
    envVar: 'FILES_BUCKET',
    generatedPrefix: 'generated/',
    generatedExpiryDays: 7,
    /** Payroll runs keep their files for downloading again (issue 15: 90 days). */
    payrollPrefix: 'payroll/',
    payrollExpiryDays: 90,
    uploadsPrefix: 'uploads/',
  },
} as const;

export const userPool = {
  id: 'Users',
  envVarPoolId: 'USER_POOL_ID',
  envVarClientId: 'USER_POOL_CLIENT_ID',
  /** Set by the server only: immutable, and the app client may neither write nor (need to) change it. */
  customerNoAttribute: 'customerNo',
  passwordPolicy,
  clientName: 'web',
} as const;

/** Physical names, prefixed by stage so that several stages can share one account. */
export function physicalName(stage: Stage, id: string): string {
  return `shiftplan-${stage}-${id.toLowerCase()}`;
}

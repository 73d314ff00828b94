/**
 * The one definition of every stateful resource: DynamoDB tables, SQS queues, S3 buckets and the Cognito user
 * pool. The CDK stacks and the local runner both read this module, so AWS and the local emulators cannot drift.
 */
import {
  jobKinds,
  jobMaxReceiveCount,
  jobQueueEnvVar,
  jobVisibilityTimeoutSeconds,
  jobWorkerTimeoutSeconds,
  type JobKind,
} from '@app/shared/tasks/job-kinds';
import { passwordPolicy } from '@app/shared/auth/password-policy';
import { fileAreas } from '@app/shared/files/file-areas';

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
  /**
   * Worker invocations the queue's event source runs at once (Lambda's `maxConcurrency`, 2 to 1000). Together
   * they bound what background work can take of the account's unreserved concurrency, whatever the queues
   * hold; the local runner's poller handles as many batches at once.
   */
  maxConcurrency: number;
  workerTimeoutSeconds: number;
  workerMemoryMb: number;
}

/**
 * Per kind: the heavy, long runs (auto-planning's solver, imports) fewer at once than the short exports and
 * reports. The sum (30) leaves most of the 100 unreserved executions to the API's bursts.
 */
const maxConcurrencyByKind: Record<JobKind, number> = {
  'payroll-export': 5,
  'auto-planning': 5,
  import: 5,
  report: 10,
  print: 5,
};

export const jobQueues: Record<JobKind, JobQueueDefinition> = Object.fromEntries(
  jobKinds.map((kind) => [
    kind,
    {
      kind,
      envVar: jobQueueEnvVar(kind),
      visibilityTimeoutSeconds: jobVisibilityTimeoutSeconds,
      maxReceiveCount: jobMaxReceiveCount,
      batchSize: 5,
      maxConcurrency: maxConcurrencyByKind[kind],
      workerTimeoutSeconds: jobWorkerTimeoutSeconds,
      workerMemoryMb: 1024,
    },
  ]),
) as Record<JobKind, JobQueueDefinition>;

/** Executions of the dead-letter consumer per dead-letter queue (Lambda's least `maxConcurrency`). */
export const deadLetterMaxConcurrency = 2;

export const buckets = {
  /**
   * Generated files (exports, reports), payroll files, imports, uploads and photos; private. Keys are
   * `<area>/<customerNo>/...` (shared `files/file-areas.ts`); each area but the kept files expires.
   */
  files: {
    id: 'Files',
    envVar: 'FILES_BUCKET',
    areas: fileAreas,
    generatedPrefix: fileAreas.generated.prefix,
    generatedExpiryDays: fileAreas.generated.expiryDays,
    /** Payroll runs keep their files for downloading again (issue 15: 90 days). */
    payrollPrefix: fileAreas.payroll.prefix,
    payrollExpiryDays: fileAreas.payroll.expiryDays,
    uploadsPrefix: fileAreas.uploads.prefix,
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

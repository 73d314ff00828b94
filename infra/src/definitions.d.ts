/**
 * The one definition of every stateful resource: DynamoDB tables, SQS queues, S3 buckets and the Cognito user
 * pool. The CDK stacks and the local runner both read this module, so AWS and the local emulators cannot drift.
 */
import { type JobKind } from '@app/shared/tasks/job-kinds';
export type Stage = 'local' | 'dev' | 'prod';
export interface TableDefinition {
  /** Logical id in CDK and suffix of the physical name. */
  id: string;
  /** Environment variable through which handlers learn the table name. */
  envVar: string;
  partitionKey: string;
  sortKey: string;
  globalIndexes: {
    name: string;
    partitionKey: string;
    sortKey: string;
  }[];
  timeToLiveAttribute?: string;
}
/**
 * `main` holds all tenant data; every partition key (GSIs too) begins with `T#<customerNo>#`.
 * `platform` holds the few items that belong to no tenant: the customer-number counter, the directory from
 * customer number to tenant, and operator switches (maintenance).
 */
export declare const tables: {
  readonly main: {
    readonly id: 'Main';
    readonly envVar: 'TABLE_MAIN';
    readonly partitionKey: 'pk';
    readonly sortKey: 'sk';
    readonly globalIndexes: [
      {
        readonly name: 'gsi1';
        readonly partitionKey: 'gsi1pk';
        readonly sortKey: 'gsi1sk';
      },
    ];
    readonly timeToLiveAttribute: 'expiresAt';
  };
  readonly platform: {
    readonly id: 'Platform';
    readonly envVar: 'TABLE_PLATFORM';
    readonly partitionKey: 'pk';
    readonly sortKey: 'sk';
    readonly globalIndexes: [];
    readonly timeToLiveAttribute: 'expiresAt';
  };
};
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
export declare const jobQueues: Record<JobKind, JobQueueDefinition>;
export declare const buckets: {
  /** Generated files (exports, reports) and uploads; private, generated files expire. */
  readonly files: {
    readonly id: 'Files';
    readonly envVar: 'FILES_BUCKET';
    readonly generatedPrefix: 'generated/';
    readonly generatedExpiryDays: 7;
    readonly uploadsPrefix: 'uploads/';
  };
};
export declare const userPool: {
  readonly id: 'Users';
  readonly envVarPoolId: 'USER_POOL_ID';
  readonly envVarClientId: 'USER_POOL_CLIENT_ID';
  /** Set by the server only: immutable, and the app client may neither write nor (need to) change it. */
  readonly customerNoAttribute: 'customerNo';
  readonly passwordPolicy: {
    readonly minLength: 10;
    readonly requireLowercase: true;
    readonly requireUppercase: true;
    readonly requireDigits: true;
    readonly requireSymbols: false;
  };
  readonly clientName: 'web';
};
/** Physical names, prefixed by stage so that several stages can share one account. */
export declare function physicalName(stage: Stage, id: string): string;

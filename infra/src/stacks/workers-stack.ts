/**
 * Background work (docs/deployment.md, "The stacks"; the tasks it runs: docs/api.md, "Background tasks"): per job kind an SQS queue with a dead-letter queue, and a worker
 * function that reports partial batch failures. Each kind's worker has an entry of its own
 * (`functions/src/wiring/workers/<kind>.ts`), so its bundle carries only that kind's jobs and libraries.
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { jobKinds, type JobKind } from '@app/shared/tasks/job-kinds';
import { deadLetterHandlerEntry, workerHandlerEntry } from '@app/functions/wiring/catalog';
import { deadLetterMaxConcurrency, jobQueues, physicalName, type JobQueueDefinition } from '../definitions';
import { AppFunction } from './app-function';
import { tableEnvironment, type DataStack } from './data-stack';
import { filesEnvironment, type FilesStack } from './files-stack';
import { repoRoot, type StageSettings } from './stage';

export interface WorkersStackProps extends StackProps {
  settings: StageSettings;
  data: DataStack;
  files: FilesStack;
}

export interface JobWorker {
  definition: JobQueueDefinition;
  queue: Queue;
  deadLetterQueue: Queue;
  worker: AppFunction;
}

/** Construct id of a job kind: `payroll-export` -> `PayrollExport`. */
function kindId(kind: JobKind): string {
  return kind
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

export class WorkersStack extends Stack {
  readonly jobs: Record<JobKind, JobWorker>;
  /** Marks the tasks of dead-lettered job messages failed, for every job kind. */
  readonly deadLetterConsumer: AppFunction;

  constructor(scope: Construct, id: string, props: WorkersStackProps) {
    super(scope, id, props);
    this.jobs = Object.fromEntries(
      jobKinds.map((kind) => [kind, this.createJob(jobQueues[kind], props)]),
    ) as Record<JobKind, JobWorker>;
    this.deadLetterConsumer = new AppFunction(this, 'DeadLetterConsumer', {
      settings: props.settings,
      entry: deadLetterHandlerEntry,
      description: `Fails the tasks of dead-lettered job messages (${props.settings.stage})`,
      timeout: Duration.seconds(30),
      memorySize: 256,
      environment: tableEnvironment(props.data),
    });
    props.data.grantTenantData(this.deadLetterConsumer);
    for (const job of Object.values(this.jobs)) {
      this.deadLetterConsumer.addEventSource(
        new SqsEventSource(job.deadLetterQueue, {
          batchSize: 10,
          reportBatchItemFailures: true,
          // Lambda's least: marking tasks failed is a few writes per message.
          maxConcurrency: deadLetterMaxConcurrency,
        }),
      );
    }
  }

  private createJob(definition: JobQueueDefinition, props: WorkersStackProps): JobWorker {
    const { settings, data, files } = props;
    const id = kindId(definition.kind);
    const name = physicalName(settings.stage, definition.kind);

    const deadLetterQueue = new Queue(this, `${id}DeadLetterQueue`, {
      queueName: `${name}-dlq`,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    const queue = new Queue(this, `${id}Queue`, {
      queueName: name,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(definition.visibilityTimeoutSeconds),
      deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: definition.maxReceiveCount },
    });

    const worker = new AppFunction(this, `${id}Worker`, {
      settings,
      entry: workerHandlerEntry(definition.kind),
      description: `Worker for ${definition.kind} jobs (${settings.stage})`,
      timeout: Duration.seconds(definition.workerTimeoutSeconds),
      memorySize: definition.workerMemoryMb,
      environment: { ...tableEnvironment(data), ...filesEnvironment(files) },
      ...(definition.kind === 'auto-planning'
        ? {
            // HiGHS (the planner's LP solver) finds its WebAssembly file beside the bundle.
            afterBundling: (outputDir: string) => [
              `cp "${repoRoot}/node_modules/highs/build/highs.wasm" "${outputDir}/highs.wasm"`,
            ],
          }
        : {}),
    });
    worker.addEventSource(
      new SqsEventSource(queue, {
        batchSize: definition.batchSize,
        reportBatchItemFailures: true,
        // However full the queue, this kind takes at most this many executions (issue 25).
        maxConcurrency: definition.maxConcurrency,
      }),
    );
    // Workers touch tenant data and files only, through the tenant-scoped role (files-stack.ts grants it the
    // tenant's keys of the bucket); their own role has no S3 or DynamoDB access.
    data.grantTenantData(worker);

    return { definition, queue, deadLetterQueue, worker };
  }
}

/** Environment variables with the queue URLs (`QUEUE_PAYROLL_EXPORT`, ...) for whoever sends jobs. */
export function queueEnvironment(workers: WorkersStack): Record<string, string> {
  return Object.fromEntries(
    Object.values(workers.jobs).map((job) => [job.definition.envVar, job.queue.queueUrl]),
  );
}

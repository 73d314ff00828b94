/**
 * The worker Lambda of a job kind (an SQS event source with ReportBatchItemFailures): each record is processed
 * on its own, and only the failed ones are retried. Every kind has an entry of its own in `workers/`, which
 * imports only that kind's job types, so that a worker's bundle carries only its jobs' code and libraries.
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { JobKind } from '@app/shared/tasks/job-kinds';
import { runJobRecord } from './job-runner';
import { registerJobType, type JobType } from './registry';

export type WorkerHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

export function createWorkerHandler(kind: JobKind, jobTypes: readonly JobType[]): WorkerHandler {
  for (const jobType of jobTypes) {
    // A job type in the wrong entry would run only locally (one process) and fail in AWS as unknown.
    if (jobType.kind !== kind) throw new Error(`Job type ${jobType.type} is not of kind ${kind}`);
    registerJobType(jobType);
  }
  const processor = new BatchProcessor(EventType.SQS);
  return async (event, context) => processPartialResponse(event, runJobRecord, processor, { context });
}

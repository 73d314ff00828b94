/**
 * The worker Lambda of every job kind (an SQS event source with ReportBatchItemFailures): each record is
 * processed on its own, and only the failed ones are retried.
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { runJobRecord } from './job-runner';
import { registerJobType } from './registry';
import { productJobTypes } from './job-types';

for (const jobType of productJobTypes) registerJobType(jobType);

const processor = new BatchProcessor(EventType.SQS);

export const handler = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> =>
  processPartialResponse(event, runJobRecord, processor, { context });

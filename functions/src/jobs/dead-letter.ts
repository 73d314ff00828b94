/**
 * Consumer of the dead-letter queues: a job message lands there after `maxReceiveCount` failed deliveries. The
 * worker marks a task failed on its last attempt itself; this catches what the worker could not (a worker
 * that timed out or crashed, a task held by a lost lease), so that no task shows "running" forever.
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { now } from '../clock';
import { logger } from '../logger';
import { TaskRepository } from '../tasks/task.repository';
import { parseJobMessage } from './job-runner';

/** Shown to the user (in their language); the worker's own error, when it had one, is in the worker's log. */
export const abandonedTaskText = { key: 'task.abandoned' } as const;

async function failAbandonedTask(record: SQSRecord): Promise<void> {
  const message = parseJobMessage(record.body);
  const tenant = { customerNo: message.customerNo, userSub: message.userSub, username: message.username };
  const at = now().toISOString();
  const updated = await new TaskRepository(tenant).updateRunning(
    message.taskId,
    {
      running: false,
      succeeded: false,
      error: abandonedTaskText,
      leaseUntil: null,
      updatedAt: at,
    },
    [{ at, level: 'ERR', text: abandonedTaskText }],
  );
  if (updated)
    logger.warn('Task abandoned after repeated deliveries', {
      customerNo: tenant.customerNo,
      taskId: message.taskId,
    });
}

const processor = new BatchProcessor(EventType.SQS);

export const handler = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> =>
  processPartialResponse(event, failAbandonedTask, processor, { context });

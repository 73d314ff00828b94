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

/** Shown to the user; the worker's own error, when it had one, is in the task log already. */
export const abandonedTaskMessage =
  'The task could not be completed and was stopped after repeated attempts.';

async function failAbandonedTask(record: SQSRecord): Promise<void> {
  const message = parseJobMessage(record.body);
  const tenant = { customerNo: message.customerNo, userSub: message.userSub, username: message.username };
  const at = now().toISOString();
  const updated = await new TaskRepository(tenant).updateRunning(
    message.taskId,
    {
      running: false,
      succeeded: false,
      errorMessage: abandonedTaskMessage,
      leaseUntil: null,
      updatedAt: at,
    },
    [{ at, level: 'ERR', message: abandonedTaskMessage }],
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

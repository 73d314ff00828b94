/**
 * Runs one job message: claims the task, runs its job type, and records the outcome. Idempotent by task id: a
 * redelivered message of a finished task does nothing, and the last failing delivery marks the task failed
 * before SQS moves the message to the dead-letter queue.
 */
import * as z from 'zod';
import type { SQSRecord } from 'aws-lambda';
import { jobMaxReceiveCount } from '@app/shared/tasks/job-kinds';
import { now } from '../clock';
import { logger } from '../logger';
import { TaskRepository, type Task } from '../tasks/task.repository';
import type { JobMessage } from '../tasks/task.service';
import { putTaskFile, taskFileKey } from '../tasks/task-transport';
import type { TenantContext } from '../tenancy/tenant-context';
import { findJobType, JobFailure, type JobContext } from './registry';

const ZJobMessage = z.object({
  customerNo: z.string().regex(/^[0-9]{1,12}$/),
  userSub: z.string().min(1),
  username: z.string(),
  taskId: z.uuid(),
}) satisfies z.ZodType<JobMessage>;

/** A worker holds a task at most this long before another delivery may take over. */
const leaseSeconds = 15 * 60;

const nowIso = () => now().toISOString();

/** A job message as our server wrote it (only the server can send to the job queues). */
export function parseJobMessage(body: string): JobMessage {
  return ZJobMessage.parse(JSON.parse(body));
}

export async function runJobRecord(record: SQSRecord): Promise<void> {
  const message = parseJobMessage(record.body);
  const tenant = { customerNo: message.customerNo, userSub: message.userSub, username: message.username };
  const attempt = Number(record.attributes.ApproximateReceiveCount) || 1;
  const tasks = new TaskRepository(tenant);
  logger.appendKeys({ customerNo: tenant.customerNo, userId: tenant.userSub, taskId: message.taskId });
  try {
    const claimed = await tasks.claim(message.taskId, now(), leaseSeconds);
    if (claimed === 'finished') {
      logger.info('Task already finished; message dropped');
      return;
    }
    if (claimed === 'busy') throw new Error('Task is held by another delivery');
    await runClaimed(tasks, claimed, tenant, attempt);
  } finally {
    logger.removeKeys(['customerNo', 'userId', 'taskId']);
  }
}

async function runClaimed(
  tasks: TaskRepository,
  task: Task,
  tenant: TenantContext,
  attempt: number,
): Promise<void> {
  const jobType = findJobType(task.type);
  if (!jobType) {
    logger.error('Unknown job type', { jobType: task.type });
    await finish(tasks, task, { succeeded: false, error: { key: 'task.unknownType' } });
    return;
  }
  const parsed = jobType.input.safeParse(task.input);
  if (!parsed.success) {
    logger.error('Invalid task input', { issues: parsed.error.issues });
    await finish(tasks, task, { succeeded: false, error: { key: 'task.invalidInput' } });
    return;
  }
  let file: { fileName: string; key: string } | undefined;
  const context: JobContext<unknown> = {
    tenant,
    taskId: task.progressId,
    input: parsed.data,
    attempt,
    progress: async ({ value, steps, detail }) => {
      const percent = steps > 0 ? Math.min(100, Math.round((value / steps) * 100)) : 0;
      await tasks.updateRunning(task.progressId, {
        value,
        steps,
        percent,
        ...(detail === undefined ? {} : { detail }),
        updatedAt: nowIso(),
      });
    },
    log: async (level, text) => {
      await tasks.updateRunning(task.progressId, { updatedAt: nowIso() }, [{ at: nowIso(), level, text }]);
    },
    saveFile: async ({ fileName, contentType, body }) => {
      const key = taskFileKey(tenant, task.progressId, fileName);
      await putTaskFile(tenant, key, body, contentType);
      file = { fileName, key };
    },
  };
  try {
    const result = await jobType.run(context);
    await finish(tasks, task, {
      succeeded: true,
      result: result ?? null,
      ...(file ? { hasDownload: true, fileName: file.fileName, fileKey: file.key } : {}),
    });
  } catch (error) {
    if (error instanceof JobFailure) {
      // Final: the job said why in the user's terms; another delivery would meet the same.
      logger.info('Job failed for good', { attempt, key: error.text.key });
      await finish(tasks, task, { succeeded: false, error: error.text });
      return;
    }
    // The raw error is for operators (the log); the user reads a text in their own language.
    logger.warn('Job failed', { attempt, error });
    const lastAttempt = attempt >= jobMaxReceiveCount;
    if (lastAttempt) {
      await finish(tasks, task, { succeeded: false, error: { key: 'task.failed' } });
    } else {
      await tasks.updateRunning(task.progressId, { leaseUntil: null, updatedAt: nowIso() }, [
        { at: nowIso(), level: 'WRN', text: { key: 'task.attemptFailed', params: { attempt } } },
      ]);
    }
    // Rethrown so that this record is reported as a batch item failure (and, after the last attempt, SQS
    // moves it to the dead-letter queue).
    throw error;
  }
}

async function finish(tasks: TaskRepository, task: Task, outcome: Partial<Task>): Promise<void> {
  const line = outcome.succeeded
    ? { at: nowIso(), level: 'INF' as const, text: { key: 'task.finished' } }
    : { at: nowIso(), level: 'ERR' as const, text: outcome.error ?? { key: 'task.failed' } };
  await tasks.updateRunning(
    task.progressId,
    {
      ...outcome,
      running: false,
      leaseUntil: null,
      ...(outcome.succeeded ? { percent: 100 } : {}),
      updatedAt: nowIso(),
    },
    [line],
  );
}

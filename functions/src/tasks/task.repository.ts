import * as z from 'zod';
import {
  ZTaskLogEntry,
  ZTaskProgress,
  ZTaskText,
  type TTaskLogEntry,
  type TTaskProgress,
  type TTaskText,
} from '@app/shared/tasks/task';
import { AppError } from '@app/shared/api/errors';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type Page } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

/**
 * A task: the progress the client sees plus what only the worker needs. Its texts (name, detail, error, log) are
 * message keys with parameters, rendered in the reader's language when read.
 */
export type Task = Omit<TTaskProgress, 'name' | 'detail' | 'errorMessage' | 'errorKey' | 'log'> & {
  name: TTaskText;
  detail: TTaskText | null;
  error: TTaskText | null;
  log: TTaskLogEntry[];
  ownerSub: string;
  input: unknown;
  fileKey: string | null;
  /** While a worker holds the task; a second delivery of the same message waits until it lapses. */
  leaseUntil: string | null;
  version: number;
};

/** A task before it is stored. */
export type NewTask = Omit<Task, 'version'>;

/** What a running task's updates may change. */
export type TaskChanges = Partial<
  Omit<Task, 'progressId' | 'type' | 'kind' | 'ownerSub' | 'createdAt' | 'version'>
>;

/** `type` is the data layer's entity tag, so the job type is kept as `jobType`. */
const ZStoredTask = ZTaskProgress.omit({
  type: true,
  name: true,
  detail: true,
  errorMessage: true,
  errorKey: true,
  log: true,
}).extend({
  jobType: z.string(),
  name: ZTaskText,
  detail: ZTaskText.nullable(),
  error: ZTaskText.nullable(),
  log: z.array(ZTaskLogEntry),
  ownerSub: z.string(),
  input: z.unknown(),
  fileKey: z.string().nullable(),
  leaseUntil: z.iso.datetime().nullable(),
});
type StoredTask = z.infer<typeof ZStoredTask>;

/** Tasks are kept for 30 days, then DynamoDB's TTL removes them. */
const retentionSeconds = 30 * 24 * 3600;

/** `TASK#<id>`; a user's tasks newest first on gsi1 `TASKS#<ownerSub>`. */
const taskEntity = defineEntity({
  type: 'TASK',
  schema: ZStoredTask,
  versioned: true,
  expiresAt: (task) => Math.floor(Date.parse(task.createdAt) / 1000) + retentionSeconds,
})
  .key({
    partition: { sources: ['progressId'], key: ({ progressId }) => ['TASK', progressId] },
    sort: { sources: [], key: () => 'TASK' },
  })
  .index('gsi1', {
    partition: { sources: ['ownerSub'], key: ({ ownerSub }) => ['TASKS', ownerSub] },
    sort: { sources: ['createdAt'], key: ({ createdAt }) => createdAt },
  });

function toTask({ jobType, input, ...task }: StoredTask & { version: number }): Task {
  return { ...task, type: jobType, input };
}

export class TaskRepository {
  private readonly tasks;

  constructor(tenant: TenantContext) {
    this.tasks = taskEntity.in(new TenantTable(tenant));
  }

  async create({ type, ...task }: NewTask): Promise<Task> {
    return toTask(await this.tasks.create({ ...task, jobType: type }));
  }

  async get(taskId: string): Promise<Task | undefined> {
    const task = await this.tasks.get({ progressId: taskId });
    return task && toTask(task);
  }

  /** Newest first. */
  async listOfOwner(ownerSub: string, limit: number, cursor?: string): Promise<Page<Task>> {
    const page = await this.tasks.query({
      index: 'gsi1',
      partition: { ownerSub },
      newestFirst: true,
      limit,
      ...(cursor === undefined ? {} : { cursor }),
    });
    return { ...page, items: page.items.map(toTask) };
  }

  /**
   * Takes the task for one worker run: 'finished' when there is nothing to redo, 'busy' when another delivery of
   * the same message holds it.
   */
  async claim(taskId: string, now: Date, leaseSeconds: number): Promise<Task | 'finished' | 'busy'> {
    const current = await this.get(taskId);
    if (!current?.running) return 'finished';
    if (current.leaseUntil && current.leaseUntil > now.toISOString()) return 'busy';
    try {
      const claimed = await this.tasks.update(
        { progressId: taskId },
        {
          leaseUntil: new Date(now.getTime() + leaseSeconds * 1000).toISOString(),
          updatedAt: now.toISOString(),
        },
        { expectedVersion: current.version },
      );
      return toTask(claimed);
    } catch (error) {
      // Another delivery claimed it between our read and write.
      if (error instanceof AppError && error.code === 'CONFLICT') return 'busy';
      throw error;
    }
  }

  /** Updates a running task; the write is skipped (answers undefined) once the task has finished. */
  async updateRunning(
    taskId: string,
    changes: TaskChanges,
    appendLog: Task['log'] = [],
  ): Promise<Task | undefined> {
    try {
      const updated = await this.tasks.update({ progressId: taskId }, changes, {
        where: { running: true },
        ...(appendLog.length ? { append: { log: appendLog } } : {}),
      });
      return toTask(updated);
    } catch (error) {
      if (error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'NOT_FOUND'))
        return undefined;
      throw error;
    }
  }
}

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

/**
 * `TASKSLOTS`: the company's running tasks (task id -> start), the guard of `maxRunningTasksPerTenant`. A start
 * reads it, checks, and writes it at the version read in the task's own transaction, so two starts cannot both
 * take the last slot; a finish takes its task out (read, replace at the version read, again on a conflict).
 */
const ZTaskSlots = z.object({ running: z.record(z.string(), z.iso.datetime()) });
export type TaskSlots = z.infer<typeof ZTaskSlots> & { version: number };

const slotsEntity = defineEntity({ type: 'TASKSLOTS', schema: ZTaskSlots, versioned: true }).key({
  partition: { sources: [], key: () => ['TASKSLOTS'] },
  sort: { sources: [], key: () => 'TASKSLOTS' },
});

/** Attempts of a slot change that lost a race with another start or finish before it gives up. */
const maxSlotAttempts = 10;

/** Runs a read-check-write of the slots again when a concurrent start or finish wrote them first. */
async function retrySlotConflict<T>(change: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await change();
    } catch (error) {
      const conflict =
        error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'ALREADY_EXISTS');
      if (!conflict || attempt >= maxSlotAttempts) throw error;
      // Jittered, growing pause, so that racing starts do not collide again in lockstep.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

function toTask({ jobType, input, ...task }: StoredTask & { version: number }): Task {
  return { ...task, type: jobType, input };
}

export class TaskRepository {
  private readonly table: TenantTable;
  private readonly tasks;
  private readonly slots;

  constructor(tenant: TenantContext) {
    this.table = new TenantTable(tenant);
    this.tasks = taskEntity.in(this.table);
    this.slots = slotsEntity.in(this.table);
  }

  async create({ type, ...task }: NewTask): Promise<Task> {
    return toTask(await this.tasks.create({ ...task, jobType: type }));
  }

  /**
   * Creates the task and takes a slot for it in one transaction. `admit` sees the tasks still holding a slot
   * (started after `liveSince`) and throws to refuse; a concurrent start or finish makes the whole thing run
   * again from its read, so the check always sees the winner's result.
   */
  async createHoldingSlot(
    { type, ...task }: NewTask,
    liveSince: Date,
    admit: (running: number) => void,
  ): Promise<Task> {
    return retrySlotConflict(async () => {
      const current = await this.slots.get({});
      const live = Object.fromEntries(
        Object.entries(current?.running ?? {}).filter(
          ([, startedAt]) => Date.parse(startedAt) > liveSince.getTime(),
        ),
      );
      admit(Object.keys(live).length);
      const running = { ...live, [task.progressId]: task.createdAt };
      const stored = { ...task, jobType: type };
      await this.table.transact([
        this.tasks.createWrite(stored),
        current ? this.slots.replaceWrite({ running }, current.version) : this.slots.createWrite({ running }),
      ]);
      return toTask({ ...stored, version: 1 });
    });
  }

  /** The company's tasks holding a slot, by id with their start (for tests and operators). */
  async slotHolders(): Promise<Record<string, string>> {
    return (await this.slots.get({}))?.running ?? {};
  }

  /** Gives a finished task's slot back; nothing when it holds none (a task of before the slots, or released). */
  async releaseSlot(taskId: string): Promise<void> {
    await retrySlotConflict(async () => {
      const current = await this.slots.get({});
      if (!current || !Object.hasOwn(current.running, taskId)) return;
      const { [taskId]: _released, ...running } = current.running;
      await this.slots.replace({ running }, current.version);
    });
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
    if (!current?.running) {
      // A finish whose slot release failed is retried by the redelivery that brings us here.
      if (current) await this.releaseSlot(taskId);
      return 'finished';
    }
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
    let updated;
    try {
      updated = await this.tasks.update({ progressId: taskId }, changes, {
        where: { running: true },
        ...(appendLog.length ? { append: { log: appendLog } } : {}),
      });
    } catch (error) {
      if (error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'NOT_FOUND'))
        return undefined;
      throw error;
    }
    // Finished, failed, abandoned (dead letter) or never queued: the company's slot is free again.
    if (changes.running === false) await this.releaseSlot(taskId);
    return toTask(updated);
  }
}

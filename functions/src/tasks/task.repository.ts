import type { JobKind } from '@app/shared/tasks/job-kinds';
import type { TTaskProgress } from '@app/shared/tasks/task';
import type { TenantContext } from '../tenancy/tenant-context';
import { ConflictError, NotFoundError } from '../api/errors';
import { TenantTable, type ItemKey, type Page } from '../data/tenant-table';

/** A task as stored: the progress the client sees plus what only the worker needs. */
export interface TaskRecord extends ItemKey {
  gsi1pk: string;
  gsi1sk: string;
  progressId: string;
  kind: JobKind;
  type: string;
  name: string;
  ownerSub: string;
  input: unknown;
  running: boolean;
  succeeded: boolean;
  hasDownload: boolean;
  errorMessage: string | null;
  detail: string | null;
  value: number;
  steps: number;
  percent: number;
  log: TTaskProgress['log'];
  result: Record<string, unknown> | null;
  fileName: string | null;
  fileKey: string | null;
  /** While a worker holds the task; a second delivery of the same message waits until it lapses. */
  leaseUntil: string | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: number;
  version: number;
}

/** A task before it is stored: everything but keys, expiry and version. */
export type NewTask = Omit<TaskRecord, 'pk' | 'sk' | 'gsi1pk' | 'gsi1sk' | 'expiresAt' | 'version'>;

/** Tasks are kept for 30 days, then DynamoDB's TTL removes them. */
const retentionSeconds = 30 * 24 * 3600;

export class TaskRepository {
  private readonly table: TenantTable;

  constructor(tenant: TenantContext) {
    this.table = new TenantTable(tenant);
  }

  private keyOf(taskId: string) {
    return { pk: this.table.key('TASK', taskId), sk: 'TASK' };
  }

  async create(task: NewTask): Promise<TaskRecord> {
    return this.table.create({
      ...task,
      ...this.keyOf(task.progressId),
      gsi1pk: this.table.key('TASKS', task.ownerSub),
      gsi1sk: task.createdAt,
      expiresAt: Math.floor(Date.parse(task.createdAt) / 1000) + retentionSeconds,
    });
  }

  get(taskId: string): Promise<TaskRecord | undefined> {
    return this.table.get<TaskRecord>(this.keyOf(taskId));
  }

  /** Newest first. */
  listOfOwner(ownerSub: string, limit: number, cursor?: string): Promise<Page<TaskRecord>> {
    return this.table.query<TaskRecord>({
      index: 'gsi1',
      partitionKey: this.table.key('TASKS', ownerSub),
      newestFirst: true,
      limit,
      ...(cursor === undefined ? {} : { cursor }),
    });
  }

  /**
   * Takes the task for one worker run; `undefined` when it has finished (nothing to redo) or another delivery
   * of the same message holds it.
   */
  async claim(taskId: string, now: Date, leaseSeconds: number): Promise<TaskRecord | 'finished' | 'busy'> {
    const current = await this.get(taskId);
    if (!current || !current.running) return 'finished';
    if (current.leaseUntil && current.leaseUntil > now.toISOString()) return 'busy';
    try {
      return await this.table.update<TaskRecord>(
        this.keyOf(taskId),
        {
          leaseUntil: new Date(now.getTime() + leaseSeconds * 1000).toISOString(),
          updatedAt: now.toISOString(),
        },
        { expectedVersion: current.version },
      );
    } catch (error) {
      // Another delivery claimed it between our read and write.
      if (error instanceof ConflictError) return 'busy';
      throw error;
    }
  }

  /** Updates a running task; the write is skipped (answers undefined) once the task has finished. */
  async updateRunning(
    taskId: string,
    changes: Partial<TaskRecord>,
    appendLog: TaskRecord['log'] = [],
  ): Promise<TaskRecord | undefined> {
    try {
      return await this.table.update<TaskRecord>(this.keyOf(taskId), changes, {
        ...(appendLog.length ? { append: { log: appendLog } } : {}),
        condition: {
          expression: '#running = :true',
          names: { '#running': 'running' },
          values: { ':true': true },
        },
      });
    } catch (error) {
      if (error instanceof ConflictError || error instanceof NotFoundError) return undefined;
      throw error;
    }
  }
}

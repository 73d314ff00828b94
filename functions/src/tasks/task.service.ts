/**
 * Background tasks: a request writes the task record and queues a job message; the worker reports progress
 * into the record; the client polls it and downloads the result through a short-lived presigned link.
 */
import { randomUUID } from 'node:crypto';
import type { JobKind } from '@app/shared/tasks/job-kinds';
import { taskDownloadLinkSeconds, type TTaskDownload, type TTaskProgress } from '@app/shared/tasks/task';
import { AppError } from '@app/shared/api/errors';
import type { TenantContext } from '../tenancy/tenant-context';
import { now as clockNow } from '../clock';
import { TaskRepository, type NewTask, type Task } from './task.repository';
import { fileDownloadUrl, sendJobMessage, type JobMessage } from './task-transport';

export type { JobMessage } from './task-transport';

export interface StartTaskRequest {
  kind: JobKind;
  /** The registered job type that will run it (see `jobs/registry.ts`). */
  type: string;
  /** Shown to the user in the progress box. */
  name: string;
  input: unknown;
}

export function toProgress(task: Task): TTaskProgress {
  return {
    progressId: task.progressId,
    kind: task.kind,
    type: task.type,
    name: task.name,
    running: task.running,
    succeeded: task.succeeded,
    hasDownload: task.hasDownload,
    errorMessage: task.errorMessage,
    detail: task.detail,
    value: task.value,
    steps: task.steps,
    percent: task.percent,
    log: task.log,
    result: task.result,
    fileName: task.fileName,
    createdAt: task.createdAt,
    updatedAt: task.updatedAt,
  };
}

/** A task as it starts: running, nothing done yet, owned by the caller. */
export function newTask(tenant: TenantContext, request: StartTaskRequest, now = clockNow()): NewTask {
  return {
    progressId: randomUUID(),
    kind: request.kind,
    type: request.type,
    name: request.name,
    ownerSub: tenant.userSub,
    input: request.input,
    running: true,
    succeeded: false,
    hasDownload: false,
    errorMessage: null,
    detail: null,
    value: 0,
    steps: 0,
    percent: 0,
    log: [],
    result: null,
    fileName: null,
    fileKey: null,
    leaseUntil: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

export async function startTask(tenant: TenantContext, request: StartTaskRequest): Promise<TTaskProgress> {
  const tasks = new TaskRepository(tenant);
  const task = await tasks.create(newTask(tenant, request));
  const message: JobMessage = {
    customerNo: tenant.customerNo,
    userSub: tenant.userSub,
    username: tenant.username,
    taskId: task.progressId,
  };
  try {
    await sendJobMessage(request.kind, message);
  } catch (error) {
    // Without its message no worker would ever finish the task: it must not show as running forever.
    await tasks.updateRunning(task.progressId, {
      running: false,
      errorMessage: 'The task could not be queued.',
      updatedAt: clockNow().toISOString(),
    });
    throw error;
  }
  return toProgress(task);
}

/** A task of the caller; another user's or another tenant's task is simply not found. */
async function ownTask(tenant: TenantContext, taskId: string): Promise<Task> {
  const task = await new TaskRepository(tenant).get(taskId);
  if (!task || task.ownerSub !== tenant.userSub) throw new AppError('NOT_FOUND');
  return task;
}

export async function taskProgress(tenant: TenantContext, taskId: string): Promise<TTaskProgress> {
  return toProgress(await ownTask(tenant, taskId));
}

export async function listTasks(
  tenant: TenantContext,
  limit: number,
  cursor?: string,
): Promise<{ items: TTaskProgress[]; nextCursor?: string }> {
  const page = await new TaskRepository(tenant).listOfOwner(tenant.userSub, limit, cursor);
  return { items: page.items.map(toProgress), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
}

export async function taskDownload(tenant: TenantContext, taskId: string): Promise<TTaskDownload> {
  const task = await ownTask(tenant, taskId);
  if (task.running) throw new AppError('TASK_NOT_FINISHED');
  if (!task.hasDownload || !task.fileKey || !task.fileName) {
    throw new AppError('TASK_HAS_NO_DOWNLOAD');
  }
  const url = await fileDownloadUrl(task.fileKey, task.fileName, taskDownloadLinkSeconds);
  return {
    url,
    fileName: task.fileName,
    expiresAt: new Date(clockNow().getTime() + taskDownloadLinkSeconds * 1000).toISOString(),
  };
}

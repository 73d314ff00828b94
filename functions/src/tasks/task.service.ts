/**
 * Background tasks: a request writes the task record and queues a job message; the worker reports progress
 * into the record; the client polls it and downloads the result through a short-lived presigned link.
 */
import { randomUUID } from 'node:crypto';
import { maxRunningTasksPerTenant, taskSlotSeconds, type JobKind } from '@app/shared/tasks/job-kinds';
import {
  taskDownloadLinkSeconds,
  type TTaskDownload,
  type TTaskProgress,
  type TTaskText,
} from '@app/shared/tasks/task';
import type { Language } from '@app/shared/i18n/languages';
import { taskText } from './task-text';
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
  /** Shown to the user in the progress box (a message key, shown in the reader's language). */
  name: TTaskText;
  input: unknown;
  /** The task's id when the caller must know it before the task exists (a record naming it); else a new one. */
  progressId?: string;
}

/** The task as `language`'s reader sees it. */
export function toProgress(task: Task, language: Language): TTaskProgress {
  return {
    progressId: task.progressId,
    kind: task.kind,
    type: task.type,
    name: taskText(task.name, language),
    running: task.running,
    succeeded: task.succeeded,
    hasDownload: task.hasDownload,
    errorMessage: task.error && taskText(task.error, language),
    errorKey: task.error?.key ?? null,
    detail: task.detail && taskText(task.detail, language),
    value: task.value,
    steps: task.steps,
    percent: task.percent,
    log: task.log.map(({ at, level, text }) => ({
      at,
      level,
      messageKey: text.key,
      message: taskText(text, language),
    })),
    result: task.result,
    fileName: task.fileName,
    createdAt: task.createdAt,
    updatedAt: task.updatedAt,
  };
}

/** A task as it starts: running, nothing done yet, owned by the caller. */
export function newTask(tenant: TenantContext, request: StartTaskRequest, now = clockNow()): NewTask {
  return {
    progressId: request.progressId ?? randomUUID(),
    kind: request.kind,
    type: request.type,
    name: request.name,
    ownerSub: tenant.userSub,
    input: request.input,
    running: true,
    succeeded: false,
    hasDownload: false,
    error: null,
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

/**
 * Follow-up work of a change that has already been written (a person's absences follow them into new units):
 * refusing it would not undo the change but lose the follow-up. It takes a slot like any task, and is never
 * refused for want of one.
 */
const followUpJobTypes: ReadonlySet<string> = new Set(['absences.projection']);

/** Refuses a start when the company has `maxRunningTasksPerTenant` tasks running (429 `TOO_MANY_TASKS`). */
function admitStart(request: StartTaskRequest) {
  return (running: number) => {
    if (running < maxRunningTasksPerTenant || followUpJobTypes.has(request.type)) return;
    throw new AppError('TOO_MANY_TASKS', {
      params: { max: maxRunningTasksPerTenant },
      details: { running, max: maxRunningTasksPerTenant },
      retryAfterSeconds: 30,
    });
  };
}

export async function startTask(
  tenant: TenantContext,
  request: StartTaskRequest,
  language: Language,
): Promise<TTaskProgress> {
  const tasks = new TaskRepository(tenant);
  const startedAt = clockNow();
  const liveSince = new Date(startedAt.getTime() - taskSlotSeconds * 1000);
  const task = await tasks.createHoldingSlot(
    newTask(tenant, request, startedAt),
    liveSince,
    admitStart(request),
  );
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
      error: { key: 'task.queueFailed' },
      updatedAt: clockNow().toISOString(),
    });
    throw error;
  }
  return toProgress(task, language);
}

/** A task of the caller; another user's or another tenant's task is simply not found. */
async function ownTask(tenant: TenantContext, taskId: string): Promise<Task> {
  const task = await new TaskRepository(tenant).get(taskId);
  if (!task || task.ownerSub !== tenant.userSub) throw new AppError('NOT_FOUND');
  return task;
}

export async function taskProgress(
  tenant: TenantContext,
  taskId: string,
  language: Language,
): Promise<TTaskProgress> {
  return toProgress(await ownTask(tenant, taskId), language);
}

export async function listTasks(
  tenant: TenantContext,
  language: Language,
  limit: number,
  cursor?: string,
): Promise<{ items: TTaskProgress[]; nextCursor?: string }> {
  const page = await new TaskRepository(tenant).listOfOwner(tenant.userSub, limit, cursor);
  return {
    items: page.items.map((task) => toProgress(task, language)),
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
}

export async function taskDownload(tenant: TenantContext, taskId: string): Promise<TTaskDownload> {
  const task = await ownTask(tenant, taskId);
  if (task.running) throw new AppError('TASK_NOT_FINISHED');
  if (!task.hasDownload || !task.fileKey || !task.fileName) {
    throw new AppError('TASK_HAS_NO_DOWNLOAD');
  }
  const url = await fileDownloadUrl(tenant, task.fileKey, task.fileName, taskDownloadLinkSeconds);
  return {
    url,
    fileName: task.fileName,
    expiresAt: new Date(clockNow().getTime() + taskDownloadLinkSeconds * 1000).toISOString(),
  };
}

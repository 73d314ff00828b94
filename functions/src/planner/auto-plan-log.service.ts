/**
 * The link to a run's explanation file (area `tasks`: its Lambda carries the S3 client that signs task downloads,
 * so the planning Lambda does not).
 */
import { AppError } from '@app/shared/api/errors';
import { taskDownloadLinkSeconds, type TTaskDownload } from '@app/shared/tasks/task';
import { now } from '../clock';
import type { Caller } from '../security/caller';
import { TaskRepository } from '../tasks/task.repository';
import { fileDownloadUrl } from '../tasks/task-transport';
import { requireRun } from './auto-assign.service';

/** A link to the run's explanation file (DownloadLog); 404 when the run kept none. */
export async function autoPlanLog(caller: Caller, runId: string): Promise<TTaskDownload> {
  const run = await requireRun(caller, runId);
  const task = await new TaskRepository(caller.tenant).get(run.taskId);
  if (!task?.fileKey || !task.fileName) throw new AppError('NOT_FOUND');
  const url = await fileDownloadUrl(caller.tenant, task.fileKey, task.fileName, taskDownloadLinkSeconds);
  return {
    url,
    fileName: task.fileName,
    expiresAt: new Date(now().getTime() + taskDownloadLinkSeconds * 1000).toISOString(),
  };
}

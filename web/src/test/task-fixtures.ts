import type { TTaskProgress } from '@app/shared/tasks/task';
import { jsonResponse, type FetchRoute } from './fixtures';

export interface ReportTaskFixture {
  progressId: string;
  kind: TTaskProgress['kind'];
  type: string;
  name: string;
  steps: number;
  /** The file the finished task offers. */
  fileName: string;
}

/** A report task as `GET /api/tasks/{id}` answers it: on its first step while it runs, else done with its file. */
export function reportTask(fixture: ReportTaskFixture): (running: boolean) => TTaskProgress {
  const { steps, fileName, ...task } = fixture;
  return (running) => ({
    ...task,
    running,
    succeeded: !running,
    hasDownload: !running,
    errorMessage: null,
    errorKey: null,
    detail: null,
    value: running ? 1 : steps,
    steps,
    percent: running ? Math.floor(100 / steps) : 100,
    log: [],
    result: null,
    fileName: running ? null : fileName,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:01.000Z',
  });
}

/**
 * The server's side of a report run: `POST startUrl` starts `task` (202, running), the first poll still finds it
 * running, the next done, and its download answers with the signed link `downloadUrl`.
 */
export function reportTaskRoutes(
  startUrl: string,
  task: (running: boolean) => TTaskProgress,
  downloadUrl: string,
): FetchRoute {
  const { progressId, fileName } = task(false);
  let polls = 0;
  return ({ url, method }) => {
    if (url === startUrl && method === 'POST') return jsonResponse(task(true), 202);
    if (url === `/api/tasks/${progressId}`) return jsonResponse(task(++polls < 2));
    if (url === `/api/tasks/${progressId}/download`)
      return jsonResponse({ url: downloadUrl, fileName, expiresAt: '2026-11-21T10:15:00.000Z' });
    return undefined;
  };
}

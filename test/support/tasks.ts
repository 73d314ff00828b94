import { taskContracts } from '@app/shared/tasks/tasks.contracts';
import type { TTaskProgress } from '@app/shared/tasks/task';
import type { TestApi } from './api';

/**
 * Polls a task like the web does until it has finished. Patient: on a loaded machine a worker's first run imports
 * its libraries (exceljs, date-holidays) before it starts.
 */
export async function waitForTask(
  api: TestApi,
  taskId: string,
  token: string,
  timeoutMs = 60_000,
): Promise<TTaskProgress> {
  const until = Date.now() + timeoutMs;
  let last: TTaskProgress | undefined;
  for (;;) {
    const answer = await api.send(taskContracts.get, { params: { taskId } }, { token });
    if (answer.status !== 200) throw new Error(`task ${taskId}: ${answer.status} ${answer.error?.code}`);
    last = answer.data;
    if (!last.running) return last;
    if (Date.now() > until) {
      throw new Error(`task ${taskId} still running: ${last.percent} %, log ${JSON.stringify(last.log)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

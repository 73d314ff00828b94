/**
 * Background tasks as the web follows them: the task polled every 1.5 s while it runs, and its file fetched
 * through the short-lived presigned link the API hands out.
 */
import { queryOptions } from '@tanstack/react-query';
import { taskContracts } from '@app/shared/tasks/tasks.contracts';
import { callApi } from './api';
import { browser } from './browser';

/** The spec's polling interval of a task's progress. */
export const taskPollMs = 1500;

/** `GET /api/tasks/{taskId}`, polled until the task no longer runs. */
export function taskQuery(taskId: string) {
  return queryOptions({
    queryKey: ['task', taskId],
    queryFn: ({ signal }) => callApi(taskContracts.get, { params: { taskId } }, { signal }),
    refetchInterval: (query) => (query.state.data?.running === false ? false : taskPollMs),
  });
}

/**
 * Downloads a finished task's file: the link answers with `Content-Disposition: attachment`, so opening it saves
 * the file and leaves the page as it is.
 */
export async function downloadTaskFile(taskId: string): Promise<void> {
  const { url } = await callApi(taskContracts.download, { params: { taskId } });
  browser.assign(url);
}

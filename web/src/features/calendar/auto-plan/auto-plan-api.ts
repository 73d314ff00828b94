import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { autoPlanningContracts as contracts } from '@app/shared/planner/auto-planning.contracts';
import type { TAutoAssignRequest } from '@app/shared/planner/auto-planning';
import { callApi } from '#lib/api';
import { browser } from '#lib/browser';

const runsPollMs = 5000;

/** Every query of automatic planning starts with this key. */
export const autoPlanKey = ['auto-plan'] as const;

/** The newest runs: the calendar shows the latest one still proposed. */
export const autoPlanRunsQuery = queryOptions({
  queryKey: [...autoPlanKey, 'runs'] as const,
  queryFn: ({ signal }) => callApi(contracts.autoPlanRuns, { query: { limit: '10' } }, { signal }),
  // A run started and left (the dialog closed while it ran) shows its proposal once done.
  refetchInterval: (query) =>
    query.state.data?.items.some((run) => run.state === 'running') ? runsPollMs : false,
});

export function autoPlanRunQuery(runId: string) {
  return queryOptions({
    queryKey: [...autoPlanKey, 'run', runId] as const,
    queryFn: ({ signal }) => callApi(contracts.autoPlanRun, { params: { runId } }, { signal }),
  });
}

export function startAutoAssign(body: TAutoAssignRequest) {
  return callApi(contracts.autoAssign, { body });
}

/** What becomes of the proposals not chosen: kept to decide on later (the default), or discarded. */
export type OtherProposals = 'keep' | 'discard';

/** Keeps the chosen proposals (none named: all of them); the others stay proposals or are discarded. */
export function acceptProposals(runId: string, entryIds?: string[], others: OtherProposals = 'keep') {
  return callApi(contracts.autoPlanAccept, {
    params: { runId },
    body: entryIds ? { entryIds, others } : {},
  });
}

export function rejectProposals(runId: string) {
  return callApi(contracts.autoPlanReject, { params: { runId } });
}

/** Opens the run's explanation file (a presigned link that downloads, the page stays). */
export async function downloadRunLog(runId: string): Promise<void> {
  const { url } = await callApi(contracts.autoPlanLog, { params: { runId } });
  browser.assign(url);
}

export function notifyPrepare(runId: string) {
  return callApi(contracts.autoNotifyPrepare, { params: { runId } });
}

export function notifyPeople(runId: string, body: { userIds: string[]; note: string; email: boolean }) {
  return callApi(contracts.autoNotify, { params: { runId }, body });
}

export async function refreshAutoPlan(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: autoPlanKey });
}

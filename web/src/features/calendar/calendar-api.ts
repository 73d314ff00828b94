import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { calendarContracts, type TActionExecute } from '@app/shared/calendar/calendar.contracts';
import { planHistoryContracts } from '@app/shared/calendar/plan-history.contracts';
import type { TCalendarRequest } from '@app/shared/calendar/calendar-view';
import { callApi } from '#lib/api';

/** Every calendar query starts with this key: invalidating it reloads whatever the calendar shows. */
export const calendarQueryKey = ['calendar'] as const;

export function calendarDataQuery(request: TCalendarRequest, enabled = true) {
  return queryOptions({
    queryKey: [...calendarQueryKey, 'data', request] as const,
    queryFn: ({ signal }) => callApi(calendarContracts.list, { body: request }, { signal }),
    // The grid keeps the old plan on screen while the next month loads, instead of a spinner.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A drop (DROP_SETUSER, DROP_MOVEUSER, DROP_COPY): answers the validator result; `force` repeats a refused one. */
export function executeDrop(action: TActionExecute, force: boolean) {
  return callApi(calendarContracts.execute, { body: { ...action, force } });
}

/** The caller's next change to undo and to redo; every change of the plan refreshes it with the grid. */
export const planHistoryQuery = queryOptions({
  queryKey: [...calendarQueryKey, 'history'] as const,
  queryFn: ({ signal }) => callApi(planHistoryContracts.history, {}, { signal }),
});

export type HistoryDirection = 'undo' | 'redo';

/** Undo or redo the change named `id` (the one the button showed); `force` repeats a refused step. */
export function stepPlanHistory(direction: HistoryDirection, id: string, force: boolean) {
  return callApi(planHistoryContracts[direction], {
    query: { force: force ? 'true' : 'false' },
    body: { id },
  });
}

export async function refreshCalendar(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...calendarQueryKey, 'data'] }),
    queryClient.invalidateQueries({ queryKey: planHistoryQuery.queryKey }),
  ]);
}

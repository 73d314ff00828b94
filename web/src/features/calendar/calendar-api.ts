import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { calendarContracts, type TActionExecute } from '@app/shared/calendar/calendar.contracts';
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

export async function refreshCalendar(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: [...calendarQueryKey, 'data'] });
}

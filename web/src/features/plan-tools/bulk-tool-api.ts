import { queryOptions } from '@tanstack/react-query';
import type { TBulkCommand, TBulkShiftQuery } from '@app/shared/plan-tools/bulk-tool';
import { bulkToolContracts } from '@app/shared/plan-tools/bulk-tool.contracts';
import { callApi } from '#lib/api';

export const bulkShiftsKey = ['bulk-tool', 'shifts'] as const;

/** The bulk tool's grid: the shifts of the chosen units over the range. */
export function bulkShiftsQuery(query: TBulkShiftQuery) {
  return queryOptions({
    queryKey: [...bulkShiftsKey, query],
    queryFn: ({ signal }) => callApi(bulkToolContracts.bulkToolShifts, { body: query }, { signal }),
  });
}

/** `GET /api/resources/targets`: every unit with its resources. */
export const bulkTargetsQuery = queryOptions({
  queryKey: ['bulk-tool', 'targets'],
  queryFn: ({ signal }) => callApi(bulkToolContracts.bulkToolTargets, {}, { signal }),
});

/** `POST /api/tools/shiftswizard`: starts the command; the answer names the task to follow. */
export function runBulkCommand(command: TBulkCommand) {
  return callApi(bulkToolContracts.bulkToolRun, { body: command });
}

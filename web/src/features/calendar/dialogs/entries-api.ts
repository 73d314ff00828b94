import { queryOptions } from '@tanstack/react-query';
import {
  calendarContracts,
  type TEntryDeleteResult,
  type TEntryResult,
} from '@app/shared/calendar/calendar.contracts';
import type { TShiftEntry, TShiftEntrySave } from '@app/shared/calendar/shift-entry';
import { callApi } from '#lib/api';

export const entryQueryKey = (entryId: string) => ['calendar-entry', entryId] as const;

export const entryQuery = (entryId: string) =>
  queryOptions({
    queryKey: entryQueryKey(entryId),
    queryFn: ({ signal }) => callApi(calendarContracts.entry, { params: { entryId } }, { signal }),
  });

/** SaveEntry: the validator's answer; nothing is written unless `success`. `force` repeats a refused save. */
export function saveEntry(body: TShiftEntrySave, force = false): Promise<TEntryResult> {
  return callApi(calendarContracts.save, { query: { force: force ? 'true' : 'false' }, body });
}

/** Deletes an entry, checked like a save: nothing is deleted unless `success`; `force` repeats a refused one. */
export function deleteEntry(
  entry: Pick<TShiftEntry, 'id' | 'version'>,
  force = false,
): Promise<TEntryDeleteResult> {
  return callApi(calendarContracts.delete, {
    params: { entryId: entry.id },
    query: { version: entry.version, force: force ? 'true' : 'false' },
  });
}

/** DeleteSerial: `virtual` only counts what would go (Count, Resource, MultiResource). */
export function deleteSerial(entryId: string, options: { virtual: boolean; sourceResourceOnly: boolean }) {
  return callApi(calendarContracts.deleteSerial, { params: { entryId }, body: options });
}

import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { absenceContracts } from '@app/shared/absences/absences.contracts';
import type { TAbsence } from '@app/shared/absences/absence';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { calendarContracts } from '@app/shared/calendar/calendar.contracts';
import { callApi } from '#lib/api';
import { absencesQueryKey } from '../absences-api';
import type { HolidayDay } from '@app/shared/year-tables/leave-days';

/**
 * The pages' queries live under the dialogs' key (`refreshAbsences` of the dialogs invalidates it): a change in a
 * dialog refreshes the lists and the inbox too.
 */
const absencePagesKey = [...absencesQueryKey, 'pages'] as const;

/** A person's absences overlapping `from`..`to` (the "My absences" list: this year and the next). */
export function absencesOfPersonQuery(userId: string, from: string, to: string) {
  return queryOptions({
    queryKey: [...absencePagesKey, 'person', userId, from, to],
    queryFn: ({ signal }) =>
      callApi(absenceContracts.ofPerson, { params: { userId }, query: { from, to } }, { signal }),
  });
}

/** What waits for the signed-in person: approvals of their stage and substitutions to agree to. */
export const absenceInboxQuery = queryOptions({
  queryKey: [...absencePagesKey, 'inbox'],
  queryFn: ({ signal }) => callApi(absenceContracts.inbox, {}, { signal }),
});

/** The absence types (names and colours of the list), disabled ones included: old absences keep theirs. */
export const absenceTypesOfPagesQuery = queryOptions({
  queryKey: [...absencePagesKey, 'types'],
  queryFn: ({ signal }) => callApi(absenceTypeContracts.list, { query: { enabled: 'all' } }, { signal }),
  staleTime: 5 * 60_000,
});

/**
 * The public holidays of the person's units in `year` (from the calendar call for the person alone), to count
 * leave in working days.
 */
export function holidaysOfYearQuery(userId: string, year: number) {
  return queryOptions({
    queryKey: ['absence-holidays', userId, year],
    queryFn: async ({ signal }): Promise<HolidayDay[]> => {
      const data = await callApi(
        calendarContracts.list,
        { body: { from: `${year}-01-01`, to: `${year}-12-31`, userIds: [userId] } },
        { signal },
      );
      return data.holidays.map(({ date, halfDay }) => ({ date, halfDay }));
    },
    staleTime: 30 * 60_000,
  });
}

/** Withdraws a pending request (`Cancel`): the owner may do so while it is requested or planned. */
export function withdrawAbsence(absence: TAbsence) {
  return callApi(absenceContracts.changeState, {
    body: { appointmentId: absence.id, state: 'Cancel', version: absence.version },
  });
}

/** After any change of an absence: the lists, the inbox and the home cards read again. */
export async function refreshAbsencePages(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: absencesQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['home-employee'] }),
  ]);
}

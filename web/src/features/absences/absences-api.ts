import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TAbsenceType } from '@app/shared/absence-types/absence-type';
import { type TAbsenceResult, type TAbsenceStateChange, type TRecipient } from '@app/shared/absences/absence';
import { absenceContracts } from '@app/shared/absences/absences.contracts';
import { absenceSeriesContracts } from '@app/shared/absences/absence-series.contracts';
import type { TAbsenceSeriesResult, TAbsenceSeriesStateChange } from '@app/shared/absences/absence-series';
import { calendarContracts } from '@app/shared/calendar/calendar.contracts';
import type { AreaNamespace } from '@app/shared/i18n/resources';
import { usePermission } from '#app/session';
import { absenceTypesQuery } from '#features/masterdata/absence-types/absence-types-api';
import { usersQuery } from '#features/settings/users/users-api';
import { callApi } from '#lib/api';
import { loadNamespaces } from '#lib/i18n';
import type { AbsenceCreateBody, AbsenceSeriesUpdateBody, AbsenceUpdateBody } from './absence-form';

export const absencesQueryKey = ['absences'] as const;

export interface Person {
  id: string;
  name: string;
}

export const absenceQuery = (absenceId: string) =>
  queryOptions({
    queryKey: [...absencesQueryKey, 'one', absenceId],
    queryFn: ({ signal }) => callApi(absenceContracts.get, { params: { absenceId } }, { signal }),
  });

export const absenceDetailsQuery = (absenceId: string) =>
  queryOptions({
    queryKey: [...absencesQueryKey, 'details', absenceId],
    queryFn: ({ signal }) => callApi(absenceContracts.details, { params: { absenceId } }, { signal }),
  });

/** A series with its occurrences (docs/absences.md, "Serial absences"). */
export const absenceSeriesQuery = (seriesId: string) =>
  queryOptions({
    queryKey: [...absencesQueryKey, 'series', seriesId],
    queryFn: ({ signal }) => callApi(absenceSeriesContracts.seriesGet, { params: { seriesId } }, { signal }),
  });

export function updateAbsenceSeries(
  seriesId: string,
  body: AbsenceSeriesUpdateBody,
): Promise<TAbsenceSeriesResult> {
  return callApi(absenceSeriesContracts.seriesUpdate, { params: { seriesId }, body });
}

export function deleteAbsenceSeries(
  seriesId: string,
  version: number,
  from: string | undefined,
): Promise<TAbsenceSeriesResult> {
  return callApi(absenceSeriesContracts.seriesDelete, {
    params: { seriesId },
    query: { version, ...(from ? { from } : {}) },
  });
}

export function changeAbsenceSeriesState(
  seriesId: string,
  change: TAbsenceSeriesStateChange,
): Promise<TAbsenceSeriesResult> {
  return callApi(absenceSeriesContracts.seriesChangeState, { params: { seriesId }, body: change });
}

/** Anything that shows absences reads them again after a change (details, lists, inbox). */
export async function refreshAbsences(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: absencesQueryKey });
}

export function createAbsence(body: AbsenceCreateBody): Promise<TAbsenceResult> {
  return callApi(absenceContracts.create, { body });
}

export function updateAbsence(absenceId: string, body: AbsenceUpdateBody): Promise<TAbsenceResult> {
  return callApi(absenceContracts.update, { params: { absenceId }, body });
}

export function deleteAbsence(absenceId: string, version: number): Promise<void> {
  return callApi(absenceContracts.delete, { params: { absenceId }, query: { version } });
}

export function changeAbsenceState(change: TAbsenceStateChange): Promise<TAbsenceResult> {
  return callApi(absenceContracts.changeState, { body: change });
}

export function loadRecipients(
  absenceId: string,
  state: TAbsenceStateChange['state'],
  target: TAbsenceStateChange['target'],
): Promise<TRecipient[]> {
  return callApi(absenceContracts.recipients, { params: { absenceId }, query: { state, target } });
}

/** The enabled absence types of the catalogue (the list the master data page reads, shared in the cache). */
export function useEnabledAbsenceTypes() {
  return useQuery({
    ...absenceTypesQuery,
    select: (types: TAbsenceType[]) => types.filter((type) => type.enabled),
  });
}

/**
 * The people an approver may enter an absence for: everyone active they can list (user.show); the server
 * refuses anyone outside the units they plan. Without user.show the list stays empty (and is not asked for).
 */
export function usePeopleToChoose(enabled: boolean) {
  const mayList = usePermission('user.show');
  return useQuery({
    ...usersQuery,
    enabled: enabled && mayList,
    select: (users) =>
      users
        .filter((user) => user.active)
        .map((user): Person => ({ id: user.id, name: user.displayName }))
        .sort((a, b) => a.name.localeCompare(b.name)),
  });
}

/**
 * Colleagues of a person (the people of their primary unit on `date`), read from the calendar data, which
 * everyone with calendar.view may read for their own units: an employee has no user.show, but names
 * substitutes. Two calls: the person's unit, then its members.
 */
export function useColleagues(personId: string | null, date: string | null) {
  return useQuery({
    queryKey: [...absencesQueryKey, 'colleagues', personId, date],
    enabled: Boolean(personId && date),
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<Person[]> => {
      if (!personId || !date) return [];
      const own = await callApi(
        calendarContracts.list,
        { body: { from: date, to: date, userIds: [personId] } },
        { signal },
      );
      const unitIds = [
        ...new Set(own.rows.flatMap((row) => (row.kind === 'G' || row.kind === 'U' ? [row.unitId] : []))),
      ];
      if (unitIds.length === 0) return [];
      const units = await callApi(
        calendarContracts.list,
        { body: { from: date, to: date, unitIds } },
        { signal },
      );
      const people = new Map<string, string>();
      for (const row of units.rows)
        if (row.kind === 'U' && row.userId !== personId) people.set(row.userId, row.displayName);
      return [...people].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}

const textNamespaces: AreaNamespace[] = ['absences', 'absence-dialogs'];

/**
 * The dialogs open from pages that do not list their namespaces (calendar, home): they load their texts
 * themselves and show a spinner until then.
 */
export function useAbsenceTexts(): boolean {
  const query = useQuery({
    queryKey: ['texts', ...textNamespaces],
    queryFn: () => loadNamespaces(textNamespaces).then(() => true),
    staleTime: Infinity,
  });
  return query.data === true;
}

import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TTrackingInitSave, TYearTableSave } from '@app/shared/year-tables/year-table';
import {
  yearTableContracts as contracts,
  type TSpecialEntrySave,
} from '@app/shared/year-tables/year-tables.contracts';
import { callApi } from '#lib/api';

/** Every query of the year tables lives under this key: a change refreshes the page. */
export const yearTablesKey = ['year-tables'] as const;

export function yearTableQuery(userId: string, year: number) {
  return queryOptions({
    queryKey: [...yearTablesKey, userId, year],
    queryFn: ({ signal }) =>
      callApi(contracts.getYearTable, { query: { userId, year: String(year) } }, { signal }),
  });
}

/**
 * A person's leave of the current year as the year account counts it (the stored table, or what a calculation
 * would give): the one remaining figure every leave view shows.
 */
export function vacationAccountQuery(userId: string) {
  return queryOptions({
    queryKey: [...yearTablesKey, 'vacation-account', userId],
    queryFn: ({ signal }) => callApi(contracts.vacationAccount, { params: { userId } }, { signal }),
    staleTime: 60_000,
  });
}

export const createYear = (userId: string, year: number) =>
  callApi(contracts.createYear, { body: { userId, year } });
export const saveYearTable = (body: TYearTableSave) => callApi(contracts.saveYearTable, { body });
export const recalculateYear = (userId: string, year: number) =>
  callApi(contracts.requestCalculation, { body: { userId, year } });
export const deleteYear = (userId: string, year: number, version: number) =>
  callApi(contracts.deleteYearTable, {
    query: { userId, year: String(year), version: String(version) },
  });
export const saveSpecialEntry = (body: TSpecialEntrySave) => callApi(contracts.saveSpecialEntry, { body });
export const deleteSpecialEntry = (specialId: string, userId: string, year: number, version: number) =>
  callApi(contracts.deleteSpecialEntry, {
    params: { specialId },
    query: { userId, year: String(year), version: String(version) },
  });
export const saveTrackingInit = (userId: string, body: TTrackingInitSave) =>
  callApi(contracts.saveTrackingInit, { params: { userId }, body });
export const startCreateAll = (year: number) =>
  callApi(contracts.maintenanceCreateNewYear, { body: { year } });
export const startCommand = (year: number, command: 0 | 1 | 2 | 3 | 4, confirmation?: number) =>
  callApi(contracts.maintenanceCommand, {
    body: { year, command, ...(confirmation === undefined ? {} : { confirmation }) },
  });

export function refreshYearTables(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: yearTablesKey });
}

/** Hours with two decimals for minutes (an account: negative too), as the forms enter them. */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
export const minutesOf = (hours: number) => Math.round(hours * 60);

/** `±h:mm` of an account's minutes. */
export function accountText(minutes: number): string {
  const sign = minutes < 0 ? '−' : '';
  const whole = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  TPayrollSettingsSave,
  TPayrollSystem,
  TPersonnelPayrollSave,
} from '@app/shared/payroll/payroll-settings';
import { payrollSettingsContracts as contracts } from '@app/shared/payroll/payroll-settings.contracts';
import { callApi } from '#lib/api';
import { browser } from '#lib/browser';

export const payrollSettingsQueryKey = ['payroll-settings'] as const;

/** The settings of every system (version 0: never saved). */
export const payrollSettingsQuery = queryOptions({
  queryKey: [...payrollSettingsQueryKey, 'systems'],
  queryFn: ({ signal }) => callApi(contracts.payrollSettingsList, {}, { signal }),
});

export const personnelPageSize = 25;

/** People by name with their payroll data, 25 a page; `search` matches the beginning of a name. */
export const personnelQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...payrollSettingsQueryKey, 'personnel', search],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi(
        contracts.personnelList,
        {
          query: {
            limit: personnelPageSize,
            ...(pageParam ? { cursor: pageParam } : {}),
            ...(search ? { search } : {}),
          },
        },
        { signal },
      ),
    getNextPageParam: (page) => page.nextCursor,
  });

export const savePayrollSettings = (system: TPayrollSystem, body: TPayrollSettingsSave) =>
  callApi(contracts.payrollSettingsSave, { params: { system }, body });

export const savePersonnel = (userId: string, body: TPersonnelPayrollSave) =>
  callApi(contracts.personnelSave, { params: { userId }, body });

/** Downloads the LuG Formatbeschreibung (Windows-1252 bytes, sent as base64). */
export async function downloadLugFormat(): Promise<void> {
  const file = await callApi(contracts.payrollLugFormat, {});
  const bytes = Uint8Array.from(atob(file.contentBase64), (char) => char.charCodeAt(0));
  browser.saveFile(new Blob([bytes], { type: 'text/plain;charset=windows-1252' }), file.fileName);
}

import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { TPayrollSystem } from '@app/shared/payroll/payroll-settings';
import {
  payrollExportContracts as exportContracts,
  type TPayrollExportRequest,
} from '@app/shared/payroll/payroll-export.contracts';
import { payrollSettingsContracts as settingsContracts } from '@app/shared/payroll/payroll-settings.contracts';
import { callApi } from '#lib/api';
import { browser } from '#lib/browser';

/** Every payroll query lives under this key (lane A's settings page shares it): a save refreshes the export page. */
export const payrollKey = ['payroll'] as const;

/** `GET /api/payroll/settings`: every system's numbers and mappings (version 0: never saved). */
export const payrollSettingsQuery = queryOptions({
  queryKey: [...payrollKey, 'settings'],
  queryFn: ({ signal }) => callApi(settingsContracts.payrollSettingsList, {}, { signal }),
});

/** The runs page size: the spec's grids page at 25. */
export const runsPageSize = 25;

/** `GET /api/payroll/runs`, newest first, a page at a time. */
export const payrollRunsQuery = infiniteQueryOptions({
  queryKey: [...payrollKey, 'runs'],
  queryFn: ({ signal, pageParam }) =>
    callApi(
      exportContracts.payrollRunList,
      { query: { limit: String(runsPageSize), ...(pageParam ? { cursor: pageParam } : {}) } },
      { signal },
    ),
  initialPageParam: '',
  getNextPageParam: (page) => page.nextCursor,
});

const exportOf = {
  lodas: exportContracts.payrollExportLodas,
  lug: exportContracts.payrollExportLug,
  sage: exportContracts.payrollExportSage,
} as const;

/** Starts a system's export (202 with the task's first progress; 402 in the Free Edition). */
export const startPayrollExport = (system: TPayrollSystem, body: TPayrollExportRequest) =>
  callApi(exportOf[system], { body });

/** Downloads a kept file again: its short-lived link answers with `Content-Disposition: attachment`. */
export async function downloadRunFile(runId: string, index: number): Promise<void> {
  const { url } = await callApi(exportContracts.payrollRunFile, {
    params: { runId, index: String(index) },
  });
  browser.assign(url);
}

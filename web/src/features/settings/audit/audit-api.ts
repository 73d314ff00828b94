import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AuditAction } from '@app/shared/tenants/audit';
import { auditContracts } from '@app/shared/audit/audit.contracts';
import { apiDownload, callApi } from '#lib/api';
import { browser } from '#lib/browser';
import { todayInDisplayZone } from '#lib/format';

/** The filters of the audit log; dates are plain `YYYY-MM-DD`. */
export interface AuditFilters {
  from?: string | undefined;
  to?: string | undefined;
  action?: AuditAction | undefined;
  search?: string | undefined;
}

export const auditPageSize = 25;

/** `GET /api/audit` (audit.view), newest first, page by page through the cursor. */
export function auditQuery(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: ['audit', filters],
    queryFn: ({ pageParam, signal }) =>
      callApi(
        auditContracts.list,
        { query: { ...filters, limit: auditPageSize, cursor: pageParam } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/**
 * `GET /api/audit/export`: the filtered log as CSV (Enterprise; other editions get 402, which opens the
 * edition dialog). Fetched with the token and saved from memory.
 */
export async function exportAudit(filters: AuditFilters): Promise<void> {
  const { blob, filename } = await apiDownload('/api/audit/export', { query: { ...filters } });
  browser.saveFile(blob, filename ?? `audit-log-${todayInDisplayZone()}.csv`);
}

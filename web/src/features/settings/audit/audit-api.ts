import { infiniteQueryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import { ZAuditEntry, type AuditAction } from '@app/shared/tenants/audit';
import { apiDownload, apiFetch } from '../../../lib/api';
import { browser } from '../../../lib/browser';
import { toIsoDate } from '../../../lib/format';

/** The filters of the audit log; dates are plain `YYYY-MM-DD`. */
export interface AuditFilters {
  from?: string | undefined;
  to?: string | undefined;
  action?: AuditAction | undefined;
  search?: string | undefined;
}

export const auditPageSize = 25;

const ZAuditPage = z.object({ items: z.array(ZAuditEntry), nextCursor: z.string().optional() });

/** `GET /api/audit` (audit.view), newest first, page by page through the cursor. */
export function auditQuery(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: ['audit', filters],
    queryFn: ({ pageParam, signal }) =>
      apiFetch('/api/audit', {
        query: { ...filters, limit: auditPageSize, cursor: pageParam },
        schema: ZAuditPage,
        signal,
      }),
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
  browser.saveFile(blob, filename ?? `audit-log-${toIsoDate(new Date())}.csv`);
}

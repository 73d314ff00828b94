import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AuditAction } from '@app/shared/tenants/audit';
import { auditContracts } from '@app/shared/audit/audit.contracts';
import type { TTaskProgress } from '@app/shared/tasks/task';
import { callApi } from '#lib/api';

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
 * `POST /api/audit/exports`: starts writing the filtered log into an Excel file in the background (Enterprise;
 * other editions get 402, which opens the edition dialog). Answers the task to follow.
 */
export function startAuditExport(filters: AuditFilters): Promise<TTaskProgress> {
  return callApi(auditContracts.export, { body: filters });
}

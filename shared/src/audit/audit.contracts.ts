import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZTaskProgress } from '../tasks/task';
import { ZAuditEntry, ZAuditExportRequest, ZAuditQuery } from '../tenants/audit';

export const ZAuditPage = z.object({ items: z.array(ZAuditEntry), nextCursor: z.string().optional() });

export const auditContracts = defineContracts('audit', {
  list: {
    method: 'GET',
    path: '/api/audit',
    auth: 'user',
    summary:
      'The audit log, newest first, filtered by date range, action and name (a cursor serves only its filter)',
    specCalls: [],
    permission: 'audit.view',
    request: { query: ZAuditQuery },
    response: ZAuditPage,
  },
  export: {
    method: 'POST',
    path: '/api/audit/exports',
    auth: 'user',
    summary:
      'Start exporting the filtered audit log to an Excel file (Enterprise): a background task with a download',
    specCalls: [],
    permission: 'audit.view',
    feature: 'auditLogExport',
    successStatus: 202,
    request: { body: ZAuditExportRequest },
    examples: { body: { from: '2026-01-01', to: '2026-01-31' } },
    response: ZTaskProgress,
  },
});

import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZAuditEntry, ZAuditQuery } from '../tenants/audit';

export const ZAuditPage = z.object({ items: z.array(ZAuditEntry), nextCursor: z.string().optional() });

export const auditContracts = defineContracts('audit', {
  list: {
    method: 'GET',
    path: '/api/audit',
    auth: 'user',
    summary: 'The audit log, newest first, filtered by date range, action and name',
    specCalls: [],
    permission: 'audit.view',
    request: { query: ZAuditQuery },
    response: ZAuditPage,
  },
  export: {
    method: 'GET',
    path: '/api/audit/export',
    auth: 'user',
    summary: 'The filtered audit log as CSV (Enterprise)',
    specCalls: [],
    permission: 'audit.view',
    feature: 'auditLogExport',
    request: { query: ZAuditQuery.omit({ limit: true, cursor: true }) },
    produces: 'text/csv',
  },
});

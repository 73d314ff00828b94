import * as z from 'zod';
import { ZAuditEntry, ZAuditQuery } from '@app/shared/tenants/audit';
import { defineOperation } from '../api/operation';
import { allAuditEntries, auditCsv, auditPage } from './audit-query.service';

const list = defineOperation({
  id: 'audit.list',
  area: 'audit',
  method: 'GET',
  path: '/api/audit',
  auth: 'user',
  summary: 'The audit log, newest first, filtered by date range, action and name',
  specCalls: [],
  permission: 'audit.view',
  request: { query: ZAuditQuery },
  response: z.object({ items: z.array(ZAuditEntry), nextCursor: z.string().optional() }),
  handler: ({ caller, query }) => auditPage(caller!, query, query.limit, query.cursor),
});

const exportCsv = defineOperation({
  id: 'audit.export',
  area: 'audit',
  method: 'GET',
  path: '/api/audit/export',
  auth: 'user',
  summary: 'The filtered audit log as CSV (Enterprise)',
  specCalls: [],
  permission: 'audit.view',
  feature: 'auditLogExport',
  request: { query: ZAuditQuery.omit({ limit: true, cursor: true }) },
  produces: 'text/csv',
  handler: async ({ caller, query }) => ({
    raw: true as const,
    statusCode: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'no-store',
    },
    body: `\ufeff${auditCsv(await allAuditEntries(caller!, query))}`,
  }),
});

export const auditOperations = [list, exportCsv];

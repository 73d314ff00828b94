import { auditContracts as contracts } from '@app/shared/audit/audit.contracts';
import { implement } from '../api/operation';
import { plainDateOf } from '@app/shared/time/tenant-time';
import { now } from '../clock';
import { allAuditEntries, auditCsv, auditPage } from './audit-query.service';

export const auditOperations = [
  implement(contracts.list, {
    handler: ({ caller, query }) => auditPage(caller, query, query.limit, query.cursor),
  }),
  implement(contracts.export, {
    handler: async ({ caller, query }) => ({
      raw: true as const,
      statusCode: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="audit-log-${plainDateOf(now(), caller.tenantRecord.timeZone)}.csv"`,
        'cache-control': 'no-store',
      },
      body: `\ufeff${auditCsv(await allAuditEntries(caller, query))}`,
    }),
  }),
];

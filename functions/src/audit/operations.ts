import { auditContracts as contracts } from '@app/shared/audit/audit.contracts';
import { implement } from '../api/operation';
import { auditPage, startAuditExport } from './audit-query.service';

export const auditOperations = [
  implement(contracts.list, {
    handler: ({ caller, query }) => auditPage(caller, query, query.limit, query.cursor),
  }),
  implement(contracts.export, {
    handler: ({ caller, body, language }) => startAuditExport(caller, body, language),
  }),
];

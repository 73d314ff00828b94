/** Worker of the `report` queue: spreadsheet reports (the audit log export). */
import { auditExportJob } from '../../audit/audit-export.job';
import { createWorkerHandler } from '../worker';

export const handler = createWorkerHandler('report', [auditExportJob]);

/** Worker of the `payroll-export` queue: DATEV LODAS, DATEV Lohn und Gehalt and Sage files (docs/payroll.md). */
import { payrollExportJob } from '../../payroll/payroll-export.job';
import { createWorkerHandler } from '../../jobs/worker';

export const handler = createWorkerHandler('payroll-export', [payrollExportJob]);

import { payrollExportContracts as contracts } from '@app/shared/payroll/payroll-export.contracts';
import { implement } from '../api/operation';
import { listPayrollRuns, payrollRunFile, startPayrollExport } from './payroll-export.service';

/** Payroll exports and their kept runs (area `payroll-data`, joined into its handler). */
export const payrollExportOperations = [
  implement(contracts.payrollExportLodas, {
    handler: ({ caller, body, language }) => startPayrollExport(caller, 'lodas', body, language),
  }),
  implement(contracts.payrollExportLug, {
    handler: ({ caller, body, language }) => startPayrollExport(caller, 'lug', body, language),
  }),
  implement(contracts.payrollExportSage, {
    handler: ({ caller, body, language }) => startPayrollExport(caller, 'sage', body, language),
  }),
  implement(contracts.payrollRunList, {
    handler: ({ caller, query }) => listPayrollRuns(caller, query.limit, query.cursor),
  }),
  implement(contracts.payrollRunFile, {
    handler: ({ caller, params }) => payrollRunFile(caller, params.runId, params.index),
  }),
];

/** Payroll settings and personnel numbers (area `payroll-data`, joined into its handler). */
import { payrollSettingsContracts as contracts } from '@app/shared/payroll/payroll-settings.contracts';
import { implement } from '../api/operation';
import { listPayrollSettings, lugFormatFile, savePayrollSettings } from './payroll-settings.service';
import { listPersonnel, savePersonnel } from './personnel.service';

export const payrollSettingsOperations = [
  implement(contracts.payrollSettingsList, { handler: ({ caller }) => listPayrollSettings(caller) }),
  implement(contracts.payrollSettingsSave, {
    handler: ({ caller, params, body }) => savePayrollSettings(caller, params.system, body),
  }),
  implement(contracts.payrollLugFormat, { handler: ({ caller }) => lugFormatFile(caller) }),
  implement(contracts.personnelList, { handler: ({ caller, query }) => listPersonnel(caller, query) }),
  implement(contracts.personnelSave, {
    handler: ({ caller, params, body }) => savePersonnel(caller, params.userId, body),
  }),
];

import { createAreaHandler } from '../../api/http-handler';
import { payrollExportOperations } from '../../payroll/payroll-export.operations';
import { payrollSettingsOperations } from '../../payroll/payroll-settings.operations';
import { payrollDataOperations } from '../../payroll-data/operations';

export const handler = createAreaHandler([
  ...payrollDataOperations,
  ...payrollSettingsOperations,
  ...payrollExportOperations,
]);

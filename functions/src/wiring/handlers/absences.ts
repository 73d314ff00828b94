import { createAreaHandler } from '../../api/http-handler';
import { absenceOperations } from '../../absences/operations';
import { appointmentOperations } from '../../appointments/operations';
import { autoNotifyOperations } from '../../planner/auto-notify.operations';

export const handler = createAreaHandler([
  ...absenceOperations,
  ...appointmentOperations,
  ...autoNotifyOperations,
]);

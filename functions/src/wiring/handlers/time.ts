import { createAreaHandler } from '../../api/http-handler';
import { timeOperations } from '../../time/operations';
import { timeCheckOperations } from '../../time/check-bookings.operations';
import { trackingOperations } from '../../time/tracking.operations';
import { trackingRecordOperations } from '../../time/tracking-record.operations';
import { teamTimesheetOperations } from '../../time/team-month.operations';

export const handler = createAreaHandler([
  ...timeOperations,
  ...timeCheckOperations,
  ...trackingOperations,
  ...trackingRecordOperations,
  ...teamTimesheetOperations,
]);

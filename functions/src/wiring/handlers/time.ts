import { createAreaHandler } from '../../api/http-handler';
import { timeOperations } from '../../time/operations';
import { timeCheckOperations } from '../../time/check-bookings.operations';
import { trackingOperations } from '../../time/tracking.operations';
import { trackingRecordOperations } from '../../time/tracking-record.operations';

export const handler = createAreaHandler([
  ...timeOperations,
  ...timeCheckOperations,
  ...trackingOperations,
  ...trackingRecordOperations,
]);

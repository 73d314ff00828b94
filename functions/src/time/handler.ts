import { createAreaHandler } from '../api/http-handler';
import { timeOperations } from './operations';
import { timeCheckOperations } from './check-bookings.operations';
import { trackingOperations } from './tracking.operations';
import { trackingRecordOperations } from './tracking-record.operations';

export const handler = createAreaHandler([
  ...timeOperations,
  ...timeCheckOperations,
  ...trackingOperations,
  ...trackingRecordOperations,
]);

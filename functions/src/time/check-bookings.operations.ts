import { timeCheckContracts as contracts } from '@app/shared/time-tracking/check.contracts';
import { implement } from '../api/operation';
import { checkBookings } from './check-bookings.service';

export const timeCheckOperations = [
  implement(contracts.checkBookings, { handler: ({ caller, body }) => checkBookings(caller, body) }),
];

import { timeContracts as contracts } from '@app/shared/time-tracking/time.contracts';
import { implement } from '../api/operation';
import { clock, clockState } from './punch-clock.service';
import { clockOffline } from './offline-clock.service';
import { decideBooking, deleteBooking, listBookings, saveBooking } from './booking.service';

export const timeOperations = [
  implement(contracts.clockState, { handler: ({ caller }) => clockState(caller) }),
  implement(contracts.clock, { handler: ({ caller, body }) => clock(caller, body) }),
  implement(contracts.clockOffline, { handler: ({ caller, body }) => clockOffline(caller, body) }),
  implement(contracts.bookings, { handler: ({ caller, query }) => listBookings(caller, query) }),
  implement(contracts.saveBooking, { handler: ({ caller, body }) => saveBooking(caller, body) }),
  implement(contracts.approveBooking, {
    handler: ({ caller, params, query }) => decideBooking(caller, params.bookingId, query.version, 'approve'),
  }),
  implement(contracts.denyBooking, {
    handler: ({ caller, params, query }) => decideBooking(caller, params.bookingId, query.version, 'deny'),
  }),
  implement(contracts.cancelBooking, {
    handler: ({ caller, params, query }) => decideBooking(caller, params.bookingId, query.version, 'cancel'),
  }),
  implement(contracts.deleteBooking, {
    handler: ({ caller, params, query }) => deleteBooking(caller, params.bookingId, query.version),
  }),
];

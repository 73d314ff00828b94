/**
 * Time tracking (issue 14), first slice: clocking and bookings. Area `time`.
 *
 * Contracts: timeContracts.clockState, .clock, .clockOffline, .bookings, .saveBooking, .approveBooking, .denyBooking,
 * .cancelBooking, .deleteBooking. Schemas in ./booking.ts.
 *
 * `time.track`: clock and see or edit one's own bookings (an edit of one's own is Requested);
 * `time.approve`: others' bookings (people in the caller's units), approve, deny, delete; saves are Ok.
 */
import * as z from 'zod';
import { defineContracts } from '../api/contract';
import {
  ZBooking,
  ZBookingId,
  ZBookingResult,
  ZBookingSave,
  ZBookingsQuery,
  ZBookingVersionQuery,
  ZClockAction,
  ZClockResult,
  ZClockState,
} from './booking';
import { ZOfflineClockResult, ZOfflineClockStep } from './offline-clock';

const ZParams = z.object({ bookingId: ZBookingId });
const exampleUserId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';

export const timeContracts = defineContracts('time', {
  clockState: {
    method: 'GET',
    path: '/api/time/clock',
    auth: 'user',
    summary:
      "The signed-in person's clock: in, paused or out since when, today's bookings and worked minutes",
    specCalls: [],
    permission: 'time.track',
    request: {},
    response: ZClockState,
  },
  clock: {
    method: 'POST',
    path: '/api/time/clock',
    auth: 'user',
    summary: 'Clock in, pause, resume or clock out at the clock version read (409 on a wrong transition)',
    specCalls: [],
    permission: 'time.track',
    request: { body: ZClockAction },
    examples: { body: { action: 'in', version: 0 } },
    response: ZClockResult,
  },
  clockOffline: {
    method: 'POST',
    path: '/api/time/clock/offline-steps',
    auth: 'user',
    summary:
      'A clock step taken while offline, at the time of the tap (bounded like a terminal reading); a repeated ' +
      'idempotency key books once and answers that booking',
    specCalls: [],
    permission: 'time.track',
    request: { body: ZOfflineClockStep },
    examples: {
      body: {
        action: 'in',
        at: '2026-11-28T06:58:00+01:00',
        idempotencyKey: '0b7a3c2e-5d1f-4e8a-9c6b-2f4d8e1a7b3c',
      },
    },
    response: ZOfflineClockResult,
  },
  bookings: {
    method: 'GET',
    path: '/api/time/bookings',
    auth: 'user',
    summary: "A person's bookings of the days from..to (at most 62 days); others' need time.approve",
    specCalls: ['POST /Api/Time/BookingData'],
    permission: 'time.track',
    request: { query: ZBookingsQuery },
    examples: { query: { userId: exampleUserId, from: '2026-11-01', to: '2026-11-30' } },
    response: z.array(ZBooking),
  },
  saveBooking: {
    method: 'POST',
    path: '/api/time/bookings',
    auth: 'user',
    summary:
      'Create or edit (id and version) a booking of a person and day; an edit of one’s own is Requested',
    specCalls: [],
    specForms: ['/Time/EditBooking?Id&UserId&Day'],
    permission: 'time.track',
    request: { body: ZBookingSave },
    examples: {
      body: { userId: exampleUserId, day: '2026-11-02', begin: '08:00', end: '16:30', pauses: [] },
    },
    response: ZBookingResult,
  },
  approveBooking: {
    method: 'GET',
    path: '/api/time/bookings/{bookingId}/approve',
    auth: 'user',
    summary: 'Approve a Requested (or Denied) booking: it becomes Ok',
    specCalls: ['GET /api/time/bookings/{id}/approve'],
    permission: 'time.approve',
    request: { params: ZParams, query: ZBookingVersionQuery },
    examples: { query: { version: '1' } },
    response: ZBooking,
  },
  denyBooking: {
    method: 'GET',
    path: '/api/time/bookings/{bookingId}/deny',
    auth: 'user',
    summary: 'Deny a Requested (or Ok) booking: it counts nothing',
    specCalls: ['GET /api/time/bookings/{id}/deny'],
    permission: 'time.approve',
    request: { params: ZParams, query: ZBookingVersionQuery },
    examples: { query: { version: '1' } },
    response: ZBooking,
  },
  cancelBooking: {
    method: 'POST',
    path: '/api/time/bookings/{bookingId}/cancel',
    auth: 'user',
    summary: 'Cancel a booking (its owner or an approver): state Canceled (-2), kept for the record',
    specCalls: ['POST /Api/Time/CancelBooking/{id}'],
    permission: 'time.track',
    request: { params: ZParams, query: ZBookingVersionQuery },
    examples: { query: { version: '1' } },
    response: ZBooking,
  },
  deleteBooking: {
    method: 'DELETE',
    path: '/api/time/bookings/{bookingId}',
    auth: 'user',
    summary: 'Delete a booking at the version read',
    specCalls: ['DELETE /Api/Time/DeleteBooking'],
    permission: 'time.approve',
    request: { params: ZParams, query: ZBookingVersionQuery },
    examples: { query: { version: '1' } },
    successStatus: 204,
  },
});

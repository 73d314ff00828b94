/**
 * Check bookings (issue 14): the approver's list of what is wrong or waiting in the bookings of some people.
 * Area `time` (its operations join functions/src/time/handler.ts).
 */
import { defineContracts } from '../api/contract';
import { ZCheckBookingsInput, ZCheckBookingsResult } from './check-bookings';

export const timeCheckContracts = defineContracts('time', {
  checkBookings: {
    method: 'POST',
    path: '/api/time/check-bookings',
    auth: 'user',
    summary:
      'Findings in the bookings of chosen people or a unit over from..to (at most 62 days): missing clock-out, ' +
      'overlap, booking without plan, plan without booking, requested',
    specCalls: ['POST /Api/Time/CheckBookings'],
    permission: 'time.approve',
    request: { body: ZCheckBookingsInput },
    examples: {
      body: { userIds: ['7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e'], from: '2026-11-02', to: '2026-11-08' },
    },
    response: ZCheckBookingsResult,
  },
});

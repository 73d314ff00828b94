/**
 * Team timesheets (issue 28): a unit's month of target and actual, the bulk confirmation of the days that are
 * over and the bulk approval of waiting bookings. Area `time`; schemas in ./team-month.ts; docs/time.md
 * "Team timesheets".
 *
 * `time.approve`, and the unit must be one the caller approves (a unit in common, or `calendar.plan`) and is
 * responsible for (403 `NOT_RESPONSIBLE` naming it otherwise); another tenant's unit is 404.
 */
import { defineContracts } from '../api/contract';
import {
  ZTeamApprove,
  ZTeamApproveResult,
  ZTeamConfirm,
  ZTeamConfirmResult,
  ZTeamMonth,
  ZTeamMonthQuery,
} from './team-month';

const exampleUnitId = '3f0c2a51-7d4e-4b8a-9c61-2e5f7a9b0d13';

export const teamTimesheetContracts = defineContracts('time', {
  teamMonth: {
    method: 'GET',
    path: '/api/time/team',
    auth: 'user',
    summary:
      "A unit's month of target and actual: per active member target, actual, difference, balance, days not " +
      'confirmed, bookings waiting for approval and problems; the totals are the sums of the rows',
    specCalls: [],
    permission: 'time.approve',
    request: { query: ZTeamMonthQuery },
    examples: { query: { unitId: exampleUnitId, month: '2026-11' } },
    response: ZTeamMonth,
  },
  teamConfirm: {
    method: 'POST',
    path: '/api/time/team/confirm',
    auth: 'user',
    summary:
      "Confirm the days from..to (at most 62) of a unit's members, or some of them, that are over (up to " +
      'yesterday in the tenant zone); later days are reported, never confirmed',
    specCalls: [],
    permission: 'time.approve',
    request: { body: ZTeamConfirm },
    examples: { body: { unitId: exampleUnitId, from: '2026-11-01', to: '2026-11-30' } },
    response: ZTeamConfirmResult,
  },
  teamApproveBookings: {
    method: 'POST',
    path: '/api/time/team/approve-bookings',
    auth: 'user',
    summary:
      "Approve the month's bookings waiting for approval of a unit's members, or some of them; each refused " +
      'booking is reported by person and day',
    specCalls: [],
    permission: 'time.approve',
    request: { body: ZTeamApprove },
    examples: { body: { unitId: exampleUnitId, month: '2026-11' } },
    response: ZTeamApproveResult,
  },
});

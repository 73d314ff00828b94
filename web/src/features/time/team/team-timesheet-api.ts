import { queryOptions } from '@tanstack/react-query';
import type { TTeamApprove, TTeamConfirm } from '@app/shared/time-tracking/team-month';
import { teamTimesheetContracts } from '@app/shared/time-tracking/team.contracts';
import { callApi } from '#lib/api';
import { timeQueryKey } from '../time-api';

/**
 * A unit's month (without a unit: the caller's first); under the time key, so that a booking or a confirmation
 * anywhere refreshes it.
 */
export function teamMonthQuery(unitId: string | null, month: string) {
  return queryOptions({
    queryKey: [...timeQueryKey, 'team', unitId, month],
    queryFn: ({ signal }) =>
      callApi(
        teamTimesheetContracts.teamMonth,
        { query: unitId ? { unitId, month } : { month } },
        { signal },
      ),
  });
}

export function confirmTeamDays(body: TTeamConfirm) {
  return callApi(teamTimesheetContracts.teamConfirm, { body });
}

export function approveTeamBookings(body: TTeamApprove) {
  return callApi(teamTimesheetContracts.teamApproveBookings, { body });
}

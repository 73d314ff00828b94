import { teamTimesheetContracts as contracts } from '@app/shared/time-tracking/team.contracts';
import { implement } from '../api/operation';
import { teamApproveBookings, teamConfirm, teamMonth } from './team-month.service';

export const teamTimesheetOperations = [
  implement(contracts.teamMonth, { handler: ({ caller, query }) => teamMonth(caller, query) }),
  implement(contracts.teamConfirm, {
    handler: ({ caller, body, language }) => teamConfirm(caller, body, language),
  }),
  implement(contracts.teamApproveBookings, {
    handler: ({ caller, body, language }) => teamApproveBookings(caller, body, language),
  }),
];

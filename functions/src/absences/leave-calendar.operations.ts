import { leaveCalendarContracts as contracts } from '@app/shared/absences/leave-calendar.contracts';
import { implement } from '../api/operation';
import { startLeaveCalendar } from './leave-calendar.service';

/** Area `tasks` (the contract says why): joined into `functions/src/tasks/handler.ts`. */
export const leaveCalendarOperations = [
  implement(contracts.leaveCalendarYear, {
    handler: ({ caller, body, language }) => startLeaveCalendar(caller, body, language),
  }),
];

import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZTaskProgress } from '../tasks/task';

/** Years a leave calendar can be made for (the spec's year pickers stay within them). */
export const leaveCalendarYears = { min: 2000, max: 2100 } as const;

export const ZLeaveCalendarRequest = z.strictObject({
  unitId: z.uuid(),
  year: z.number().int().min(leaveCalendarYears.min).max(leaveCalendarYears.max),
  /** Adds every unit below the chosen one (as far as the caller sees them), each as a group of rows. */
  withSubUnits: z.boolean().default(false),
});
export type TLeaveCalendarRequest = z.input<typeof ZLeaveCalendarRequest>;

/**
 * The leave calendar of a unit for a year as an Excel file (issue 11, deliverable 8): a `report` task, polled and
 * downloaded like every task. Area `tasks`: it starts a task as the task calls do, which keeps the report worker's
 * queue and S3 out of the absences function. `calendar.view`, and the caller must see the unit as the calendar
 * decides (a planner every unit, anyone else their own units: 403); another tenant's unit is 404.
 */
export const leaveCalendarContracts = defineContracts('tasks', {
  leaveCalendarYear: {
    method: 'POST',
    path: '/api/reports/leave-calendar/year',
    auth: 'user',
    summary:
      'Start the yearly leave calendar of a unit (people x days, coloured by absence type, weekends and public holidays shaded, sums per person and type) as an xlsx file (poll the task, then download)',
    specCalls: ['POST reports/leavecalendar/year'],
    permission: 'calendar.view',
    successStatus: 202,
    request: { body: ZLeaveCalendarRequest },
    examples: { body: { unitId: '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e', year: 2026 } },
    response: ZTaskProgress,
  },
});

import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZTaskProgress } from '../tasks/task';
import { withDateRange, ZPlainDate } from '../time/time-schemas';

/** The longest period one record covers (the rule check's: the record is made beside it, a quarter at a time). */
export const maxWorkTimeRecordDays = 92;
/** The most people one record covers (a unit's members beyond it are refused, not cut). */
export const maxWorkTimeRecordPeople = 200;

/** A unit's active members (with its sub-units' if asked) or chosen ones among them, and the days. */
export const ZWorkTimeRecordRequest = withDateRange(
  z.strictObject({
    unitId: z.uuid(),
    withSubUnits: z.boolean().default(false),
    /** Chosen members; none: all of them. */
    userIds: z.array(z.uuid()).min(1).max(maxWorkTimeRecordPeople).optional(),
    from: ZPlainDate,
    to: ZPlainDate,
  }),
  { maxDays: maxWorkTimeRecordDays },
);
export type TWorkTimeRecordRequest = z.input<typeof ZWorkTimeRecordRequest>;

/**
 * The record of working time beyond the weekday's 8 hours (ArbZG section 16(2), docs/rules.md "The record of
 * section 16(2)"): per person each day worked longer than 8 hours on a weekday, and every Sunday and public holiday
 * worked, with the hours and the part beyond, as an Excel file (a `report` task). Area `tasks` like the other
 * reports. It shows people's worked time: `time.approve`, for a unit the caller plans or belongs to and is
 * responsible for.
 */
export const workTimeRecordContracts = defineContracts('tasks', {
  workTimeRecord: {
    method: 'POST',
    path: '/api/reports/work-time-record',
    auth: 'user',
    summary:
      "Start the record of working time beyond 8 hours a weekday and on Sundays and public holidays (ArbZG section 16(2)) of a unit's members for a period as an xlsx file (poll the task, then download)",
    specCalls: [],
    permission: 'time.approve',
    successStatus: 202,
    request: { body: ZWorkTimeRecordRequest },
    examples: {
      body: { unitId: '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e', from: '2026-10-01', to: '2026-12-31' },
    },
    response: ZTaskProgress,
  },
});

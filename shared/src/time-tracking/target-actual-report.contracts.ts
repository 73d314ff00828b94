import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZTaskProgress } from '../tasks/task';
import { ZTrackingMonth } from './tracking';

export const targetActualReportFormats = ['xlsx', 'pdf'] as const;
/** The most people one report covers (a unit's members beyond it are refused, not cut). */
export const maxTargetActualReportPeople = 200;

/** People (`userIds`) or a unit's members (`unitId`), one month, as a workbook or a PDF. */
export const ZTargetActualReportRequest = z
  .strictObject({
    userIds: z.array(z.uuid()).min(1).max(maxTargetActualReportPeople).optional(),
    unitId: z.uuid().optional(),
    month: ZTrackingMonth,
    format: z.enum(targetActualReportFormats),
  })
  .superRefine((request, context) => {
    if ((request.userIds === undefined) === (request.unitId === undefined))
      context.addIssue({
        code: 'custom',
        path: ['userIds'],
        message: 'targetActualReport.error.whom',
        input: request.userIds,
      });
  });
export type TTargetActualReportRequest = z.input<typeof ZTargetActualReportRequest>;

/**
 * The target/actual report (spec `Reports/PrintTargetActualCall`): each person's month of target and actual, one
 * sheet or page per person, as an Excel file (`report` worker) or a PDF (`print` worker). Area `tasks` like the
 * other reports. `time.track`: one's own month; others' need `time.approve` and a unit in common.
 */
export const targetActualReportContracts = defineContracts('tasks', {
  targetActualReport: {
    method: 'POST',
    path: '/api/reports/target-actual',
    auth: 'user',
    summary:
      "Start the target/actual report of people or a unit's members for a month (days with plan, bookings, target, actual, difference, balance) as an xlsx or PDF file (poll the task, then download)",
    specCalls: ['POST /Reports/PrintTargetActualCall'],
    specForms: ['/Reports/PrintTargetActual'],
    permission: 'time.track',
    successStatus: 202,
    request: { body: ZTargetActualReportRequest },
    examples: {
      body: { userIds: ['7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e'], month: '2026-11', format: 'xlsx' },
    },
    response: ZTaskProgress,
  },
});

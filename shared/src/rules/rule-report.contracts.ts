import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZTaskProgress } from '../tasks/task';
import { withDateRange, ZPlainDate } from '../time/time-schemas';

/** The longest range one rule check report covers. */
export const maxRuleReportDays = 92;

export const ZRuleReportRequest = withDateRange(
  z.strictObject({
    unitId: z.uuid(),
    from: ZPlainDate,
    to: ZPlainDate,
    withSubUnits: z.boolean().default(false),
  }),
  { maxDays: maxRuleReportDays, reversed: 'rules.error.range', tooLong: 'rules.error.rangeTooLong' },
);
export type TRuleReportRequest = z.input<typeof ZRuleReportRequest>;

/**
 * The rule check report (issue 13 item 7): every finding of a unit's range as an Excel file, a `report` task.
 * Area `tasks` like the leave calendar: the report worker's queue and S3 stay out of the rules function.
 */
export const ruleReportContracts = defineContracts('tasks', {
  ruleCheckReport: {
    method: 'POST',
    path: '/api/reports/rule-check',
    auth: 'user',
    summary:
      'Start the rule check report of a unit and range (every finding: day, person, rule, level, message, suggestion) as an xlsx file (poll the task, then download)',
    specCalls: [],
    permission: 'calendar.plan',
    successStatus: 202,
    request: { body: ZRuleReportRequest },
    examples: {
      body: { unitId: '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e', from: '2026-12-01', to: '2026-12-31' },
    },
    response: ZTaskProgress,
  },
});

import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZRuleReportRequest } from '../rules/rule-report.contracts';
import { ZPlainDate } from '../time/time-schemas';

/** The findings a panel lists at most; the rest are counted (and all of them are in the Excel file). */
export const maxListedFindings = 500;

/** One finding of the rule check, in the caller's language, with what the calendar needs to show its cell. */
export const ZRuleFinding = z.object({
  date: ZPlainDate,
  unitId: z.string().nullable(),
  unitName: z.string(),
  /** Null: a finding of the day or unit (minimum staffing), not of a person. */
  userId: z.string().nullable(),
  personName: z.string(),
  rule: z.string(),
  level: z.enum(['WRN', 'ERR']),
  message: z.string(),
  /** People the rule suggests instead, in words ("Assign Ben Roth"), or empty. */
  suggestion: z.string(),
});
export type TRuleFinding = z.infer<typeof ZRuleFinding>;

export const ZRuleFindings = z.object({
  unitName: z.string(),
  from: ZPlainDate,
  to: ZPlainDate,
  /** Sorted by day, unit and person; at most `maxListedFindings`. */
  findings: z.array(ZRuleFinding),
  total: z.number().int(),
  errors: z.number().int(),
  warnings: z.number().int(),
});
export type TRuleFindings = z.infer<typeof ZRuleFindings>;

/**
 * The rule check in the product (issue 28): every finding of a unit's range, answered at once for the findings
 * panel (the Excel file stays a report task: `POST /api/reports/rule-check`).
 */
export const ruleFindingsContracts = defineContracts('calendar', {
  findings: {
    method: 'POST',
    path: '/api/calendar/rule-check',
    auth: 'user',
    summary:
      "Check a unit's plan (and its sub-units' if asked) for a range against every rule; answers the findings in words",
    specCalls: [],
    permission: 'calendar.plan',
    request: { body: ZRuleReportRequest },
    examples: {
      body: { unitId: '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e', from: '2026-12-01', to: '2026-12-31' },
    },
    response: ZRuleFindings,
  },
});

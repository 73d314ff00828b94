import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { daysBetween } from '../time/tenant-time';
import { ZPlainDate } from '../time/time-schemas';

/** Weeks a day or week is copied into at most in one go. */
export const maxCopyWeeks = 12;
/** Shifts one copy writes at most (source shifts times weeks). */
export const maxCopiedShifts = 600;

/**
 * Copy a unit's or one person's day or week into the following weeks (issue 28): `days` 1 (a day) or 7 (a week
 * from `from`), `weeks` the number of following weeks, each shift moved by 7, 14, ... days.
 */
export const ZCopyPlanRequest = z
  .strictObject({
    unitId: z.uuid(),
    /** Only this person's shifts; null: every shift of the unit, open ones too. */
    userId: z.uuid().nullable(),
    from: ZPlainDate,
    days: z.union([z.literal(1), z.literal(7)]),
    weeks: z.number().int().min(1).max(maxCopyWeeks),
  })
  .superRefine((request, context) => {
    if (daysBetween('2000-01-01', request.from) < 0)
      context.addIssue({ code: 'custom', path: ['from'], message: 'copyPlan.tooEarly' });
  });
export type TCopyPlanRequest = z.input<typeof ZCopyPlanRequest>;

/** A shift not copied: whose, which day it would have been, and why in the caller's language. */
export const ZCopyPlanRefusal = z.object({
  date: ZPlainDate,
  userId: z.string().nullable(),
  personName: z.string(),
  shiftName: z.string(),
  reason: z.string(),
});
export type TCopyPlanRefusal = z.infer<typeof ZCopyPlanRefusal>;

export const ZCopyPlanResult = z.object({
  /** Shifts found in the source day or week. */
  sources: z.number().int(),
  copied: z.number().int(),
  refused: z.array(ZCopyPlanRefusal),
});
export type TCopyPlanResult = z.infer<typeof ZCopyPlanResult>;

export const copyPlanContracts = defineContracts('plan-tools', {
  copyPlan: {
    method: 'POST',
    path: '/api/tools/copy-plan',
    auth: 'user',
    summary:
      "Copy a unit's or a person's day or week into the following weeks; every copy is checked (absences, the rules' errors) and each one left out is named",
    specCalls: [],
    permission: 'calendar.plan',
    request: { body: ZCopyPlanRequest },
    examples: {
      body: {
        unitId: '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e',
        userId: null,
        from: '2026-12-07',
        days: 7,
        weeks: 3,
      },
    },
    response: ZCopyPlanResult,
  },
});

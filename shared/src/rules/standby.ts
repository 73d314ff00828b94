/**
 * Standby (on-call) rules (spec `standby/rules`, no payload shown; decided in docs/rules.md): who is on call for
 * a unit or one of its resources in which periods, and what the duty earns. An on-call duty counts as work for
 * the legal profile's rest: a shift that begins less than the minimum rest after a duty ends, or overlaps it, is
 * found by the rule engine like any other rule.
 */
import * as z from 'zod';
import { daysBetween } from '../time/tenant-time';
import { ZLocalTime, ZPlainDate } from '../time/time-schemas';

export const maxStandbyDuties = 400;

/** One stretch on call lasts at most a year. */
export const maxDutyDays = 366;

/** One duty: a person on call from a day's time to a (later) day's time. */
export const ZStandbyDuty = z
  .strictObject({
    userId: z.uuid(),
    fromDate: ZPlainDate,
    fromTime: ZLocalTime,
    toDate: ZPlainDate,
    toTime: ZLocalTime,
  })
  .superRefine((duty, context) => {
    if (`${duty.toDate}T${duty.toTime}` <= `${duty.fromDate}T${duty.fromTime}`)
      context.addIssue({
        code: 'custom',
        path: ['toDate'],
        message: 'standby.error.range',
        input: duty.toDate,
      });
    // Both are real days here (a failed day aborts before this check).
    else if (daysBetween(duty.fromDate, duty.toDate) + 1 > maxDutyDays)
      context.addIssue({
        code: 'custom',
        path: ['toDate'],
        message: 'range.tooLong',
        params: { max: maxDutyDays },
        input: duty.toDate,
      });
  })
  .describe(`\`fromDate\`..\`toDate\`: at most ${maxDutyDays} days, both counted.`);
export type TStandbyDuty = z.output<typeof ZStandbyDuty>;

const frame = {
  name: z.string().trim().min(1, 'standby.error.nameRequired').max(100),
  unitId: z.uuid(),
  /** The resource the duty is for (a vehicle, a ward's phone); null: the unit. */
  resourceId: z.uuid().nullable().default(null),
  /** What a duty earns: a percentage of the hourly rate for the hours on call, or a flat amount per duty. */
  surcharge: z
    .strictObject({
      kind: z.enum(['percent', 'flat']),
      value: z.number().min(0).max(100_000),
    })
    .default({ kind: 'percent', value: 0 }),
  /** The payroll rate (master data) the surcharge is paid under; null: not exported. */
  rateId: z.uuid().nullable().default(null),
  duties: z.array(ZStandbyDuty).max(maxStandbyDuties).default([]),
  notes: z.string().trim().max(2000).default(''),
};

export const ZStandbyRuleSave = z.strictObject({
  ...frame,
  id: z.uuid().optional(),
  version: z.number().int().positive().optional(),
});
export type TStandbyRuleSave = z.input<typeof ZStandbyRuleSave>;

export const ZStandbyRule = z.object({
  ...frame,
  id: z.uuid(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type TStandbyRule = z.output<typeof ZStandbyRule>;

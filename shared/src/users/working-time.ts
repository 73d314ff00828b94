import * as z from 'zod';
import { ZPlainDate } from '../time/tenant-time';

/**
 * A person's working-time model, read by the calendar, time tracking and payroll. Values the
 * spec leaves open are decided in docs/decisions.md ("Working-time model").
 */
export const workSheetItemClasses = ['Week', 'Month'] as const;
export const timeTrackingModes = ['None', 'Calendar', 'Clock'] as const;
export const sickCalculations = ['None', 'ActualHours', 'PlannedHours', 'ActualHoursForce'] as const;
export const requestedModes = [
  'Default',
  'AccessableUsers',
  'AccessableUsersAndCollegues',
  'IgnoreAccess',
] as const;

/** Target hours per week: 0 to 80 (ArbZG allows at most 60 a week; 80 leaves room for on-call contracts). */
export const maxWeekTargetHours = 80;
/** Target hours per month: 0 to 350 (80 a week times 4.35 weeks, rounded). */
export const maxMonthTargetHours = 350;
/** Working days per week 0 to 7, per month 0 to 31. */
export const maxWorkingDays = { Week: 7, Month: 31 } as const;
/** At most this many periods (one a change of contract) per person. */
export const maxWorkingTimePeriods = 50;

const quarterHours = (max: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .refine((value) => Number.isInteger(value * 4), 'step.quarter');

/** One period of the model, valid from a day until the next period begins. */
export const ZWorkingTimePeriod = z
  .strictObject({
    validFrom: ZPlainDate,
    itemClass: z.enum(workSheetItemClasses),
    targetHours: quarterHours(maxMonthTargetHours),
    /** Working days; half days allowed (a Saturday morning). */
    workingDays: z
      .number()
      .min(0)
      .max(maxWorkingDays.Month)
      .refine((value) => Number.isInteger(value * 2), 'step.half'),
    trackingMode: z.enum(timeTrackingModes),
    sickCalculation: z.enum(sickCalculations),
  })
  .superRefine((period, context) => {
    if (period.itemClass === 'Week' && period.targetHours > maxWeekTargetHours)
      context.addIssue({ code: 'custom', path: ['targetHours'], message: 'max.week' });
    if (period.workingDays > maxWorkingDays[period.itemClass])
      context.addIssue({ code: 'custom', path: ['workingDays'], message: 'max.days' });
  });
export type TWorkingTimePeriod = z.infer<typeof ZWorkingTimePeriod>;

/** What the person may do with shifts in the calendar (spec: security access for a user). */
const shiftInteraction = {
  allowShiftInteraction: z.boolean(),
  /** Only effective with `allowShiftInteraction` (the spec's new-entry menu asks for both). */
  allowShiftInteractionRequest: z.boolean(),
  createShift: z.boolean(),
  requestedMode: z.enum(requestedModes),
};

const workingTimeFields = {
  periods: z.array(ZWorkingTimePeriod).max(maxWorkingTimePeriods),
  ...shiftInteraction,
};

/** Each period starts on another day. */
function distinctDays(value: { periods: readonly { validFrom: string }[] }, context: z.RefinementCtx) {
  const seen = new Set<string>();
  value.periods.forEach((period, index) => {
    if (seen.has(period.validFrom))
      context.addIssue({ code: 'custom', path: ['periods', index, 'validFrom'], message: 'duplicate' });
    seen.add(period.validFrom);
  });
}

export const ZWorkingTime = z.object({ ...workingTimeFields, version: z.number().int() });
export type TWorkingTime = z.infer<typeof ZWorkingTime>;

/** Saving: the whole model, periods in any order (stored by day), `version` 0 before the first save. */
export const ZWorkingTimeSave = z
  .strictObject({ ...workingTimeFields, version: z.number().int().nonnegative() })
  .superRefine(distinctDays);
export type TWorkingTimeSave = z.input<typeof ZWorkingTimeSave>;

/** A person nobody configured: no periods, no shift interaction, default access. */
export const defaultWorkingTime: TWorkingTime = {
  periods: [],
  allowShiftInteraction: false,
  allowShiftInteractionRequest: false,
  createShift: false,
  requestedMode: 'Default',
  version: 0,
};

/** The period in force on a day (periods sorted or not), or null before the first. */
export function periodOn(periods: readonly TWorkingTimePeriod[], day: string): TWorkingTimePeriod | null {
  return (
    [...periods]
      .filter((period) => period.validFrom <= day)
      .sort((a, b) => b.validFrom.localeCompare(a.validFrom))[0] ?? null
  );
}

/** A new period as the dialog starts it: a 40-hour, five-day week from the given day, tracked in the calendar. */
export function newWorkingTimePeriod(validFrom: string): TWorkingTimePeriod {
  return {
    validFrom,
    itemClass: 'Week',
    targetHours: 40,
    workingDays: 5,
    trackingMode: 'Calendar',
    sickCalculation: 'PlannedHours',
  };
}

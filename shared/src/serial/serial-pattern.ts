/**
 * The serial pattern of recurring entries (absences, appointments, fixed bars): its model, the spec's bounds
 * and their message keys (texts in `shared/src/i18n/messages.*.ts`). Pure schema: the web imports it, so it must
 * not import the expansion (`serial-expand.ts` pulls in the `rrule` library, which the web does not need).
 */
import * as z from 'zod';
import { ZLocalTime, ZPlainDate } from '../time/time-schemas';

/** The spec's weekday spelling in the XML form (`workdays="Mo,We"`, `p2="Fr"`), Monday first. */
export const serialWeekdays = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export const ZSerialWeekday = z.enum(serialWeekdays, { error: 'serial.weekday.invalid' });
export type TSerialWeekday = z.infer<typeof ZSerialWeekday>;

/** Monthly mode 2: first, second, third or last weekday of the month (`p1`). */
export const serialPositions = ['F', '2', '3', 'L'] as const;
export const ZSerialPosition = z.enum(serialPositions, { error: 'serial.position.invalid' });
export type TSerialPosition = z.infer<typeof ZSerialPosition>;

/** The spec's bounds (000 section 5, 001 section 5), each with its message key. */
export const serialBounds = {
  duration: { min: 1, max: 5000, key: 'serial.duration.range' },
  everyDays: { min: 1, max: 356, key: 'serial.days.range' },
  everyWeeks: { min: 1, max: 52, key: 'serial.weeks.range' },
  monthDay: { min: 1, max: 31, key: 'serial.monthDay.range' },
  everyMonths: { min: 1, max: 31, key: 'serial.months.range' },
  everyYears: { min: 1, max: 10, key: 'serial.years.range' },
  yearDay: { min: 1, max: 31, key: 'serial.yearDay.range' },
  yearMonth: { min: 1, max: 12, key: 'serial.yearMonth.range' },
  count: { min: 1, max: 1000, key: 'serial.count.range' },
} as const;

function bounded(bound: { min: number; max: number; key: string }) {
  return z
    .number({ error: bound.key })
    .int({ error: bound.key })
    .min(bound.min, { error: bound.key })
    .max(bound.max, { error: bound.key });
}

export const ZSerialDaily = z.object({
  type: z.literal('daily'),
  /** Every x days (`day`). */
  every: bounded(serialBounds.everyDays),
  /** `workdays="1"`: every Monday to Friday; `every` is then kept but not used. */
  workdays: z.boolean(),
});

export const ZSerialWeekly = z.object({
  type: z.literal('weekly'),
  /** Every x weeks (`week`). */
  every: bounded(serialBounds.everyWeeks),
  weekdays: z
    .array(ZSerialWeekday)
    .min(1, { error: 'serial.weekdays.required' })
    .refine((days) => new Set(days).size === days.length, { error: 'serial.weekday.invalid' }),
});

export const ZSerialMonthlyDay = z.object({
  type: z.literal('monthly'),
  mode: z.literal(1),
  /** Every x months (`month`). */
  every: bounded(serialBounds.everyMonths),
  /** Day of the month (`day`); months without it (31 in April) have no occurrence (RFC 5545). */
  day: bounded(serialBounds.monthDay),
});

export const ZSerialMonthlyWeekday = z.object({
  type: z.literal('monthly'),
  mode: z.literal(2),
  every: bounded(serialBounds.everyMonths),
  position: ZSerialPosition,
  weekday: ZSerialWeekday,
});

export const ZSerialYearly = z.object({
  type: z.literal('yearly'),
  /** Every x years (`year`). */
  every: bounded(serialBounds.everyYears),
  /** Day (`p1`) and month (`p2`); 29 February occurs in leap years only. */
  day: bounded(serialBounds.yearDay),
  month: bounded(serialBounds.yearMonth),
});

// Discriminated (not a plain union) so that a bound error keeps its own path and message key.
export const ZSerialMonthly = z.discriminatedUnion('mode', [ZSerialMonthlyDay, ZSerialMonthlyWeekday]);
export const ZSerialRule = z.discriminatedUnion('type', [
  ZSerialDaily,
  ZSerialWeekly,
  ZSerialMonthly,
  ZSerialYearly,
]);
export type TSerialRule = z.infer<typeof ZSerialRule>;

/** End type 1 never, 2 on a date (inclusive, the occurrence's start day), 3 after a count. */
export const ZSerialEnd = z.discriminatedUnion('type', [
  z.object({ type: z.literal(1) }),
  z.object({ type: z.literal(2), date: ZPlainDate }),
  z.object({ type: z.literal(3), count: bounded(serialBounds.count) }),
]);
export type TSerialEnd = z.infer<typeof ZSerialEnd>;

/** Duration unit (`durtype`): 1 minutes, 2 hours, 3 days. */
export const ZSerialDurationType = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'serial.durationType.invalid',
});

// Days per month in a leap year: a yearly pattern may name 29 February, never 30 February or 31 April.
const longestMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export const ZSerialPattern = z
  .object({
    /** The series' first day (tenant-local); the first occurrence is the first matching day from here on. */
    begin: ZPlainDate,
    /** Wall-clock start of every occurrence in the tenant's zone; not used when `allDay`. */
    time: ZLocalTime,
    allDay: z.boolean(),
    duration: bounded(serialBounds.duration),
    durationType: ZSerialDurationType,
    rule: ZSerialRule,
    end: ZSerialEnd,
  })
  .superRefine((pattern, ctx) => {
    const { rule, end } = pattern;
    if (rule.type === 'yearly' && rule.day <= 31 && rule.day > (longestMonth[rule.month - 1] ?? 31)) {
      ctx.addIssue({ code: 'custom', path: ['rule', 'day'], message: 'serial.yearDay.invalid' });
    }
    if (end.type === 2 && end.date < pattern.begin) {
      ctx.addIssue({ code: 'custom', path: ['end', 'date'], message: 'serial.end.beforeBegin' });
    }
  });
export type TSerialPattern = z.infer<typeof ZSerialPattern>;

/** Every message key the serial schema and XML reader can produce (texts in messages.*.ts). */
export const serialMessageKeys = [
  ...new Set(Object.values(serialBounds).map((bound) => bound.key)),
  'serial.weekday.invalid',
  'serial.position.invalid',
  'serial.weekdays.required',
  'serial.durationType.invalid',
  'serial.yearDay.invalid',
  'serial.end.beforeBegin',
  'serial.xml.invalid',
  'serial.empty',
] as const;

/**
 * Target and actual of time tracking (issue 14, items 3 to 5): a person's valued month, one day's content and
 * state, the confirmation actions, manual corrections and overtime decisions. docs/time.md "Target and actual,
 * confirmation"; the stored day record (`DAY`) and month summary (`MONTH`) are in docs/data-model.md section 10.
 *
 * All durations are whole minutes. A confirmed day shows its frozen day record; the others are valued live.
 */
import * as z from 'zod';
import { withDateRange, ZPlainDate } from '../time/time-schemas';
import { ZBooking, ZBookingState } from './booking';
import { timeTrackingModes, sickCalculations } from '../users/working-time';

/** A plain date in a query string: `ZPlainDate` (its pattern lets clients and the harness see the shape). */
const ZQueryDate = ZPlainDate;

/** A month `YYYY-MM` (2000 to 2100). */
export const ZTrackingMonth = z.string().regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])$/, 'date.invalid');

const minutes = z.number().int();

/** Why a day cannot be confirmed as it is (CONFIRM refuses it without `force`) or needs a look. */
export const dayProblems = [
  'openBooking',
  'requestedBooking',
  'noBookings',
  'bookingWithoutPlan',
  'overtimeWaiting',
] as const;
export const ZDayProblem = z.enum(dayProblems);
export type TDayProblem = z.infer<typeof ZDayProblem>;
/** Problems that make CONFIRM refuse a day unless forced; the others are hints. */
export const blockingDayProblems: readonly TDayProblem[] = [
  'openBooking',
  'requestedBooking',
  'overtimeWaiting',
];

export const overtimeStates = ['none', 'waiting', 'approved', 'denied'] as const;
export const ZOvertimeState = z.enum(overtimeStates);
export type TOvertimeState = z.infer<typeof ZOvertimeState>;

/** Minutes above the OVERTIMEREQUEST threshold; waiting and denied ones do not count in the difference. */
export const ZDayOvertime = z.object({ minutes: minutes.nonnegative(), state: ZOvertimeState });

/** A planner's manual target and/or actual of a day (EditTargetActualData); null keeps the valued one. */
export const ZDayCorrection = z.object({
  target: minutes.nonnegative().nullable(),
  actual: minutes.nonnegative().nullable(),
  note: z.string(),
  by: z.string(),
  at: z.iso.datetime(),
});

export const ZDayConfirmation = z.object({ at: z.iso.datetime(), by: z.string(), byName: z.string() });

export const ZPlanItem = z.object({
  label: z.string(),
  /** Local `HH:mm`; null for a whole-day entry (a day off). */
  begin: z.string().nullable(),
  end: z.string().nullable(),
});

export const ZDayBookingItem = z.object({
  id: z.uuid(),
  clockIn: z.iso.datetime(),
  clockOut: z.iso.datetime().nullable(),
  begin: z.string(),
  end: z.string().nullable(),
  state: ZBookingState,
});

export const ZDayAbsenceItem = z.object({ typeName: z.string(), half: z.boolean() });

/** One row of the target/actual month. */
export const ZTrackingDay = z.object({
  date: ZPlainDate,
  /** False before the tracking start, without a working-time model or in mode None. */
  tracked: z.boolean(),
  holiday: z.string().nullable(),
  plan: z.array(ZPlanItem),
  bookings: z.array(ZDayBookingItem),
  absences: z.array(ZDayAbsenceItem),
  target: minutes,
  actual: minutes,
  pause: minutes,
  absence: minutes,
  /** actual + absence - target, without overtime that waits or was denied. */
  difference: minutes,
  /** The time account after this day. */
  balance: minutes,
  overtime: ZDayOvertime,
  correction: ZDayCorrection.nullable(),
  /** The absence credit set by hand (EditAbsenceTracking); null: as valued. */
  absenceOverride: minutes.nullable(),
  confirmed: ZDayConfirmation.nullable(),
  absenceConfirmed: z.boolean(),
  problems: z.array(ZDayProblem),
  /** The day record's version (0 without one): send it with a correction. */
  version: z.number().int().nonnegative(),
});
export type TTrackingDay = z.infer<typeof ZTrackingDay>;

/**
 * The month's figures (docs/time.md "Target and actual, confirmation"): `difference = actual - target` always.
 * They count the days that have come (up to the tenant's today); `targetMonth` is the whole month's target.
 */
export const ZTrackingTotals = z.object({
  /** The target of the days that have come. */
  target: minutes,
  /** What counts of those days: the minutes worked (without overtime waiting or denied) plus absence credits. */
  actual: minutes,
  /** actual - target: the month's change of the time account. */
  difference: minutes,
  /** The minutes worked on those days (the days' actual summed; `actual` less the absences, plus overtime held). */
  worked: minutes,
  /** The absence credits of those days (part of `actual`). */
  absence: minutes,
  pause: minutes,
  /** The target of every day of the month, the days still to come included. */
  targetMonth: minutes,
  opening: minutes,
  /** The year account's special entries dated in the month (time less payouts); part of `closing`. */
  specials: minutes,
  /** opening + difference + specials: the time account at the end of the month (the year account's balance). */
  closing: minutes,
  overtimeApproved: minutes,
  overtimeWaiting: minutes,
});

/** How times are shown: the session flags TimeDisplayMode, TimeDisplayModeFactor (hours a day), ShowBookingSeconds. */
export const ZTimeDisplay = z.object({
  mode: z.enum(['hours', 'days']),
  hoursPerDay: z.number(),
  showSeconds: z.boolean(),
});

export const ZTargetActualQuery = z.object({ userId: z.uuid(), month: ZTrackingMonth });

export const ZTargetActual = z.object({
  user: z.object({ id: z.uuid(), name: z.string() }),
  month: ZTrackingMonth,
  /** The mode and sick calculation of the month's last tracked day (the header); null without a model. */
  mode: z.enum(timeTrackingModes).nullable(),
  sickCalculation: z.enum(sickCalculations).nullable(),
  trackingStart: ZPlainDate.nullable(),
  display: ZTimeDisplay,
  totals: ZTrackingTotals,
  surcharges: z.array(z.object({ rateId: z.string(), name: z.string(), minutes })),
  costUnits: z.array(z.object({ code: z.string(), name: z.string(), minutes })),
  days: z.array(ZTrackingDay),
});
export type TTargetActual = z.infer<typeof ZTargetActual>;

export const daySources = ['ACTUAL', 'PLAN', 'APP'] as const;
export const ZDayContentQuery = z.object({
  userId: z.uuid(),
  date: ZQueryDate,
  source: z.enum(daySources).default('ACTUAL'),
});

/** The day content dialog (ActualTargetDayContent): the day's row with the full bookings and the splits. */
export const ZDayContent = z.object({
  userId: z.uuid(),
  source: z.enum(daySources),
  day: ZTrackingDay,
  bookings: z.array(ZBooking),
  surcharges: z.array(z.object({ rateId: z.string(), name: z.string(), minutes })),
  costUnits: z.array(z.object({ code: z.string(), name: z.string(), minutes })),
});
export type TDayContent = z.infer<typeof ZDayContent>;

export const ZDayStateQuery = z.object({ userId: z.uuid(), date: ZQueryDate });
export const ZDayState = z.object({
  date: ZPlainDate,
  tracked: z.boolean(),
  confirmed: z.boolean(),
  /** Confirmed: the employee can no longer book on the day (planners unconfirm first). */
  locked: z.boolean(),
  problems: z.array(ZDayProblem),
});
export type TDayState = z.infer<typeof ZDayState>;

export const trackingActions = ['CONFIRM', 'UNCONFIRM', 'CONFIRMABSENCE'] as const;
/** At most 62 days per action (`time.booking.rangeTooLong` at `to`). */
export const maxTrackingActionDays = 62;
export const ZTrackingAction = withDateRange(
  z.strictObject({
    userIds: z.array(z.uuid()).min(1).max(200),
    from: ZPlainDate,
    to: ZPlainDate,
    action: z.enum(trackingActions),
    force: z.boolean().default(false),
  }),
  { maxDays: maxTrackingActionDays, reversed: 'date.invalid', tooLong: 'time.booking.rangeTooLong' },
);
export type TTrackingAction = z.input<typeof ZTrackingAction>;

export const ZTrackingActionResult = z.object({
  done: z.number().int().nonnegative(),
  refused: z.array(z.object({ userId: z.uuid(), date: ZPlainDate, problem: ZDayProblem })),
  /**
   * People named besides others whose days were left alone: `ownDecision`, the caller's own days (nobody
   * confirms their own; administrators excepted). Absent when nobody was skipped.
   */
  skipped: z.array(z.object({ userId: z.uuid(), reason: z.enum(['ownDecision']) })).optional(),
  /**
   * CONFIRM: the part of the range that is not over yet (today in the tenant's zone and later), left open with the
   * reason in the caller's language. A day is confirmed once it is over. Absent when the range is over.
   */
  notOver: z
    .object({ from: ZPlainDate, to: ZPlainDate, messageKey: z.string(), message: z.string() })
    .optional(),
});
export type TTrackingActionResult = z.infer<typeof ZTrackingActionResult>;

/** EditTargetActualData: manual target and/or actual (null: as valued) at the day record's version read. */
export const ZDayCorrectionSave = z.strictObject({
  userId: z.uuid(),
  date: ZPlainDate,
  target: z.number().int().min(0).max(1440).nullable(),
  actual: z.number().int().min(0).max(1440).nullable(),
  note: z.string().trim().max(500).default(''),
  version: z.number().int().nonnegative(),
});
export type TDayCorrectionSave = z.input<typeof ZDayCorrectionSave>;

export const ZOvertimeDecision = z.strictObject({
  userId: z.uuid(),
  date: ZPlainDate,
  decision: z.enum(['approve', 'deny']),
});
export type TOvertimeDecision = z.infer<typeof ZOvertimeDecision>;

/** `time/tracking/suggest`: a booking proposal for a person's day from their plan. */
export const ZTrackingSuggestRequest = z.strictObject({ userId: z.uuid(), date: ZPlainDate });
export type TTrackingSuggestRequest = z.infer<typeof ZTrackingSuggestRequest>;

/** What the EditBooking dialog takes, filled from the day's first planned shift (null without one). */
export const ZTrackingSuggestion = z.object({
  userId: z.uuid(),
  day: ZPlainDate,
  suggestion: z
    .object({
      begin: z.string(),
      end: z.string(),
      pauses: z.array(z.object({ begin: z.string(), end: z.string() })),
      shift: z.string(),
    })
    .nullable(),
});
export type TTrackingSuggestion = z.infer<typeof ZTrackingSuggestion>;

/** TrackingAbsenceData: a person's days with an approved absence in a month, with their credit. */
export const ZAbsenceTrackingQuery = z.object({ userId: z.uuid(), month: ZTrackingMonth });
export const ZAbsenceTrackingDay = z.object({
  date: ZPlainDate,
  absences: z.array(ZDayAbsenceItem),
  /** The minutes credited (the override when one is set). */
  credit: minutes,
  /** EditAbsenceTracking: the credit set by hand; null: as valued. */
  override: minutes.nullable(),
  absenceConfirmed: z.boolean(),
  confirmed: z.boolean(),
  version: z.number().int().nonnegative(),
});
export const ZAbsenceTracking = z.object({
  userId: z.uuid(),
  month: ZTrackingMonth,
  days: z.array(ZAbsenceTrackingDay),
});
export type TAbsenceTracking = z.infer<typeof ZAbsenceTracking>;
export type TAbsenceTrackingDay = z.infer<typeof ZAbsenceTrackingDay>;

/** EditAbsenceTracking: the credit of one absence day (0 to 24 hours) at the day record's version read. */
export const ZAbsenceTrackingSave = z.strictObject({
  userId: z.uuid(),
  date: ZPlainDate,
  minutes: z.number().int().min(0).max(1440),
  version: z.number().int().nonnegative(),
});
export type TAbsenceTrackingSave = z.infer<typeof ZAbsenceTrackingSave>;

/** DeleteAbsenceTracking: drop the credit set by hand (the valued one counts again). */
export const ZAbsenceTrackingDelete = z.object({
  userId: z.uuid(),
  date: ZQueryDate,
  version: z.coerce.number().int().positive(),
});
